import type { DedupeMatch } from '../screening';
import type { IndexedColumns, JsonObject } from './columns';

/**
 * What one server process last wrote for an application, so that the next save of it needs no read
 * (issue 8.1: a save in one statement). An entry is only ever used for the version it was written
 * at: any other writer (another process, an agent taking the hold, the bank's status) bumps the
 * version, and the save's guarded write (save-statements.ts) checks the version, the deny list,
 * the hold and the dedupe matches in the database itself. So an entry can be old, never wrong;
 * when the write refuses, the save reads and decides as if there were no entry.
 */
export interface CachedSave {
  version: number;
  /** the stored record (never changed after it is put here: saves lay copies over it) */
  record: JsonObject;
  columns: Pick<IndexedColumns, 'mobile' | 'email' | 'tradeLicence'>;
  /** the dedupe matches of `columns` when written, which the guarded write requires still to be the same */
  dedupe: DedupeMatch[];
}

export interface SaveCache {
  /** The entry written at `version`, if this process has it. */
  get(id: string, version: number): CachedSave | undefined;
  put(id: string, entry: CachedSave): void;
  forget(id: string): void;
}

/** At most `maxEntries` applications, the least recently saved dropped first (schemas/rules/constants.json saveCache). */
export function createSaveCache(maxEntries: number): SaveCache {
  const entries = new Map<string, CachedSave>();
  return {
    get(id, version) {
      const entry = entries.get(id);
      return entry?.version === version ? entry : undefined;
    },
    put(id, entry) {
      if (maxEntries <= 0) return;
      entries.delete(id); // re-inserted last: the most recently saved
      entries.set(id, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forget(id) {
      entries.delete(id);
    },
  };
}
