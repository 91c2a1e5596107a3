import { Type, type Static } from 'typebox';
import { Settings } from './declare';

const EventNames = Type.Record(Type.String(), Type.String({ minLength: 1 }));

/** schemas/rules/analytics.json */
export const AnalyticsRules = Settings({
  routeEvents: EventNames,
  pageEvents: EventNames,
  directOpenRoutes: Type.Array(Type.String({ minLength: 1 })),
  agentEvents: Settings({
    login: Type.String(),
    search: Type.String(),
    overview: Type.String(),
    edit: Type.String(),
    invite: Type.String(),
    status: Type.String(),
  }),
});
export type AnalyticsRules = Static<typeof AnalyticsRules>;
