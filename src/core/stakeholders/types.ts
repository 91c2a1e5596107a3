/** One signatoryInfo item; loosely typed, as it comes from the record. */
export type Person = Record<string, any>;

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
