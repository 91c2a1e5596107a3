import { Type, type Static } from 'typebox';
import { Count, Settings } from './declare';

/** schemas/rules/steps.json */
export const StepsRules = Settings({
  prune: Type.Array(Settings({ flowIdPrefix: Type.String({ minLength: 1 }), perSignatory: Count(), extra: Count() })),
  reopenOnNewSignatory: Type.Array(Type.String({ minLength: 1 })),
});
export type StepsRules = Static<typeof StepsRules>;
