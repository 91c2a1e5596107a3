import { Type, type Static } from 'typebox';
import { Count, JsonSchema, Settings } from './declare';

const Limit = Settings({ max: Count(1), windowSec: Count(1) });

/** schemas/rules/otp.json */
export const OtpRules = Settings({
  digits: Count(4),
  validitySec: Count(1),
  maxAttempts: Count(1),
  sendLimit: Settings({ maxSends: Count(1), windowSec: Count(1), perAddress: Limit, overall: Limit }),
  mode: Type.String(),
  channels: Type.Array(Type.Union([Type.Literal('sms'), Type.Literal('email')]), { minItems: 1 }),
  emailFrom: Type.String({ minLength: 1 }),
  /** JSON Schema of a POST /otp body */
  request: JsonSchema,
});
export type OtpRules = Static<typeof OtpRules>;
