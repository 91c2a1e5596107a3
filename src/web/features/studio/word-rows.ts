import type { Bundle } from '../../../core/bundle';
import { SOURCE_LANGUAGE } from '../../../core/messages/languages';
import { withValueAt } from '../../../core/records/json-path';

/** One word of a words file beside its source: its key, the source language's words, the other language's (undefined: missing). */
export interface WordRow {
  key: string;
  source: string;
  word: string | undefined;
}

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** CLDR's plural forms, in the order a person reads them */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function leaves(node: unknown, prefix: string, out: Array<[string, string]>): Array<[string, string]> {
  if (!isObject(node)) return out;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('$')) continue;
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push([at, value]);
    else leaves(value, at, out);
  }
  return out;
}

const valueAt = (node: unknown, key: string): unknown => key.split('.').reduce<unknown>((at, part) => (isObject(at) ? at[part] : undefined), node);

/** The namespaces of words the source language has (content/en/<namespace>.json), in order. */
export function wordNamespaces(files: Bundle): string[] {
  const prefix = `${SOURCE_LANGUAGE}/`;
  return Object.keys(files.content)
    .filter((path) => path.startsWith(prefix) && path.endsWith('.json'))
    .map((path) => path.slice(prefix.length, -'.json'.length))
    .sort();
}

/**
 * Every word of `namespace` in the source language beside `lang`'s at the same key. A counted word
 * (`x_one`, `x_other`) takes a row for each plural form `lang` has (Arabic's six), beside the
 * source's form of that name or else its `other`.
 */
export function wordRows(files: Bundle, namespace: string, lang: string): WordRow[] {
  const source = files.content[`${SOURCE_LANGUAGE}/${namespace}.json`];
  const target = files.content[`${lang}/${namespace}.json`];
  const categories: readonly string[] = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const forms = PLURAL_FORMS.filter((form) => categories.includes(form));
  const rows: WordRow[] = [];
  const seen = new Set<string>();
  const push = (key: string, text: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const word = valueAt(target, key);
    rows.push({ key, source: text, word: typeof word === 'string' ? word : undefined });
  };
  const all = leaves(source, '', []);
  const byKey = new Map(all);
  for (const [key, text] of all) {
    const plural = PLURAL.exec(key);
    if (!plural) {
      push(key, text);
      continue;
    }
    for (const form of forms) push(`${plural[1]}_${form}`, byKey.get(`${plural[1]}_${form}`) ?? byKey.get(`${plural[1]}_other`) ?? text);
  }
  return rows;
}

/** The words file of `lang` with `word` at `key` (the ways to it made where missing). */
export function withWord(files: Bundle, namespace: string, lang: string, key: string, word: string): unknown {
  return withValueAt(files.content[`${lang}/${namespace}.json`] ?? {}, key.split('.'), word);
}
