import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, createBody, createCall, person, readProspect, saveProspect } from './applicant/support';
import { agentWithToken, overview, releaseEdit, search, setColumns, takeEdit, type TestAgent } from './agents.support';

describe.each(databases())('edit-application mode, RO_EDITING ($name)', ({ db }) => {
  let t: TestApp;
  let agent: TestAgent;
  let other: TestAgent;
  beforeAll(async () => {
    t = await testApp(db);
    agent = await agentWithToken(t.app);
    other = await agentWithToken(t.app);
  });
  afterAll(async () => t.close());

  it('while an agent holds the application the customer’s save answers 12013 and changes nothing; the agent saves, KYC annexure included', async () => {
    const customer = await applicantWithToken(t.app);
    const taken = await takeEdit(t.app, agent.token, customer.prospectId);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ prospectId: customer.prospectId, version: 2 });

    const refused = await saveProspect(t.app, customer.token, customer.prospectId, { version: 2, organizationInfo: { companyName: 'Customer Co' } });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().errors[0]).toMatchObject({
      errorCode: '12013',
      message: 'We noticed that your application is incomplete. Not to worry, our team is already working on it.',
    });

    const byAgent = await saveProspect(t.app, agent.token, customer.prospectId, {
      version: 2,
      organizationInfo: { companyName: 'Agent Co' },
      kycAnnexure: { workItemNumber: 'WI-1' },
    });
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    const record = (await readProspect(t.app, customer.token, customer.prospectId)).json();
    expect(record.organizationInfo.companyName).toBe('Agent Co');
    expect(record.kycAnnexure.workItemNumber).toBe('WI-1');

    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/usertypes/sme/prospects', headers: bearer(customer.token) });
    expect(mine.json().prospects[0]).toMatchObject({ prospectId: customer.prospectId, roEditing: true });
    expect((await overview(t.app, agent.token, customer.prospectId)).json().roEditing).toMatchObject({ held: true, byMe: true });
  });

  it('leaving (DELETE) lets the customer save again, but not the KYC annexure', async () => {
    const customer = await applicantWithToken(t.app);
    expect((await takeEdit(t.app, agent.token, customer.prospectId)).statusCode).toBe(200);
    expect((await releaseEdit(t.app, agent.token, customer.prospectId)).statusCode).toBe(204);
    const version = (await readProspect(t.app, customer.token, customer.prospectId)).json().version;
    const saved = await saveProspect(t.app, customer.token, customer.prospectId, {
      version,
      organizationInfo: { companyName: 'Mine Again' },
      kycAnnexure: { workItemNumber: 'WI-X' },
      status: { statusNotes: 'approved by me', statusReason: 'self' },
      prospectStatusInfo: { documentsRequested: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const record = (await readProspect(t.app, customer.token, customer.prospectId)).json();
    expect(record.organizationInfo.companyName).toBe('Mine Again');
    // the bank's sections are not the customer's to write
    expect(record.kycAnnexure?.workItemNumber).toBeUndefined();
    expect(record.status?.statusNotes ?? '').not.toBe('approved by me');
    expect(record.prospectStatusInfo?.documentsRequested).toBeUndefined();
  });

  it('an agent must hold the application to save it, and only one agent holds it', async () => {
    const customer = await applicantWithToken(t.app);
    const without = await saveProspect(t.app, agent.token, customer.prospectId, { version: 1, organizationInfo: { companyName: 'X' } });
    expect(without.statusCode).toBe(423);
    expect(without.json().errors[0].errorCode).toBe('RO_EDIT_REQUIRED');

    expect((await takeEdit(t.app, agent.token, customer.prospectId)).statusCode).toBe(200);
    const second = await takeEdit(t.app, other.token, customer.prospectId);
    expect(second.statusCode).toBe(423);
    expect(second.json().errors[0].errorCode).toBe('RO_EDITING_OTHER');
    expect((await overview(t.app, other.token, customer.prospectId)).json().edit).toEqual({ allowed: false, reason: 'RO_EDITING_OTHER' });
    // the other agent cannot release it either
    expect((await releaseEdit(t.app, other.token, customer.prospectId)).statusCode).toBe(204);
    expect((await takeEdit(t.app, other.token, customer.prospectId)).statusCode).toBe(423);
    // taking it again renews it for the holder
    expect((await takeEdit(t.app, agent.token, customer.prospectId)).statusCode).toBe(200);
  });

  it('logging out lets go of everything the agent held', async () => {
    const leaving = await agentWithToken(t.app);
    const a = await applicantWithToken(t.app);
    const b = await applicantWithToken(t.app);
    expect((await takeEdit(t.app, leaving.token, a.prospectId)).statusCode).toBe(200);
    expect((await takeEdit(t.app, leaving.token, b.prospectId)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(leaving.token) })).statusCode).toBe(204);
    for (const customer of [a, b]) {
      const version = (await readProspect(t.app, customer.token, customer.prospectId)).json().version;
      expect((await saveProspect(t.app, customer.token, customer.prospectId, { version, organizationInfo: { companyName: 'Free' } })).statusCode).toBe(200);
    }
  });

  it('taking the hold makes a customer save of the old version stale (409), never a silent overwrite', async () => {
    const customer = await applicantWithToken(t.app);
    expect((await takeEdit(t.app, agent.token, customer.prospectId)).statusCode).toBe(200);
    expect((await releaseEdit(t.app, agent.token, customer.prospectId)).statusCode).toBe(204);
    const stale = await saveProspect(t.app, customer.token, customer.prospectId, { version: 1, organizationInfo: { companyName: 'Late' } });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses Edit when submitted, stopped by screening or closed by the bank', async () => {
    const submitted = await applicantWithToken(t.app);
    await setColumns(t.app, submitted.prospectId, { status: 'submitted' });
    const a = await takeEdit(t.app, agent.token, submitted.prospectId);
    expect(a.statusCode).toBe(423);
    expect(a.json().errors[0].errorCode).toBe('BLOCK_EDITING');

    // an applicant on the negative list is declined when the application is created
    const declined = await t.app.inject({ method: 'POST', url: '/api/v1/users/sme/prospects', payload: createBody(person({ fullName: 'John Negative' })) });
    const stoppedId = declined.json().prospectId as string;
    const b = await takeEdit(t.app, agent.token, stoppedId);
    expect(b.statusCode).toBe(423);
    expect(b.json().errors[0].errorCode).toBe('SCREENING_STOPPED');
    expect((await overview(t.app, agent.token, stoppedId)).json()).toMatchObject({ status: 'Declined', edit: { allowed: false, reason: 'SCREENING_STOPPED' } });

    // a second application with the same phone and e-mail as a draft is closed as its duplicate
    const first = await applicantWithToken(t.app);
    const dup = await createCall(t.app, first.applicant);
    const copyId = dup.json().prospectId as string;
    expect((await takeEdit(t.app, agent.token, copyId)).json().errors[0].errorCode).toBe('BLOCK_EDITING');
    expect((await overview(t.app, agent.token, copyId)).json()).toMatchObject({ status: 'Duplicate', edit: { allowed: false, reason: 'BLOCK_EDITING' } });

    const closed = await applicantWithToken(t.app);
    await setColumns(t.app, closed.prospectId, { bankStatus: 'Declined' });
    const c = await takeEdit(t.app, agent.token, closed.prospectId);
    expect(c.statusCode).toBe(423);
    expect(c.json().errors[0].errorCode).toBe('FORCE_STOPPED');

    expect((await takeEdit(t.app, agent.token, 'QA1')).statusCode).toBe(404);
  });

  it("the hold lapses unless the officer's page keeps it (heartbeat); overview and search show who holds it and since when", async () => {
    const customer = await applicantWithToken(t.app);
    const taken = await takeEdit(t.app, agent.token, customer.prospectId);
    expect(taken.statusCode).toBe(200);
    const lapseMs = Date.parse(taken.json().roEditingUntil) - Date.now();
    expect(lapseMs).toBeGreaterThan(100_000);
    expect(lapseMs).toBeLessThanOrEqual(120_000);
    const other = await agentWithToken(t.app, { name: 'Second Officer' });
    const seen = (await overview(t.app, other.token, customer.prospectId)).json().roEditing;
    expect(seen).toMatchObject({ held: true, byMe: false, by: agent.name });
    expect(Date.now() - Date.parse(seen.since)).toBeLessThan(60_000);
    const line = (await search(t.app, other.token, { leadNumber: customer.prospectId })).json().searchResult[0];
    expect(line.heldBy).toMatchObject({ name: agent.name, since: seen.since });
    const beat = () => t.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${customer.prospectId}/edit/heartbeat`, headers: bearer(agent.token) });
    const beaten = await beat();
    expect(beaten.statusCode).toBe(200);
    // the server sets the page's pace, well inside the lapse
    expect(beaten.json().heartbeatSec).toBe(taken.json().heartbeatSec);
    expect(beaten.json().heartbeatSec * 1000).toBeLessThan(lapseMs / 2);
    expect(Date.parse(beaten.json().roEditingUntil)).toBeGreaterThanOrEqual(Date.parse(taken.json().roEditingUntil));
    // the page went away: no heartbeat, and the hold's time runs out
    await t.app.db.execute(sql`UPDATE prospects SET ro_editing_until = now() - interval '1 second' WHERE id = ${customer.prospectId}`);
    expect((await beat()).json().errors[0].errorCode).toBe('RO_EDIT_LAPSED');
    expect((await overview(t.app, other.token, customer.prospectId)).json().roEditing.held).toBe(false);
    expect((await search(t.app, other.token, { leadNumber: customer.prospectId })).json().searchResult[0].heldBy).toBeNull();
    const version = (await readProspect(t.app, customer.token, customer.prospectId)).json().version;
    expect((await saveProspect(t.app, customer.token, customer.prospectId, { version, organizationInfo: { companyName: 'Back Again' } })).statusCode).toBe(200);
  });

  it('a customer token cannot take the hold', async () => {
    const customer = await applicantWithToken(t.app, person());
    expect((await takeEdit(t.app, customer.token, customer.prospectId)).statusCode).toBe(401);
  });
});
