import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadBundle } from '../../src/server/content/load-bundle';
import { agentRules, ensureDemoAnalyst } from '../../src/server/domain/agents';
import { releaseIdOf } from '../../src/server/domain/releases';
import { releaseRules } from '../../src/server/domain/releases/rules';
import { copyOfRepo, editJson } from '../core/helpers/load-bundle';
import { repoRoot, tempDir } from './helpers/app';
import { analystToken, changed, currentReleaseId, publish } from './releases.support';
import { readFile, readdir } from 'node:fs/promises';

/** The lines that differ between the repository's schemas/ and content/ and a folder's, file by file. */
async function linesChangedFromRepo(folder: string): Promise<Record<string, number>> {
  const changes: Record<string, number> = {};
  for (const part of ['schemas', 'content']) {
    const entries = await readdir(path.join(repoRoot, part), { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.json'))) {
      const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
      const [a, b] = await Promise.all([readFile(path.join(repoRoot, file), 'utf8'), readFile(path.join(folder, file), 'utf8')]);
      if (a === b) continue;
      const [left, right] = [a.split('\n'), b.split('\n')];
      // the files keep their lines (a value changed in place): count those that differ
      changes[file] = left.length === right.length ? left.filter((line, i) => line !== right[i]).length : Math.abs(left.length - right.length) + 1000;
    }
  }
  return changes;
}

const run = promisify(execFile);

/** A command of package.json's scripts, as a person runs it in `cwd`. */
function cli(script: string, args: string[], cwd: string, env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'src/cli', script), ...args], { cwd, env: { ...process.env, ...env } }).then(
    (out) => ({ code: 0, ...out }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('analyst accounts and publishing from files', () => {
  const data = tempDir('release-cli');
  let copy: Awaited<ReturnType<typeof copyOfRepo>>;
  let app: FastifyInstance;
  let env: Record<string, string>;

  beforeAll(async () => {
    copy = await copyOfRepo();
    const made = await cli('analyst-add.ts', ['--username', 'Lina.Analyst', '--name', 'Lina  Analyst'], repoRoot, {
      DATABASE_URL: '',
      DATA_DIR: data.dir,
      ANALYST_PASSWORD: 'a-good-long-password',
    });
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('Analyst lina.analyst (Lina Analyst) created.');
    app = await buildApp({
      db: { kind: 'pglite', dataDir: data.dir },
      rootDir: repoRoot,
      jwtSecret: randomBytes(32).toString('hex'),
      nodeEnv: 'test',
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    env = { QA_URL: `http://127.0.0.1:${address.port}`, QA_ANALYST: 'lina.analyst', QA_PASSWORD: 'a-good-long-password' };
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await copy?.dispose();
    data.remove();
  });

  /** An analyst gives the Company Details step a new title in the studio, over release `basedOn`: the new release's id. */
  async function studioRetitles(title: string, note: string, basedOn: string): Promise<string> {
    const files = await changed(app, (f) => ((f.content['en/wizards.json'] as Record<string, Record<string, string>>).companyInfo.companyDetails = title));
    const studio = await publish(app, await analystToken(app), { files, note, basedOn });
    expect(studio.statusCode, studio.body).toBe(200);
    return studio.json().releaseId as string;
  }

  it('a demo analyst is made once on an embedded first start, but not where an analyst exists', async () => {
    expect(await ensureDemoAnalyst(app.db, releaseRules(app.bundle).demoAnalyst, agentRules(app.bundle).password)).toBeUndefined();
  });

  it('release:publish publishes the folder’s files to the running product and prints the id; release:export writes a release back', async () => {
    await editJson(copy.root, 'schemas/defs/text.json', (text) => (text.$defs.companyName.maxLength = 40));
    const published = await cli('release-publish.ts', ['--note', 'company name at most 40', '--from', copy.root], repoRoot, env);
    expect(published.stderr).toBe('');
    expect(published.code).toBe(0);
    const id = releaseIdOf(await loadBundle(copy.root));
    expect(published.stdout).toContain(`Published release ${id}`);
    expect(await currentReleaseId(app)).toBe(id);

    const again = await cli('release-publish.ts', ['--from', copy.root], repoRoot, env);
    expect(again.stdout).toContain(`Release ${id} is already the published one`);

    const out = tempDir('release-export');
    try {
      const exported = await cli('release-export.ts', [id, out.dir], repoRoot, { QA_URL: env.QA_URL });
      expect(exported.code, exported.stderr).toBe(0);
      expect(releaseIdOf(await loadBundle(out.dir))).toBe(id);
      const unknown = await cli('release-export.ts', ['0000000000000000', out.dir], repoRoot, { QA_URL: env.QA_URL });
      expect(unknown.code).toBe(1);
    } finally {
      out.remove();
    }
  });

  it('release:publish refuses files the check finds a mistake in, naming file and place, and a wrong password', async () => {
    const before = await currentReleaseId(app);
    await editJson(copy.root, 'schemas/rules/otp.json', (otp) => (otp.sendLimit.perAddress.max = 'lots'));
    const refused = await cli('release-publish.ts', ['--from', copy.root], repoRoot, env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('schemas/rules/otp.json');
    expect(refused.stderr).toContain('sendLimit.perAddress.max');
    expect(await currentReleaseId(app)).toBe(before);
    const wrong = await cli('release-publish.ts', ['--from', copy.root], repoRoot, { ...env, QA_PASSWORD: 'not-the-password' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('could not log in');
  });

  it('release:export writes the repository’s files back byte for byte, and a one-word change in the studio as a one-line diff', async () => {
    const mine = await copyOfRepo();
    try {
      // the published release here is the repository's files with one number changed (the test above)
      const current = await currentReleaseId(app);
      const exported = await cli('release-export.ts', [current, mine.root], repoRoot, { QA_URL: env.QA_URL });
      expect(exported.code, exported.stderr).toBe(0);
      expect(await linesChangedFromRepo(mine.root)).toEqual({ 'schemas/defs/text.json': 1 });
      expect((await readFile(path.join(mine.root, '.release-base'), 'utf8')).trim()).toBe(current);

      // an analyst changes one label in the studio
      const labelled = await studioRetitles('About your company', 'one label', current);
      expect((await cli('release-export.ts', [labelled, mine.root], repoRoot, { QA_URL: env.QA_URL })).code).toBe(0);
      expect(await linesChangedFromRepo(mine.root)).toEqual({ 'schemas/defs/text.json': 1, 'content/en/wizards.json': 1 });
      expect(releaseIdOf(await loadBundle(mine.root))).toBe(labelled);
    } finally {
      await mine.dispose();
    }
  });

  it('release:publish is refused when another release was published since the files’ own, naming it and how to bring it in; --replace overrules', async () => {
    const mine = await copyOfRepo();
    try {
      const start = await currentReleaseId(app);
      expect((await cli('release-export.ts', [start, mine.root], repoRoot, { QA_URL: env.QA_URL })).code).toBe(0);
      // meanwhile an analyst publishes from the studio
      const moved = await studioRetitles('Your company', 'shorter step title', start);

      // the folder's own change, from the release it was exported from
      await editJson(mine.root, 'schemas/defs/text.json', (text) => (text.$defs.companyName.maxLength = 45));
      const refused = await cli('release-publish.ts', ['--from', mine.root, '--note', 'company name at most 45'], repoRoot, env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`these files start from release ${start}, and the published release is now ${moved}`);
      expect(refused.stderr).toContain('shorter step title');
      expect(refused.stderr).toContain(`npm run release:export -- ${moved} ${mine.root}`);
      expect(refused.stderr).toContain('--replace');
      expect(await currentReleaseId(app)).toBe(moved);

      const replaced = await cli('release-publish.ts', ['--from', mine.root, '--note', 'company name at most 45', '--replace'], repoRoot, env);
      expect(replaced.code, replaced.stderr).toBe(0);
      const id = releaseIdOf(await loadBundle(mine.root));
      expect(await currentReleaseId(app)).toBe(id);
      expect((await readFile(path.join(mine.root, '.release-base'), 'utf8')).trim()).toBe(id);
    } finally {
      await mine.dispose();
    }
  });
});
