/**
 * Records written before steps were named by id name each completed step by its 1-based place in
 * its wizard file ({"flowId":"companyInfo","step":2,...}). These functions give such a record its
 * steps' ids, read from the wizards of the release it was written under (a release that inserted a
 * step had other places). A flow no wizard makes is a page of one step (the upload page), named as
 * its flow. Pure: the server runs it over stored applications once (domain/prospects/step-ids.ts)
 * and over a save from a page loaded before.
 */
import type { WizardDef } from './types';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of the step at `position` of the flow `flowId`, or undefined when the wizards have none. */
export type StepIdAt = (flowId: string, position: number) => string | undefined;

/** Whether a flow id is made by a wizard's flow pattern ("companyStakeholder_{signatoryId}" makes "companyStakeholder_companySignatory_1"). */
function makes(pattern: string, flowId: string): boolean {
  const parts = pattern.split(/\{[\w.]+\}/);
  if (parts.length === 1) return pattern === flowId;
  const prefix = parts[0];
  const suffix = parts[parts.length - 1];
  return flowId.length > prefix.length + suffix.length && flowId.startsWith(prefix) && flowId.endsWith(suffix);
}

/** Positions to ids under these wizards. */
export function stepIdsOf(wizards: Record<string, WizardDef>): StepIdAt {
  const list = Object.values(wizards);
  return (flowId, position) => {
    const wizard = list.find((w) => makes(w.flowId, flowId));
    if (!wizard) return position === 1 ? flowId : undefined;
    return wizard.steps[position - 1]?.id;
  };
}

/** Whether a freeField5 text names a step by its position. */
export function namesStepsByPosition(freeField5: unknown): boolean {
  if (typeof freeField5 !== 'string') return false;
  try {
    const list = (JSON.parse(freeField5) as { completedSteps?: unknown })?.completedSteps;
    return Array.isArray(list) && list.some((entry) => isObject(entry) && typeof entry.step === 'number');
  } catch {
    return false;
  }
}

/** A freeField5 text with each step named by position named by id instead (an entry whose place no step has is dropped); other texts as they are. */
export function freeField5WithIds(freeField5: unknown, idAt: StepIdAt): unknown {
  if (!namesStepsByPosition(freeField5)) return freeField5;
  const parsed = JSON.parse(freeField5 as string) as { completedSteps: unknown[] };
  const completedSteps = parsed.completedSteps.flatMap((entry) => {
    if (!isObject(entry) || typeof entry.step !== 'number') return [entry];
    const id = typeof entry.flowId === 'string' ? idAt(entry.flowId, entry.step) : undefined;
    return id === undefined ? [] : [{ ...entry, step: id }];
  });
  return JSON.stringify({ ...parsed, completedSteps });
}

/** `record` with its completed steps named by id (the same object when they already are). */
export function recordWithStepIds<T extends Json>(record: T, idAt: StepIdAt): T {
  const free = record.freeFieldsInfo;
  if (!isObject(free) || !namesStepsByPosition(free.freeField5)) return record;
  return { ...record, freeFieldsInfo: { ...free, freeField5: freeField5WithIds(free.freeField5, idAt) } };
}

/** Steps a release opened again, each named by id (`step` was a position in records written before). */
export function reopenedWithIds<T extends { flowId: string; step: unknown }>(reopened: readonly T[], idAt: StepIdAt): T[] {
  return reopened.flatMap((entry) => {
    if (typeof entry.step !== 'number') return [entry];
    const id = idAt(entry.flowId, entry.step);
    return id === undefined ? [] : [{ ...entry, step: id }];
  });
}
