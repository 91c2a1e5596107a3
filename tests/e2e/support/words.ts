import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

// The journeys' helpers name what a person sees in English. In another language the same helpers
// drive the same page: each English sentence they name is found among content/en's words and
// replaced by the words at the same key in content/<lang> (a filled sentence by its template, a
// count by the language's plural form, a choice by its datalist label). A name the words do not
// hold (a value the person typed, a code) stays as it is.

const CONTENT = join(import.meta.dirname, '..', '..', '..', 'content');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\s*([A-Za-z_][\w.]*)\s*(?:,\s*\w+\s*)?\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function leaves(node: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) if (!key.startsWith('$')) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

interface Template {
  /** how much of the template is its own words: the most specific template that fits is taken */
  literal: number;
  pattern: RegExp;
  names: string[];
  /** the other language's words at the same key (a counted key: its base, the form chosen by the count) */
  wordsFor: (values: Record<string, string>) => string;
}

export interface Translator {
  /** the other language's sentence (the first, where English has one sentence for several) */
  text: (english: string) => string;
  /** what an element named `english` is named: a pattern of each translation where there are several */
  name: (english: string) => string | RegExp;
  pattern: (english: RegExp) => RegExp;
}

/** English words → `lang`'s, for the helpers' names of what is on screen. */
export function translatorTo(lang: string): Translator {
  const exact = new Map<string, string>();
  /** every translation an English sentence has ("Completed": a step's, a person's) */
  const all = new Map<string, Set<string>>();
  const templates: Template[] = [];
  const rules = new Intl.PluralRules(lang);
  for (const file of readdirSync(join(CONTENT, 'en')).filter((name) => name.endsWith('.json'))) {
    const english = leaves(read(join(CONTENT, 'en', file)), '', new Map());
    const other = leaves(read(join(CONTENT, lang, file)), '', new Map());
    for (const [key, words] of english) {
      const base = key.replace(PLURAL, '');
      const theirs = other.get(key) ?? other.get(`${base}_other`);
      if (theirs === undefined) continue;
      const names = [...words.matchAll(PLACEHOLDER)].map((m) => m[1]);
      if (!names.length) {
        if (!exact.has(words)) exact.set(words, theirs);
        all.set(words, new Set([...(all.get(words) ?? []), theirs]));
        continue;
      }
      const literal = words.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
      // a template of placeholders alone ("{name}") would take every name
      if (!literal.join('').trim()) continue;
      const pattern = new RegExp(
        `^${words
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 ? '(.+?)' : escape(part)))
          .join('')}$`,
      );
      const counted = PLURAL.test(key);
      templates.push({
        literal: literal.join('').length,
        pattern,
        names,
        wordsFor: (values) => {
          const count = Number(values.count);
          const chosen = counted && !Number.isNaN(count) ? (other.get(`${base}_${count === 0 ? 'zero' : rules.select(count)}`) ?? theirs) : theirs;
          return chosen.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
        },
      });
    }
  }
  templates.sort((a, b) => b.literal - a.literal);
  // each datalist's choices: content/datalists/<list>.json's labels → content/<lang>/datalists.json
  const labels = read(join(CONTENT, lang, 'datalists.json')) as Record<string, Record<string, string>>;
  for (const file of readdirSync(join(CONTENT, 'datalists')).filter((name) => name.endsWith('.json'))) {
    const list = file.replace(/\.json$/, '');
    type Item = { code: string; label: string; subCategories?: Item[] };
    // a choice and the choices under it (an industry's sub-industries)
    const all = (items: Item[]): Item[] => items.flatMap((item) => [item, ...all(item.subCategories ?? [])]);
    for (const item of all((read(join(CONTENT, 'datalists', file)) as { items?: Item[] }).items ?? []))
      if (labels[list]?.[item.code] && !exact.has(item.label)) exact.set(item.label, labels[list][item.code]);
  }

  const text = (english: string): string => {
    const found = exact.get(english);
    if (found !== undefined) return found;
    for (const template of templates) {
      const match = template.pattern.exec(english);
      // a filled-in value that is itself a sentence of the words ("Continue to Final Questions") is translated too
      if (match) return template.wordsFor(Object.fromEntries(template.names.map((name, i) => [name, exact.get(match[i + 1]) ?? match[i + 1]])));
    }
    return english;
  };
  const longestFirst = [...exact].filter(([words]) => words.length >= 3).sort(([a], [b]) => b.length - a.length);
  const pattern = (english: RegExp): RegExp => {
    // every sentence the English pattern finds, in the other language
    const theirs = [...exact].filter(([words]) => english.test(words)).map(([, words]) => escape(words));
    if (theirs.length) return new RegExp(theirs.join('|'));
    // else the sentence written inside the pattern (/^1\.\s*Personal Information/), in the other language
    const inside = longestFirst.find(([words]) => english.source.includes(escape(words)));
    return inside ? new RegExp(english.source.replace(escape(inside[0]), escape(inside[1])), english.flags) : english;
  };
  const name = (english: string): string | RegExp => {
    const found = all.get(english);
    return found && found.size > 1 ? new RegExp(`^(?:${[...found].map(escape).join('|')})$`) : text(english);
  };
  return { text, pattern, name };
}

let current: Translator | undefined;

/** `english` as the page shows it: in the language of the last page made with inLanguage, else as it is. */
export const shownAs = (english: string): string => current?.text(english) ?? english;

type Named = string | RegExp | undefined;

/** `page` (or a locator of it) whose ways of finding things take English names and look for `lang`'s. */
export function inLanguage<T extends object>(target: T, words: Translator): T {
  current = words;
  const name = (value: Named): Named => (typeof value === 'string' ? words.name(value) : value instanceof RegExp ? words.pattern(value) : value);
  const options = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const key of ['name', 'hasText', 'hasNotText', 'label']) if (key in out) out[key] = name(out[key] as Named);
    for (const key of ['has', 'hasNot']) if (out[key] && typeof out[key] === 'object') out[key] = unwrap(out[key]);
    return out;
  };
  const translated: Record<string, (args: unknown[]) => unknown[]> = {
    getByLabel: ([text, rest]) => [name(text as Named), rest],
    getByText: ([text, rest]) => [name(text as Named), rest],
    getByPlaceholder: ([text, rest]) => [name(text as Named), rest],
    getByTitle: ([text, rest]) => [name(text as Named), rest],
    getByRole: ([role, rest]) => [role, options(rest)],
    locator: ([selector, rest]) => [typeof selector === 'object' ? unwrap(selector) : selector, options(rest)],
    filter: ([rest]) => [options(rest)],
    or: ([other]) => [unwrap(other)],
    and: ([other]) => [unwrap(other)],
    selectOption: ([choice, rest]) => [Array.isArray(choice) ? choice.map(options) : options(choice), rest],
    waitForURL: ([url, rest]) => [typeof url === 'string' ? pathGlob(url) : url, rest],
  };
  return new Proxy(target, {
    get(object, key, receiver) {
      if (key === UNWRAP) return object;
      const value = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const given = typeof key === 'string' && translated[key] ? translated[key](args) : args.map(unwrap);
        const answer = (value as (...a: unknown[]) => unknown).apply(object, given);
        const wrap = (result: unknown) => (result && typeof result === 'object' && 'getByRole' in result ? inLanguage(result as object, words) : result);
        return answer instanceof Promise ? answer.then(wrap) : wrap(answer);
      };
    },
  });
}

const UNWRAP = Symbol('unwrap');
/** The locator or page a proxy stands for: Playwright's own methods take only their own objects. */
const unwrap = (value: unknown): unknown => (value && typeof value === 'object' && (value as Record<symbol, unknown>)[UNWRAP]) || value;

/** A glob for an address's path ("**\/business/VerifyOTP") that also holds when the address names its language (?lang=ar). */
function pathGlob(glob: string): (url: URL) => boolean {
  const pattern = new RegExp(
    `^${glob
      .split('**')
      .map((part) => part.split('*').map(escape).join('[^/]*'))
      .join('.*')}$`,
  );
  return (url) => pattern.test(`${url.origin}${url.pathname}`) || pattern.test(url.href);
}

export type { Page };
