/**
 * Reads the product's code for the words it names (src/core/messages/words-read.ts): its key-like
 * texts, the properties it reads, and the keys it builds in template texts as patterns.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { WordsReadByCode } from '../core/messages/words-read';

/** Where `npm run schemas:json` keeps what it found, from the repository's root. */
export const WORDS_READ_FILE = 'src/core/messages/words-read-by-code.json';

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

export async function scanWordsRead(root: string): Promise<WordsReadByCode> {
  const names = new Set<string>();
  const patterns = new Set<string>();
  for (const file of await sourceFiles(path.join(root, 'src'))) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(QUOTED)) names.add(match[1] ?? match[2]);
    for (const match of text.matchAll(PROPERTY)) names.add(match[1]);
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
