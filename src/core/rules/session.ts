import { Type, type Static } from 'typebox';
import { Count, JsonSchema, Settings } from './declare';

/** schemas/rules/session.json */
export const SessionRules = Settings({
  tokenTtlSec: Count(60, 86_400),
  sessionMaxSec: Settings({ customer: Count(60, 86_400), agent: Count(60, 86_400), analyst: Count(60, 86_400) }),
  issuer: Type.String({ minLength: 1 }),
  signingKeys: Settings({ refreshSec: Count(1), recheckSec: Count(1) }),
  clientErrors: Settings({ maxBytes: Count(1, 65_536), perMinute: Count(1, 600), request: JsonSchema }),
});
export type SessionRules = Static<typeof SessionRules>;
