import { Type, type Static } from 'typebox';
import { JsonObject, Nullable } from './json';

// The application itself. Its record's shape is the analysts' (schemas/): here only what the server adds.

/** A record as the analysts' schemas shape it. */
export type ProspectRecord = Static<typeof JsonObject>;

/** POST /users/{segment}/prospects: the application is created and its first one-time code sent. */
export const ProspectCreated = Type.Object({ prospectId: Type.String(), validRoCode: Type.Optional(Type.String()) });
export type ProspectCreated = Static<typeof ProspectCreated>;
/**
 * Its body: the applicant and the account chosen, and nothing else (other keys are dropped). These are
 * the outer bounds of what is read at all; the applicant step's schema then checks each field in full.
 */
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
export const CreateProspect = Type.Object(
  {
    applicantInfo: Type.Object(
      {
        fullName: text(200),
        email: text(320),
        countryCode: text(8),
        mobileNo: text(20),
        roCode: text(40),
        allianceCode: text(40),
        LeadSource: text(40),
        validRoCode: text(1),
        applyOnbehalf: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
    applicationInfo: Type.Object(
      { accountType: Type.String({ maxLength: 80 }), islamicBanking: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
    /** an officer's invite the person opened */
    invite: text(2000),
    recaptchaToken: text(8000),
  },
  { additionalProperties: false },
);
export type CreateProspect = Static<typeof CreateProspect>;
export const createProspectRoute = { body: CreateProspect, response: { 200: ProspectCreated } };

/** GET /usertypes/{segment}/prospects/{id}: the record, with the version a save sends back. */
/** A step a new release opened again, and why (core/wizard/reopen.ts). */
export const ReopenedStep = Type.Object({
  wizardId: Type.String(),
  flowId: Type.String(),
  step: Type.String(),
  titleKey: Type.String(),
  reasons: Type.Array(Type.String()),
});
export const StoredProspect = Type.Object(
  {
    version: Type.Integer(),
    /** the release the draft is held to, or the one it was submitted under */
    releaseId: Nullable(Type.String()),
    /** the steps the last release change opened again ([] when none) */
    reopenedSteps: Type.Array(ReopenedStep),
  },
  { additionalProperties: true },
);
export type StoredProspect = ProspectRecord & Static<typeof StoredProspect>;
export const readProspectRoute = { response: { 200: StoredProspect } };

/** One line of preScreening.screeningResults. */
export const ScreeningResult = Type.Object({
  screeningType: Type.String(),
  screeningStatus: Type.String(),
  screeningReason: Type.String(),
  screeningNotes: Type.String(),
  reasonNotes: Type.String(),
  /** true when the check fired (its outcome, not the `passed` line) */
  fired: Type.Boolean(),
});
export type ScreeningResult = Static<typeof ScreeningResult>;

/** The screening a save ran (also stored on organizationInfo.screeningInfo). */
export const PreScreening = Type.Object({ statusOverAll: Type.String(), screeningResults: Type.Array(ScreeningResult) });
export type PreScreening = Static<typeof PreScreening>;

const saved = {
  prospectId: Type.String(),
  version: Type.Integer(),
  accountInfo: Type.Optional(Type.Array(Type.Object({ accountNo: Type.Optional(Type.String()) }))),
  preScreening: Type.Optional(PreScreening),
  /** the completed steps this save opened again because the release moved since the page loaded, and why */
  reopenedSteps: Type.Optional(Type.Array(ReopenedStep)),
};

/** PUT /usertypes/sme/prospects/{id}: the record, over the version read; the rest of the body is the analysts' record. */
export const SaveProspect = Type.Object(
  { version: Type.Integer({ minimum: 1 }), saveType: Type.Optional(Type.String({ maxLength: 20 })), actionType: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: true },
);
export type SaveProspect = ProspectRecord & Static<typeof SaveProspect>;
/** The new version, account numbers and screening. */
export const ProspectSaved = Type.Object(saved);
export type ProspectSaved = Static<typeof ProspectSaved>;
export const saveProspectRoute = { body: SaveProspect, response: { 200: ProspectSaved } };

/** POST /usertypes/sme/prospects/{id}/account-type: the same application under the account type screening offered. */
export const SwitchAccountType = Type.Object(
  { version: Type.Integer({ minimum: 1 }), accountType: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type SwitchAccountType = Static<typeof SwitchAccountType>;
export const AccountTypeSwitched = Type.Object({ ...saved, accountType: Type.String() });
export type AccountTypeSwitched = Static<typeof AccountTypeSwitched>;
export const switchAccountTypeRoute = { body: SwitchAccountType, response: { 200: AccountTypeSwitched } };
