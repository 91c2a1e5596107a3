/** One section of a person's answers: the parts the code reads are named, the rest is open. */
export interface PersonKyc {
  [key: string]: unknown;
  isSignatory?: boolean;
  isShareholder?: boolean;
  isShareholderACompany?: boolean;
  shareHoldingPercentage?: unknown;
  residenceCountry?: unknown;
}

/** One signatoryInfo item as it comes from the record: the parts the code reads are named, the rest is open. */
export interface Person {
  [key: string]: unknown;
  kycDetails?: PersonKyc;
  accountSigningInfo?: { [key: string]: unknown; authorityType?: unknown };
  signatoryCompanyInfo?: { [key: string]: unknown; companyName?: unknown };
}

/** The `people` section of schemas/wizards/stakeholder.json plus constants of schemas/rules/constants.json. */
export interface PeopleRules {
  /** "companySignatory_" */
  idPrefix: string;
  /** 100: what all people's shares may add up to */
  sharesTotal: number;
  /** "/StakeholdersInfo": loading an application whose viewId is this with no people gives one blank person */
  listViewId: string;
  /** authority type that makes the person the sole proprietor ("102", SINGLY) */
  singly: string;
  /** home country code ("AE"): residence there sets isUAEResident */
  homeCountry: string;
}

/** Reads PeopleRules from the wizard definition and rules/constants.json. */
export function peopleRulesOf(
  wizard: { people?: Partial<PeopleRules> },
  constants: { authorityTypes?: Record<string, string>; defaultCountry?: string },
): PeopleRules {
  const people = wizard.people ?? {};
  return {
    idPrefix: String(people.idPrefix ?? ''),
    sharesTotal: Number(people.sharesTotal ?? 0),
    listViewId: String(people.listViewId ?? ''),
    singly: String(constants.authorityTypes?.SINGLY ?? ''),
    homeCountry: String(constants.defaultCountry ?? ''),
  };
}
