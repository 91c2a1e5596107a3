import { Type, type Static } from 'typebox';
import { Count, JsonSchema, Settings } from './declare';

/** schemas/rules/session.json */
export const SessionRules = Settings({
  tokenTtlSec: Count(1),
  sessionMaxSec: Settings({ customer: Count(1), agent: Count(1), analyst: Count(1) }),
  issuer: Type.String({ minLength: 1 }),
  signingKeys: Settings({ refreshSec: Count(1), recheckSec: Count(1) }),
  clientErrors: Settings({ maxBytes: Count(1), perMinute: Count(1), request: JsonSchema }),
});
export type SessionRules = Static<typeof SessionRules>;
