import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { documentRules } from '../../src/core/documents';
import { pdfFile, pngFile } from '../fixtures/make-files';
import { applicantWithToken, bearer, readProspect, saveProspect } from '../server/applicant/support';
import { saveGroups, stakeholders, storedFiles, upload, uploadToken } from '../server/documents-helpers';
import { databases, testApp, twoAppsSharing, type TestApp } from '../server/helpers/app';

/**
 * Uploaded bytes live where every server reads them (the database),
 * the upload limits are counted there, and nothing is kept that no upload references.
 */
describe.each(databases())('uploaded files ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t?.close());

  it('50 parallel re-uploads of one slot keep the bytes of one file: the current one', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const jwt = await uploadToken(t.app, token, prospectId);
    const before = (await storedFiles(t.app)).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => upload(t.app, prospectId, jwt, 'MOA_1', { name: `moa-${i}.pdf`, content: pdfFile() })),
    );
    const ok = answers.filter((res) => res.statusCode === 200).length;
    const { maxUploadsPerApplication, ratePerMinute } = documentRules(t.app.bundle).upload;
    // never more than the limits allow, however the 50 interleave
    expect(ok).toBeLessThanOrEqual(Math.min(maxUploadsPerApplication, ratePerMinute));
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 422 || res.statusCode === 429)).toBe(true);
    expect((await storedFiles(t.app)).length).toBe(before + 1);
    const down = await t.app.inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${prospectId}/documents/MOA_1`, headers: bearer(token) });
    expect(down.statusCode).toBe(200);
  });

  it("a deleted stakeholder's files go with them; the other stakeholder's stay", async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    await saveGroups(t.app, token, prospectId, { ...stakeholders() });
    const jwt = await uploadToken(t.app, token, prospectId);
    expect((await upload(t.app, prospectId, jwt, 'Passport_1', { name: 'amal.png', content: pngFile() })).statusCode).toBe(200);
    expect((await upload(t.app, prospectId, jwt, 'Passport_3', { name: 'omar.png', content: pngFile() })).statusCode).toBe(200);
    const before = (await storedFiles(t.app)).length;
    const record = (await readProspect(t.app, token, prospectId)).json();
    const kept = record.signatoryInfo.filter((person: { signatoryId: string }) => person.signatoryId !== 'companySignatory_b2');
    const saved = await saveProspect(t.app, token, prospectId, {
      ...record,
      signatoryInfo: kept,
      removeStakeholders: ['companySignatory_b2'],
      saveType: 'auto',
      actionType: 'save',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await storedFiles(t.app)).length).toBe(before - 1);
    const amal = await t.app.inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${prospectId}/documents/Passport_1`, headers: bearer(token) });
    expect(amal.statusCode).toBe(200);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('uploaded files across two servers on PostgreSQL', () => {
  let apps: [FastifyInstance, FastifyInstance];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ apps, close } = await twoAppsSharing(url!));
  });
  afterAll(async () => close?.());

  it('a file uploaded through one server is listed and downloaded through the other', async () => {
    const { prospectId, token } = await applicantWithToken(apps[0]);
    const jwt = await uploadToken(apps[1], token, prospectId);
    const pdf = pdfFile();
    expect((await upload(apps[0], prospectId, jwt, 'MOA_1', { name: 'moa.pdf', content: pdf })).statusCode).toBe(200);
    const down = await apps[1].inject({ method: 'GET', url: `/api/v1/banks/rak/prospects/${prospectId}/documents/MOA_1`, headers: bearer(token) });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(pdf)).toBe(true);
  });

  it('the upload rate and the upload count hold over both servers together', async () => {
    const { prospectId, token } = await applicantWithToken(apps[0]);
    const jwt = await uploadToken(apps[0], token, prospectId);
    const { maxUploadsPerApplication, ratePerMinute } = documentRules(apps[0].bundle).upload;
    const tries = 2 * Math.max(maxUploadsPerApplication, ratePerMinute);
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        upload(apps[i % 2], prospectId, jwt, i % 2 ? 'MOA_1' : 'TradeLicense_1', { name: `f-${i}.pdf`, content: pdfFile() }),
      ),
    );
    const ok = answers.filter((res) => res.statusCode === 200).length;
    expect(ok).toBe(Math.min(maxUploadsPerApplication, ratePerMinute));
  });
});
