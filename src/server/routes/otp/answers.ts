import type { FastifyReply, FastifyRequest } from 'fastify';
import { lookup, interpolate } from '../../../core/messages/format';
import type { Bundle } from '../../../core/bundle';

/** A sentence of content/en/otp.json. */
export function otpText(bundle: Bundle, key: string, vars: Record<string, unknown> = {}): string {
  return interpolate(lookup(bundle.content['en/otp.json'], key) ?? key, vars);
}

/** Too many codes sent to this phone or e-mail: 429 with Retry-After and a sentence that says when to ask again. */
export function sendLimitAnswer(bundle: Bundle, request: FastifyRequest, reply: FastifyReply, retryAfterSec: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSec))
    .send({
      errorType: 'TooManyRequests',
      errors: [{ errorCode: 'OTP_SEND_LIMIT', message: otpText(bundle, 'sendLimit', { minutes: Math.ceil(retryAfterSec / 60) }) }],
      retryAfterSec,
      requestId: request.id,
    });
}
