import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Bundle } from '../../core/bundle';

async function jsonFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function readFolder(dir: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const file of await jsonFiles(dir)) {
    const key = path.relative(dir, file).split(path.sep).join('/');
    // read at a start or by a command, before anything is served: ~100 small files read without a
    // promise each took ~0.1 s of CPU off a restart, beside the embedded engine's start
    const text = readFileSync(file, 'utf8');
    try {
      out[key] = JSON.parse(text);
    } catch (error) {
      throw new Error(`${path.relative(path.dirname(dir), file)} is not valid JSON: ${(error as Error).message}`);
    }
  }
  return out;
}

/** Every .json under rootDir/schemas and rootDir/content, keyed by relative path with forward slashes (see core/bundle.ts). */
export async function loadBundle(rootDir: string): Promise<Bundle> {
  const [schemas, content] = await Promise.all([readFolder(path.join(rootDir, 'schemas')), readFolder(path.join(rootDir, 'content'))]);
  return { schemas, content };
}
