import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, readProspect, saveProspect } from './applicant/support';
import { agentWithToken, overview, releaseEdit, search, setColumns, takeEdit, type TestAgent } from './agents.support';
import { analystToken, changed, companyNameChange, currentReleaseId, publish } from './releases.support';
import { everyStageAnswered } from './helpers/filled-record';
import { serializeCompletedSteps } from '../../src/core/wizard/completed-steps';
import { stepsAt } from '../support/completed-steps';

type Entry = { id: number; actorKind: string; actorId: string; action: string; field: string | null; oldValue: unknown; newValue: unknown; note: string };

// Rule TRAIL: every change of an application is kept in the statement that makes it, with who made
// it, and every officer's read, download, search, status change and hold; nothing changes the trail.
describe.each(databases())('who changed what, the trail ($name)', ({ db }) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await testApp(db);
    agent = await agentWithToken(t.app);
  });
  afterAll(async () => t.close());

  async function trailOf(prospectId: string, token = agent.token): Promise<Entry[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${prospectId}/trail`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().entries;
  }
  /** The entries after entry `since`, oldest first. */
  const after = (entries: Entry[], since: number) => entries.filter((e) => e.id > since).reverse();
  const newest = async (prospectId: string) => (await trailOf(prospectId))[0]?.id ?? 0;

  it('a customer save leaves one entry per changed answer, with the old and new value and the session; one refused leaves none', async () => {
    const customer = await applicantWithToken(t.app);
    const start = await trailOf(customer.prospectId);
    expect(start.map((e) => [e.actorKind, e.action])).toEqual([['customer', 'start']]);

    const read = (await readProspect(t.app, customer.token, customer.prospectId)).json();
    const saved = await saveProspect(t.app, customer.token, customer.prospectId, {
      version: read.version,
      organizationInfo: { companyName: 'Falcon Trading', numberOfEmployees: 12 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = after(await trailOf(customer.prospectId), start[0].id);
    expect(first.map(({ actorKind, action, field, oldValue, newValue }) => ({ actorKind, action, field, oldValue, newValue }))).toEqual([
      {
        actorKind: 'customer',
        action: 'save',
        field: 'organizationInfo.companyName',
        oldValue: read.organizationInfo.companyName ?? null,
        newValue: 'Falcon Trading',
      },
      {
        actorKind: 'customer',
        action: 'save',
        field: 'organizationInfo.numberOfEmployees',
        oldValue: read.organizationInfo.numberOfEmployees ?? null,
        newValue: 12,
      },
    ]);
    expect(new Set(first.map((e) => e.actorId)).size).toBe(1);
    expect(first[0].actorId).not.toBe('');

    // the same values again change nothing, and a save the rules refuse writes nothing
    const since = await newest(customer.prospectId);
    const same = await saveProspect(t.app, customer.token, customer.prospectId, {
      version: saved.json().version,
      organizationInfo: { companyName: 'Falcon Trading', numberOfEmployees: 12 },
    });
    expect(same.statusCode, same.body).toBe(200);
    const refused = await saveProspect(t.app, customer.token, customer.prospectId, {
      version: same.json().version,
      organizationInfo: { companyName: 'Bad%Name' },
    });
    expect(refused.statusCode).toBe(400);
    const stale = await saveProspect(t.app, customer.token, customer.prospectId, { version: 1, organizationInfo: { companyName: 'Stale Co' } });
    expect(stale.statusCode).toBe(409);
    expect(after(await trailOf(customer.prospectId), since)).toEqual([]);
  });

  it("an officer's hold, edit and letting go leave the officer's entries; their reads and searches are kept too", async () => {
    const customer = await applicantWithToken(t.app);
    const since = await newest(customer.prospectId);
    expect((await overview(t.app, agent.token, customer.prospectId)).statusCode).toBe(200);
    const taken = await takeEdit(t.app, agent.token, customer.prospectId);
    expect(taken.statusCode).toBe(200);
    const byAgent = await saveProspect(t.app, agent.token, customer.prospectId, {
      version: taken.json().version,
      organizationInfo: { companyName: 'Agent Co' },
      kycAnnexure: { workItemNumber: 'WI-7' },
    });
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    expect((await releaseEdit(t.app, agent.token, customer.prospectId)).statusCode).toBe(204);

    const entries = after(await trailOf(customer.prospectId), since);
    // the trail's own listing is not an entry; each of the officer's actions is one
    const officer = String(agent.agentId);
    // a save's fields come in the record's order: compared here by name
    const byField = (x: { field: string | null }, y: { field: string | null }) => String(x.field).localeCompare(String(y.field));
    const lines = entries.map(({ actorKind, actorId, action, field, newValue }) => ({ actorKind, actorId, action, field, newValue }));
    expect([lines[0], lines[1], ...lines.slice(2, 4).sort(byField), lines[4]]).toEqual([
      { actorKind: 'officer', actorId: officer, action: 'read', field: null, newValue: null },
      { actorKind: 'officer', actorId: officer, action: 'hold', field: 'holder', newValue: officer },
      { actorKind: 'officer', actorId: officer, action: 'save', field: 'kycAnnexure.workItemNumber', newValue: 'WI-7' },
      { actorKind: 'officer', actorId: officer, action: 'save', field: 'organizationInfo.companyName', newValue: 'Agent Co' },
      { actorKind: 'officer', actorId: officer, action: 'letGo', field: 'holder', newValue: null },
    ]);
    expect(lines).toHaveLength(5);

    const found = await search(t.app, agent.token, { leadNumber: customer.prospectId });
    expect(found.statusCode).toBe(200);
    const searches = await t.app.db.execute(sql`SELECT new_value FROM trail WHERE action = 'search' AND actor_id = ${officer} ORDER BY id DESC LIMIT 1`);
    expect((searches as unknown as { rows: Array<{ new_value: unknown }> }).rows[0].new_value).toMatchObject({ leadNumber: customer.prospectId });
  });

  it('a status change is kept with its note and the status it replaced', async () => {
    const customer = await applicantWithToken(t.app);
    await setColumns(t.app, customer.prospectId, { status: 'submitted' });
    const since = await newest(customer.prospectId);
    const set = (status: string, statusNotes: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/agent/prospects/${customer.prospectId}/status`,
        headers: bearer(agent.token),
        payload: { status, statusNotes },
      });
    expect((await set('Documents needed', 'Please send the licence')).statusCode).toBe(200);
    expect((await set('Need Additional Information/Documents', 'And the MOA')).statusCode).toBe(200);
    const entries = after(await trailOf(customer.prospectId), since).filter((e) => e.field === 'bankStatus');
    expect(entries.map(({ action, oldValue, newValue, note }) => ({ action, oldValue, newValue, note }))).toEqual([
      { action: 'status', oldValue: null, newValue: 'Documents needed', note: 'Please send the licence' },
      { action: 'status', oldValue: 'Documents needed', newValue: 'Need Additional Information/Documents', note: 'And the MOA' },
    ]);
  });

  it("a release's reopening of a draft's steps is kept as the release's, with why", async () => {
    const analyst = await analystToken(t.app);
    const { token, prospectId } = await applicantWithToken(t.app);
    const read = (await readProspect(t.app, token, prospectId)).json();
    const answered = everyStageAnswered(read);
    answered.organizationInfo.companyName = 'C'.repeat(45);
    const steps = stepsAt('companyInfo', [1, 2, 3]);
    const saved = await saveProspect(t.app, token, prospectId, {
      ...answered,
      version: read.version,
      freeFieldsInfo: { freeField5: serializeCompletedSteps(steps) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const since = await newest(prospectId);
    const published = await publish(t.app, analyst, { files: await changed(t.app, companyNameChange), note: '40', basedOn: await currentReleaseId(t.app) });
    expect(published.statusCode, published.body).toBe(200);
    expect((await readProspect(t.app, token, prospectId)).statusCode).toBe(200);
    const entries = after(await trailOf(prospectId), since);
    expect(entries.map(({ actorKind, actorId, action, field, note }) => ({ actorKind, actorId, action, field, note }))).toEqual([
      {
        actorKind: 'release',
        actorId: published.json().releaseId,
        action: 'reopen',
        field: 'steps.companyInfo.companyDetails',
        note: 'At most 40 characters, please',
      },
    ]);
  });

  it('nothing changes the trail: no route writes it, the database refuses an UPDATE or DELETE, and a write that names nobody is refused', async () => {
    const customer = await applicantWithToken(t.app);
    for (const method of ['PUT', 'POST', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/agent/prospects/${customer.prospectId}/trail`, headers: bearer(agent.token), payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
    await expect(t.app.db.execute(sql`UPDATE trail SET note = 'edited' WHERE prospect_id = ${customer.prospectId}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`DELETE FROM trail WHERE prospect_id = ${customer.prospectId}`)).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`UPDATE prospects SET record = jsonb_set(record, '{organizationInfo,companyName}', '"Nobody Co"') WHERE id = ${customer.prospectId}`),
    ).rejects.toThrow();
    expect((await readProspect(t.app, customer.token, customer.prospectId)).json().organizationInfo.companyName).not.toBe('Nobody Co');
  });

  it('only officers read it: a customer token or none is refused, an unknown application is 404', async () => {
    const customer = await applicantWithToken(t.app);
    const url = `/api/v1/agent/prospects/${customer.prospectId}/trail`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/agent/prospects/QANOSUCHAPP00/trail', headers: bearer(agent.token) })).statusCode).toBe(404);
  });
});
