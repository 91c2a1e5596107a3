/**
 * `npm run release:publish -- [--note "<what changed>"] [--from <folder>] [--base <release id>] [--replace]`:
 * publishes the files of schemas/ and content/ in this folder (or `folder`) to a running product,
 * for teams that review analysts' changes in git.
 * The files start from a release: `--base`, else the one the folder records (`.release-base`, written
 * by release:export and by each publication), else the release the servers were deployed with. When
 * another release has been published since, nothing is published: the publications since are listed
 * with how to bring them in; `--replace` publishes over them all the same.
 * The product's address and an analyst's credentials come from QA_URL, QA_ANALYST and QA_PASSWORD.
 * The same check as the studio and `npm run schemas:check` runs first (on the product, so it is the
 * product's own); each finding is printed with file and place, and nothing is published. Prints the
 * release id. Exits 1 on any problem.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ReleaseChecked, ReleaseHistory, ReleasePublished } from '../core/api/releases';
import { formatProblem } from '../core/schema/check';
import { loadBundle } from '../server/content/load-bundle';
import { releaseWords } from '../server/domain/releases/rules';
import { Problem, runCli } from './cli-support';
import { readReleaseBase, writeReleaseBase } from './release-base';
import { needEnv, productApi, sayOf } from './release-client';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { note: { type: 'string' }, from: { type: 'string' }, base: { type: 'string' }, replace: { type: 'boolean' }, help: { type: 'boolean' } },
    strict: true,
  });
  const folder = path.resolve(values.from ?? process.cwd());
  const files = await loadBundle(folder);
  const say = sayOf(releaseWords(files).cli);
  if (values.help) {
    console.log(say('publishUsage'));
    return 0;
  }
  const url = needEnv('QA_URL', say, say('publishUsage'));
  const userName = needEnv('QA_ANALYST', say, say('publishUsage'));
  const password = needEnv('QA_PASSWORD', say, say('publishUsage'));
  const api = await productApi(url, say, { userName, password });

  const history = await api.call<ReleaseHistory>('GET', '/releases');
  if (history.status !== 200) throw new Problem(`${say('refused')} ${history.status} ${JSON.stringify(history.body)}`);
  const current = history.body.publishedId;
  const base = values.base ?? (await readReleaseBase(folder)) ?? history.body.deployedId ?? current;
  const checked = await api.call<ReleaseChecked>('POST', '/releases/check', { files });
  if (checked.status !== 200) throw new Problem(`${say('refused')} ${checked.status} ${JSON.stringify(checked.body)}`);
  if (checked.body.findings.length > 0) {
    console.error(say('refused'));
    for (const finding of checked.body.findings) console.error(formatProblem(finding));
    return 1;
  }
  if (checked.body.releaseId === current) {
    console.log(say('unchanged', { releaseId: checked.body.releaseId, url: api.url }));
    await writeReleaseBase(folder, current);
    return 0;
  }
  if (base !== current && !values.replace) {
    console.error(say('moved', { base, current }));
    // newest first, down to the release the files start from
    const since = history.body.publications;
    const until = since.findIndex((line) => line.releaseId === base);
    for (const line of until < 0 ? since : since.slice(0, until)) console.error(say('movedLine', line));
    console.error(say('movedHelp', { current, folder }));
    return 1;
  }
  const note = values.note?.trim() || checked.body.changed.join(', ');
  const published = await api.call<ReleasePublished & { errors?: { message?: string; fieldPath?: string }[] }>('POST', '/releases', {
    files,
    note,
    basedOn: current,
  });
  if (published.status !== 200) {
    console.error(say('refused'));
    for (const error of published.body.errors ?? []) console.error([error.fieldPath, error.message].filter(Boolean).join(': '));
    return 1;
  }
  await writeReleaseBase(folder, published.body.releaseId);
  console.log(say('published', { releaseId: published.body.releaseId, url: api.url }));
  return 0;
}

runCli(main);
