import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer, createBody, createCall, lastCode, otpCall, person, readProspect } from './applicant/support';
import { agentWithToken } from './agents.support';

describe.each(databases())('come-back journey: code by mobile + e-mail, My Applications ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  const myApplications = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/usertypes/sme/prospects', headers: token ? bearer(token) : {} });

  it('a returning customer proves a code without a prospectId and sees all applications of that mobile and e-mail', async () => {
    const first = await applicantWithToken(t.app);
    const second = await createCall(t.app, first.applicant, createBody(first.applicant, { applicationInfo: { accountType: 'starter', islamicBanking: true } }));
    expect(second.statusCode, second.body).toBe(200);
    const secondId = second.json().prospectId as string;
    const stranger = await applicantWithToken(t.app);

    const generated = await otpCall(t.app, 'generate', first.applicant);
    expect(generated.statusCode).toBe(200);
    const verified = await otpCall(t.app, 'verify', first.applicant, { otpToken: await lastCode(t.app, first.applicant) });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json().access_token as string;

    const res = await myApplications(token);
    expect(res.statusCode).toBe(200);
    const list = res.json().prospects as Array<Record<string, unknown>>;
    expect(list.map((p) => p.prospectId).sort()).toEqual([first.prospectId, secondId].sort());
    expect(list.map((p) => p.prospectId)).not.toContain(stranger.prospectId);
    const one = list.find((p) => p.prospectId === first.prospectId)!;
    expect(one).toMatchObject({ accountType: 'Current Account', islamicBanking: false, status: 'Incomplete', statusNotes: '', roEditing: false });
    expect(Object.keys(one).sort()).toEqual([
      'accountType',
      'companyName',
      'createdAt',
      'duplicateOf',
      'islamicBanking',
      'prospectId',
      'roEditing',
      'status',
      'statusNotes',
      'updatedAt',
      'viewId',
    ]);
    // the second one was stopped by the dedupe check (same phone and e-mail as a draft): closed as a copy of the first, not declined
    expect(list.find((p) => p.prospectId === secondId)).toMatchObject({
      accountType: 'starter',
      islamicBanking: true,
      status: 'Duplicate',
      duplicateOf: first.prospectId,
    });
    expect(one.duplicateOf).toBeNull();

    // doing as told (come back and go on with the first) works: the copy never counts against it
    const stored = (await readProspect(t.app, token, first.prospectId)).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/usertypes/sme/prospects/${first.prospectId}`,
      headers: bearer(token),
      payload: { ...stored, organizationInfo: { ...stored.organizationInfo, companyName: 'Falcon Trading' }, saveType: 'save', actionType: 'save' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preScreening.statusOverAll).toBe('continue');
    const after = (await myApplications(token)).json().prospects as Array<Record<string, unknown>>;
    expect(after.find((p) => p.prospectId === first.prospectId)).toMatchObject({ status: 'Incomplete', companyName: 'Falcon Trading' });

    // the come-back token opens each of them, and nothing else
    expect((await readProspect(t.app, token, first.prospectId)).statusCode).toBe(200);
    expect((await readProspect(t.app, token, stranger.prospectId)).statusCode).toBe(404);
  });

  it('answers the same for someone with no application, who then sees an empty list', async () => {
    const nobody = person();
    const generated = await otpCall(t.app, 'generate', nobody);
    expect(generated.statusCode).toBe(200);
    expect(Object.keys(generated.json()).sort()).toEqual(['mode', 'otpTokenValidUntil', 'otpTokenValidityInSec']);
    const verified = await otpCall(t.app, 'verify', nobody, { otpToken: await lastCode(t.app, nobody) });
    expect(verified.statusCode).toBe(200);
    expect((await myApplications(verified.json().access_token)).json()).toEqual({ prospects: [] });
  });

  it('a wrong code opens nothing; the list needs a customer token', async () => {
    const customer = await applicantWithToken(t.app);
    const wrong = await otpCall(t.app, 'verify', customer.applicant, {
      otpToken: '000000' === (await lastCode(t.app, customer.applicant)) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().access_token).toBeUndefined();
    expect((await myApplications()).statusCode).toBe(401);
    const agent = await agentWithToken(t.app);
    expect((await myApplications(agent.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/usertypes/retail/prospects', headers: bearer(customer.token) })).statusCode).toBe(404);
  });
});
