import { Type, type Static } from 'typebox';
import { Count, JsonSchema, Settings } from './declare';

const Limit = Settings({ max: Count(1), windowSec: Count(1) });

/** schemas/rules/otp.json */
export const OtpRules = Settings({
  digits: Count(4, 10),
  validitySec: Count(30, 3_600),
  maxAttempts: Count(1, 10),
  sendLimit: Settings({
    maxSends: Count(1, 20),
    windowSec: Count(60, 86_400),
    perAddress: Limit,
    /** one client network (addresses sharing the first ipv4Bits or ipv6Bits bits) */
    perNetwork: Settings({ max: Count(1), windowSec: Count(1), ipv4Bits: Count(8), ipv6Bits: Count(16) }),
    overall: Limit,
    /** one phone number, or one e-mail address, whatever it is paired with: `burst` codes in `windowSec`, then one each `paceSec` */
    perRecipient: Settings({ burst: Count(1, 20), windowSec: Count(60, 86_400), paceSec: Count(10, 3_600) }),
  }),
  mode: Type.String(),
  channels: Type.Array(Type.Union([Type.Literal('sms'), Type.Literal('email')]), { minItems: 1 }),
  emailFrom: Type.String({ minLength: 1 }),
  /** JSON Schema of a POST /otp body */
  request: JsonSchema,
});
export type OtpRules = Static<typeof OtpRules>;
