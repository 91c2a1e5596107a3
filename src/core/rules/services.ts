import { Type, type Static } from 'typebox';
import { Count, Settings } from './declare';

const Codes = Type.Array(Type.String({ minLength: 1 }));
const Officer = Type.Union([Type.Literal('agentName'), Type.Literal('roCode'), Type.Literal('employeeId')]);

/** One stage of the submission review. */
export const StageDef = Settings({
  id: Type.String({ minLength: 1 }),
  /** route key of src/web/app/routes.ts that edits it */
  route: Type.String({ minLength: 1 }),
  /** wizards whose fields belong to it */
  wizards: Type.Optional(Codes),
  /** record paths (dotted) that belong to it, e.g. "documents" */
  paths: Type.Optional(Codes),
  /**
   * answers shown: dotted path in the record (list indexes as numbers), fields.json label, optional
   * datalist; `packages: true` shows a package id of rules/packages.json by its name (content/en/packages.json)
   */
  review: Type.Array(Settings({ path: Type.String(), label: Type.String(), datalist: Type.Optional(Type.String()), packages: Type.Optional(Type.Boolean()) })),
});
export type StageDef = Static<typeof StageDef>;

export const KycPrefillRules = Settings({
  fill: Type.Array(
    Settings({
      to: Type.String({ minLength: 1 }),
      record: Type.Optional(Type.String()),
      officer: Type.Optional(Officer),
      replace: Type.Optional(Type.Boolean()),
      unlessFilled: Type.Optional(Type.String()),
    }),
  ),
  signatories: Settings({ nameField: Type.String(), to: Type.String(), separator: Type.String(), rows: Type.String(), rowField: Type.String() }),
});
export type KycPrefillRules = Static<typeof KycPrefillRules>;

/** schemas/rules/services.json */
export const ServicesRules = Settings({
  localCurrency: Type.String({ minLength: 1 }),
  express: Settings({ currencies: Codes, chargeAmount: Type.Number({ minimum: 0 }), chargeCurrency: Type.String({ minLength: 1 }) }),
  signing: Settings({ otherCode: Type.String() }),
  debitCard: Settings({ signingTypes: Codes, currencies: Codes, nameMaxLength: Count(1) }),
  chequeBook: Settings({ currencies: Codes, mobileCountryCode: Type.String({ minLength: 1 }) }),
  statements: Settings({ default: Type.Union([Type.Literal('eStatements'), Type.Literal('mailStatements')]), fields: Codes }),
  reconfirmingContacts: Settings({ max: Count(1), defaultCountryCode: Type.String({ minLength: 1 }) }),
  kycPrefill: KycPrefillRules,
  submission: Settings({
    status: Type.String({ minLength: 1 }),
    /** how many working days the bank takes to answer a submitted application: told to the applicant */
    answerWithinWorkingDays: Type.Integer({ minimum: 1, maximum: 30 }),
    viewId: Type.String({ pattern: '^/' }),
    stages: Type.Array(StageDef),
  }),
});
export type ServicesRules = Static<typeof ServicesRules>;
