import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRules } from '../../src/server/domain/agents';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, bearer } from './applicant/support';
import { agentWithToken, login } from './agents.support';

describe.each(databases())('agent login and roles ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  it('logs an agent in: an agent token with name, RO code and id', async () => {
    const agent = await agentWithToken(t.app, { userName: 'Sara.Officer', name: 'Sara Officer', roCode: '5150', password: 'a-long-password-1' });
    const res = await login(t.app, '  sara.officer ', 'a-long-password-1', '10.9.0.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ agentName: 'Sara Officer', roCode: '5150', agentId: agent.agentId });
    const claims = await t.app.tokens.verify(body.access_token);
    expect(claims).toMatchObject({ aud: 'agent', roCode: '5150', agentName: 'Sara Officer' });
    expect(JSON.stringify(claims)).not.toContain('a-long-password-1');
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const agent = await agentWithToken(t.app);
    const wrong = await login(t.app, agent.userName, 'not-the-password', '10.9.1.1');
    const unknown = await login(t.app, 'nobody.here', 'not-the-password', '10.9.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().errors[0]).toMatchObject({ errorCode: 'AGENT_LOGIN_FAILED', message: 'The user name or password is incorrect.' });
  });

  it('says which fields are missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/authenticate', payload: { userName: '' } });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors.map((e: { fieldPath: string }) => e.fieldPath)
      .sort();
    expect(paths).toEqual(['$.password', '$.userName']);
    expect(res.json().errors.find((e: { fieldPath: string }) => e.fieldPath === '$.password').message).toBe('Password is not filled');
  });

  it('locks a user name at one address after 5 failures within 15 minutes, the right password included; elsewhere the officer still logs in', async () => {
    const agent = await agentWithToken(t.app);
    for (let i = 0; i < 5; i += 1) expect((await login(t.app, agent.userName, `wrong-${i}`, '10.9.2.1')).statusCode).toBe(401);
    const locked = await login(t.app, agent.userName, agent.password, '10.9.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatchObject({
      errorCode: 'AGENT_LOGIN_LOCKED',
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // the same officer from elsewhere, and another officer from that address, are not affected
    expect((await login(t.app, agent.userName, agent.password, '10.9.2.99')).statusCode).toBe(200);
    const other = await agentWithToken(t.app);
    expect((await login(t.app, other.userName, other.password, '10.9.2.1')).statusCode).toBe(200);
  });

  it('slows an address failing across many user names (429 with Retry-After); the officers still log in from elsewhere', async () => {
    const { addressMaxFailures } = agentRules(t.app.bundle).login;
    const agent = await agentWithToken(t.app);
    for (let i = 0; i < addressMaxFailures; i += 1) expect((await login(t.app, `guess.${i}`, 'x', '10.9.3.1')).statusCode).toBe(401);
    const slowed = await login(t.app, agent.userName, agent.password, '10.9.3.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t.app, agent.userName, agent.password, '10.9.3.2')).statusCode).toBe(200);
  });

  it('a success clears the failures of that user name at that address', async () => {
    const agent = await agentWithToken(t.app);
    for (let i = 0; i < 4; i += 1) await login(t.app, agent.userName, 'wrong', '10.9.4.1');
    expect((await login(t.app, agent.userName, agent.password, '10.9.4.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(t.app, agent.userName, 'wrong', '10.9.4.1')).statusCode).toBe(401);
    expect((await login(t.app, agent.userName, agent.password, '10.9.4.1')).statusCode).toBe(200);
  });

  it('agent-only routes refuse customer tokens, customer-only routes refuse agent tokens', async () => {
    const agent = await agentWithToken(t.app);
    const customer = await applicantWithToken(t.app);
    const agentOnly = [
      { method: 'POST' as const, url: '/api/v1/usertypes/agent/prospects/search', payload: { email: customer.applicant.email } },
      { method: 'GET' as const, url: `/api/v1/usertypes/agent/prospects/${customer.prospectId}` },
      { method: 'POST' as const, url: `/api/v1/agent/prospects/${customer.prospectId}/edit` },
      { method: 'DELETE' as const, url: `/api/v1/agent/prospects/${customer.prospectId}/edit` },
      { method: 'POST' as const, url: `/api/v1/agent/prospects/${customer.prospectId}/status`, payload: { status: 'Documents needed' } },
      { method: 'POST' as const, url: '/api/v1/agent/createInvite', payload: { custName: 'Amal Haddad', custEmail: 'amal@example.com' } },
    ];
    for (const call of agentOnly) {
      const res = await t.app.inject({ ...call, headers: bearer(customer.token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url} without a token`).toBe(401);
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/usertypes/sme/prospects', headers: bearer(agent.token) });
    expect(mine.statusCode).toBe(401);
    // and the agent's token works on its own routes
    const ok = await t.app.inject({ method: 'GET', url: `/api/v1/usertypes/agent/prospects/${customer.prospectId}`, headers: bearer(agent.token) });
    expect(ok.statusCode).toBe(200);
  });

  it('logout ends the agent token', async () => {
    const agent = await agentWithToken(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(agent.token) })).statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usertypes/agent/prospects/search',
      headers: bearer(agent.token),
      payload: { email: 'a@b.co' },
    });
    expect(after.statusCode).toBe(401);
  });
});
