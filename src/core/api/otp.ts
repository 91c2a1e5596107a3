import { Type, type Static } from 'typebox';
import type { ApiErrorBody } from '../errors';

// POST /otp. The request is the analysts' (schemas/rules/otp.json `request`): its patterns are theirs.

export interface OtpRecipient {
  email: string;
  countryCode: string;
  mobileNo: string;
  prospectId?: string;
}

export interface OtpRequest extends OtpRecipient {
  action: 'generate' | 'resend' | 'verify';
  otpToken?: string;
  deviceId?: string;
  uniqueId?: string;
}

/** generate | resend: a code is on its way. */
export const OtpSent = Type.Object({ mode: Type.String(), otpTokenValidityInSec: Type.Integer(), otpTokenValidUntil: Type.String() });
export type OtpSent = Static<typeof OtpSent>;

/** verify: the customer token for the applications of that phone and e-mail. */
export const OtpVerified = Type.Object({ verified: Type.Boolean(), access_token: Type.String() });
export type OtpVerified = Static<typeof OtpVerified>;

/** verify: a wrong or expired code, and how many tries are left. */
export type OtpRefused = ApiErrorBody & { attemptsLeft: number };

export const otpRoute = { response: { 200: Type.Union([OtpSent, OtpVerified]) } };
