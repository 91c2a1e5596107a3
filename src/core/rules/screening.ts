import { Type, type Static } from 'typebox';
import { Count, JsonSchema, Settings } from './declare';

const Words = Type.String({ minLength: 1 });

export const OutcomeRule = Settings({ screeningStatus: Words, screeningReason: Words, notesKey: Type.Optional(Words), reasonNotesKey: Type.Optional(Words) });
export type OutcomeRule = Static<typeof OutcomeRule>;

export const ProspectState = Type.Union([Type.Literal('draft'), Type.Literal('stopped'), Type.Literal('submitted')]);
export type ProspectState = Static<typeof ProspectState>;

export const DedupeParams = Settings({
  matchOn: Type.Array(Type.Union([Type.Literal('mobile'), Type.Literal('email'), Type.Literal('tradeLicence')]), { minItems: 1 }),
  /** `closesAsDuplicate`: an application this outcome stops is a copy of the live one it matched (rule DEDUPE-LIVE) */
  outcomes: Type.Array(
    Settings({
      otherStatus: ProspectState,
      otherHasRoCode: Type.Optional(Type.Boolean()),
      closesAsDuplicate: Type.Optional(Type.Boolean()),
      outcome: Type.Partial(OutcomeRule),
    }),
  ),
});
export type DedupeParams = Static<typeof DedupeParams>;

export const UploadedDocumentsParams = Settings({ moreThan: Count() });
export type UploadedDocumentsParams = Static<typeof UploadedDocumentsParams>;

const checkBase = {
  screeningType: Words,
  /** the check's name officers read, in content/<lang>/screening.json (screeningType where absent) */
  nameKey: Type.Optional(Words),
  /** for people: when the check fires */
  firesWhen: Words,
  outcome: OutcomeRule,
  /** the account type the same application may switch to when this check fires (rule STARTER-EARLY) */
  switchTo: Type.Optional(Words),
  /** the save types on which a fired check stops the journey; every save when absent */
  stopsOn: Type.Optional(Type.Array(Words)),
};

/** A check: a condition (JSON Schema on the record), or one of the built-in checks with its params. */
export const CheckRule = Type.Union([
  Settings({ ...checkBase, condition: JsonSchema, builtin: Type.Optional(Type.Never()) }),
  Settings({ ...checkBase, builtin: Type.Literal('dedupe'), params: DedupeParams, condition: Type.Optional(Type.Never()) }),
  Settings({ ...checkBase, builtin: Type.Literal('uploadedDocuments'), params: UploadedDocumentsParams, condition: Type.Optional(Type.Never()) }),
]);
export type CheckRule = Static<typeof CheckRule>;

/** schemas/rules/screening.json */
export const ScreeningRules = Settings({
  statusOverAll: Settings({ stop: Words, continue: Words }),
  blockingReasons: Type.Array(Words),
  passed: OutcomeRule,
  /** word lists the conditions name */
  lists: Type.Record(Type.String(), Type.Array(Type.String())),
  checks: Type.Array(CheckRule),
});
export type ScreeningRules = Static<typeof ScreeningRules>;
