import { ApiError, deviceId, http } from './http';

export interface OtpRecipient {
  email: string;
  countryCode: string;
  mobileNo: string;
  prospectId?: string;
}

export interface GenerateAnswer {
  mode: string;
  otpTokenValidityInSec: number;
  otpTokenValidUntil: string;
}

export interface VerifyAnswer {
  verified: boolean;
  access_token: string;
}

/** POST /otp action generate | resend. */
export function sendOtp(recipient: OtpRecipient, action: 'generate' | 'resend'): Promise<GenerateAnswer> {
  return http<GenerateAnswer>('/otp', { method: 'POST', body: { ...recipient, action } });
}

/** POST /otp action verify with the code, the device id and a unique id of this attempt. */
export function verifyOtp(recipient: OtpRecipient, otpToken: string): Promise<VerifyAnswer> {
  return http<VerifyAnswer>('/otp', {
    method: 'POST',
    body: { ...recipient, action: 'verify', otpToken, deviceId: deviceId(), uniqueId: crypto.randomUUID() },
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
