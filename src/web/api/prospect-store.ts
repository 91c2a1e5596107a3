import { startTransition } from 'react';
import type { createStore } from 'jotai';
import { stepsRules } from '../app/rules';
import { parseCompletedSteps, pruneSurplus, serializeCompletedSteps, type PruneRule } from '../../core/wizard/completed-steps';
import { completedStepsAtom, reopenedStepsAtom, prospectAtom } from '../app/state/application';
import { prospectVersionAtom, removedStakeholdersAtom, serverErrorAtom, syncedRecordAtom } from '../app/state/save';
import { screeningScreenAtom, type PreScreening } from '../app/state/screening';
import { customerSessionAtom, otpVerifiedAtom } from '../app/state/session';
import { markActivityAtom } from '../app/state/session-timer';
import type { ProspectRecord } from '../../core/api/prospects';
import type { ReopenedStep } from '../../core/wizard/reopen';
import { getProspect, mergeSaveAnswer, updateProspect } from './prospect';
import { blockingResult, stopStatus, type SaveRequest } from './save-queue';

type Store = ReturnType<typeof createStore>;

function group(record: ProspectRecord, name: string): Record<string, unknown> {
  const value = record[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Puts a record read from the server into the atoms: the record, its version, the completed steps
 * of freeFieldsInfo.freeField5 with surplus removed. Answers true when steps were
 * pruned (the caller then saves again).
 */
export function applyLoadedRecord(store: Store, loaded: ProspectRecord & { version?: number; releaseId?: unknown; reopenedSteps?: ReopenedStep[] }): boolean {
  // what the server says about the record (its version, its release, the steps a release opened again) is not part of it
  const { version, releaseId: _releaseId, reopenedSteps, ...record } = loaded;
  const signatories = Array.isArray(record.signatoryInfo) ? record.signatoryInfo.length : 0;
  const { steps, changed } = pruneSurplus(parseCompletedSteps(group(record, 'freeFieldsInfo').freeField5), signatories, stepsRules.prune as PruneRule[]);
  store.set(prospectAtom, record);
  store.set(syncedRecordAtom, JSON.stringify(record));
  store.set(prospectVersionAtom, typeof version === 'number' ? version : null);
  store.set(completedStepsAtom, steps);
  store.set(reopenedStepsAtom, reopenedSteps ?? []);
  store.set(otpVerifiedAtom, true);
  const screening = group(record, 'organizationInfo').screeningInfo as PreScreening | undefined;
  if (screening?.statusOverAll === stopStatus()) store.set(screeningScreenAtom, blockingResult(screening.screeningResults ?? []) ?? { screeningType: '' });
  return changed;
}

/** GET the application of the customer session into the atoms. Answers whether it must be saved again. */
export async function loadProspect(store: Store): Promise<boolean> {
  const session = store.get(customerSessionAtom);
  if (!session) throw new Error('No customer session');
  const record = await getProspect(session);
  // a transition: React renders the page's forms for the loaded record in slices, handing the main
  // thread back between them, not in one task that holds a phone's taps (Total Blocking Time)
  let pruned = false;
  startTransition(() => {
    pruned = applyLoadedRecord(store, record);
  });
  return pruned;
}

/**
 * The body of a save: the record, completed steps in freeField5, the version, saveType and
 * actionType, and the stakeholders deleted since the last save.
 */
export function saveBody(
  record: ProspectRecord,
  steps: ReturnType<typeof parseCompletedSteps>,
  version: number,
  request: SaveRequest,
  removed: readonly string[] = [],
): ProspectRecord {
  return {
    ...(removed.length ? { removeStakeholders: [...removed] } : {}),
    ...record,
    applicationInfo: { ...group(record, 'applicationInfo'), saveType: request.saveType, actionType: request.actionType },
    freeFieldsInfo: { ...group(record, 'freeFieldsInfo'), freeField5: serializeCompletedSteps(steps) },
    version,
    saveType: request.saveType,
    actionType: request.actionType,
  };
}

/**
 * One save of the queue: PUT the current record; merge account numbers and the new
 * version; a stopping preScreening shows its screen, any other is kept on organizationInfo.
 * Throws the ApiError of a failed save (serverError is then set).
 */
export async function performSave(store: Store, request: SaveRequest): Promise<void> {
  const session = store.get(customerSessionAtom);
  const record = store.get(prospectAtom);
  const version = store.get(prospectVersionAtom);
  if (!session || !record || version === null) return;
  store.set(markActivityAtom);
  const removed = store.get(removedStakeholdersAtom);
  let answer;
  try {
    answer = await updateProspect(session, saveBody(record, store.get(completedStepsAtom), version, request, removed));
  } catch (error) {
    store.set(serverErrorAtom, true);
    throw error;
  }
  store.set(serverErrorAtom, false);
  store.set(prospectVersionAtom, answer.version);
  if (removed.length) store.set(removedStakeholdersAtom, (now) => now.filter((id) => !removed.includes(id)));
  const current = store.get(prospectAtom) ?? record;
  const screening = answer.preScreening;
  const stopped = screening?.statusOverAll === stopStatus();
  if (stopped) store.set(screeningScreenAtom, blockingResult(screening.screeningResults ?? []) ?? { screeningType: '' });
  // the answer laid over a record: what the server now holds (for the sent record) or shows (the current one)
  const answered = (base: ProspectRecord) => {
    const merged = mergeSaveAnswer(base, answer);
    return screening && !stopped ? { ...merged, organizationInfo: { ...group(merged, 'organizationInfo'), screeningInfo: screening } } : merged;
  };
  store.set(syncedRecordAtom, JSON.stringify(answered(record)));
  store.set(prospectAtom, answered(current));
}
