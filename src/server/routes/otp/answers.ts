import type { FastifyReply, FastifyRequest } from 'fastify';
import { lookup, interpolate } from '../../../core/messages/format';
import type { Bundle } from '../../../core/bundle';

/** A sentence of content/en/otp.json. */
export function otpText(bundle: Bundle, key: string, vars: Record<string, unknown> = {}): string {
  return interpolate(lookup(bundle.content['en/otp.json'], key) ?? key, vars);
}

/** "You have exceeded your maximum attempts": too many codes sent to this phone or e-mail. */
export function sendLimitAnswer(bundle: Bundle, request: FastifyRequest, reply: FastifyReply) {
  return reply.code(429).send({
    errorType: 'TooManyRequests',
    errors: [{ errorCode: 'OTP_MAX_ATTEMPTS', message: otpText(bundle, 'maxAttemptsExceeded') }],
    requestId: request.id,
  });
}
