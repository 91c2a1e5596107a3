/**
 * Reads the product's code for the words it names (src/core/messages/words-read.ts): its key-like
 * texts, the properties it reads, and the keys it builds in template texts as patterns.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { WordsReadByCode } from '../core/messages/words-read';
import type { FieldsReadByCode } from '../core/wizard/fields-read';

/** Where `npm run schemas:json` keeps what it found, from the repository's root. */
export const WORDS_READ_FILE = 'src/core/messages/words-read-by-code.json';
export const FIELDS_READ_FILE = 'src/core/wizard/fields-read-by-code.json';
/** Files the product writes from the schemas, which name every field without reading one. */
const GENERATED = ['src/core/schema/compiled/', 'src/web/forms/theme/shared/widget-options.ts'];

const QUOTED = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;
const TEMPLATE = /`((?:[^`\\]|\\.)*)`/g;
const PROPERTY = /\.([A-Za-z_][A-Za-z0-9_]*)/g;
/** A text that can be a key: a name, or names joined by dots and a namespace's colon. */
const KEY_LIKE = /^[A-Za-z_$][\w$-]*([.:][\w$ /-]+)*$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(/\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

/** The names one source file holds: quoted key-like texts and the properties it reads. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(QUOTED)) names.add(match[1] ?? match[2]);
  for (const match of text.matchAll(PROPERTY)) names.add(match[1]);
  return names;
}

/**
 * The fields of the record the code names (src/core/wizard/fields-read.ts): every name of a dotted
 * text or property the code holds that `declared` (the repository's schemas) has, with the files on
 * both sides. Generated code (the validators, the widgets' option types) is not the code's reading.
 */
export async function scanFieldsRead(root: string, declared: ReadonlyMap<string, string[]>): Promise<FieldsReadByCode> {
  const found = new Map<string, Set<string>>();
  for (const file of await sourceFiles(path.join(root, 'src'))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (GENERATED.some((prefix) => relative.startsWith(prefix))) continue;
    for (const name of namesIn(await readFile(file, 'utf8')))
      for (const part of name.split(/[.:]/)) if (declared.has(part)) (found.get(part) ?? found.set(part, new Set()).get(part)!).add(relative);
  }
  return Object.fromEntries([...found.keys()].sort().map((name) => [name, { code: [...found.get(name)!].sort(), declared: [...declared.get(name)!].sort() }]));
}

export async function scanWordsRead(root: string): Promise<WordsReadByCode> {
  const names = new Set<string>();
  const patterns = new Set<string>();
  for (const file of await sourceFiles(path.join(root, 'src'))) {
    const text = await readFile(file, 'utf8');
    for (const name of namesIn(text)) names.add(name);
    for (const match of text.matchAll(TEMPLATE)) {
      const template = match[1];
      if (!template.includes('${')) {
        names.add(template);
        continue;
      }
      const fixed = template.split(/\$\{[^}]*\}/);
      // a key built of nothing but what the code fills in says nothing about which keys it reads
      if (fixed.join('').replace(/[.:]/g, '') === '') continue;
      if (fixed.some((part) => part !== '' && !KEY_LIKE.test(`a${part}a`))) continue;
      patterns.add(`^${fixed.map(escape).join('.+')}$`);
    }
  }
  return {
    names: [...names].filter((name) => name.length < 100 && KEY_LIKE.test(name)).sort(),
    patterns: [...patterns].sort(),
  };
}
