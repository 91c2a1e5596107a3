import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../../src/server/content/load-bundle';
import { authPlugin, settleDenyList } from '../../src/server/plugins/auth';
import { errorHandler } from '../../src/server/plugins/error-handler';
import { ErrorMessages } from '../../src/server/errors/messages';
import { createScreening, type PreScreening } from '../../src/server/domain/screening';
import { databases, repoRoot, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, createBody, person, readProspect, saveProspect } from './applicant/support';

// A save is two statements (src/server/domain/prospects/save-statements.ts): one read that also
// answers the deny list and the dedupe matches, one conditional write. These tests hold the read to
// what the separate queries answered before.

const line = (result: PreScreening, type: string) => result.screeningResults.find((r) => r.screeningType === type);

describe.each(databases())('a save reads once and writes once ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  it('after logout the save answers 401 with no fresh token and writes nothing', async () => {
    const { token, prospectId } = await applicantWithToken(t.app);
    const saved = await saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: 'Before Logout LLC' } });
    expect(saved.statusCode).toBe(200);
    const slid = saved.headers.accesstoken as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(slid) })).statusCode).toBe(204);

    for (const revoked of [token, slid]) {
      const res = await saveProspect(t.app, revoked, prospectId, { version: 2, organizationInfo: { companyName: 'After Logout LLC' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorType: 'Unauthorized', errors: [{ errorCode: 'UNAUTHORIZED' }] });
      expect(res.headers.accesstoken).toBeUndefined();
    }
    // a revoked token of someone else's or of no application is still 401 first, never 403 or 404
    expect((await saveProspect(t.app, token, 'QA-none', { version: 1 })).statusCode).toBe(401);
    const other = await applicantWithToken(t.app);
    expect((await saveProspect(t.app, token, other.prospectId, { version: 1 })).statusCode).toBe(401);

    const fresh = await t.app.tokens.issue('customer', { prospects: [prospectId] });
    const stored = (await readProspect(t.app, fresh.token, prospectId)).json();
    expect(stored.version).toBe(2);
    expect(stored.organizationInfo.companyName).toBe('Before Logout LLC');
  });

  it('the read’s dedupe matches give the screening a separate query gives', async () => {
    const first = await applicantWithToken(t.app);
    const firstSave = await saveProspect(t.app, first.token, first.prospectId, { version: 1, organizationInfo: { companyName: 'Oryx Trading LLC' } });
    expect(firstSave.statusCode).toBe(200);
    expect(line(firstSave.json().preScreening, 'Application Dedupe Check')?.fired).toBe(false);

    // A second application with the same phone: stopped when created (the first is a draft).
    const again = { ...person(), mobileNo: first.applicant.mobileNo };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/sme/prospects', payload: createBody(again) })).statusCode).toBe(200);

    // The first one's next save keeps its phone: its read finds the stopped second application.
    const token = firstSave.headers.accesstoken as string;
    const save = await saveProspect(t.app, token, first.prospectId, { version: 2, organizationInfo: { companyName: 'Oryx Trading LLC' } });
    expect(save.statusCode).toBe(200);
    const answered: PreScreening = save.json().preScreening;
    expect(line(answered, 'Application Dedupe Check')).toMatchObject({ fired: true, screeningStatus: 'DECLINE', screeningReason: 'Match' });
    expect(line(answered, 'Dedupe Check')?.fired).toBe(false);

    const stored = (await readProspect(t.app, save.headers.accesstoken as string, first.prospectId)).json();
    const { version: _version, ...record } = stored;
    const separately = await createScreening(t.app.bundle).run({ record, prospectId: first.prospectId }, t.app.db);
    expect(answered).toEqual(separately);
    expect((await saveProspect(t.app, save.headers.accesstoken as string, first.prospectId, { version: 3 })).statusCode).toBe(423);
  });

  it('a save that changes the trade licence is screened against the new one', async () => {
    const licence = `CN-${Math.floor(Math.random() * 1e9)}`;
    const holder = await applicantWithToken(t.app);
    const held = await saveProspect(t.app, holder.token, holder.prospectId, { version: 1, organizationInfo: { licenseNumber: licence } });
    expect(held.statusCode).toBe(200);
    expect(line(held.json().preScreening, 'Dedupe Check')?.fired).toBe(false);

    const other = await applicantWithToken(t.app);
    const copied = await saveProspect(t.app, other.token, other.prospectId, { version: 1, organizationInfo: { licenseNumber: licence } });
    expect(copied.statusCode).toBe(200);
    expect(line(copied.json().preScreening, 'Dedupe Check')).toMatchObject({ fired: true, screeningStatus: 'DECLINE', screeningReason: 'Match' });
  });
});

describe('a route that looks the deny list up itself', () => {
  it('cannot answer below 400 without settling it, and never slides an unsettled token', async () => {
    const bundle = await loadBundle(repoRoot);
    const app = Fastify({ logger: false });
    app.decorate('settings', { jwtSecret: 'k'.repeat(48) } as never);
    app.decorate('bundle', bundle);
    app.decorate('errorMessages', new ErrorMessages(bundle));
    await app.register(errorHandler);
    await app.register(authPlugin);
    app.get('/forgets', { preHandler: app.requireAuthDenyListInRoute('customer') }, async () => ({ ok: true }));
    app.get('/settles', { preHandler: app.requireAuthDenyListInRoute('customer') }, async (request) => {
      settleDenyList(request, false);
      return { ok: true };
    });
    app.get('/denied', { preHandler: app.requireAuthDenyListInRoute('customer') }, async (request) => {
      settleDenyList(request, true);
      return { ok: true };
    });
    app.get('/fails-first', { preHandler: app.requireAuthDenyListInRoute('customer') }, async () => {
      throw new Error('the read failed');
    });
    await app.ready();
    try {
      const { token } = await app.tokens.issue('customer', { prospects: [] });
      const forgets = await app.inject({ method: 'GET', url: '/forgets', headers: bearer(token) });
      expect(forgets.statusCode).toBe(500);
      expect(forgets.headers.accesstoken).toBeUndefined();
      const settles = await app.inject({ method: 'GET', url: '/settles', headers: bearer(token) });
      expect(settles.statusCode).toBe(200);
      expect(settles.headers.accesstoken).toBeTruthy();
      const denied = await app.inject({ method: 'GET', url: '/denied', headers: bearer(token) });
      expect(denied.statusCode).toBe(401);
      expect(denied.headers.accesstoken).toBeUndefined();
      const failsFirst = await app.inject({ method: 'GET', url: '/fails-first', headers: bearer(token) });
      expect(failsFirst.statusCode).toBe(500);
      expect(failsFirst.headers.accesstoken).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/settles' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
