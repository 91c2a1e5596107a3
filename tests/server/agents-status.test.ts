import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, readProspect } from './applicant/support';
import { agentWithToken, search, setColumns, type TestAgent } from './agents.support';

describe.each(databases())('status set by the bank ($name)', ({ db }) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await testApp(db);
    agent = await agentWithToken(t.app);
  });
  afterAll(async () => t.close());

  const setStatus = (prospectId: string, body: Record<string, unknown>, token = agent.token) =>
    t.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${prospectId}/status`, headers: bearer(token), payload: body });
  const myApplications = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/usertypes/sme/prospects', headers: bearer(token) });

  it('moves a submitted application to Documents needed; the customer sees status and note', async () => {
    const customer = await applicantWithToken(t.app);
    await setColumns(t.app, customer.prospectId, { status: 'submitted' });
    expect((await myApplications(customer.token)).json().prospects[0].status).toBe('Assessing');

    const res = await setStatus(customer.prospectId, { status: 'Documents needed', statusNotes: 'Please upload a clearer trade licence.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ prospectId: customer.prospectId, status: 'Documents needed' });

    const line = (await myApplications(customer.token)).json().prospects[0];
    expect(line).toMatchObject({ prospectId: customer.prospectId, status: 'Documents needed', statusNotes: 'Please upload a clearer trade licence.' });
    expect((await readProspect(t.app, customer.token, customer.prospectId)).json().status.statusNotes).toBe('Please upload a clearer trade licence.');
    expect((await search(t.app, agent.token, { leadNumber: customer.prospectId })).json().searchResult[0].status).toBe('Documents needed');

    const more = await setStatus(customer.prospectId, { status: 'Need Additional Information/Documents', statusNotes: '' });
    expect(more.statusCode).toBe(200);
    expect((await myApplications(customer.token)).json().prospects[0].status).toBe('Need Additional Information/Documents');
  });

  it('names the document categories the customer is asked for, which Re-upload Documents then offers', async () => {
    const customer = await applicantWithToken(t.app);
    await setColumns(t.app, customer.prospectId, { status: 'submitted' });
    const res = await setStatus(customer.prospectId, {
      status: 'Documents needed',
      statusNotes: 'Six months of statements',
      documentsRequested: ['Bank_Statements'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = (await readProspect(t.app, customer.token, customer.prospectId)).json();
    expect(record.prospectStatusInfo.documentsRequested).toEqual(['Bank_Statements']);
    expect((await setStatus(customer.prospectId, { status: 'Documents needed', documentsRequested: ['Anything'] })).statusCode).toBe(400);
  });

  it('refuses to ask for personal documents of an application with no stakeholder, saying why, and changes nothing', async () => {
    const customer = await applicantWithToken(t.app);
    await setColumns(t.app, customer.prospectId, { status: 'submitted' });
    const res = await setStatus(customer.prospectId, { status: 'Documents needed', documentsRequested: ['Personal_Bank_Statements'] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        errorCode: 'DOC_NOT_APPLICABLE',
        fieldPath: '$.documentsRequested',
        message:
          'Personal bank statements of the signatories cannot be asked for in this application: none of its documents applies to it (personal documents need a stakeholder)',
      }),
    ]);
    const record = (await readProspect(t.app, customer.token, customer.prospectId)).json();
    expect(record.prospectStatusInfo?.documentsRequested ?? []).toEqual([]);
    expect((await myApplications(customer.token)).json().prospects[0].status).toBe('Assessing');
  });

  it('only for submitted applications the bank has not closed, and only the offered statuses', async () => {
    const draft = await applicantWithToken(t.app);
    const onDraft = await setStatus(draft.prospectId, { status: 'Documents needed' });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().errors[0].errorCode).toBe('STATUS_NOT_ALLOWED');

    const closed = await applicantWithToken(t.app);
    await setColumns(t.app, closed.prospectId, { status: 'submitted', bankStatus: 'Account activated' });
    expect((await setStatus(closed.prospectId, { status: 'Documents needed' })).statusCode).toBe(409);
    expect((await myApplications(closed.token)).json().prospects[0].status).toBe('Account activated');

    const submitted = await applicantWithToken(t.app);
    await setColumns(t.app, submitted.prospectId, { status: 'submitted' });
    const bad = await setStatus(submitted.prospectId, { status: 'Account activated' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ errorCode: 'STATUS_INVALID', fieldPath: '$.status' });
    expect((await setStatus(submitted.prospectId, { status: 'Documents needed', statusNotes: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await setStatus('QA1', { status: 'Documents needed' })).statusCode).toBe(404);
    expect((await myApplications(submitted.token)).json().prospects[0].status).toBe('Assessing');
  });
});
