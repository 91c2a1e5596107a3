import { SignJWT } from 'jose';
import { signAsApp } from '../server/helpers/sign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRules } from '../../src/server/domain/tokens';
import { pdfFile } from '../fixtures/make-files';
import { applicantWithToken, bearer, readProspect } from '../server/applicant/support';
import { upload, uploadToken } from '../server/documents-helpers';
import { databases, testApp, type TestApp } from '../server/helpers/app';

/** Rule SESSION-END: sessions have an absolute lifetime; upload tokens die with their session. */
describe.each(databases())('sessions end ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t?.close());

  /** A customer token of ours for `prospectId`, its session begun `ageSec` ago, itself fresh. */
  const tokenOfSessionAged = async (prospectId: string, ageSec: number) => {
    const { issuer } = sessionRules(t.app.bundle);
    const now = Math.floor(Date.now() / 1000);
    const token = new SignJWT({ prospects: [prospectId], sid: `aged-${ageSec}`, auth_time: now - ageSec })
      .setIssuer(issuer)
      .setAudience('customer')
      .setJti(`jti-aged-${ageSec}`)
      .setIssuedAt(now)
      .setExpirationTime(now + 600);
    return signAsApp(t.app, 'session', token);
  };

  it('a token whose session began longer ago than its lifetime is refused, however fresh the token', async () => {
    const { sessionMaxSec } = sessionRules(t.app.bundle);
    const a = await applicantWithToken(t.app);
    expect((await readProspect(t.app, await tokenOfSessionAged(a.prospectId, sessionMaxSec.customer - 60), a.prospectId)).statusCode).toBe(200);
    const old = await readProspect(t.app, await tokenOfSessionAged(a.prospectId, sessionMaxSec.customer + 1), a.prospectId);
    expect(old.statusCode).toBe(401);
    // 90 days old: the finding
    expect((await readProspect(t.app, await tokenOfSessionAged(a.prospectId, 90 * 24 * 3600), a.prospectId)).statusCode).toBe(401);
  });

  it('an upload token stops working when its session logs out', async () => {
    const a = await applicantWithToken(t.app);
    const jwt = await uploadToken(t.app, a.token, a.prospectId);
    expect((await upload(t.app, a.prospectId, jwt, 'MOA_1', { name: 'moa.pdf', content: pdfFile() })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(a.token) })).statusCode).toBe(204);
    const after = await upload(t.app, a.prospectId, jwt, 'MOA_1', { name: 'moa-again.pdf', content: pdfFile() });
    expect(after.statusCode).toBe(401);
  });
});
