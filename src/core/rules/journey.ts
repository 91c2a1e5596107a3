import { Type, type Static } from 'typebox';
import { Count, Settings } from './declare';

export const JourneyStep = Settings({
  number: Count(1),
  path: Type.String({ pattern: '^/' }),
  relatedPath: Type.Optional(Type.String({ pattern: '^/' })),
  titleKey: Type.String({ minLength: 1 }),
  /** the completed-steps flows (a pattern over flow ids) whose completion makes the step done */
  doneFlows: Type.Optional(Type.String({ minLength: 1 })),
  /** the step is done once the applicant has confirmed the one-time code */
  doneWhenVerified: Type.Optional(Type.Boolean()),
});
export type JourneyStep = Static<typeof JourneyStep>;

export const JourneyFlow = Settings({ clickable: Type.Boolean(), steps: Type.Array(JourneyStep) });
export type JourneyFlow = Static<typeof JourneyFlow>;

/** schemas/rules/journey.json */
export const JourneyRules = Settings({
  viewRoutes: Type.Array(Type.String({ minLength: 1 })),
  autoSaveRoutes: Type.Array(Type.String({ minLength: 1 })),
  /** the application's pages (route keys) in the order Continue goes through them */
  pageOrder: Type.Array(Type.String({ minLength: 1 }), { minItems: 2 }),
  flows: Type.Record(Type.String(), JourneyFlow),
});
export type JourneyRules = Static<typeof JourneyRules>;
