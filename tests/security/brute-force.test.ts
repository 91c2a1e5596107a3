import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpRules } from '../../src/server/domain/otp';
import { agentRules } from '../../src/server/domain/agents';
import { agentWithToken, login, type TestAgent } from '../server/agents.support';
import { createCall, lastCode, otpCall, outbox, person, type Person } from '../server/applicant/support';
import { testApp, type TestApp } from '../server/helpers/app';

/** One-time-code and agent-login brute force, on one app. */

/** A wrong code for this right one (same length, never equal). */
const wrong = (code: string, n: number) => String((Number(code) + 1 + n) % 10 ** code.length).padStart(code.length, '0');

/** A code asked for `p` from the client address `from`. */
const generateFrom = (app: FastifyInstance, p: Person, from: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/otp',
    payload: { action: 'generate', email: p.email, countryCode: p.countryCode, mobileNo: p.mobileNo },
    remoteAddress: from,
  });

/** The answer without what differs by nature between two calls (request id, expiry time). */
function shape(res: LightMyRequestResponse) {
  const body = res.json() as Record<string, unknown>;
  delete body.requestId;
  if (typeof body.otpTokenValidUntil === 'string') body.otpTokenValidUntil = 'time';
  return { status: res.statusCode, body, retryAfter: res.headers['retry-after'] };
}

describe('brute force', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let agent: TestAgent;

  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' });
    app = t.app;
    agent = await agentWithToken(app);
  });
  afterAll(async () => t?.close());

  describe('one-time codes', () => {
    it('compares at most 4 of 30 parallel guesses per code', async () => {
      const { maxAttempts } = otpRules(app.bundle);
      const p = person();
      expect((await otpCall(app, 'generate', p)).statusCode).toBe(200);
      const code = await lastCode(app, p);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => otpCall(app, 'verify', p, { otpToken: wrong(code, i) })));
      // each counted guess says how many are left, once each: 3, 2, 1; all others find the code dead
      const left = answers.map((res) => (res.json() as { attemptsLeft: number }).attemptsLeft).filter((n) => n > 0);
      expect(left.sort()).toEqual(Array.from({ length: maxAttempts - 1 }, (_, i) => i + 1));
      expect((await otpCall(app, 'verify', p, { otpToken: code })).statusCode).toBe(400);
    });

    it('takes at most 4 guesses per code: the right code after 4 wrong ones is refused', async () => {
      const rules = otpRules(app.bundle);
      expect(rules.maxAttempts).toBe(4);
      const p = person();
      expect((await otpCall(app, 'generate', p)).statusCode).toBe(200);
      const code = await lastCode(app, p);
      const left: number[] = [];
      for (let i = 0; i < rules.maxAttempts; i += 1) {
        const res = await otpCall(app, 'verify', p, { otpToken: wrong(code, i) });
        expect(res.statusCode).toBe(400);
        left.push((res.json() as { attemptsLeft: number }).attemptsLeft);
      }
      expect(left).toEqual([3, 2, 1, 0]);
      const right = await otpCall(app, 'verify', p, { otpToken: code });
      expect(right.statusCode).toBe(400);
      expect(right.json()).not.toHaveProperty('access_token');
    });

    it('stops a phone and e-mail pair at the send limit, and a stranger who knows one of them cannot stop its owner', async () => {
      const { maxSends } = otpRules(app.bundle).sendLimit;
      const p = person();
      const created = await createCall(app, p);
      expect(created.statusCode).toBe(200); // the first code
      for (let i = 1; i < maxSends; i += 1) expect((await otpCall(app, 'resend', p)).statusCode).toBe(200);
      const codeBefore = await lastCode(app, p);
      const res = await otpCall(app, 'resend', p);
      expect(res.statusCode).toBe(429);
      expect((res.json() as { errors: Array<{ errorCode: string }> }).errors[0].errorCode).toBe('OTP_SEND_LIMIT');
      expect((await otpCall(app, 'generate', p)).statusCode).toBe(429);
      expect(await lastCode(app, p)).toBe(codeBefore);
      // so one window allows maxSends × maxAttempts guesses in all
      const guesses: number[] = [];
      for (let i = 0; i < 6; i += 1) guesses.push((await otpCall(app, 'verify', p, { otpToken: wrong(codeBefore, i) })).statusCode);
      expect(guesses).toEqual([400, 400, 400, 400, 400, 400]);
      expect((await otpCall(app, 'verify', p, { otpToken: codeBefore })).statusCode).toBe(400);
      // the phone with another e-mail, or the e-mail with another phone, is another pair (paced per phone and e-mail: otp-pace.test.ts)
      for (const other of [
        { ...p, email: `other.${p.email}` },
        { ...p, mobileNo: `5${p.mobileNo.slice(1, -1)}9` },
      ]) {
        expect((await otpCall(app, 'generate', other)).statusCode).toBe(200);
      }
    });

    it('sends at most the per-address limit of codes to different phones from one client address, in any burst', async () => {
      const { perAddress } = otpRules(app.bundle).sendLimit;
      const people = Array.from({ length: perAddress.max + 20 }, () => person());
      const answers = await Promise.all(people.map((p) => generateFrom(app, p, '10.30.0.1')));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(perAddress.max);
      const refused = answers.filter((res) => res.statusCode === 429);
      expect(refused).toHaveLength(20);
      const body = refused[0].json() as { errors: Array<{ errorCode: string; message: string }>; retryAfterSec: number };
      expect(body.errors[0].errorCode).toBe('OTP_ADDRESS_LIMIT');
      expect(body.errors[0].message).toMatch(new RegExp(`in ${Math.ceil(perAddress.windowSec / 60)} min`));
      expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(perAddress.windowSec - 60);
      // the refused ones got no code; another address still gets one
      const sent = new Set((await outbox(app)).map((m) => m.to));
      expect(people.filter((p) => sent.has(`+${p.countryCode}${p.mobileNo}`))).toHaveLength(perAddress.max);
      expect((await generateFrom(app, people.at(-1)!, '10.30.0.2')).statusCode).toBe(200);
    });

    it("a send refused for its phone does not use up the address's sends", async () => {
      const { maxSends, perAddress } = otpRules(app.bundle).sendLimit;
      const p = person();
      for (let i = 0; i < maxSends; i += 1) expect((await generateFrom(app, p, '10.30.1.1')).statusCode).toBe(200);
      for (let i = 0; i < perAddress.max; i += 1) expect((await generateFrom(app, p, '10.30.1.1')).json().errors[0].errorCode).toBe('OTP_SEND_LIMIT');
      const others = Array.from({ length: perAddress.max - maxSends }, () => person());
      for (const other of others) expect((await generateFrom(app, other, '10.30.1.1')).statusCode).toBe(200);
      expect((await generateFrom(app, person(), '10.30.1.1')).statusCode).toBe(429);
    });

    it('answers the same for a person with an application and for an unknown person', async () => {
      const known = person();
      const created = await createCall(app, known);
      expect(created.statusCode).toBe(200);
      const unknown: Person = person();
      const pairs: Array<[LightMyRequestResponse, LightMyRequestResponse]> = [];
      const both = async (call: (p: Person) => Promise<LightMyRequestResponse>) => pairs.push([await call(known), await call(unknown)]);
      await both((p) => otpCall(app, 'generate', p));
      await both((p) => otpCall(app, 'verify', p, { otpToken: 'abcdef' }));
      await both(async (p) => otpCall(app, 'verify', p, { otpToken: wrong(await lastCode(app, p), 0) }));
      await both((p) => otpCall(app, 'resend', p)); // the known one's 3rd send, the unknown one's 2nd
      await both((p) => otpCall(app, 'resend', p)); // the known one's 4th: over the limit
      await both((p) => otpCall(app, 'resend', p));
      await both((p) => otpCall(app, 'verify', { ...p, email: `nobody.${p.email}` }, { otpToken: '123456' }));
      for (const [a, b] of pairs.slice(0, 3)) expect(shape(a)).toEqual(shape(b));
      for (const [a, b] of pairs.slice(6)) expect(shape(a)).toEqual(shape(b));
      // the send limit counts the creation's code like any other: the same number of sends locks both alike
      expect(pairs.slice(3, 6).map(([a]) => a.statusCode)).toEqual([200, 429, 429]);
      expect(pairs.slice(3, 6).map(([, b]) => b.statusCode)).toEqual([200, 200, 429]);
      expect(shape(pairs[5][0])).toEqual(shape(pairs[5][1]));
    });
  });

  describe('agent login', () => {
    it('locks a user name at an address after the failure limit, the right password included; from elsewhere the officer gets in', async () => {
      const { maxFailures } = agentRules(app.bundle).login;
      const target = await agentWithToken(app);
      for (let i = 0; i < maxFailures; i += 1) expect((await login(app, target.userName, `guess-${i}-wrong-password`, '10.20.0.1')).statusCode).toBe(401);
      const res = await login(app, target.userName, target.password, '10.20.0.1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).not.toHaveProperty('access_token');
      // five failures do not shut out the officers behind that address, nor this officer elsewhere
      expect((await login(app, agent.userName, agent.password, '10.20.0.1')).statusCode).toBe(200);
      expect((await login(app, target.userName, target.password, '10.20.1.1')).statusCode).toBe(200);
    });

    it('slows an address trying many user names (429 with Retry-After)', async () => {
      const { addressMaxFailures } = agentRules(app.bundle).login;
      for (let i = 0; i < addressMaxFailures; i += 1) expect((await login(app, `nobody.${i}`, 'whatever-password', '10.30.0.1')).statusCode).toBe(401);
      const res = await login(app, agent.userName, agent.password, '10.30.0.1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // the same agent from elsewhere still gets in
      expect((await login(app, agent.userName, agent.password, '10.30.0.2')).statusCode).toBe(200);
    });

    it('checks at most the limit of 30 parallel wrong passwords', async () => {
      const { maxFailures } = agentRules(app.bundle).login;
      const target = await agentWithToken(app);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(app, target.userName, `parallel-${i}-wrong`, '10.50.0.1')));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(maxFailures);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - maxFailures);
    });

    it('answers an unknown user and a wrong password alike', async () => {
      const unknownUser = await login(app, 'no.such.officer', 'some-password-1', '10.40.0.1');
      const wrongPassword = await login(app, agent.userName, 'some-password-1', '10.40.0.2');
      expect(shape(unknownUser)).toEqual(shape(wrongPassword));
      expect(unknownUser.statusCode).toBe(401);
    });
  });
});

describe('the per-network send limit', () => {
  it('lets one network (many addresses of one /24) send at most perNetwork.max codes, so it cannot fill the service-wide limit', async () => {
    const t = await testApp({ kind: 'pglite' });
    try {
      const { perNetwork, overall } = otpRules(t.app.bundle).sendLimit;
      expect(perNetwork.max).toBeLessThan(overall.max);
      const people = Array.from({ length: perNetwork.max + 5 }, () => person());
      const answers: LightMyRequestResponse[] = [];
      for (const [i, p] of people.entries()) answers.push(await generateFrom(t.app, p, `203.0.113.${1 + (i % 250)}`));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(perNetwork.max);
      const refused = answers.slice(perNetwork.max);
      expect(refused.map((res) => res.json().errors[0].errorCode)).toEqual(refused.map(() => 'OTP_ADDRESS_LIMIT'));
      // the same network over IPv6-mapped addresses counts as one too; another network still gets its code
      expect((await generateFrom(t.app, person(), '::ffff:203.0.113.77')).statusCode).toBe(429);
      expect((await generateFrom(t.app, person(), '198.51.100.7')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the service-wide send limit', () => {
  it('sends at most the overall limit of codes in its window across all addresses, then says when to ask again', async () => {
    const t = await testApp({ kind: 'pglite' });
    try {
      const { overall } = otpRules(t.app.bundle).sendLimit;
      const people = Array.from({ length: overall.max + 5 }, () => person());
      const answers: LightMyRequestResponse[] = [];
      // each from an address on a network of its own: no per-address or per-network limit is near
      for (const [i, p] of people.entries()) answers.push(await generateFrom(t.app, p, `10.${40 + (i >> 8)}.${i & 255}.1`));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(overall.max);
      const refused = answers.slice(overall.max);
      expect(refused.map((res) => res.statusCode)).toEqual(refused.map(() => 429));
      expect(refused[0].json().errors[0].errorCode).toBe('OTP_SERVICE_BUSY');
      expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused[0].headers['retry-after'])).toBeLessThanOrEqual(overall.windowSec);
      // the newest messages are the last allowed person's; nobody refused got a code
      const sent = new Set((await outbox(t.app)).map((m) => m.to));
      const phone = (p: Person) => `+${p.countryCode}${p.mobileNo}`;
      expect(sent.has(phone(people[overall.max - 1]))).toBe(true);
      expect(people.slice(overall.max).filter((p) => sent.has(phone(p)))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('forged forwarding headers behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' }, { trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  /** A code asked through the proxy: the client wrote `forged` into X-Forwarded-For, the proxy added the address it saw. */
  const throughProxy = (p: Person, forged: string, seen: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/otp',
      payload: { action: 'generate', email: p.email, countryCode: p.countryCode, mobileNo: p.mobileNo },
      remoteAddress: '10.99.0.1',
      headers: { 'x-forwarded-for': `${forged}, ${seen}` },
    });

  it('counts every send at the address the proxy saw: 283 sends under 40 forged addresses never fill the service for others', async () => {
    const { perAddress } = otpRules(t.app.bundle).sendLimit;
    const answers: number[] = [];
    const codes: string[] = [];
    for (let i = 0; i < 283; i += 1) {
      const res = await throughProxy(person(), `198.51.${i % 40}.${i % 7}`, '203.0.113.7');
      answers.push(res.statusCode);
      if (res.statusCode === 429) codes.push((res.json() as { errors: Array<{ errorCode: string }> }).errors[0].errorCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(perAddress.max);
    expect(new Set(codes)).toEqual(new Set(['OTP_ADDRESS_LIMIT']));
    // a customer on another network still gets a code
    expect((await throughProxy(person(), '198.51.0.0', '192.0.2.44')).statusCode).toBe(200);
  });
});
