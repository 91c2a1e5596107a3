import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { bearer, createBody, createCall, lastCode, otpCall, outbox, person, readProspect } from './applicant/support';
import { agentWithToken, type TestAgent } from './agents.support';

describe.each(databases())('customer invites ($name)', ({ db }) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await testApp(db);
    agent = await agentWithToken(t.app, { name: 'Nadia Officer', roCode: '6060' });
  });
  afterAll(async () => t.close());

  const invite = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/agent/createInvite', headers: bearer(agent.token), payload: body });
  const open = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/invites/open', payload: { invite: token } });

  /** Sends an invite and reads the link's token from the e-mail, as the customer would. */
  async function sentInvite(custEmail: string) {
    const res = await invite({ custName: 'Huda  Al Mansoori', custEmail });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await outbox(t.app)).find((m) => m.channel === 'email' && m.to === custEmail);
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    return { res, mail: mail!, link, token: link.searchParams.get('invite')! };
  }

  it('checks the form: name required, letters and spaces, at most 79; e-mail required, at most 50', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ custEmail: 'a@example.com' }, '$.custName', 'Customer name is not filled'],
      [
        { custName: 'Huda 2', custEmail: 'a@example.com' },
        '$.custName',
        'Customer name can hold letters of any language, spaces, hyphens, apostrophes and dots, and starts with a letter',
      ],
      [{ custName: 'H'.repeat(80), custEmail: 'a@example.com' }, '$.custName', 'Maximum 79 characters allowed'],
      [{ custName: 'Huda' }, '$.custEmail', 'Customer e-mail is not filled'],
      [{ custName: 'Huda', custEmail: 'not-an-email' }, '$.custEmail', 'Enter a valid e-mail address'],
      [{ custName: 'Huda', custEmail: `${'a'.repeat(45)}@ex.com` }, '$.custEmail', 'Maximum 50 characters allowed'],
    ];
    for (const [body, fieldPath, message] of cases) {
      const res = await invite(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ fieldPath, message }));
    }
    expect((await outbox(t.app)).some((m) => m.to === 'a@example.com')).toBe(false);
  });

  it("takes a name by the product's own name rule: apostrophes, hyphens and letters of any language", async () => {
    for (const custName of ["Sara O'Neil-Ahmed", 'Zoë Al-Hāshimi', 'محمد بن راشد']) {
      const res = await invite({ custName, custEmail: `n${Math.random().toString(36).slice(2, 8)}@example.com` });
      expect(res.statusCode, `${custName}: ${res.body}`).toBe(200);
    }
  });

  it('sends an e-mail with a link carrying the RO code; the link opens as often as followed, is used up by the application it starts, and sets roCode with validRoCode Y', async () => {
    const customer = person();
    const { res, mail, link, token } = await sentInvite(customer.email);
    expect(res.json()).toMatchObject({
      inviteStatus: 'SENT',
      inviteResponse: { custName: 'Huda Al Mansoori', custEmail: customer.email, roCode: '6060', roAgentId: agent.agentId },
    });
    expect(mail.subject).toBe('Your invitation to open a business account');
    expect(mail.body).toContain('Dear Huda Al Mansoori');
    expect(mail.body).toContain('Nadia Officer');
    expect(link.pathname).toBe('/business/application-redirect');
    expect(link.searchParams.get('rocode')).toBe('6060');
    expect(token.length).toBeGreaterThan(30);
    const stored = await t.app.db.execute(sql`SELECT token_hash FROM invites`);
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const first = await open(token);
    expect(first.statusCode).toBe(200);
    // whom the officer invited: Basic Information starts with them
    expect(first.json()).toEqual({ roCode: '6060', validRoCode: 'Y', custName: 'Huda Al Mansoori', custEmail: customer.email });
    // a second click from the e-mail opens it again: nothing was started with it yet
    const again = await open(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ roCode: '6060', validRoCode: 'Y' });

    const created = await createCall(t.app, customer, { ...createBody(customer), invite: token });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().validRoCode).toBe('Y');
    const { prospectId } = created.json();
    const verified = await otpCall(t.app, 'verify', customer, { prospectId, otpToken: await lastCode(t.app, customer) });
    const record = (await readProspect(t.app, verified.json().access_token, prospectId)).json();
    expect(record.applicantInfo).toMatchObject({ roCode: '6060', validRoCode: 'Y' });

    // the same invite cannot make a second application, and the link now says so in its own words
    const twice = await t.app.inject({ method: 'POST', url: '/api/v1/users/sme/prospects', payload: { ...createBody(person()), invite: token } });
    expect(twice.statusCode).toBe(410);
    expect(twice.json().errors[0].errorCode).toBe('EXP101');
    const used = await open(token);
    expect(used.statusCode).toBe(410);
    expect(used.json().errors[0].message).toMatch(/^This invitation link has expired or has already been used to start an application\./);
  });

  it('an expired or unknown link answers EXP101', async () => {
    const { token } = await sentInvite(person().email);
    await t.app.db.execute(sql`UPDATE invites SET expires_at = now() - interval '1 second' WHERE prospect_id IS NULL`);
    const expired = await open(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0]).toMatchObject({
      errorCode: 'EXP101',
      message: 'This invitation link has expired or has already been used to start an application. Please ask your relationship officer for a new one.',
    });
    expect((await open('made-up-token')).json().errors[0].errorCode).toBe('EXP101');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/invites/open', payload: {} })).statusCode).toBe(400);
  });

  it('an invite is valid 7 days', async () => {
    const { res } = await sentInvite(person().email);
    const days = (Date.parse(res.json().inviteResponse.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('an agent code typed by the applicant is valid (Y) only when an agent has it', async () => {
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sme/prospects',
      payload: { ...createBody(person()), applicantInfo: { ...person(), roCode: '6060' } },
    });
    expect(known.json().validRoCode).toBe('Y');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sme/prospects',
      payload: { ...createBody(person()), applicantInfo: { ...person(), roCode: '999999' } },
    });
    expect(unknown.json().validRoCode).toBe('N');
  });

  const invites = async (token = agent.token) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/agent/invites', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().invites as Array<{ id: number; custEmail: string; state: string; openedAt: string | null; sentCount: number; prospectId: string | null }>;
  };
  const act = (id: number, action: 'resend' | 'revoke', token = agent.token) =>
    t.app.inject({ method: 'POST', url: `/api/v1/agent/invites/${id}/${action}`, headers: bearer(token) });

  it('tracks each invite: sent, opened, started, expired; resent with a new link (the old one stops) and revoked', async () => {
    const customer = person();
    const { token } = await sentInvite(customer.email);
    const mine = () => invites().then((list) => list.find((i) => i.custEmail === customer.email)!);
    expect((await mine()).state).toBe('sent');
    expect((await open(token)).statusCode).toBe(200);
    const opened = await mine();
    expect(opened.state).toBe('opened');
    expect(opened.openedAt).not.toBeNull();

    // resent: a new e-mail with a new link; the first link opens nothing any more
    const resent = await act(opened.id, 'resend');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ sentCount: 2 });
    const mails = (await outbox(t.app)).filter((m) => m.channel === 'email' && m.to === customer.email);
    expect(mails).toHaveLength(2);
    const links = mails.map((m) => new URL(m.body.match(/https?:\/\/\S+/)![0]).searchParams.get('invite')!);
    const fresh = links.find((link) => link !== token)!;
    expect(new Set(links).size).toBe(2);
    expect((await open(token)).statusCode).toBe(410);
    expect((await open(fresh)).statusCode).toBe(200);

    // started with the new link: it cannot be resent or revoked any more
    const created = await createCall(t.app, customer, { ...createBody(customer), invite: fresh });
    expect(created.statusCode, created.body).toBe(200);
    expect(await mine()).toMatchObject({ state: 'started', prospectId: created.json().prospectId });
    expect((await act(opened.id, 'resend')).json().errors[0].errorCode).toBe('INVITE_CLOSED');
    expect((await act(opened.id, 'revoke')).statusCode).toBe(409);

    // another invite revoked: its link opens nothing, and an application cannot start with it
    const other = person();
    const second = await sentInvite(other.email);
    const id = (await invites()).find((i) => i.custEmail === other.email)!.id;
    expect((await act(id, 'revoke')).json().state).toBe('revoked');
    expect((await open(second.token)).statusCode).toBe(410);
    expect((await createCall(t.app, other, { ...createBody(other), invite: second.token })).statusCode).toBe(410);

    // and one past its days is expired
    const late = person();
    await sentInvite(late.email);
    await t.app.db.execute(sql`UPDATE invites SET expires_at = now() - interval '1 second' WHERE cust_email = ${late.email}`);
    expect((await invites()).find((i) => i.custEmail === late.email)!.state).toBe('expired');
  });

  it('an officer follows and acts on their own invites, a supervisor on everyone’s', async () => {
    const customer = person();
    await sentInvite(customer.email);
    const id = (await invites()).find((i) => i.custEmail === customer.email)!.id;
    const other = await agentWithToken(t.app, { roCode: '6061' });
    expect((await invites(other.token)).some((i) => i.id === id)).toBe(false);
    expect((await act(id, 'revoke', other.token)).statusCode).toBe(404);
    const supervisor = await agentWithToken(t.app, { roCode: '6062', supervisor: true });
    expect((await invites(supervisor.token)).some((i) => i.id === id)).toBe(true);
    const resent = await act(id, 'resend', supervisor.token);
    expect(resent.statusCode, resent.body).toBe(200);
    // the link keeps the inviting officer's code
    const mails = (await outbox(t.app)).filter((m) => m.channel === 'email' && m.to === customer.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(new URL(mail.body.match(/https?:\/\/\S+/)![0]).searchParams.get('rocode')).toBe('6060');
    expect((await act(999_999_999, 'revoke')).statusCode).toBe(404);
  });
});
