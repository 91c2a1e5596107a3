import { useCallback, useState } from 'react';
import type { Bundle } from '../../../core/bundle';
import { editedJsonText, newJsonText } from '../../../core/files/json-in-place';

/** "schemas/…" or "content/…": a file of a release by its place in the repository. */
export type FilePath = string;

/** Every file of a release, as the repository names them, in order. */
export function filePathsOf(bundle: Bundle): FilePath[] {
  return [...Object.keys(bundle.schemas).map((k) => `schemas/${k}`), ...Object.keys(bundle.content).map((k) => `content/${k}`)].sort();
}

export function fileValue(bundle: Bundle, path: FilePath): unknown {
  const [folder, ...rest] = path.split('/');
  return bundle[folder as 'schemas' | 'content'][rest.join('/')];
}

/**
 * A file's text as the editor shows it: its values laid over the repository's own text of the file
 * (`repository`), as release:export writes it, so the key order and layout are git's and only the
 * changed values differ; a file the repository does not have, as a new file is written.
 */
export const fileText = (value: unknown, repository?: string) => (repository === undefined ? newJsonText(value) : editedJsonText(repository, value));

export interface WorkingCopy {
  /** the published release the copy started from (publishing names it: nobody overwrites a change unseen) */
  basedOn: string;
  files: Bundle;
  /** the editor's text of each file opened (what the analyst typed, valid JSON or not) */
  texts: Record<FilePath, string>;
  /** the files whose text is not JSON, with why */
  invalid: Record<FilePath, string>;
}

/** The analyst's copy of a release: edits by file, kept as typed; the files follow each valid text. */
export function useWorkingCopy(release: { id: string; bundle: Bundle }) {
  const [copy, setCopy] = useState<WorkingCopy>(() => ({ basedOn: release.id, files: release.bundle, texts: {}, invalid: {} }));
  const edit = useCallback((path: FilePath, text: string) => {
    setCopy((current) => {
      const texts = { ...current.texts, [path]: text };
      const invalid = { ...current.invalid };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        invalid[path] = (error as Error).message;
        return { ...current, texts, invalid };
      }
      delete invalid[path];
      const [folder, ...rest] = path.split('/');
      const area = folder as 'schemas' | 'content';
      const files = { ...current.files, [area]: { ...current.files[area], [rest.join('/')]: parsed } };
      return { ...current, texts, invalid, files };
    });
  }, []);
  const reset = useCallback((from: { id: string; bundle: Bundle }) => setCopy({ basedOn: from.id, files: from.bundle, texts: {}, invalid: {} }), []);
  /** An earlier release's files as the copy, still based on the published one (its changes are then the difference). */
  const open = useCallback((files: Bundle, publishedId: string) => setCopy({ basedOn: publishedId, files, texts: {}, invalid: {} }), []);
  return { copy, edit, reset, open };
}
