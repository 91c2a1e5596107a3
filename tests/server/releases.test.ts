import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../../src/server/content/load-bundle';
import { releaseIdOf } from '../../src/server/domain/releases';
import { agentWithToken } from './agents.support';
import { applicantWithToken, bearer, readProspect, saveProspect } from './applicant/support';
import { databases, repoRoot, testApp, twoAppsOn, type TestApp } from './helpers/app';
import { everyStageAnswered } from './helpers/filled-record';
import { parseCompletedSteps, serializeCompletedSteps } from '../../src/core/wizard/completed-steps';
import { analystToken, changed, companyNameChange, currentReleaseId, publish, publishedFiles } from './releases.support';

const companyName = (length: number) => ({ organizationInfo: { companyName: 'C'.repeat(length) } });
const repoId = releaseIdOf(await loadBundle(repoRoot));

describe.each(databases())('releases ($name)', ({ db }) => {
  let served: TestApp;
  let analyst: string;
  beforeAll(async () => {
    served = await testApp(db);
    analyst = await analystToken(served.app);
  });
  afterAll(async () => served?.close());
  const app = () => served.app;

  it("gives the analysts the repository's own text of every deployed file, which the studio lays a release over", async () => {
    const res = await app().inject({ url: '/api/v1/releases/texts', headers: bearer(analyst) });
    expect(res.statusCode, res.body).toBe(200);
    const { files } = res.json() as { files: Record<string, string> };
    const bundle = await loadBundle(repoRoot);
    expect(Object.keys(files).sort()).toEqual(
      [...Object.keys(bundle.schemas).map((f) => `schemas/${f}`), ...Object.keys(bundle.content).map((f) => `content/${f}`)].sort(),
    );
    expect(files['schemas/wizards/companyInfo.json']).toBe(readFileSync(path.join(repoRoot, 'schemas/wizards/companyInfo.json'), 'utf8'));
  });

  it("a first start publishes the repository's files; their parts are served under the release's id, immutable", async () => {
    expect(await currentReleaseId(app())).toBe(repoId);
    const schemas = await app().inject({ url: `/api/v1/releases/${repoId}/schemas.json`, headers: { 'accept-encoding': 'identity' } });
    expect(schemas.statusCode).toBe(200);
    expect(schemas.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(schemas.headers['quick-apply-release']).toBe(repoId);
    expect(schemas.json()['defs/text.json']).toEqual((await loadBundle(repoRoot)).schemas['defs/text.json']);
    const index = await app().inject({ url: `/api/v1/releases/${repoId}/validators/index.js`, headers: { 'accept-encoding': 'br' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/javascript/);
    expect(index.headers['content-encoding']).toBe('br');
    for (const url of [
      `/api/v1/releases/0000000000000000/schemas.json`,
      `/api/v1/releases/${repoId}/other.json`,
      `/api/v1/releases/nope/schemas.json`,
      `/api/v1/releases/${repoId}/validators/x.js`,
    ])
      expect((await app().inject({ url })).statusCode, url).toBe(404);
  });

  it('sends the datalists once: /config answers them for its release, the words file holds none, datalists.json the files', async () => {
    const repo = await loadBundle(repoRoot);
    const content = (await app().inject({ url: `/api/v1/releases/${repoId}/content.json` })).json();
    expect(Object.keys(content).filter((path) => path.startsWith('datalists/'))).toEqual([]);
    expect(content['en/wizards.json']).toEqual(repo.content['en/wizards.json']);
    const datalists = (await app().inject({ url: `/api/v1/releases/${repoId}/datalists.json` })).json();
    expect(datalists['datalists/countries.json']).toEqual(repo.content['datalists/countries.json']);
    const config = (await app().inject({ url: '/api/v1/config?segment=sme&product=&role=customer' })).json();
    expect(config.releaseId).toBe(repoId);
    expect(config.datalist.countries).toEqual((repo.content['datalists/countries.json'] as { items: unknown[] }).items);

    // a published change to a list reaches /config at once, and the restore takes it back
    const files = await changed(app(), (f) => {
      ((f.content['datalists/emirates.json'] as { items: unknown[] }).items as unknown[]).push({ code: 'XX', label: 'Test Emirate' });
      // every choice is labelled in every language
      (f.content['ar/datalists.json'] as Record<string, Record<string, string>>).emirates.XX = 'إمارة تجريبية';
    });
    const published = await publish(app(), analyst, { files, note: 'one more emirate', basedOn: repoId });
    expect(published.statusCode, published.body).toBe(200);
    const after = (await app().inject({ url: '/api/v1/config?segment=sme&product=&role=agent' })).json();
    expect(after.releaseId).toBe(published.json().releaseId);
    expect(after.datalist.emirates).toContainEqual({ code: 'XX', label: 'Test Emirate' });
    expect((await app().inject({ method: 'POST', url: `/api/v1/releases/${repoId}/restore`, headers: bearer(analyst), payload: {} })).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/v1/config?segment=sme&product=&role=agent' })).json().datalist.emirates).not.toContainEqual(
      expect.objectContaining({ code: 'XX' }),
    );
  });

  it('publishing is refused to visitors, customers and agents; the history is for analysts alone', async () => {
    const files = await publishedFiles(app());
    const body = { files, note: 'n', basedOn: repoId };
    const { token: customer } = await applicantWithToken(app());
    const { token: agent } = await agentWithToken(app());
    for (const headers of [{}, bearer(customer), bearer(agent)]) {
      expect((await app().inject({ method: 'POST', url: '/api/v1/releases', headers, payload: body })).statusCode).toBe(401);
      expect((await app().inject({ method: 'POST', url: '/api/v1/releases/check', headers, payload: { files } })).statusCode).toBe(401);
      expect((await app().inject({ method: 'POST', url: `/api/v1/releases/${repoId}/restore`, headers, payload: {} })).statusCode).toBe(401);
      expect((await app().inject({ url: '/api/v1/releases', headers })).statusCode).toBe(401);
    }
    // an analyst's token is no agent's: the officers' search refuses it
    expect(
      (await app().inject({ method: 'POST', url: '/api/v1/usertypes/agent/prospects/search', headers: bearer(analyst), payload: { leadNumber: 'QA1' } }))
        .statusCode,
    ).toBe(401);
  });

  it('nothing broken is published: each mistake is named by file and place, and the published release stays', async () => {
    const mistakes: [string, (files: Record<string, any>) => void, string][] = [
      ['schemas/defs/text.json', (f) => (f.schemas['defs/text.json'].$defs.companyName.$ref = '#/$defs/textLin'), 'companyName'],
      [
        'schemas/steps/companyInfo/companyDetails.ui.json',
        (f) => (f.schemas['steps/companyInfo/companyDetails.ui.json'].organizationInfo['ui:order'][0] = 'compnyName'),
        'ui:order',
      ],
      ['schemas/rules/otp.json', (f) => (f.schemas['rules/otp.json'].sendLimit.perAddress.max = 'lots'), 'sendLimit.perAddress.max'],
      ['schemas/rules/agents.json', (f) => (f.schemas['rules/agents.json'].login.maxFailures = 100000), 'login.maxFailures'],
      ['schemas/../../../../x.json', (f) => (f.schemas['../../../../x.json'] = {}), ''],
      ['content//etc/x.json', (f) => (f.content['/etc/x.json'] = {}), ''],
      // passes every rule of the check, but no company name can pass it: the sample proves it
      ['schemas/samples/companyInfo.json', (f) => (f.schemas['defs/text.json'].$defs.companyName.minLength = 60), 'companyDetails'],
      // a stakeholder's date of birth that no date can be
      [
        'schemas/samples/stakeholder.json',
        (f) => (f.schemas['steps/stakeholder/personalInformation.schema.json'].else.properties.kycDetails.properties.dateOfBirth.pattern = '^x$'),
        'personalInformation',
      ],
    ];
    for (const [file, change, at] of mistakes) {
      const files = await changed(app(), change as never);
      const check = await app().inject({ method: 'POST', url: '/api/v1/releases/check', headers: bearer(analyst), payload: { files } });
      expect(check.statusCode).toBe(200);
      expect(check.json().findings, file).toContainEqual(expect.objectContaining({ file, at: expect.stringContaining(at) }));
      const res = await publish(app(), analyst, { files, note: 'broken', basedOn: repoId });
      expect(res.statusCode, file).toBe(400);
      expect(res.json().errorType).toBe('ReleaseRefused');
      expect(
        res
          .json()
          .errors.map((e: { fieldPath: string }) => e.fieldPath)
          .join('\n'),
      ).toContain(file);
      expect(await currentReleaseId(app())).toBe(repoId);
    }
  });

  it("says the check's findings in the analyst's language: the same mistake in English and in Arabic", async () => {
    const files = await changed(
      app(),
      ((f: Record<string, any>) => (f.schemas['steps/companyInfo/companyDetails.ui.json'].organizationInfo['ui:order'][0] = 'compnyName')) as never,
    );
    const findingsIn = async (lang: string) =>
      (
        await app().inject({ method: 'POST', url: '/api/v1/releases/check', headers: { ...bearer(analyst), 'accept-language': lang }, payload: { files } })
      ).json().findings as { file: string; at: string; message: string }[];
    const english = (await findingsIn('en')).find((finding) => finding.at.endsWith('ui:order.0'));
    const arabic = (await findingsIn('ar')).find((finding) => finding.at.endsWith('ui:order.0'));
    expect(english?.message).toBe('"compnyName" in ui:order is not a field of the step\'s schema');
    // the field the analyst wrote is isolated in the right-to-left sentence
    expect(arabic?.message).toBe('"\u2068compnyName\u2069" في ui:order ليس حقلًا في مخطط الخطوة');
    // the publication refused says it in the analyst's language too
    const refused = await app().inject({
      method: 'POST',
      url: '/api/v1/releases',
      headers: { ...bearer(analyst), 'accept-language': 'ar' },
      payload: { files, note: 'broken', basedOn: repoId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { message: string }) => error.message)).toContain(arabic?.message);
  });

  it("says the server's own publication of its deployed files in the analyst's language, an analyst's note as written", async () => {
    const historyIn = async (lang: string) =>
      (await app().inject({ url: '/api/v1/releases', headers: { ...bearer(analyst), 'accept-language': lang } })).json().publications as {
        releaseId: string;
        author: string;
        note: string;
      }[];
    const words = (lang: string) => JSON.parse(readFileSync(path.join(repoRoot, `content/${lang}/releases.json`), 'utf8'));
    for (const lang of ['en', 'ar']) {
      const deployed = (await historyIn(lang)).at(-1);
      expect(deployed, lang).toMatchObject({ releaseId: repoId, author: words(lang).deployedAuthor, note: words(lang).deployedNote });
    }
  });

  it('a published change is enforced at once, named in every answer, and restoring the earlier release brings it back', async () => {
    const { token, prospectId } = await applicantWithToken(app());
    let version = (await readProspect(app(), token, prospectId)).json().version;
    const files = await changed(app(), companyNameChange);
    const check = (await app().inject({ method: 'POST', url: '/api/v1/releases/check', headers: bearer(analyst), payload: { files } })).json();
    expect(check.findings).toEqual([]);
    expect(check.changed).toEqual(['schemas/defs/text.json', 'content/en/messages.json', 'content/en/wizards.json']);

    const published = await publish(app(), analyst, { files, note: 'Company name at most 40', basedOn: repoId });
    expect(published.statusCode, published.body).toBe(200);
    const newId = published.json().releaseId;
    expect(newId).toBe(releaseIdOf(files));

    const refused = await saveProspect(app(), token, prospectId, { version, ...companyName(45) });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['quick-apply-release']).toBe(newId);
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ fieldPath: '$.organizationInfo.companyName', message: 'At most 40 characters, please' }),
    );
    const content = (await app().inject({ url: `/api/v1/releases/${newId}/content.json` })).json();
    expect(content['en/wizards.json'].companyInfo.companyDetails).toBe('About your company');

    // a second publication made from the old release is refused: it would undo a change its author has not seen
    const stale = await publish(app(), analyst, { files: await loadBundle(repoRoot), note: 'from an old copy', basedOn: repoId });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].errorCode).toBe('RELEASE_MOVED');

    const history = (await app().inject({ url: '/api/v1/releases', headers: bearer(analyst) })).json();
    expect(history.publishedId).toBe(newId);
    expect(history.publications[0]).toMatchObject({ releaseId: newId, note: 'Company name at most 40', published: true });
    expect(history.publications[0].author).toMatch(/^analyst\./);

    const restored = await app().inject({ method: 'POST', url: `/api/v1/releases/${repoId}/restore`, headers: bearer(analyst), payload: {} });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await currentReleaseId(app())).toBe(repoId);
    const saved = await saveProspect(app(), token, prospectId, { version, ...companyName(45) });
    expect(saved.statusCode, saved.body).toBe(200);
    version = saved.json().version;
    expect(version).toBeGreaterThan(0);
  });

  it('an application a release’s check stopped is a draft again when that check is withdrawn (a restore), with its history saying so', async () => {
    const before = await currentReleaseId(app());
    const { token, prospectId } = await applicantWithToken(app());
    let version = (await readProspect(app(), token, prospectId)).json().version;
    // the analyst adds a term to the blacklist; the next save of "Zeta Widgets" is stopped
    const files = await changed(app(), (f) =>
      (f.schemas['rules/screening.json'] as { lists: { blacklistedTerms: string[] } }).lists.blacklistedTerms.push('zeta'),
    );
    expect((await publish(app(), analyst, { files, note: 'zeta is blacklisted', basedOn: before })).statusCode).toBe(200);
    const stopped = await saveProspect(app(), token, prospectId, { version, organizationInfo: { companyName: 'Zeta Widgets LLC' } });
    expect(stopped.statusCode, stopped.body).toBe(200);
    version = stopped.json().version;
    expect((await saveProspect(app(), token, prospectId, { version, organizationInfo: { companyName: 'Zeta Widgets LLC' } })).statusCode).toBe(423);

    // a control application nothing stops stays as it is
    const control = await applicantWithToken(app());
    const controlVersion = (await readProspect(app(), control.token, control.prospectId)).json().version;

    const restored = await app().inject({ method: 'POST', url: `/api/v1/releases/${before}/restore`, headers: bearer(analyst), payload: {} });
    expect(restored.statusCode, restored.body).toBe(200);
    const reopened = (await readProspect(app(), token, prospectId)).json();
    expect(reopened.version).toBe(version + 1);
    expect(reopened.prospectStatusInfo.history).toEqual([
      expect.objectContaining({ from: 'stopped', to: 'draft', reason: 'releaseRescreened', releaseId: before }),
    ]);
    expect(
      reopened.organizationInfo.screeningInfo.screeningResults.some(
        (line: { fired?: boolean; screeningType: string }) => line.fired && line.screeningType === 'Blacklist Check',
      ),
    ).toBe(false);
    const saved = await saveProspect(app(), token, prospectId, { version: reopened.version, organizationInfo: { companyName: 'Zeta Widgets LLC' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await readProspect(app(), control.token, control.prospectId)).json().version).toBe(controlVersion);
  });
});

describe.each(databases())('drafts under a new release ($name)', ({ db }) => {
  let served: TestApp;
  let analyst: string;
  beforeAll(async () => {
    served = await testApp(db);
    analyst = await analystToken(served.app);
  });
  afterAll(async () => served?.close());

  it('a draft opened after a release reopens the completed steps that no longer pass, with the reason; a submitted application keeps its release', async () => {
    const app = served.app;
    const { token, prospectId } = await applicantWithToken(app);
    const read = (await readProspect(app, token, prospectId)).json();
    expect(read.releaseId).toBe(repoId);
    expect(read.reopenedSteps).toEqual([]);
    // Company Information answered (a 45-character name) and its three steps completed
    const answered = everyStageAnswered(read);
    answered.organizationInfo.companyName = 'C'.repeat(45);
    const steps = ['companyDetails', 'industry', 'license'].map((step) => ({ flowId: 'companyInfo', step, status: 'COMPLETED' as const }));
    const saved = await saveProspect(app, token, prospectId, {
      ...answered,
      version: read.version,
      freeFieldsInfo: { freeField5: serializeCompletedSteps(steps) },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const files = await changed(app, companyNameChange);
    // the preview says which steps the change reopens, and in how many drafts
    const check = (await app.inject({ method: 'POST', url: '/api/v1/releases/check', headers: bearer(analyst), payload: { files } })).json();
    expect(check.reopens).toBeGreaterThanOrEqual(1);
    expect(check.reopenedSteps).toContainEqual({ title: 'About your company', drafts: check.reopens });
    const published = await publish(app, analyst, { files, note: '40', basedOn: repoId });
    expect(published.statusCode, published.body).toBe(200);
    const reopened = (await readProspect(app, token, prospectId)).json();
    expect(reopened.releaseId).toBe(published.json().releaseId);
    expect(reopened.version).toBe(saved.json().version + 1);
    expect(reopened.reopenedSteps).toEqual([
      {
        wizardId: 'companyInfo',
        flowId: 'companyInfo',
        step: 'companyDetails',
        titleKey: 'companyInfo.companyDetails',
        reasons: ['At most 40 characters, please'],
      },
    ]);
    expect(parseCompletedSteps(reopened.freeFieldsInfo.freeField5)).toEqual([{ ...steps[0], status: 'AVAILABLE' }, steps[1], steps[2]]);
    // opened again: nothing more changes, and the answers are all kept
    const again = (await readProspect(app, token, prospectId)).json();
    expect(again.version).toBe(reopened.version);
    expect(again.organizationInfo.companyName).toHaveLength(45);
  });

  it('a page opened before a release: its next save opens the completed steps that fail now and says which in the answer; the save after says nothing more', async () => {
    const app = served.app;
    const before = await currentReleaseId(app);
    const { token, prospectId } = await applicantWithToken(app);
    const read = (await readProspect(app, token, prospectId)).json();
    const answered = everyStageAnswered(read);
    delete answered.organizationInfo.vatRegistrationNumber;
    // a licence of its own: the same as another application's would stop it (dedupe)
    answered.organizationInfo.licenseNumber = `CN-${Date.now() % 10_000_000}`;
    const steps = ['companyDetails', 'industry', 'license'].map((step) => ({ flowId: 'companyInfo', step, status: 'COMPLETED' as const }));
    const freeFieldsInfo = { freeField5: serializeCompletedSteps(steps) };
    const first = await saveProspect(app, token, prospectId, { ...answered, version: read.version, freeFieldsInfo });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().reopenedSteps).toBeUndefined();

    // "VAT number required" is published while the page is open
    const vatRequired = await changed(app, (f) =>
      (f.schemas['steps/companyInfo/companyDetails.schema.json'] as any).properties.organizationInfo.required.push('vatRegistrationNumber'),
    );
    expect((await publish(app, analyst, { files: vatRequired, note: 'VAT number required', basedOn: before })).statusCode).toBe(200);

    // the page saves what it holds, its steps still completed as it knows them
    answered.organizationInfo.numberOfEmployees = 14;
    const next = await saveProspect(app, token, prospectId, { ...answered, version: first.json().version, freeFieldsInfo });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().reopenedSteps).toEqual([
      expect.objectContaining({
        wizardId: 'companyInfo',
        flowId: 'companyInfo',
        step: 'companyDetails',
        titleKey: 'companyInfo.companyDetails',
        reasons: [expect.stringContaining('VAT')],
      }),
    ]);
    const stored = (await readProspect(app, token, prospectId)).json();
    expect(parseCompletedSteps(stored.freeFieldsInfo.freeField5)).toEqual([{ ...steps[0], status: 'AVAILABLE' }, steps[1], steps[2]]);
    expect(stored.reopenedSteps).toEqual(next.json().reopenedSteps);
    expect(stored.organizationInfo.numberOfEmployees).toBe(14);

    const after = await saveProspect(app, token, prospectId, { version: stored.version, organizationInfo: { vatRegistrationNumber: '100123456700003' } });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().reopenedSteps).toBeUndefined();
    expect((await readProspect(app, token, prospectId)).json().reopenedSteps).toEqual([]);
    expect((await app.inject({ method: 'POST', url: `/api/v1/releases/${before}/restore`, headers: bearer(analyst), payload: {} })).statusCode).toBe(200);
  });
});

describe.each(databases())('releases on two servers sharing one database ($name)', ({ db }) => {
  let pair: Awaited<ReturnType<typeof twoAppsOn>>;
  beforeAll(async () => {
    pair = await twoAppsOn(db);
  });
  afterAll(async () => pair?.close());

  it('a release published on one server is enforced by the other within 2 s, and a restore too', async () => {
    const [first, second] = pair.apps;
    const analyst = await analystToken(first);
    const { token, prospectId } = await applicantWithToken(second);
    let version = (await readProspect(second, token, prospectId)).json().version;
    const published = await publish(first, analyst, { files: await changed(first, companyNameChange), note: '40', basedOn: repoId });
    expect(published.statusCode, published.body).toBe(200);
    const started = Date.now();
    let refused;
    for (;;) {
      refused = await saveProspect(second, token, prospectId, { version, ...companyName(45) });
      if (refused.statusCode === 400 || Date.now() - started > 5000) break;
      // still the earlier release there: the save went through
      version = refused.json().version;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(refused.json().errors).toContainEqual(expect.objectContaining({ message: 'At most 40 characters, please' }));

    expect((await first.inject({ method: 'POST', url: `/api/v1/releases/${repoId}/restore`, headers: bearer(analyst), payload: {} })).statusCode).toBe(200);
    const back = Date.now();
    let saved;
    for (;;) {
      saved = await saveProspect(second, token, prospectId, { version, ...companyName(45) });
      if (saved.statusCode === 200 || Date.now() - back > 5000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Date.now() - back).toBeLessThan(2000);
  });
});

describe('files the check itself cannot read', () => {
  let served: TestApp;
  beforeAll(async () => {
    served = await testApp({ kind: 'pglite' });
  });
  afterAll(async () => served?.close());

  it('are a finding, not a server error, and nothing is published', async () => {
    const analyst = await analystToken(served.app);
    const files = await changed(served.app, (f) => {
      f.schemas['wizards/companyInfo.json'] = 'not a wizard';
      f.schemas['steps/companyInfo/companyDetails.schema.json'] = [1, 2];
    });
    const check = await served.app.inject({ method: 'POST', url: '/api/v1/releases/check', headers: bearer(analyst), payload: { files } });
    expect(check.statusCode).toBe(200);
    expect(check.json().findings.length).toBeGreaterThan(0);
    const res = await publish(served.app, analyst, { files, note: 'broken', basedOn: repoId });
    expect(res.statusCode).toBe(400);
    expect(await currentReleaseId(served.app)).toBe(repoId);
  });
});
