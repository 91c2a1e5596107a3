/**
 * Completed steps of the stakeholders: a person's flow, reopening the
 * flows of a person who newly became a signatory, whether the page may move on.
 */
import { reopenFlows } from '../wizard/completed-steps';
import { flowIdFor, isFlowDone, isSignatoryDone, type ConditionEvaluator } from '../wizard/engine';
import type { CompletedStep, WizardDef } from '../wizard/types';
import { isListed } from './people';
import { sharesWithin } from './shares';
import type { Person } from './types';

export function isSignatory(person: Person | undefined): boolean {
  return person?.kycDetails?.isSignatory === true;
}

/** The person was not a signatory before the change and is one after it. */
export function becameSignatory(previous: Person | undefined, next: Person): boolean {
  return !isSignatory(previous) && isSignatory(next);
}

/** Whether a flow id belongs to the person: the id itself, or a prefixed flow ending in "_<id>". */
export function flowOfPerson(flowId: string, signatoryId: string, prefixes: readonly string[]): boolean {
  if (!signatoryId) return false;
  if (flowId === signatoryId) return true;
  return prefixes.some((prefix) => flowId.startsWith(prefix) && flowId.endsWith(`_${signatoryId}`));
}

/**
 * A person newly made a signatory: their completed steps in the flows of `prefixes` go back to
 * AVAILABLE, except the entries `keep` names (the page keeps the steps up to the one being answered).
 */
export function reopenNewSignatory(
  steps: readonly CompletedStep[],
  previous: Person | undefined,
  next: Person,
  prefixes: readonly string[],
  keep: (step: CompletedStep) => boolean = () => false,
): CompletedStep[] {
  if (!becameSignatory(previous, next)) return [...steps];
  const id = String(next.signatoryId ?? '');
  const kept = steps.filter(keep);
  const reopened = reopenFlows(steps, (flowId) => flowOfPerson(flowId, id, prefixes));
  return reopened.map((s, i) => (kept.includes(steps[i]) ? steps[i] : s));
}

/** Forget a person's completed steps (delete, reset). */
export function dropFlowsOf(steps: readonly CompletedStep[], signatoryId: string, prefixes: readonly string[]): CompletedStep[] {
  return steps.filter((s) => !flowOfPerson(s.flowId, signatoryId, prefixes));
}

export interface PersonProgress {
  /** every step of the person's stakeholder wizard is COMPLETED */
  stakeholderDone: boolean;
  /** a signatory whose flows are all COMPLETED; false for others */
  signatoryDone: boolean;
}

export function progressOf(wizard: WizardDef, person: Person, steps: readonly CompletedStep[], evaluator: ConditionEvaluator): PersonProgress {
  const stakeholderDone = isFlowDone(wizard, person, steps, evaluator);
  return { stakeholderDone, signatoryDone: isSignatory(person) && isSignatoryDone(steps, String(person.signatoryId ?? '')) && stakeholderDone };
}

/**
 * The stakeholders page may continue when there is someone, every person's stakeholder wizard is
 * done (so every signatory is done with this page) and the shares do not exceed the total.
 */
export function canContinue(
  wizard: WizardDef,
  people: readonly Person[],
  steps: readonly CompletedStep[],
  evaluator: ConditionEvaluator,
  sharesTotal: number,
): boolean {
  if (people.length === 0) return false;
  if (!sharesWithin(people, sharesTotal)) return false;
  return people.every((person) => isListed(person) && isFlowDone(wizard, person, steps, evaluator));
}

export { flowIdFor };
