import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Bundle } from '../../../src/core/bundle';
import { loadBundle } from '../../../src/server/content/load-bundle';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export { loadBundle };

/** The real schemas/ and content/ of the repository. */
export function repoBundle(): Promise<Bundle> {
  return loadBundle(repoRoot);
}

/** A copy of schemas/ and content/ in a fresh temporary folder; `dispose` removes it. */
export async function copyOfRepo(): Promise<{ root: string; dispose: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'qa-schemas-'));
  await cp(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  await cp(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  return { root, dispose: () => rm(root, { recursive: true, force: true }) };
}

/** Reads, changes and writes back one JSON file of a copied tree. */
export async function editJson(root: string, relative: string, change: (json: any) => void): Promise<void> {
  const file = path.join(root, relative);
  const json = JSON.parse(await readFile(file, 'utf8'));
  change(json);
  await writeFile(file, JSON.stringify(json, null, 2));
}

/** A deep copy of a bundle with one file changed (or removed when `change` returns undefined). */
export function withFile(bundle: Bundle, area: 'schemas' | 'content', file: string, change: (json: any) => any): Bundle {
  const copy: Bundle = structuredClone(bundle);
  const next = change(structuredClone(copy[area][file]));
  if (next === undefined) delete copy[area][file];
  else copy[area][file] = next;
  return copy;
}
