import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer } from './applicant/support';
import { agentWithToken, setColumns, type TestAgent } from './agents.support';
import { upload, uploadToken } from './documents-helpers';
import { pdfFile } from '../fixtures/make-files';

type Line = { id: number; kind: string; actorKind: string; actorId: string; text: string; subject: string | null };

// Rule NOTES: internal and customer notes kept in order with their author, every status change with
// its note, the customer's answer to a request; the customer reads only what was written for them.
describe.each(databases())('notes and status history ($name)', ({ db }) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await testApp(db);
    agent = await agentWithToken(t.app);
  });
  afterAll(async () => t.close());

  const addNote = (prospectId: string, payload: unknown, token = agent.token) =>
    t.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${prospectId}/notes`, headers: bearer(token), payload: payload as object });
  const setStatus = (prospectId: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${prospectId}/status`, headers: bearer(agent.token), payload: body });
  const history = async (prospectId: string): Promise<Line[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/agent/prospects/${prospectId}/history`, headers: bearer(agent.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lines;
  };
  const messages = (prospectId: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${prospectId}/messages`, headers: bearer(token) });

  it('keeps notes, both status changes with their notes and the customer’s answer, in order, each with its author', async () => {
    const customer = await applicantWithToken(t.app);
    await setColumns(t.app, customer.prospectId, { status: 'submitted' });
    expect((await addNote(customer.prospectId, { text: 'Licence looks altered, ask for a clearer copy.', forCustomer: false })).statusCode).toBe(201);
    expect(
      (
        await setStatus(customer.prospectId, {
          status: 'Documents needed',
          statusNotes: 'Please upload your company bank statements.',
          documentsRequested: ['Bank_Statements'],
        })
      ).statusCode,
    ).toBe(200);
    expect((await addNote(customer.prospectId, { text: 'The last three months, please.', forCustomer: true })).statusCode).toBe(201);
    const jwt = await uploadToken(t.app, customer.token, customer.prospectId);
    const sent = await upload(t.app, customer.prospectId, jwt, 'Bank_Statements_1', { name: 'statements.pdf', content: pdfFile() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await setStatus(customer.prospectId, { status: 'Need Additional Information/Documents', statusNotes: 'One more: the MOA.' })).statusCode).toBe(200);

    const lines = await history(customer.prospectId);
    expect(lines.map(({ kind, actorKind, text, subject }) => ({ kind, actorKind, text, subject }))).toEqual([
      { kind: 'internal', actorKind: 'officer', text: 'Licence looks altered, ask for a clearer copy.', subject: null },
      { kind: 'status', actorKind: 'officer', text: 'Please upload your company bank statements.', subject: 'Documents needed' },
      { kind: 'customer', actorKind: 'officer', text: 'The last three months, please.', subject: null },
      { kind: 'answer', actorKind: 'customer', text: 'statements.pdf', subject: 'Bank_Statements_1' },
      { kind: 'status', actorKind: 'officer', text: 'One more: the MOA.', subject: 'Need Additional Information/Documents' },
    ]);
    expect(lines.filter((l) => l.actorKind === 'officer').every((l) => l.actorId === String(agent.agentId))).toBe(true);

    // the customer reads what was written for them, not the internal note nor who wrote
    const mine = await messages(customer.prospectId, customer.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().lines.map((l: Line) => [l.kind, l.text, l.actorId])).toEqual([
      ['status', 'Please upload your company bank statements.', ''],
      ['customer', 'The last three months, please.', ''],
      ['status', 'One more: the MOA.', ''],
    ]);
  });

  it('refuses an empty, blank, too long or mistyped note in plain words and keeps nothing; notes are the officers’ to write', async () => {
    const customer = await applicantWithToken(t.app);
    for (const payload of [
      {},
      { text: '', forCustomer: true },
      { text: '   ', forCustomer: false },
      { text: 'x'.repeat(1001), forCustomer: false },
      { text: 'ok', forCustomer: 'yes' },
      { text: 'ok', forCustomer: true, extra: 1 },
    ]) {
      const res = await addNote(customer.prospectId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].message).toEqual(expect.any(String));
    }
    expect(await history(customer.prospectId)).toEqual([]);
    expect((await addNote(customer.prospectId, { text: 'mine', forCustomer: true }, customer.token)).statusCode).toBe(401);
    expect((await addNote('no-such-application', { text: 'x', forCustomer: true })).statusCode).toBe(404);
    const other = await applicantWithToken(t.app);
    expect((await messages(customer.prospectId, other.token)).statusCode).toBe(404);
  });
});
