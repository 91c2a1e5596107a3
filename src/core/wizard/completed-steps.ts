/**
 * Completed steps: kept in freeFieldsInfo.freeField5 as
 * {"completedSteps":[{flowId, step, status}]}, `step` being the step's id, so that a step an analyst
 * inserts or moves leaves every draft's record as it was (records written before name a step by its
 * position: core/wizard/step-ids.ts moves them). Pure functions; every change returns a new list.
 */
import type { CompletedStep, StepStatus } from './types';

const STATUSES: readonly StepStatus[] = ['AVAILABLE', 'NOT_AVAILABLE', 'COMPLETED'];

/** The list held in freeField5; [] for a missing or unreadable text, unknown entries (and steps named by position) dropped. */
export function parseCompletedSteps(freeField5: unknown): CompletedStep[] {
  if (typeof freeField5 !== 'string' || freeField5.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(freeField5);
  } catch {
    return [];
  }
  const list = (parsed as { completedSteps?: unknown })?.completedSteps;
  if (!Array.isArray(list)) return [];
  return list
    .filter((s): s is CompletedStep => !!s && typeof s.flowId === 'string' && typeof s.step === 'string' && s.step !== '' && STATUSES.includes(s.status))
    .map((s) => ({ flowId: s.flowId, step: s.step, status: s.status }));
}

export function serializeCompletedSteps(steps: readonly CompletedStep[]): string {
  return JSON.stringify({ completedSteps: steps.map(({ flowId, step, status }) => ({ flowId, step, status })) });
}

export function statusOf(steps: readonly CompletedStep[], flowId: string, step: string): StepStatus | undefined {
  return steps.find((s) => s.flowId === flowId && s.step === step)?.status;
}

/** Sets the status of one step of a flow (adding the entry when new). */
export function setStatus(steps: readonly CompletedStep[], flowId: string, step: string, status: StepStatus): CompletedStep[] {
  let found = false;
  const next = steps.map((s) => {
    if (s.flowId !== flowId || s.step !== step) return s;
    found = true;
    return { ...s, status };
  });
  return found ? next : [...next, { flowId, step, status }];
}

export function markCompleted(steps: readonly CompletedStep[], flowId: string, step: string): CompletedStep[] {
  return setStatus(steps, flowId, step, 'COMPLETED');
}

/** Editing a completed step opens it again. Steps never completed stay as they are. */
export function markEdited(steps: readonly CompletedStep[], flowId: string, step: string): CompletedStep[] {
  return statusOf(steps, flowId, step) === 'COMPLETED' ? setStatus(steps, flowId, step, 'AVAILABLE') : [...steps];
}

/** Every step of the flows `matches` selects back to AVAILABLE (a person newly became a signatory). */
export function reopenFlows(steps: readonly CompletedStep[], matches: (flowId: string) => boolean): CompletedStep[] {
  return steps.map((s) => (matches(s.flowId) && s.status === 'COMPLETED' ? { ...s, status: 'AVAILABLE' as const } : s));
}

/** True when every entry of the selected flows is COMPLETED and there is at least one. */
export function allFlowsCompleted(steps: readonly CompletedStep[], matches: (flowId: string) => boolean): boolean {
  const selected = steps.filter((s) => matches(s.flowId));
  return selected.length > 0 && selected.every((s) => s.status === 'COMPLETED');
}

/** One limit of schemas/rules/steps.json: flows starting with `flowIdPrefix` keep at most perSignatory × signatories + extra entries. */
export interface PruneRule {
  flowIdPrefix: string;
  perSignatory: number;
  extra: number;
}

/**
 * Surplus removal on load: repeated entries of the same flow and step keep the
 * last one; then each rule keeps only its first perSignatory × signatories + extra entries.
 * Answers the list and whether it changed (then the application is saved again).
 */
export function pruneSurplus(steps: readonly CompletedStep[], signatories: number, rules: readonly PruneRule[]): { steps: CompletedStep[]; changed: boolean } {
  const lastIndex = new Map<string, number>();
  steps.forEach((s, i) => lastIndex.set(`${s.flowId}\u0000${s.step}`, i));
  let kept = steps.filter((s, i) => lastIndex.get(`${s.flowId}\u0000${s.step}`) === i);
  for (const rule of rules) {
    const limit = rule.perSignatory * signatories + rule.extra;
    let count = 0;
    kept = kept.filter((s) => !s.flowId.startsWith(rule.flowIdPrefix) || ++count <= limit);
  }
  return { steps: kept, changed: kept.length !== steps.length };
}
