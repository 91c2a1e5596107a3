import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBundle } from '../../src/server/content/load-bundle';
import { authPlugin, settleDenyList } from '../../src/server/plugins/auth';
import { secretsKeyRing } from '../../src/server/domain/tokens';
import { errorHandler } from '../../src/server/plugins/error-handler';
import { ErrorMessages } from '../../src/server/errors/messages';
import { createScreening, type PreScreening } from '../../src/server/domain/screening';
import { databases, repoRoot, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, createBody, createCall, person, readProspect, saveProspect } from './applicant/support';
import { agentWithToken, takeEdit } from './agents.support';

// A save is two statements (src/server/domain/prospects/save-statements.ts): one read that also
// answers the deny list and the dedupe matches, one conditional write. These tests hold the read to
// what the separate queries answered before. A customer's save over the version this process wrote
// is one statement (the save cache and the guarded write): the same tests run through it, since
// each saves twice, and the tests at the end hold it to the answers the read gives.

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

    // A second application with the same phone, declined when created (a negative-list name): a copy
    // closed as a duplicate would not count against the first (rule DEDUPE-LIVE), a declined one does.
    const again = { ...person(), fullName: 'John Negative', mobileNo: first.applicant.mobileNo };
    expect((await createCall(t.app, again)).statusCode).toBe(200);

    // The first one's next save keeps its phone: its read finds the declined second application.
    const token = firstSave.headers.accesstoken as string;
    const save = await saveProspect(t.app, token, first.prospectId, { version: 2, organizationInfo: { companyName: 'Oryx Trading LLC' } });
    expect(save.statusCode).toBe(200);
    const answered: PreScreening = save.json().preScreening;
    expect(line(answered, 'Application Dedupe Check')).toMatchObject({ fired: true, screeningStatus: 'DECLINE', screeningReason: 'Match' });
    expect(line(answered, 'Dedupe Check')?.fired).toBe(false);

    const stored = (await readProspect(t.app, save.headers.accesstoken as string, first.prospectId)).json();
    const { version: _version, ...record } = stored;
    const separately = await createScreening(t.app.bundle).run({ record, prospectId: first.prospectId }, t.app.db);
    expect(answered).toEqual(separately.preScreening);
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

describe.each(databases())('a save over the version this process wrote is one statement ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Statements sent to the database (both engines go through node-postgres's pool) while `run` runs. */
  async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    const query = pg.Pool.prototype.query;
    vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      statements.push(typeof first === 'string' ? first : first.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      return { result: await run(), statements };
    } finally {
      vi.restoreAllMocks();
    }
  }

  it('the second save of a customer reads only the files stored, then is one guarded write, and stores what the full save stores', async () => {
    const { token, prospectId } = await applicantWithToken(t.app);
    const first = await statementsDuring(() => saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: 'First Save LLC' } }));
    expect(first.result.statusCode).toBe(200);
    expect(first.statements.length).toBeGreaterThanOrEqual(2);
    const slid = first.result.headers.accesstoken as string;

    const second = await statementsDuring(() => saveProspect(t.app, slid, prospectId, { version: 2, organizationInfo: { companyName: 'Second Save LLC' } }));
    expect(second.result.statusCode, second.result.body).toBe(200);
    // the documents section is the server's (rule SAVE-OWN): the files stored are read, no application row
    expect(second.statements).toHaveLength(2);
    expect(second.statements[0]).toMatch(/^select .* from "documents"/i);
    expect(second.statements[1]).toMatch(/^UPDATE prospects/);
    expect(second.result.headers.accesstoken).toBeTruthy();
    expect(second.result.json()).toMatchObject({ prospectId, version: 3 });
    expect(second.result.json().preScreening).toEqual(first.result.json().preScreening);

    const stored = (await readProspect(t.app, slid, prospectId)).json();
    expect(stored).toMatchObject({ version: 3, organizationInfo: { companyName: 'Second Save LLC' } });
    expect(stored.accountInfo[0].accountNo).toBe(first.result.json().accountInfo[0].accountNo);
  });

  it('a field error, or a stale version after another writer, gets the answer the read decides', async () => {
    const { token, prospectId } = await applicantWithToken(t.app);
    expect((await saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: 'Cached Co' } })).statusCode).toBe(200);

    const tooLong = await saveProspect(t.app, token, prospectId, { version: 2, organizationInfo: { companyName: 'x'.repeat(5000) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorType).toBe('FieldsValidation');

    // another process (or the bank) writes version 3: this process's copy of version 2 is not used
    await t.app.sql({ text: `UPDATE prospects SET version = version + 1, record = jsonb_set(record, '{organizationInfo,companyName}', '"Elsewhere Co"') WHERE id = $1` }, [prospectId]);
    const stale = await saveProspect(t.app, token, prospectId, { version: 2, organizationInfo: { companyName: 'Over Stale' } });
    expect(stale.statusCode).toBe(409);
    const current = await saveProspect(t.app, token, prospectId, { version: 3, applicationInfo: { viewId: 'x' } });
    expect(current.statusCode, current.body).toBe(200);
    const stored = (await readProspect(t.app, token, prospectId)).json();
    expect(stored).toMatchObject({ version: 4, organizationInfo: { companyName: 'Elsewhere Co' } });
  });

  it('while an agent holds it, the customer’s save over the agent’s cached version answers 12013 and writes nothing', async () => {
    const agent = await agentWithToken(t.app);
    const customer = await applicantWithToken(t.app);
    expect((await saveProspect(t.app, customer.token, customer.prospectId, { version: 1, organizationInfo: { companyName: 'Customer Co' } })).statusCode).toBe(200);
    expect((await takeEdit(t.app, agent.token, customer.prospectId)).json().version).toBe(3);
    const byAgent = await saveProspect(t.app, agent.token, customer.prospectId, { version: 3, organizationInfo: { companyName: 'Agent Co' } });
    expect(byAgent.statusCode, byAgent.body).toBe(200);

    const refused = await saveProspect(t.app, customer.token, customer.prospectId, { version: 4, organizationInfo: { companyName: 'Customer Again' } });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().errors[0].errorCode).toBe('12013');
    expect((await readProspect(t.app, customer.token, customer.prospectId)).json()).toMatchObject({ version: 4, organizationInfo: { companyName: 'Agent Co' } });
  });
});

describe('a route that looks the deny list up itself', () => {
  it('cannot answer below 400 without settling it, and never slides an unsettled token', async () => {
    const bundle = await loadBundle(repoRoot);
    const app = Fastify({ logger: false });
    app.decorate('settings', {} as never);
    app.decorate('keys', secretsKeyRing(['k'.repeat(48)]));
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
