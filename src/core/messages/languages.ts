/**
 * The languages of a release (rule WORDS-LANGUAGES): English is the source (content/en/), and every
 * other folder of content/ (content/ar/) holds every word of it, in each plural form its language
 * has where a count appears, and the label of every datalist code (content/<lang>/datalists.json,
 * by list and code; the datalists themselves carry the English label). The schema check and the
 * studio refuse a release in which one is missing and name it.
 */
import type { Bundle } from '../bundle';
import { pluralCategories } from './plural';
import type { FindingVars, Say } from '../schema/finding-words';

/** The language every word is written in first, and the one a missing word falls back to. */
export const SOURCE_LANGUAGE = 'en';

/** The file of a language that names each datalist code: content/<lang>/datalists.json. */
export const DATALIST_LABELS = 'datalists.json';

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
/** a counted word's plural form at the end of its key (`found_few`) */
export const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The languages the release has words for: its content folders, the source first ("en", "ar"). */
export function languagesOf(bundle: Pick<Bundle, 'content'>): string[] {
  const found = new Set<string>();
  for (const file of Object.keys(bundle.content)) {
    const folder = /^([a-z]{2,3}(?:-[A-Z]{2})?)\//.exec(file)?.[1];
    if (folder) found.add(folder);
  }
  return [...found].sort((a, b) => (a === SOURCE_LANGUAGE ? -1 : b === SOURCE_LANGUAGE ? 1 : a.localeCompare(b)));
}

/** The release file that carries the words of one language (and the datalists' labels in it): "words-ar.json". */
export const wordsFileOf = (lang: string) => `words-${lang}.json`;

/** The words of `lang` in a release's content: its own folder's files only. */
export function wordsIn(content: Bundle['content'], lang: string): Bundle['content'] {
  return Object.fromEntries(Object.entries(content).filter(([path]) => path.startsWith(`${lang}/`)));
}

/** Right-to-left scripts among the languages a release may hold. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/** The direction a language is written in: "rtl" for Arabic. */
export const directionOf = (lang: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(lang.split('-')[0]) ? 'rtl' : 'ltr');

/** The leaf words of a words file by dotted key ("bar.label"), `$` keys left out. */
export function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isObject(node)) return out;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) for (const [inner, word] of leaves(value, path)) out.set(inner, word);
    else out.set(path, value);
  }
  return out;
}

export interface MissingWord {
  /** "content/ar/agent.json" */
  file: string;
  /** dotted key in that file; "" for the whole file */
  at: string;
  message: string;
  key?: string;
  vars?: FindingVars;
}

/** The words of `lang` a file lacks beside the source's, and the words it has that the source does not. */
function fileProblems(say: Say, lang: string, namespace: string, source: unknown, words: unknown): MissingWord[] {
  const file = `content/${lang}/${namespace}.json`;
  if (words === undefined) return [{ file, at: '', ...say('languageFileMissing', { lang, source: `content/${SOURCE_LANGUAGE}/${namespace}.json` }) }];
  const problems: MissingWord[] = [];
  const theirs = leaves(words);
  const ours = leaves(source);
  const categories = pluralCategories(lang);
  const counted = new Set([...ours.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
  for (const key of ours.keys()) {
    const base = key.replace(PLURAL, '');
    if (counted.has(base) && PLURAL.test(key)) continue;
    const word = theirs.get(key);
    if (typeof word !== 'string')
      problems.push({ file, at: key, ...say('wordMissingInLanguage', { key, lang, source: `content/${SOURCE_LANGUAGE}/${namespace}.json` }) });
    // a word left empty where the source says something is a word not yet written
    else if (word.trim() === '' && typeof ours.get(key) === 'string' && (ours.get(key) as string).trim() !== '')
      problems.push({
        file,
        at: key,
        ...say('wordEmptyInLanguage', { key, lang, source: `content/${SOURCE_LANGUAGE}/${namespace}.json`, said: String(ours.get(key)) }),
      });
  }
  for (const base of counted)
    for (const category of categories)
      if (typeof theirs.get(`${base}_${category}`) !== 'string')
        problems.push({
          file,
          at: `${base}_${category}`,
          ...say('pluralFormMissing', { key: base, lang, category, categories: categories.join(', ') }),
        });
  for (const key of theirs.keys()) {
    const base = key.replace(PLURAL, '');
    if (!ours.has(key) && !(PLURAL.test(key) && (counted.has(base) || ours.has(base))))
      problems.push({ file, at: key, ...say('wordNotInSource', { key, source: `content/${SOURCE_LANGUAGE}/${namespace}.json` }) });
  }
  return problems;
}

/** The datalist codes whose label `lang` lacks (content/<lang>/datalists.json). */
function datalistProblems(say: Say, bundle: Pick<Bundle, 'content'>, lang: string): MissingWord[] {
  const file = `content/${lang}/${DATALIST_LABELS}`;
  const labels = bundle.content[`${lang}/${DATALIST_LABELS}`];
  const problems: MissingWord[] = [];
  for (const [path, list] of Object.entries(bundle.content)) {
    const name = /^datalists\/(.+)\.json$/.exec(path)?.[1];
    if (!name || !isObject(list) || !Array.isArray(list.items)) continue;
    const named = isObject(labels) && isObject(labels[name]) ? labels[name] : {};
    const codes = list.items.flatMap((item) => (isObject(item) ? [item, ...(Array.isArray(item.subCategories) ? item.subCategories : [])] : []));
    for (const item of codes)
      if (isObject(item) && typeof named[String(item.code)] !== 'string')
        problems.push({
          file,
          at: `${name}.${String(item.code)}`,
          ...say('datalistLabelMissing', { list: name, label: String(item.label), code: String(item.code), lang }),
        });
  }
  return problems;
}

/** Every word, plural form and datalist label another language of the release lacks. */
export function missingWords(bundle: Pick<Bundle, 'content'>, say: Say): MissingWord[] {
  const problems: MissingWord[] = [];
  const sources = Object.entries(bundle.content).flatMap(([path, words]) => {
    const namespace = new RegExp(`^${SOURCE_LANGUAGE}/(.+)\\.json$`).exec(path)?.[1];
    return namespace ? [{ namespace, words }] : [];
  });
  for (const lang of languagesOf(bundle)) {
    if (lang === SOURCE_LANGUAGE) continue;
    for (const { namespace, words } of sources) problems.push(...fileProblems(say, lang, namespace, words, bundle.content[`${lang}/${namespace}.json`]));
    for (const path of Object.keys(bundle.content)) {
      const namespace = new RegExp(`^${lang}/(.+)\\.json$`).exec(path)?.[1];
      if (namespace && namespace !== 'datalists' && bundle.content[`${SOURCE_LANGUAGE}/${namespace}.json`] === undefined)
        problems.push({
          file: `content/${path}`,
          at: '',
          ...say('sourceFileMissing', { source: `content/${SOURCE_LANGUAGE}/${namespace}.json`, sourceLang: SOURCE_LANGUAGE }),
        });
    }
    problems.push(...datalistProblems(say, bundle, lang));
  }
  return problems;
}
