/**
 * The wizards and steps the code names by id. A release that renames or removes one is refused by
 * the check (src/core/schema/check.ts): the code would quietly stop doing what it does for it. The
 * code takes these ids through the types below, so it cannot name one that is not listed here.
 */
export const NAMED_BY_CODE = {
  wizards: ['applicantInfo', 'companyInfo', 'finalQuestionsCompany', 'finalQuestionsSignatory', 'selectServices', 'stakeholder'],
  steps: {
    // Select Services: the steps that show more than their form (the Express terms, the package cards: SelectServicesPage.tsx)
    selectServices: ['expressService', 'valueAddedServices'],
    // the step after which a new signatory's flows open again (src/web/features/stakeholders/people-rules.ts)
    stakeholder: ['signatoryRights'],
  },
} as const;

export type WizardNamedByCode = (typeof NAMED_BY_CODE.wizards)[number];
export type StepNamedByCode<W extends keyof typeof NAMED_BY_CODE.steps> = (typeof NAMED_BY_CODE.steps)[W][number];

/** A wizard id the code names (typed: only one of the list). */
export const wizardNamed = <W extends WizardNamedByCode>(id: W): W => id;
/** A step id the code names (typed: only one of the list). */
export const stepNamed = <W extends keyof typeof NAMED_BY_CODE.steps>(_wizard: W, id: StepNamedByCode<W>): StepNamedByCode<W> => id;

/** The ids of the list that `wizards` (id → its step ids) lacks, as [where, what] for the check. */
export function missingNamedIds(wizards: Map<string, string[]>): { wizard: string; step?: string }[] {
  const missing: { wizard: string; step?: string }[] = [];
  for (const wizard of NAMED_BY_CODE.wizards) if (!wizards.has(wizard)) missing.push({ wizard });
  for (const [wizard, steps] of Object.entries(NAMED_BY_CODE.steps)) {
    const known = wizards.get(wizard);
    if (known) for (const step of steps) if (!known.includes(step)) missing.push({ wizard, step });
  }
  return missing;
}
