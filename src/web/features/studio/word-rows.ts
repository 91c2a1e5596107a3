import type { Bundle } from '../../../core/bundle';
import { lookup } from '../../../core/messages/format';
import { leaves, PLURAL, SOURCE_LANGUAGE } from '../../../core/messages/languages';
import { pluralCategories } from '../../../core/messages/plural';
import { withValueAt } from '../../../core/records/json-path';

/** One word of a words file beside its source: its key, the source language's words, the other language's (undefined: missing). */
export interface WordRow {
  key: string;
  source: string;
  word: string | undefined;
}

/** CLDR's plural forms, in the order a person reads them */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

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
  const categories = pluralCategories(lang);
  const forms = PLURAL_FORMS.filter((form) => categories.includes(form));
  const rows: WordRow[] = [];
  const seen = new Set<string>();
  const push = (key: string, text: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ key, source: text, word: lookup(target, key) });
  };
  const all = new Map([...leaves(source)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  for (const [key, text] of all) {
    if (!PLURAL.test(key)) {
      push(key, text);
      continue;
    }
    const base = key.replace(PLURAL, '');
    for (const form of forms) push(`${base}_${form}`, all.get(`${base}_${form}`) ?? all.get(`${base}_other`) ?? text);
  }
  return rows;
}

/** The words file of `lang` with `word` at `key` (the ways to it made where missing). */
export function withWord(files: Bundle, namespace: string, lang: string, key: string, word: string): unknown {
  return withValueAt(files.content[`${lang}/${namespace}.json`] ?? {}, key.split('.'), word);
}
