import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer } from './applicant/support';
import { agentWithToken } from './agents.support';
import { saveGroups, stakeholders, upload, uploadToken } from './documents-helpers';
import { pagedPdfFile, pngFile } from '../fixtures/make-files';

type StoredFile = { documentKey: string; fileName: string; mime: string; sizeBytes: number; uploadedAt: string; actorKind: string; actorId: string };

// Rule VIEWER: what the viewer shows about each file, and who may open it. Any officer of the bank may
// (search and the queue are bank-wide); each opening is that officer's download in the trail.
describe.each(databases())('the document viewer ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  it('names each current file, its type, size, and when and by whom it was uploaded', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    await saveGroups(t.app, token, prospectId, stakeholders());
    const jwt = await uploadToken(t.app, token, prospectId);
    const pdf = pagedPdfFile(3);
    expect((await upload(t.app, prospectId, jwt, 'TradeLicense_1', { name: 'Licence 2024.pdf', content: pdf })).statusCode).toBe(200);
    expect((await upload(t.app, prospectId, jwt, 'Passport_1', { name: 'passport.png', content: pngFile() })).statusCode).toBe(200);
    // a replaced file: only the newest is current
    expect((await upload(t.app, prospectId, jwt, 'TradeLicense_1', { name: 'Licence 2025.pdf', content: pdf })).statusCode).toBe(200);

    const officer = await agentWithToken(t.app, { roCode: '7301' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${prospectId}/files`, headers: bearer(officer.token) });
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json().files as StoredFile[];
    expect(files.find((f) => f.documentKey === 'TradeLicense_1')).toMatchObject({
      fileName: 'Licence 2025.pdf',
      mime: 'application/pdf',
      sizeBytes: pdf.length,
      actorKind: 'customer',
      uploadedAt: expect.any(String),
    });
    expect(files.find((f) => f.documentKey === 'Passport_1')).toMatchObject({ fileName: 'passport.png', mime: 'image/png' });
    expect(files).toHaveLength(2);
  });

  it('opens for an officer of another book, as that officer’s download in the trail; never for a customer', async () => {
    const { prospectId, token } = await applicantWithToken(t.app);
    const jwt = await uploadToken(t.app, token, prospectId);
    expect((await upload(t.app, prospectId, jwt, 'TradeLicense_1', { name: 'licence.pdf', content: pagedPdfFile(2) })).statusCode).toBe(200);
    const mine = await agentWithToken(t.app, { roCode: '7302' });
    const assigned = await t.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${prospectId}/assign`, headers: bearer(mine.token), payload: {} });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const other = await agentWithToken(t.app, { roCode: '7303' });
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/banks/rak/prospects/${prospectId}/documents/TradeLicense_1`,
      headers: bearer(other.token),
    });
    expect(opened.statusCode).toBe(200);
    const trail = await t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${prospectId}/trail`, headers: bearer(mine.token) });
    expect(trail.json().entries[0]).toMatchObject({
      action: 'download',
      actorKind: 'officer',
      actorId: other.agentId,
      field: 'TradeLicense_1',
      note: 'licence.pdf',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${prospectId}/files`, headers: bearer(token) })).statusCode).toBe(401);
  });
});
