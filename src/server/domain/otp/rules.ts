import type { Bundle } from '../../../core/bundle';
import type { Limit } from '../limits';
import { schemaFile } from '../../../core/bundle';

/** schemas/rules/otp.json (its $comment explains it to analysts). */
export interface OtpRules {
  digits: number;
  validitySec: number;
  maxAttempts: number;
  sendLimit: { maxSends: number; windowSec: number; perAddress: Limit; overall: Limit };
  mode: string;
  channels: Array<'sms' | 'email'>;
  emailFrom: string;
  /** JSON Schema of a POST /otp body */
  request: Record<string, unknown>;
}

export function otpRules(bundle: Bundle): OtpRules {
  return schemaFile<OtpRules>(bundle, 'rules/otp.json');
}
