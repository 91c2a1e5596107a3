/** Shapes of schemas/rules/services.json and schemas/rules/packages.json. */
import type { KycPrefillRules } from './kyc-prefill';

export interface ServicesRules {
  localCurrency: string;
  express: { currencies: string[]; chargeAmount: number; chargeCurrency: string };
  signing: { otherCode: string; onlyWithSignatoryCount: { code: string; count: number }[] };
  debitCard: { signingTypes: string[]; currencies: string[]; nameMaxLength: number };
  chequeBook: { currencies: string[]; mobileCountryCode: string };
  statements: { default: 'eStatements' | 'mailStatements'; fields: ['eStatements', 'mailStatements'] | string[] };
  reconfirmingContacts: { max: number; defaultCountryCode: string };
  kycPrefill: KycPrefillRules;
  submission: { status: string; viewId: string; stages: StageDef[] };
}

/** One stage of the submission review (rules/services.json submission.stages). */
export interface StageDef {
  id: string;
  /** route key of src/web/app/routes.ts that edits it */
  route: string;
  /** wizards whose fields belong to it */
  wizards?: string[];
  /** record paths (dotted) that belong to it, e.g. "documents" */
  paths?: string[];
  /**
   * answers shown: dotted path in the record (list indexes as numbers), fields.json label, optional
   * datalist; `packages: true` shows a package id of rules/packages.json by its name (content/en/packages.json)
   */
  review: { path: string; label: string; datalist?: string; packages?: boolean }[];
}

export interface PackageDef {
  key: string;
  id: string;
  cost: number;
  currency: string;
  /** account types whose price includes this package */
  includedWith: string[];
  /** account types that must take this package */
  mandatoryWith: string[];
  readMoreConfigKeys: { conventional: string; islamic: string };
}

export interface PackagesRules {
  packages: PackageDef[];
}

/** Anything that can hand out rules/<name>.json (the schema registry is one). */
export interface RulesSource {
  rules<T = unknown>(name: string): T;
}

export function servicesRulesOf(source: RulesSource): ServicesRules {
  return source.rules<ServicesRules>('services');
}

export function packagesOf(source: RulesSource): PackageDef[] {
  return source.rules<PackagesRules>('packages').packages;
}
