/**
 * `npm run release:export -- <release id> [folder]`: writes a release of a running product (QA_URL)
 * back to files: schemas/ and content/ under `folder` (default this one) become exactly the
 * release's files, so `git diff` shows what analysts changed in the studio. Prints where.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadBundle } from '../server/content/load-bundle';
import { releaseWords } from '../server/domain/releases/rules';
import { Problem, runCli } from './cli-support';
import { needEnv, productApi, releaseFiles, sayOf } from './release-client';

/** JSON as the repository writes it: prettier's, when the repository has it; else two-space JSON. */
async function formatter(): Promise<(text: string) => Promise<string>> {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(path.join(process.cwd(), 'package.json'))) ?? {};
    return (text) => prettier.format(text, { ...options, parser: 'json' });
  } catch {
    return async (text) => `${text}\n`;
  }
}

async function jsonFilesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && e.name.endsWith('.json'))
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

async function main(): Promise<number> {
  const say = sayOf(releaseWords(await loadBundle(process.cwd())).cli);
  const [id, folderArg] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!id || id === '--help') {
    console.log(say('exportUsage'));
    return id ? 0 : 1;
  }
  const api = await productApi(needEnv('QA_URL', say, say('exportUsage')), say);
  const files = await releaseFiles(api, id);
  if (!files) throw new Problem(say('unknownRelease', { url: api.url, releaseId: id }));
  const folder = path.resolve(folderArg ?? process.cwd());
  const format = await formatter();
  for (const part of ['schemas', 'content'] as const) {
    const root = path.join(folder, part);
    const kept = new Set(Object.keys(files[part]));
    for (const stale of await jsonFilesUnder(root)) if (!kept.has(stale)) await rm(path.join(root, stale));
    for (const [file, value] of Object.entries(files[part])) {
      const target = path.join(root, ...file.split('/'));
      if (!target.startsWith(root + path.sep)) throw new Problem(say('unknownRelease', { url: api.url, releaseId: id }));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await format(JSON.stringify(value)));
    }
  }
  console.log(say('exported', { releaseId: id, folder }));
  return 0;
}

runCli(main);
