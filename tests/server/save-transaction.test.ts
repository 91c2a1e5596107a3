import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScreening, type PreScreening } from '../../src/server/domain/screening';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, createCall, person, readProspect, saveProspect } from './applicant/support';
import { agentWithToken, takeEdit } from './agents.support';
import { byTest } from './trail.support';

// A save is one transaction (src/server/routes/prospects/update.ts): it reads the application under
// its row lock, makes every check in TypeScript, and writes over the version it read. These tests
// hold it to the answers a person expects: after logout, under races, while an agent holds it.

const line = (result: PreScreening, type: string) => result.screeningResults.find((r) => r.screeningType === type);

describe.each(databases())('a save decides in one transaction ($name)', ({ db }) => {
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

  it('the save’s screening finds what a separate screening finds', async () => {
    const first = await applicantWithToken(t.app);
    const firstSave = await saveProspect(t.app, first.token, first.prospectId, { version: 1, organizationInfo: { companyName: 'Oryx Trading LLC' } });
    expect(firstSave.statusCode).toBe(200);
    expect(line(firstSave.json().preScreening, 'Application Dedupe Check')?.fired).toBe(false);

    // A second application with the same phone, declined when created (a negative-list name): a copy
    // closed as a duplicate would not count against the first (rule DEDUPE-LIVE), a declined one does.
    const again = { ...person(), fullName: 'John Negative', mobileNo: first.applicant.mobileNo };
    expect((await createCall(t.app, again)).statusCode).toBe(200);

    // The first one's next save keeps its phone: its screening finds the declined second application.
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

describe.each(databases())('saves racing each other and the officer ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  it('parallel saves over one version: exactly one is stored, every other answers 409 and changes nothing', async () => {
    const { token, prospectId } = await applicantWithToken(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: `Racer ${i} LLC` } })),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(11);
    const winner = answers.indexOf(won[0]);
    expect((await readProspect(t.app, token, prospectId)).json()).toMatchObject({ version: 2, organizationInfo: { companyName: `Racer ${winner} LLC` } });
  });

  it('a field error, or a stale version after another writer, changes nothing', async () => {
    const { token, prospectId } = await applicantWithToken(t.app);
    expect((await saveProspect(t.app, token, prospectId, { version: 1, organizationInfo: { companyName: 'Saved Co' } })).statusCode).toBe(200);

    const tooLong = await saveProspect(t.app, token, prospectId, { version: 2, organizationInfo: { companyName: 'x'.repeat(5000) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorType).toBe('FieldsValidation');

    // another process (or the bank) writes version 3
    await t.app.db.execute(
      sql`UPDATE prospects SET version = version + 1, record = jsonb_set(record, '{organizationInfo,companyName}', '"Elsewhere Co"'), ${byTest} WHERE id = ${prospectId}`,
    );
    const stale = await saveProspect(t.app, token, prospectId, { version: 2, organizationInfo: { companyName: 'Over Stale' } });
    expect(stale.statusCode).toBe(409);
    const current = await saveProspect(t.app, token, prospectId, { version: 3, applicationInfo: { viewId: 'x' } });
    expect(current.statusCode, current.body).toBe(200);
    expect((await readProspect(t.app, token, prospectId)).json()).toMatchObject({ version: 4, organizationInfo: { companyName: 'Elsewhere Co' } });
  });

  it('while an agent holds it, the customer’s save answers 12013 and writes nothing', async () => {
    const agent = await agentWithToken(t.app);
    const customer = await applicantWithToken(t.app);
    expect((await saveProspect(t.app, customer.token, customer.prospectId, { version: 1, organizationInfo: { companyName: 'Customer Co' } })).statusCode).toBe(
      200,
    );
    expect((await takeEdit(t.app, agent.token, customer.prospectId)).json().version).toBe(3);
    const byAgent = await saveProspect(t.app, agent.token, customer.prospectId, { version: 3, organizationInfo: { companyName: 'Agent Co' } });
    expect(byAgent.statusCode, byAgent.body).toBe(200);

    const refused = await saveProspect(t.app, customer.token, customer.prospectId, { version: 4, organizationInfo: { companyName: 'Customer Again' } });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().errors[0].errorCode).toBe('12013');
    expect((await readProspect(t.app, customer.token, customer.prospectId)).json()).toMatchObject({
      version: 4,
      organizationInfo: { companyName: 'Agent Co' },
    });
  });

  it('a save racing the officer taking the hold lands before it or is refused: never a customer write inside a hold', async () => {
    for (let round = 0; round < 5; round += 1) {
      const agent = await agentWithToken(t.app);
      const customer = await applicantWithToken(t.app);
      const [saved, taken] = await Promise.all([
        saveProspect(t.app, customer.token, customer.prospectId, { version: 1, organizationInfo: { companyName: `Race ${round} LLC` } }),
        takeEdit(t.app, agent.token, customer.prospectId),
      ]);
      expect(taken.statusCode, taken.body).toBe(200);
      const stored = (await readProspect(t.app, agent.token, customer.prospectId)).json();
      if (saved.statusCode === 200) {
        // the save came first: the hold's version is after it, and the record holds the save
        expect(taken.json().version).toBe(saved.json().version + 1);
        expect(stored.organizationInfo.companyName).toBe(`Race ${round} LLC`);
      } else {
        expect([409, 423]).toContain(saved.statusCode);
        expect(stored.organizationInfo?.companyName).not.toBe(`Race ${round} LLC`);
      }
    }
  });
});
