import type { FastifyReply, FastifyRequest } from 'fastify';
import { lookup, interpolate } from '../../../core/messages/format';
import type { Bundle } from '../../../core/bundle';
import { SOURCE_LANGUAGE } from '../../../core/messages/languages';
import { countedKeys } from '../../../core/messages/plural';

/** A sentence of content/<lang>/otp.json. */
export function otpText(bundle: Bundle, key: string, vars: Record<string, unknown> = {}, count?: number, lang = SOURCE_LANGUAGE): string {
  const words = bundle.content[`${lang}/otp.json`];
  // a sentence with a count takes its plural form where the words have one (invalid_one: "1 attempt"; Arabic's six)
  const keys = count === undefined ? [key] : countedKeys(lang, key, count);
  const template = keys.map((candidate) => lookup(words, candidate)).find((found) => found !== undefined);
  return interpolate(template ?? key, vars);
}

const refusals = {
  sendLimit: { errorCode: 'OTP_SEND_LIMIT', text: 'sendLimit' },
  addressLimit: { errorCode: 'OTP_ADDRESS_LIMIT', text: 'addressLimit' },
  busy: { errorCode: 'OTP_SERVICE_BUSY', text: 'busy' },
} as const;

/**
 * Too many codes sent (to this phone or e-mail, from this address, or by the service): 429 with
 * Retry-After and a sentence that says when to ask again.
 */
export function sendLimitAnswer(
  bundle: Bundle,
  request: FastifyRequest,
  reply: FastifyReply,
  refused: { reason: keyof typeof refusals; retryAfterSec: number },
  lang = SOURCE_LANGUAGE,
) {
  const { retryAfterSec } = refused;
  const { errorCode, text } = refusals[refused.reason];
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSec))
    .send({
      errorType: 'TooManyRequests',
      errors: [{ errorCode, message: otpText(bundle, text, { minutes: Math.ceil(retryAfterSec / 60) }, undefined, lang) }],
      retryAfterSec,
      requestId: request.id,
    });
}
