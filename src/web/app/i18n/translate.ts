import { countedKeys } from '../../../core/messages/plural';
import { interpolate } from './interpolate';
import { valueAt, type Resources } from './words';

/** What t takes besides the key: values for "{name}", `count` (chooses key_one, key_other…), `defaultValue`. */
export interface TOptions {
  count?: number;
  /** shown (interpolated) when the key is missing, instead of the key */
  defaultValue?: string;
  [name: string]: unknown;
}

/** "ns:key.path" (or "key.path" in the namespace the function was made for) → the words. */
export type TFunction = (key: string, options?: TOptions) => string;

/** The language used when a word is missing in the asked one. */
export const FALLBACK_LANGUAGE = 'en';

/** Languages searched for a word, in order: "ar-AE" → ar-AE, ar, en. */
export function fallbackChainOf(lng: string): string[] {
  const base = lng.split('-')[0];
  return [...new Set([lng, base, FALLBACK_LANGUAGE])];
}

/** Characters that make a key read as a sentence (no "ns:" split): a sentence may hold a colon. */
const SENTENCE = /[ ,?!;]/;

/** "ns:a.b" → [ns, "a.b"]; a key without a namespace (or that reads as a sentence) stays in `ns`. */
export function splitNamespace(key: string, ns: string): [string, string] {
  if (!key.includes(':')) return [ns, key];
  const dot = key.indexOf('.');
  if (SENTENCE.test(dot > 0 ? key.slice(0, dot) : key)) return [ns, key];
  const [named, ...rest] = key.split(':');
  return [named, rest.join('.')];
}

function lookup(resources: Resources, languages: readonly string[], ns: string, key: string, count: unknown): string | undefined {
  const plural = count !== undefined && typeof count !== 'string';
  for (const lng of languages) {
    const words = resources[lng]?.[ns];
    if (!words) continue;
    // key_zero (count 0), then key_<category>, then the key itself
    const keys = plural ? countedKeys(lng, key, count as number) : [key];
    for (const candidate of keys) {
      const found = valueAt(words, candidate);
      if (typeof found === 'string') return found;
      if (typeof found === 'number' || typeof found === 'boolean') return String(found);
    }
  }
  return undefined;
}

/**
 * The words of `key` ("ns:path" or "path" in `ns`), looked up in each of `languages` in turn, then
 * filled with `options`. A missing key (or one naming a group of words rather than a sentence)
 * gives `options.defaultValue` when given, else the key without its namespace.
 */
export function translate(resources: Resources, languages: readonly string[], ns: string, key: string, options: TOptions = {}): string {
  const [namespace, path] = splitNamespace(key, ns);
  const words = lookup(resources, languages, namespace, path, options.count) ?? (options.defaultValue !== undefined ? options.defaultValue : path);
  return interpolate(words, options, languages[0]);
}
