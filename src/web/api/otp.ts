import { ApiError, deviceId, http } from './http';

import type { OtpRecipient, OtpRequest, OtpSent, OtpVerified } from '../../core/api/otp';

/** POST /otp action generate | resend. */
export function sendOtp(recipient: OtpRecipient, action: 'generate' | 'resend'): Promise<OtpSent> {
  return http<OtpSent>('/otp', { method: 'POST', body: { ...recipient, action } satisfies OtpRequest });
}

/** POST /otp action verify with the code, the device id and a unique id of this attempt. */
export function verifyOtp(recipient: OtpRecipient, otpToken: string): Promise<OtpVerified> {
  return http<OtpVerified>('/otp', {
    method: 'POST',
    body: { ...recipient, action: 'verify', otpToken, deviceId: deviceId(), uniqueId: crypto.randomUUID() } satisfies OtpRequest,
  });
}

/** The attempts the server still allows after a wrong code, when it said. */
export function attemptsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const left = (error.body as unknown as { attemptsLeft?: unknown }).attemptsLeft;
  return typeof left === 'number' ? left : null;
}

/** Seconds to wait before another code may be asked for, when the server refused a send (its Retry-After). */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = (error.body as unknown as { retryAfterSec?: unknown }).retryAfterSec;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}
