/**
 * The wizard engine: which steps a wizard has for a record or person, their flow
 * id, and where the applicant stands. Pure; the React runner and the server share it.
 */
import type { CompletedStep, StepStatus, WizardDef, WizardStepDef } from './types';
import { allFlowsCompleted, statusOf } from './completed-steps';

/** Evaluates `when` conditions (the schema registry is one). */
export interface ConditionEvaluator {
  holds(condition: unknown, value: unknown): boolean;
}

/** The steps that exist for `rootValue`: those without `when`, or whose `when` the value satisfies. */
export function stepsFor(wizard: WizardDef, rootValue: unknown, evaluator: ConditionEvaluator): WizardStepDef[] {
  return wizard.steps.filter((step) => step.when === undefined || evaluator.holds(step.when, rootValue));
}

function valueAt(root: unknown, dotted: string): unknown {
  let node = root;
  for (const part of dotted.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The flow id of a wizard for a value: "companyStakeholder_{signatoryId}" → "companyStakeholder_companySignatory_1". */
export function flowIdFor(wizard: WizardDef, rootValue: unknown): string {
  return wizard.flowId.replace(/\{([\w.]+)\}/g, (_, path: string) => {
    const value = valueAt(rootValue, path);
    return value === undefined || value === null ? '' : String(value);
  });
}

export interface StepState {
  step: WizardStepDef;
  status: StepStatus;
}

/**
 * Each existing step with its status: COMPLETED as recorded, the first not-completed one
 * AVAILABLE, later ones NOT_AVAILABLE unless recorded otherwise (steps are sequential).
 */
export function stepStates(wizard: WizardDef, rootValue: unknown, completed: readonly CompletedStep[], evaluator: ConditionEvaluator): StepState[] {
  const flowId = flowIdFor(wizard, rootValue);
  let open = false;
  return stepsFor(wizard, rootValue, evaluator).map((step) => {
    const recorded = statusOf(completed, flowId, step.id);
    if (recorded === 'COMPLETED') return { step, status: recorded };
    const status: StepStatus = open ? (recorded ?? 'NOT_AVAILABLE') : 'AVAILABLE';
    open = true;
    return { step, status };
  });
}

/** The step to show: the first existing step not COMPLETED, or undefined when the flow is done. */
export function currentStep(wizard: WizardDef, rootValue: unknown, completed: readonly CompletedStep[], evaluator: ConditionEvaluator): StepState | undefined {
  return stepStates(wizard, rootValue, completed, evaluator).find((s) => s.status !== 'COMPLETED');
}

/** Every existing step of the wizard's flow for this value is COMPLETED. */
export function isFlowDone(wizard: WizardDef, rootValue: unknown, completed: readonly CompletedStep[], evaluator: ConditionEvaluator): boolean {
  return stepStates(wizard, rootValue, completed, evaluator).every((s) => s.status === 'COMPLETED');
}

/** A signatory is done when all its flows (every flow id naming it) are COMPLETED. */
export function isSignatoryDone(completed: readonly CompletedStep[], signatoryId: string): boolean {
  return allFlowsCompleted(completed, (flowId) => flowId.endsWith(`_${signatoryId}`) || flowId === signatoryId);
}
