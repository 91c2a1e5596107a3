import { atom } from 'jotai';

/** `version` of the application as last read or saved; a save sends it back (DESIGN §4, 409 when stale). */
export const prospectVersionAtom = atom<number | null>(null);

/** The last save failed on the server: auto-save pauses until a save succeeds (spec 000 §4). */
export const serverErrorAtom = atom(false);

/** Server field errors already mapped to form paths (spec 000 §5): "prospect.organizationInfo.companyName" → messages. */
export const fieldErrorsAtom = atom<Record<string, string[]>>({});

/** The save queue's enqueue, published by the session host (src/web/features/session); null when none runs. */
export const enqueueSaveAtom = atom<{
  enqueue: (request: { saveType: 'auto' | 'continue' | 'save' | 'submit' | 'next'; actionType: 'save' | 'submit' | 'continue' | 'next' }) => Promise<void>;
} | null>(null);
