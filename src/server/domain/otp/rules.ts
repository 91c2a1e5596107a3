import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import type { OtpRules } from '../../../core/rules/otp';

export type { OtpRules };

export function otpRules(bundle: Bundle): OtpRules {
  return schemaFile<OtpRules>(bundle, 'rules/otp.json');
}
