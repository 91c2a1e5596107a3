import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer } from './applicant/support';
import { agentWithToken, setColumns, type TestAgent } from './agents.support';
import { sql } from 'drizzle-orm';

type Line = {
  prospectId: string;
  waitingFor: string | null;
  since: string | null;
  ageWorkingDays: number | null;
  late: boolean;
  roCode: string;
  status: string;
};

// The officer's work queue: their book by default, the bank's for a supervisor, with filters, pages and the age of each item.
describe.each(databases())('the work queue ($name)', ({ db }) => {
  let t: TestApp;
  let officer: TestAgent;
  let colleague: TestAgent;
  let supervisor: TestAgent;
  beforeAll(async () => {
    t = await testApp(db);
    officer = await agentWithToken(t.app);
    colleague = await agentWithToken(t.app);
    supervisor = await agentWithToken(t.app, { supervisor: true });
  });
  afterAll(async () => t.close());

  const queue = (who: TestAgent, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/agent/queue${query}`, headers: bearer(who.token) });
  const assign = (who: TestAgent, prospectId: string, body: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${prospectId}/assign`, headers: bearer(who.token), payload: body });
  const ids = (res: { json(): { items: Line[] } }) => res.json().items.map((item) => item.prospectId);

  it("an officer's queue is their book: taking an application puts it there, with who took it in the trail", async () => {
    const customer = await applicantWithToken(t.app);
    expect(ids(await queue(officer))).not.toContain(customer.prospectId);
    const taken = await assign(officer, customer.prospectId);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ prospectId: customer.prospectId, roCode: officer.roCode });
    const mine = await queue(officer);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ scope: 'mine', page: 1 });
    const line = mine.json().items.find((item: Line) => item.prospectId === customer.prospectId);
    expect(line).toMatchObject({ roCode: officer.roCode, status: 'Incomplete', waitingFor: 'customer', ageWorkingDays: 0, late: false });
    expect(ids(await queue(colleague))).not.toContain(customer.prospectId);
    const trail = (await t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${customer.prospectId}/trail`, headers: bearer(officer.token) })).json();
    expect(trail.entries[0]).toMatchObject({ action: 'assign', actorId: officer.agentId, field: 'applicantInfo.roCode', newValue: officer.roCode });
  });

  it('the bank-wide queue and reassigning are for supervisors only', async () => {
    const customer = await applicantWithToken(t.app);
    expect((await queue(officer, '?scope=bank')).statusCode).toBe(403);
    expect((await assign(officer, customer.prospectId, { roCode: colleague.roCode })).statusCode).toBe(403);
    expect((await assign(supervisor, customer.prospectId, { roCode: 'NO-SUCH' })).statusCode).toBe(400);
    expect((await assign(supervisor, customer.prospectId, { roCode: colleague.roCode })).statusCode).toBe(200);
    expect(ids(await queue(colleague))).toContain(customer.prospectId);
    const bank = await queue(supervisor, '?scope=bank&sort=created');
    expect(bank.statusCode, bank.body).toBe(200);
    expect(ids(bank)).toContain(customer.prospectId);
  });

  it('a submitted application waits for the bank, and for the customer once the bank asked for more', async () => {
    const customer = await applicantWithToken(t.app);
    await assign(officer, customer.prospectId);
    await setColumns(t.app, customer.prospectId, { status: 'submitted' });
    const line = async () => (await queue(officer, '?status=submitted')).json().items.find((item: Line) => item.prospectId === customer.prospectId) as Line;
    expect(await line()).toMatchObject({ waitingFor: 'bank', late: false });
    expect(ids(await queue(officer, '?waitingFor=bank'))).toContain(customer.prospectId);
    expect(ids(await queue(officer, '?waitingFor=customer'))).not.toContain(customer.prospectId);

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/agent/prospects/${customer.prospectId}/status`,
      headers: bearer(officer.token),
      payload: { status: 'Documents needed', statusNotes: 'The licence, please' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await line()).toMatchObject({ waitingFor: 'customer', status: 'Documents needed' });
  });

  it('filters by the day of submission and of the last change', async () => {
    const customer = await applicantWithToken(t.app);
    await assign(officer, customer.prospectId);
    await setColumns(t.app, customer.prospectId, { status: 'submitted' });
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(ids(await queue(officer, `?submittedFrom=${today}&submittedTo=${today}`))).toContain(customer.prospectId);
    expect(ids(await queue(officer, `?submittedTo=${yesterday}`))).not.toContain(customer.prospectId);
    expect(ids(await queue(officer, `?updatedFrom=${today}`))).toContain(customer.prospectId);
    expect(ids(await queue(officer, `?updatedTo=${yesterday}`))).not.toContain(customer.prospectId);
    // a draft has no day of submission
    const draft = await applicantWithToken(t.app);
    await assign(officer, draft.prospectId);
    expect(ids(await queue(officer, `?submittedFrom=${yesterday}`))).not.toContain(draft.prospectId);
    expect((await queue(officer, '?submittedFrom=yesterday')).statusCode).toBe(400);
  });

  it("a draft untouched for longer than the customer's service time is marked late", async () => {
    const customer = await applicantWithToken(t.app);
    await assign(officer, customer.prospectId);
    // its last change a month ago (the record itself unchanged)
    await t.app.db.execute(sql`UPDATE prospects SET updated_at = now() - interval '30 days' WHERE id = ${customer.prospectId}`);
    const line = (await queue(officer, '?status=draft')).json().items.find((item: Line) => item.prospectId === customer.prospectId) as Line;
    expect(line.waitingFor).toBe('customer');
    expect(line.ageWorkingDays).toBeGreaterThan(10);
    expect(line.late).toBe(true);
  });

  it('pages through the book, the longest waiting first', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await applicantWithToken(t.app);
      await assign(colleague, customer.prospectId);
      made.push(customer.prospectId);
    }
    const all = await queue(colleague, '?status=draft');
    const order = ids(all).filter((id: string) => made.includes(id));
    expect(order).toEqual(made);
    expect(all.json().total).toBeGreaterThanOrEqual(3);
    expect((await queue(colleague, '?page=0')).statusCode).toBe(400);
    expect((await queue(colleague, '?status=nonsense')).statusCode).toBe(400);
  });

  it('a supervisor lists the officers and what each did across applications; an officer only their own', async () => {
    const customer = await applicantWithToken(t.app);
    expect((await assign(officer, customer.prospectId)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${customer.prospectId}/answers`, headers: bearer(officer.token) });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/agent/officers', headers: bearer(supervisor.token) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().officers.map((o: { agentId: string }) => o.agentId)).toEqual(expect.arrayContaining([officer.agentId, colleague.agentId]));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/agent/officers', headers: bearer(officer.token) })).statusCode).toBe(403);

    const activity = (who: TestAgent, of: TestAgent) =>
      t.app.inject({ method: 'GET', url: `/api/v1/agent/officers/${of.agentId}/trail`, headers: bearer(who.token) });
    const theirs = await activity(supervisor, officer);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const entries = theirs.json().entries as Array<{ prospectId: string; action: string; actorId: string }>;
    expect(entries.every((e) => e.actorId === officer.agentId)).toBe(true);
    expect(entries.filter((e) => e.prospectId === customer.prospectId).map((e) => e.action)).toEqual(['readWhole', 'assign']);
    expect((await activity(officer, officer)).statusCode).toBe(200);
    expect((await activity(colleague, officer)).statusCode).toBe(403);
  });
});
