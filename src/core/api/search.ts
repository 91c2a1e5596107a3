import { Type, type Static } from 'typebox';
import { Instant, JsonObject, Nullable } from './json';

/** One application found by an officer's search (and the overview's summary). */
export const SearchLine = Type.Object({
  prospectId: Type.String(),
  leadNumber: Type.String(),
  fullName: Type.String(),
  countryCode: Type.String(),
  mobileNo: Type.String(),
  email: Type.String(),
  companyName: Type.String(),
  tradeLicenseNo: Type.String(),
  accountType: Type.String(),
  islamicBanking: Type.Boolean(),
  roCode: Type.String(),
  status: Type.String(),
  /** the officer holding it now, since when and until when; null when nobody does */
  heldBy: Nullable(Type.Object({ name: Type.String(), since: Nullable(Instant), until: Instant })),
  createdAt: Instant,
  updatedAt: Instant,
});
export type SearchLine = Static<typeof SearchLine>;

/** POST /usertypes/agent/prospects/search: most recently changed first. */
export const SearchAnswer = Type.Object({ searchResult: Type.Array(SearchLine) });
export type SearchAnswer = Static<typeof SearchAnswer>;
export const searchRoute = { response: { 200: SearchAnswer } };

/** One screening line as an officer reads it, in the officer's language. */
export const ScreeningLine = Type.Object({ check: Type.String(), status: Type.String(), reason: Type.String(), fired: Type.Boolean() });
export type ScreeningLine = Static<typeof ScreeningLine>;

/** GET /usertypes/agent/prospects/{id}: the read-only overview of /agent/SearchedAppInfo/{id}. */

export const ProspectOverview = Type.Object({
  prospectId: Type.String(),
  status: Type.String(),
  statusNotes: Type.String(),
  version: Type.Integer(),
  /** the release the page renders the application with: the one it was submitted under (null: the published one) */
  releaseId: Nullable(Type.String()),
  createdAt: Instant,
  updatedAt: Instant,
  summary: SearchLine,
  applicant: JsonObject,
  application: JsonObject,
  company: JsonObject,
  companyKyc: JsonObject,
  stakeholders: Type.Array(JsonObject),
  documents: JsonObject,
  screening: Nullable(
    Type.Object({ statusOverAll: Type.Optional(Type.String()), screeningResults: Type.Optional(Type.Array(JsonObject)) }, { additionalProperties: true }),
  ),
  /** the screening lines in the officer's language: the check's name, its status and reason in words */
  screeningLines: Type.Array(ScreeningLine),
  edit: Type.Object({ allowed: Type.Boolean(), reason: Type.Optional(Type.String()) }),
  /** the bank's status may be set (a submitted application the bank has not closed) */
  statusChange: Type.Object({ allowed: Type.Boolean() }),
  roEditing: Type.Object({
    held: Type.Boolean(),
    byMe: Type.Boolean(),
    until: Type.Optional(Instant),
    by: Type.Optional(Type.String()),
    since: Type.Optional(Nullable(Instant)),
  }),
});
export type ProspectOverview = Static<typeof ProspectOverview>;
export const overviewRoute = { response: { 200: ProspectOverview } };
