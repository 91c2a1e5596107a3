import { Type, type Static } from 'typebox';
import { Instant, Nullable } from './json';

/** One line of My Applications. */
export const ApplicationLine = Type.Object({
  prospectId: Type.String(),
  accountType: Type.String(),
  islamicBanking: Type.Boolean(),
  companyName: Type.String(),
  createdAt: Instant,
  updatedAt: Instant,
  status: Type.String(),
  statusNotes: Type.String(),
  /** the application a duplicate continues in */
  duplicateOf: Nullable(Type.String()),
  /** where resuming goes */
  viewId: Type.String(),
  /** an officer holds it: resuming shows that screen */
  roEditing: Type.Boolean(),
});
export type ApplicationLine = Static<typeof ApplicationLine>;

/** GET /usertypes/{segment}/prospects: the applications the come-back token names, newest first. */
export const ApplicationList = Type.Object({ prospects: Type.Array(ApplicationLine) });
export type ApplicationList = Static<typeof ApplicationList>;
export const applicationListRoute = { response: { 200: ApplicationList } };
