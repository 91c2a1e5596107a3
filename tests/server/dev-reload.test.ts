import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadingApi, type ReloadingApi } from '../../src/cli/dev-api';
import { buildApp } from '../../src/server/app';
import { copyOfRepo, editJson } from '../core/helpers/load-bundle';
import { applicantWithToken, readProspect, saveProspect } from './applicant/support';
import { tempDir } from './helpers/app';

// `npm run dev` rebuilds its API when the analysts' files change: the server then enforces what the
// browser shows. A copy of schemas/ and content/ is edited as an analyst would; the database (an
// embedded one in a data folder, reopened by each rebuild) keeps its applications.

describe('the dev API follows the analysts’ files', () => {
  let copy: Awaited<ReturnType<typeof copyOfRepo>>;
  let data: ReturnType<typeof tempDir>;
  let api: ReloadingApi;
  const jwtSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    copy = await copyOfRepo();
    data = tempDir('dev-reload');
    const build = () =>
      buildApp({
        db: { kind: 'pglite', dataDir: data.dir },
        dataDir: data.dir,
        rootDir: copy.root,
        jwtSecret,
        nodeEnv: 'test',
        devOutbox: true,
        logger: false,
        serveStatic: false,
      });
    api = await reloadingApi(build, copy.root, { port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    data?.remove();
    await copy?.dispose();
  });

  const companyName = (length: number) => ({ organizationInfo: { companyName: 'C'.repeat(length) } });

  it('a new company name limit and its message hold after the files change, without a restart', async () => {
    const { token, prospectId } = await applicantWithToken(api.app);
    let version = (await readProspect(api.app, token, prospectId)).json().version;
    const first = await saveProspect(api.app, token, prospectId, { version, ...companyName(45) });
    expect(first.statusCode, first.body).toBe(200);
    version = first.json().version;

    await editJson(copy.root, 'schemas/defs/text.json', (text) => (text.$defs.companyName.maxLength = 40));
    await editJson(copy.root, 'content/en/messages.json', (messages) => (messages.keywords.maxLength = 'At most {limit} characters, please'));
    expect(await api.reload()).toEqual({ reloaded: true, problems: [] });

    const refused = await saveProspect(api.app, token, prospectId, { version, ...companyName(45) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ fieldPath: '$.organizationInfo.companyName', message: 'At most 40 characters, please' }),
    );
    // the application saved before the change is still there
    expect((await readProspect(api.app, token, prospectId)).json().organizationInfo.companyName).toHaveLength(45);
  });

  it('files that do not pass the schema check leave the running API as it was', async () => {
    const before = api.app;
    await editJson(copy.root, 'schemas/defs/text.json', (text) => (text.$defs.companyName.$ref = '#/$defs/textLin'));
    const outcome = await api.reload();
    expect(outcome.reloaded).toBe(false);
    expect(outcome.problems.join('\n')).toContain('schemas/defs/text.json');
    expect(api.app).toBe(before);
    expect((await api.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
