/**
 * `npm run release:export -- <release id> [folder]`: writes a release of a running product (QA_URL)
 * back to files: schemas/ and content/ under `folder` (default this one) become exactly the
 * release's files, each changed only where its values differ (core/files/json-in-place.ts), so `git diff`
 * shows what analysts changed in the studio, line by line. The folder then records the release it
 * holds (release-base.ts), which release:publish starts from. Prints where.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadBundle } from '../server/content/load-bundle';
import { releaseWords } from '../server/domain/releases/rules';
import { Problem, runCli } from './cli-support';
import { editedJsonText, newJsonText } from '../core/files/json-in-place';
import { writeReleaseBase } from './release-base';
import { needEnv, productApi, releaseFiles, sayOf } from './release-client';

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
  for (const part of ['schemas', 'content'] as const) {
    const root = path.join(folder, part);
    const kept = new Set(Object.keys(files[part]));
    for (const stale of await jsonFilesUnder(root)) if (!kept.has(stale)) await rm(path.join(root, stale));
    for (const [file, value] of Object.entries(files[part])) {
      const target = path.join(root, ...file.split('/'));
      if (!target.startsWith(root + path.sep)) throw new Problem(say('unknownRelease', { url: api.url, releaseId: id }));
      const before = await readFile(target, 'utf8').catch(() => undefined);
      const text = before === undefined ? newJsonText(value) : editedJsonText(before, value);
      if (text === before) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
  }
  await writeReleaseBase(folder, id);
  console.log(say('exported', { releaseId: id, folder }));
  return 0;
}

runCli(main);
