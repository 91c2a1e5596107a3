import type { createStore } from 'jotai';
import { FIELDS_TOPIC } from '../../api/client-errors-handler';
import { ApiError } from '../../api/http';
import { dismissNotification } from '../../components/notifications/useNotify';
import { announceSaved, announcedVersion, forgetChange, keepChange, markTabAlive, markTabGone, savedKey } from '../../api/kept-changes';
import { mergeFromServer, performSave, savableNow } from '../../api/prospect-store';
import { isHeld, isNetworkFailure, nextDelay, RO_EDITING_CODE } from '../../api/save-failures';
import { createSaveQueue, startAutoSave, startChangeSave, type AutoSaveState, type SaveRequest } from '../../api/save-queue';
import { constants } from '../../app/rules';
import { prospectAtom } from '../../app/state/application';
import { editApplicationAtom } from '../../app/state/edit-mode';
import { conflictsAtom, enqueueSaveAtom, prospectVersionAtom, saveStatusAtom, serverErrorAtom, syncedRecordAtom } from '../../app/state/save';
import { errorCodeAtom, screeningScreenAtom } from '../../app/state/screening';
import { customerSessionAtom } from '../../app/state/session';
import { valueAt, withValueAt } from '../../../core/records/json-path';
import { sameJson } from '../../../core/records/merge';
import type { Registry } from '../../../core/schema/registry';
import { ValidatorsLoading } from '../../../core/schema/schema-validators';
import { validateRecord } from '../../../core/wizard/validate-record';

type Store = ReturnType<typeof createStore>;

interface Options {
  store: Store;
  /**
   * the registry of the release in use; throws ValidatorsLoading while its validators are on their way (a save waits for
   * them): saving starts, and the page reads the application, without waiting for them
   */
  registry: () => Registry;
  /** the page's route key now */
  routeKey: () => string;
  /** shows a failed save the usual way (a screen, field errors, a notification) */
  handleError: (error: unknown) => void;
}

const AUTO: SaveRequest = { saveType: 'auto', actionType: 'save' };

/**
 * The saving of what the applicant types (rules SAVE-TYPED, SAVE-VALID, SAVE-RETRY, SAVE-MERGE):
 * one queue; a save of each change and the periodic auto-save; a save the network did not carry is
 * tried again with back-off and at once when the browser is back online; a save an officer's hold
 * stops is tried again until the hold ends, and the page comes back; a 409 lays this window's
 * changes over the newer record and saves again; what no save has carried yet is kept in the
 * browser's storage. Answers the stop function.
 */
export function startSaving({ store, registry, routeKey, handleError }: Options): () => void {
  const rules = constants.saving;
  const errorsOf = (record: unknown) =>
    validateRecord(registry(), record as Record<string, unknown>, 'draft', { editApplication: store.get(editApplicationAtom) });
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastDelay: number | undefined;
  const retryIn = (ms: number) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      queue.enqueue(AUTO).catch(() => {});
    }, ms);
  };

  const queue = createSaveQueue(
    async (request) => {
      try {
        await performSave(store, request, errorsOf);
      } catch (error) {
        await failed(error);
        throw error;
      }
      lastDelay = undefined;
      clearTimeout(retryTimer);
      const session = store.get(customerSessionAtom);
      const version = store.get(prospectVersionAtom);
      if (session && version !== null) announceSaved(session.prospectId, version);
      // the server took the record: a refusal it gave earlier no longer holds
      dismissNotification(FIELDS_TOPIC);
      // the officer's hold has ended: the page comes back with what was typed, now saved
      if (store.get(errorCodeAtom) === RO_EDITING_CODE) store.set(errorCodeAtom, null);
    },
    { pollMs: Number(constants.saveQueuePollMs) },
  );

  async function failed(error: unknown) {
    if (isNetworkFailure(error)) {
      store.set(saveStatusAtom, (now) => ({ ...now, kind: 'offline' }));
      lastDelay = nextDelay(lastDelay, rules.retryFirstMs, rules.retryMaxMs);
      retryIn(lastDelay);
      return;
    }
    if (isHeld(error)) {
      store.set(saveStatusAtom, (now) => ({ ...now, kind: 'held' }));
      handleError(error);
      retryIn(rules.heldRetryMs);
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      try {
        await mergeFromServer(store);
        store.set(serverErrorAtom, false);
        retryIn(0);
      } catch (readError) {
        await failed(readError);
      }
      return;
    }
    store.set(saveStatusAtom, (now) => ({ ...now, kind: 'failed' }));
    handleError(error);
  }

  // another tab of this browser saved the application: this one lays its own changes over the new
  // record; a read the network does not carry is tried again (back-off, and when the network is back)
  let newerVersion: number | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshDelay: number | undefined;
  const refresh = () => {
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
    const mine = store.get(prospectVersionAtom);
    if (newerVersion === undefined || mine === null || newerVersion <= mine) {
      newerVersion = undefined;
      return;
    }
    queue
      .exclusive(() => mergeFromServer(store))
      .then(() => {
        refreshDelay = undefined;
        newerVersion = undefined;
      })
      .catch(() => {
        refreshDelay = nextDelay(refreshDelay, rules.retryFirstMs, rules.retryMaxMs);
        refreshTimer = setTimeout(refresh, refreshDelay);
      });
  };
  const otherTabSaved = (event: StorageEvent) => {
    const session = store.get(customerSessionAtom);
    if (!session || event.key !== savedKey(session.prospectId)) return;
    const version = announcedVersion(event.newValue);
    if (version === undefined) return;
    newerVersion = Math.max(newerVersion ?? 0, version);
    refreshDelay = undefined;
    refresh();
  };
  window.addEventListener('storage', otherTabSaved);

  const online = () => {
    if (newerVersion !== undefined) {
      refreshDelay = undefined;
      refresh();
    }
    if (store.get(saveStatusAtom).kind !== 'offline') return;
    lastDelay = undefined;
    retryIn(0);
  };
  window.addEventListener('online', online);

  queue.start();
  store.set(enqueueSaveAtom, { enqueue: queue.enqueue });
  const state = (): AutoSaveState => ({
    routeKey: routeKey(),
    hasToken: !!store.get(customerSessionAtom),
    serverError: store.get(serverErrorAtom),
    screen: !!store.get(errorCodeAtom) || !!store.get(screeningScreenAtom),
  });
  const stopAutoSave = startAutoSave({ intervalMs: Number(constants.autoSaveMs), state, enqueue: queue.enqueue });
  const stopChangeSave = startChangeSave({
    delayMs: Number(constants.changeSaveDelayMs),
    subscribe: (listener) => store.sub(prospectAtom, listener),
    current: () => store.get(prospectAtom),
    synced: () => store.get(syncedRecordAtom),
    state,
    carriesChange: () => {
      const synced = store.get(syncedRecordAtom);
      return !sameJson(savableNow(store, errorsOf).record, synced === null ? {} : JSON.parse(synced));
    },
    enqueue: queue.enqueue,
    retryMs: rules.retryFirstMs,
  });
  const stopKeeping = keepUnsaved(store);
  const stopPrefetch = prefetchRulesOnceLoaded(store, registry);

  return () => {
    stopPrefetch();
    stopKeeping();
    stopChangeSave();
    stopAutoSave();
    clearTimeout(retryTimer);
    clearTimeout(refreshTimer);
    window.removeEventListener('online', online);
    window.removeEventListener('storage', otherTabSaved);
    queue.stop();
    store.set(enqueueSaveAtom, null);
  };
}

/**
 * A save checks the draft rules of every wizard: they are fetched once the application is here, while the network is
 * there, not at the first change, which may come while it is gone; not before, where they would share a phone's line
 * with the page's own form and the application. They run when a save needs them. Answers the unsubscribe.
 */
function prefetchRulesOnceLoaded(store: Store, registry: () => Registry): () => void {
  const prefetch = () => fetchAll(registry);
  if (store.get(prospectVersionAtom) !== null) {
    prefetch();
    return () => undefined;
  }
  const unsubscribe = store.sub(prospectVersionAtom, () => {
    if (store.get(prospectVersionAtom) === null) return;
    unsubscribe();
    prefetch();
  });
  return unsubscribe;
}

/** Every wizard's rules fetched, once the release's validators are here (a failed download is left to the save that needs it). */
function fetchAll(registry: () => Registry): void {
  try {
    const current = registry();
    for (const id of Object.keys(current.wizards)) current.prefetch(id);
  } catch (error) {
    if (!(error instanceof ValidatorsLoading)) throw error;
    // a task later: the page's own form asks for its rules first, as it renders on their arrival
    error.then(
      () => void setTimeout(() => fetchAll(registry), 0),
      () => undefined,
    );
  }
}

/**
 * What the page holds and the server does not is kept in the browser's storage `keepDelayMs` after
 * each change, and at once when the page goes away; it is forgotten once the server has it all.
 */
function keepUnsaved(store: Store): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keep = () => {
    clearTimeout(timer);
    timer = undefined;
    const session = store.get(customerSessionAtom);
    const synced = store.get(syncedRecordAtom);
    const current = store.get(prospectAtom);
    if (!session || synced === null || !current) return;
    // a value still in conflict is kept as it stood on both sides: a reload asks the person again
    const conflicts = store.get(conflictsAtom);
    const base = conflicts.reduce<unknown>((record, c) => withValueAt(record, c.path, c.base, c.base !== undefined), JSON.parse(synced));
    const mine = conflicts.reduce<unknown>((record, c) => withValueAt(record, c.path, c.mine, c.mine !== undefined), current);
    if (sameJson(base, mine)) forgetChange(session.prospectId);
    else keepChange(session.prospectId, base, mine);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(keep, constants.saving.keepDelayMs);
  };
  // a conflict whose value changed since (the person typed it anew, another merge settled it) is over
  const settleConflicts = () => {
    const conflicts = store.get(conflictsAtom);
    const record = store.get(prospectAtom);
    const open = conflicts.filter((c) => sameJson(valueAt(record, c.path), c.theirs));
    if (open.length !== conflicts.length) store.set(conflictsAtom, open);
  };
  const stopRecord = store.sub(prospectAtom, () => {
    settleConflicts();
    later();
  });
  const stopSynced = store.sub(syncedRecordAtom, later);
  const stopConflicts = store.sub(conflictsAtom, later);
  const gone = () => {
    // a text input still holding keys for the form hands them over as it would on leaving the field
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    keep();
    markTabGone();
  };
  markTabAlive();
  const aliveTimer = setInterval(markTabAlive, constants.saving.tabAliveMs);
  window.addEventListener('pagehide', gone);
  return () => {
    if (timer !== undefined) keep();
    clearInterval(aliveTimer);
    window.removeEventListener('pagehide', gone);
    stopRecord();
    stopSynced();
    stopConflicts();
  };
}
