import type { Registry } from '../../../core/schema/registry';
import { fieldLabel, fieldValueWords } from '../../../core/records/field-label';
import { parseJsonPath } from '../../../core/records/json-path';
import { unshownFieldLabel, unshownValueWords } from '../../../core/records/unshown-fields';
import type { TrailEntry } from './read';
import { uploadedDocumentOf } from './upload-field';

/** A trail entry as a reader reads it: the field under its label, its values in words, in the registry's language. */
export type WordedEntry = TrailEntry & { label: string | null; oldWords: string | null; newWords: string | null };

/**
 * Each entry's field under the label the reader knows it by and its values as the step words them (a
 * country by its name, a yes-or-no by Yes or No), in the reader's language: the trail keeps the
 * stored values. A value no step shows is worded as agents.json trail.unshownFields says (the
 * application's state by name, the page reached by its title). `record`: the application the entries
 * are of, for a list its answers choose; `documentTitles`: its documents' titles by key, which name its uploads.
 */
export function wordedEntries(registry: Registry, entries: TrailEntry[], record?: unknown, documentTitles?: ReadonlyMap<string, string>): WordedEntry[] {
  return entries.map((entry) => {
    // an upload is named by its document's title; its values are the files' own names
    const uploaded = uploadedDocumentOf(entry.field);
    const document = uploaded === undefined ? undefined : documentTitles?.get(uploaded);
    if (document) return { ...entry, label: document, oldWords: null, newWords: null };
    const path = entry.field === null ? undefined : parseJsonPath(`$.${entry.field}`);
    if (!path) return { ...entry, label: null, oldWords: null, newWords: null };
    return {
      ...entry,
      label: fieldLabel(registry, path) ?? unshownFieldLabel(registry, path) ?? null,
      oldWords: fieldValueWords(registry, path, entry.oldValue, record) ?? unshownValueWords(registry, path, entry.oldValue) ?? null,
      newWords: fieldValueWords(registry, path, entry.newValue, record) ?? unshownValueWords(registry, path, entry.newValue) ?? null,
    };
  });
}
