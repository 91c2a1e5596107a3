import { atom, type createStore } from 'jotai';
import type { FieldError } from '../../../core/schema/registry';
import type { MergeConflict } from '../../../core/records/merge';

/** `version` of the application as last read or saved; a save sends it back (409 when stale). */
export const prospectVersionAtom = atom<number | null>(null);

/**
 * Stakeholders the person deleted whose removal no save has carried yet: every save names them
 * (`removeStakeholders`) until one succeeds, since the server keeps a stakeholder a save leaves out
 * unless the save names them (rule SAVE-OWN).
 */
export const removedStakeholdersAtom = atom<readonly string[]>([]);

/**
 * The record as the server last has it (loaded, or sent and answered), as JSON: a change-save is
 * queued only when the record in the atoms differs (rule SAVE-TYPED).
 */
export const syncedRecordAtom = atom<string | null>(null);

/** The last save failed on the server: auto-save pauses until a save succeeds. */
export const serverErrorAtom = atom(false);

/** Server field errors already mapped to form paths: "prospect.organizationInfo.companyName" → messages. */
export const fieldErrorsAtom = atom<Record<string, string[]>>({});

export interface SaveQueue {
  enqueue: (request: { saveType: 'auto' | 'continue' | 'save' | 'submit' | 'next'; actionType: 'save' | 'submit' | 'continue' | 'next' }) => Promise<void>;
}

/** The save queue's enqueue, published by the session host (src/web/features/session); null when none runs. */
export const enqueueSaveAtom = atom<SaveQueue | null>(null);

/**
 * The save queue, once the session host has published it: the host loads after the page's first
 * paint (src/web/app/SessionGate.tsx), so a save asked for before then waits for it.
 */
export function saveQueue(store: ReturnType<typeof createStore>): Promise<SaveQueue> {
  const ready = store.get(enqueueSaveAtom);
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const stop = store.sub(enqueueSaveAtom, () => {
      const queue = store.get(enqueueSaveAtom);
      if (!queue) return;
      stop();
      resolve(queue);
    });
  });
}

/**
 * How the saving of what the applicant typed stands, for the status line on every wizard page:
 * `saving` a save is on its way, `saved` the server has everything (at `at`), `offline` the network
 * failed and the save is retried, `held` an officer holds the application and the save waits for
 * them, `failed` the server refused it for another reason.
 */
export interface SaveStatus {
  kind: 'idle' | 'saving' | 'saved' | 'offline' | 'held' | 'failed';
  /** when the last save went through (ms since the epoch) */
  at?: number;
}
export const saveStatusAtom = atom<SaveStatus>({ kind: 'idle' });

/** The draft errors of the values on screen that are not saved yet (rule SAVE-VALID). */
export const notSavedAtom = atom<readonly FieldError[]>([]);

/** Values this window and another both changed, each differently: the person chooses (rule SAVE-MERGE). */
export const conflictsAtom = atom<readonly MergeConflict[]>([]);
