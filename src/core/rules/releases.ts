import { Type, type Static } from 'typebox';
import { Count, Settings } from './declare';

const Words = Type.String({ minLength: 1 });

/** schemas/rules/releases.json */
export const ReleaseRules = Settings({
  pollMs: Count(50),
  keptInMemory: Count(1),
  noteMaxLength: Count(1),
  listed: Count(1),
  demoAnalyst: Settings({ userName: Words, name: Words, passwordBytes: Count(8) }),
  studio: Settings({ checkDelayMs: Count(0), panelsDelayMs: Count(0) }),
});
export type ReleaseRules = Static<typeof ReleaseRules>;
