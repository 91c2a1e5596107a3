import { startTransition } from 'react';
import type { createStore } from 'jotai';
import { stepsRules } from '../app/rules';
import { markEdited, parseCompletedSteps, pruneSurplus, serializeCompletedSteps, type PruneRule } from '../../core/wizard/completed-steps';
import { completedStepsAtom, reopenedStepsAtom, prospectAtom } from '../app/state/application';
import {
  conflictsAtom,
  notSavedAtom,
  prospectVersionAtom,
  removedStakeholdersAtom,
  saveStatusAtom,
  serverErrorAtom,
  syncedRecordAtom,
} from '../app/state/save';
import { screeningScreenAtom, type PreScreening } from '../app/state/screening';
import { customerSessionAtom, otpVerifiedAtom } from '../app/state/session';
import { markActivityAtom } from '../app/state/session-timer';
import type { ProspectRecord } from '../../core/api/prospects';
import type { ReopenedStep } from '../../core/wizard/reopen';
import type { FieldError } from '../../core/schema/registry';
import { ValidatorsLoading } from '../../core/schema/schema-validators';
import { mergeRecords, type MergeConflict } from '../../core/records/merge';
import { savableRecord } from '../../core/records/savable';
import { constants } from '../app/rules';
import { takeKeptChanges } from './kept-changes';
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

/**
 * Lays what this window changed since `base` over `theirs` (the record the server holds now), value
 * by value (rule SAVE-MERGE): the atoms then hold the merge, the server's record counts as synced, so
 * the change-save sends what this window adds; values both sides changed differently wait for the
 * person in conflictsAtom.
 */
function layOver(store: Store, base: unknown, mine: unknown, earlier: readonly MergeConflict[] = []) {
  const theirs = store.get(prospectAtom);
  const { merged, conflicts } = mergeRecords(base, mine, theirs, constants.saving.listItemIds);
  store.set(prospectAtom, merged as ProspectRecord);
  const paths = new Set(conflicts.map((c) => JSON.stringify(c.path)));
  store.set(conflictsAtom, [...earlier.filter((c) => !paths.has(JSON.stringify(c.path))), ...conflicts]);
}

/**
 * GET the application of the customer session into the atoms. A change this browser kept and no
 * save carried (a reload after a network drop, a closed tab) is laid over it. Answers whether it
 * must be saved again.
 */
export async function loadProspect(store: Store): Promise<boolean> {
  const session = store.get(customerSessionAtom);
  if (!session) throw new Error('No customer session');
  const record = await getProspect(session);
  const kept = takeKeptChanges(session.prospectId);
  // a transition: React renders the page's forms for the loaded record in slices, handing the main
  // thread back between them, not in one task that holds a phone's taps (Total Blocking Time)
  let pruned = false;
  startTransition(() => {
    pruned = applyLoadedRecord(store, record);
    store.set(conflictsAtom, []);
    for (const change of kept) layOver(store, change.base, change.mine, store.get(conflictsAtom));
  });
  return pruned || kept.length > 0;
}

/**
 * After a 409 (another window saved first): the server's record is read and what this window
 * changed since its last read is laid over it; the caller saves again.
 */
export async function mergeFromServer(store: Store): Promise<void> {
  const session = store.get(customerSessionAtom);
  const synced = store.get(syncedRecordAtom);
  if (!session || synced === null) return;
  const loaded = await getProspect(session);
  const mine = store.get(prospectAtom);
  const steps = store.get(completedStepsAtom);
  const earlier = store.get(conflictsAtom);
  applyLoadedRecord(store, loaded);
  // the steps this window completed stay completed
  store.set(completedStepsAtom, steps);
  layOver(store, JSON.parse(synced), mine, earlier);
}

/** The draft errors of `record`, once the rules of every form it touches are here. */
async function draftErrorsWhenReady(errorsOf: (record: unknown) => FieldError[], record: unknown): Promise<void> {
  for (;;) {
    try {
      errorsOf(record);
      return;
    } catch (error) {
      if (!(error instanceof ValidatorsLoading)) throw error;
      await error;
    }
  }
}

/** What of the record a save sends now (rule SAVE-VALID), and the values it leaves on screen. */
export function savableNow(store: Store, errorsOf: (record: unknown) => FieldError[]) {
  const record = store.get(prospectAtom);
  const synced = store.get(syncedRecordAtom);
  const savable = savableRecord(record, synced === null ? {} : JSON.parse(synced), errorsOf);
  store.set(notSavedAtom, savable.invalid);
  return savable;
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
 * One save of the queue: PUT the current record, each value the draft rules refuse (`errorsOf`) put
 * back to what the server has (rule SAVE-VALID); merge account numbers and the new version; a
 * stopping preScreening shows its screen, any other is kept on organizationInfo. Throws the ApiError
 * of a failed save (serverError is then set).
 */
export async function performSave(store: Store, request: SaveRequest, errorsOf?: (record: unknown) => FieldError[]): Promise<void> {
  const session = store.get(customerSessionAtom);
  if (errorsOf) await draftErrorsWhenReady(errorsOf, store.get(prospectAtom));
  const version = store.get(prospectVersionAtom);
  const current = store.get(prospectAtom);
  if (!session || !current || version === null) return;
  const record = errorsOf ? (savableNow(store, errorsOf).record as ProspectRecord) : current;
  store.set(markActivityAtom);
  store.set(saveStatusAtom, (now) => ({ ...now, kind: 'saving' }));
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
  // a release published while this page was open opened completed steps again: the page says which, and why (rule RELEASE-MOVE)
  const reopened = answer.reopenedSteps ?? [];
  if (reopened.length > 0) {
    store.set(completedStepsAtom, (steps) => reopened.reduce((out, { flowId, step }) => markEdited(out, flowId, step), steps));
    store.set(reopenedStepsAtom, reopened);
  }
  if (removed.length) store.set(removedStakeholdersAtom, (now) => now.filter((id) => !removed.includes(id)));
  const now = store.get(prospectAtom) ?? record;
  const screening = answer.preScreening;
  const stopped = screening?.statusOverAll === stopStatus();
  if (stopped) store.set(screeningScreenAtom, blockingResult(screening.screeningResults ?? []) ?? { screeningType: '' });
  // the answer laid over a record: what the server now holds (for the sent record) or shows (the current one)
  const answered = (base: ProspectRecord) => {
    const merged = mergeSaveAnswer(base, answer);
    return screening && !stopped ? { ...merged, organizationInfo: { ...group(merged, 'organizationInfo'), screeningInfo: screening } } : merged;
  };
  store.set(syncedRecordAtom, JSON.stringify(answered(record)));
  store.set(prospectAtom, answered(now));
  store.set(saveStatusAtom, { kind: 'saved', at: Date.now() });
}
