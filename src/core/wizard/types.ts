/** Shapes of `schemas/wizards/<wizard>.json` and of completed-step records. */

export type StepStatus = 'AVAILABLE' | 'NOT_AVAILABLE' | 'COMPLETED';

/** One entry of freeFieldsInfo.freeField5 = {"completedSteps": CompletedStep[]} */
export interface CompletedStep {
  flowId: string;
  /** the step's id in its wizard file ("companyDetails"); a page of one step is named as its flow ("uploadDocuments") */
  step: string;
  status: StepStatus;
}

export interface WizardStepDef {
  /** stable id, e.g. "companyDetails" */
  id: string;
  /** i18n key of the title, e.g. "wizards:companyInfo.companyDetails" */
  titleKey: string;
  /** path under schemas/, without extension: "steps/companyInfo/companyDetails" → .schema.json and .ui.json */
  step: string;
  /** analytics event pushed on this step's Continue */
  event: string;
  /** optional JSON Schema over the wizard's root value (record or person); the step exists only when it validates */
  when?: Record<string, unknown>;
}

export interface WizardDef {
  id: string;
  titleKey: string;
  /** "record" (steps rooted at the prospect) or "person" (rooted at one signatoryInfo item) */
  root: 'record' | 'person';
  /** pattern of the flow id, e.g. "companyInfo" or "companyStakeholder_{signatoryId}" */
  flowId: string;
  steps: WizardStepDef[];
}
