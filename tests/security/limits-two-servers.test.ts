import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { agentRules, hashPassword, insertAgent } from '../../src/server/domain/agents';
import { otpRules } from '../../src/server/domain/otp';
import { readKeys } from '../../src/server/domain/tokens';
import { login } from '../server/agents.support';
import { createCall, lastCode, otpCall, person } from '../server/applicant/support';
import { twoAppsSharing } from '../server/helpers/app';

/**
 * Limits are counted in the database in one atomic step that reserves the attempt
 * before the check, so 50 parallel requests split over two servers on one PostgreSQL exceed no
 * limit by even one. (Two servers share a database only on PostgreSQL: CI runs this there.)
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('limits across two servers on PostgreSQL', () => {
  let apps: [FastifyInstance, FastifyInstance];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ apps, close } = await twoAppsSharing(url!));
  });
  afterAll(async () => close?.());
  const split = <T>(count: number, call: (app: FastifyInstance, i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => call(apps[i % 2], i)));

  it('agent login: 50 parallel wrong passwords, exactly the limit of them checked', async () => {
    const rules = agentRules(apps[0].bundle);
    await insertAgent(apps[0].db, {
      userName: 'race.officer',
      name: 'Race Officer',
      roCode: '4242',
      passwordHash: await hashPassword('the-right-password-1', rules.password),
    });
    const answers = await split(50, (app, i) => login(app, 'race.officer', `wrong-${i}-password`, '10.60.0.1'));
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(rules.login.maxFailures);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(50 - rules.login.maxFailures);
  });

  it('one-time code: 50 parallel guesses, exactly the limit of them compared', async () => {
    const { maxAttempts } = otpRules(apps[0].bundle);
    const p = person();
    expect((await otpCall(apps[0], 'generate', p)).statusCode).toBe(200);
    const code = await lastCode(apps[1], p);
    const wrong = (n: number) => String((Number(code) + 1 + n) % 10 ** code.length).padStart(code.length, '0');
    const answers = await split(50, (app, i) => otpCall(app, 'verify', p, { otpToken: wrong(i) }));
    const left = answers.map((res) => (res.json() as { attemptsLeft: number }).attemptsLeft).filter((n) => n > 0);
    expect(left.sort()).toEqual(Array.from({ length: maxAttempts - 1 }, (_, i) => i + 1));
    expect((await otpCall(apps[1], 'verify', p, { otpToken: code })).statusCode).toBe(400);
  });

  it('code sends: 50 parallel resends for one phone, exactly the limit of them sent', async () => {
    const { maxSends } = otpRules(apps[0].bundle).sendLimit;
    const p = person();
    expect((await createCall(apps[0], p)).statusCode).toBe(200);
    const answers = await split(50, (app) => otpCall(app, 'resend', p));
    // the creation's code is the first of the window
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(maxSends - 1);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(50 - (maxSends - 1));
  });

  it('code sends from one address: 50 parallel, to 50 phones, exactly the per-address limit of them sent', async () => {
    const { perAddress } = otpRules(apps[0].bundle).sendLimit;
    const answers = await split(50, (app) => {
      const p = person();
      return app.inject({
        method: 'POST',
        url: '/api/v1/otp',
        payload: { action: 'generate', email: p.email, countryCode: p.countryCode, mobileNo: p.mobileNo },
        remoteAddress: '10.60.1.1',
      });
    });
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(perAddress.max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(50 - perAddress.max);
  });
});

describe.runIf(url)('two servers on PostgreSQL without JWT_SECRET', () => {
  it("share the signing keys kept in the database: each accepts the other's tokens, which name their key", async () => {
    const {
      apps: [first, second],
      close,
    } = await twoAppsSharing(url!, { jwtSecret: undefined });
    try {
      const p = person();
      const created = await createCall(first, p);
      expect(created.statusCode).toBe(200);
      const verified = await otpCall(second, 'verify', p, { otpToken: await lastCode(first, p) });
      expect(verified.statusCode, verified.body).toBe(200);
      const token = verified.json().access_token as string;
      const read = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${created.json().prospectId}`, headers: { authorization: `Bearer ${token}` } });
      expect((await read(first)).statusCode).toBe(200);
      expect((await read(second)).statusCode).toBe(200);
      const keys = await readKeys(first.db);
      expect(keys).toHaveLength(1);
      expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256', kid: keys[0].kid });
    } finally {
      await close();
    }
  });
});
