/**
 * Which words of content/<lang>/ something reads (rule RELEASE-CHECK): a word no page, no rule and
 * no message reads is reported by the schema check, as a setting nothing reads is. What the code
 * reads is found by reading the code (src/cli/scan-words-read.ts, kept in words-read-by-code.json
 * by `npm run schemas:json`); what the analysts' files read is every text they hold (a `titleKey`,
 * an `errorMessage`, a placeholder key in `ui:options`).
 */
import type { Bundle } from '../bundle';

/** What the code names: its key-like texts and property names, and its built keys as patterns. */
export interface WordsReadByCode {
  /** texts ('bar.label', 'comeback:login.submit') and property names (words.deployedNote) */
  names: string[];
  /** keys the code builds (`steps.${id}.title`), as regular expressions over a key */
  patterns: string[];
}

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every text an analysts' file holds, in any place: the keys their settings name. */
function textsOf(bundle: Bundle): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) Object.values(value).forEach(visit);
  };
  visit(bundle.schemas);
  for (const [file, value] of Object.entries(bundle.content)) if (!file.startsWith('datalists/')) visit(value);
  return texts;
}

/** The leaf keys of a words file ("bar.label"), without its `$comment` and `$schema`. */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (!isObject(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => (key.startsWith('$') ? [] : leafKeys(value, prefix ? `${prefix}.${key}` : key)));
}

/** A count's forms (`files_one`, `files_other`) are read as the one key `files`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The words of content/<lang>/<namespace>.json that nothing reads, as [namespace file, key]; the
 * messages are left to their own check. A word is read when the code or a file names it whole
 * ("bar.label", "layout:bar.label"), when the code names its last parts (a helper adds the first:
 * `forServer('dataDirLocked')` reads "server.dataDirLocked"), or when a key the code builds fits it.
 */
export function unreadWords(bundle: Bundle, lang: string, byCode: WordsReadByCode): [string, string][] {
  const names = new Set(byCode.names);
  const texts = textsOf(bundle);
  const patterns = byCode.patterns.map((source) => new RegExp(source));
  const named = (candidate: string) => names.has(candidate) || texts.has(candidate);
  const unread: [string, string][] = [];
  for (const [file, words] of Object.entries(bundle.content)) {
    const namespace = new RegExp(`^${lang}/(.+)\\.json$`).exec(file)?.[1];
    if (!namespace || namespace === 'messages') continue;
    for (const key of leafKeys(words)) {
      const base = key.replace(PLURAL, '');
      const parts = base.split('.');
      const read =
        named(base) ||
        named(`${namespace}:${base}`) ||
        parts.some((_, i) => i > 0 && named(parts.slice(i).join('.'))) ||
        patterns.some((pattern) => pattern.test(base) || pattern.test(`${namespace}:${base}`));
      if (!read) unread.push([file, key]);
    }
  }
  return unread;
}
