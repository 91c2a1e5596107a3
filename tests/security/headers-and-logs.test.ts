import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DevOutboxInProductionError } from '../../src/server/app';
import { readEnv } from '../../src/server/env';
import { agentRules, hashPassword, insertAgent } from '../../src/server/domain/agents';
import { readOutbox } from '../../src/server/domain/mail';
import { bearer, createCall, person } from '../server/applicant/support';
import { login } from '../server/agents.support';
import { uploadToken } from '../server/documents-helpers';
import { testApp, type TestApp } from '../server/helpers/app';
import { appRoutes, memoryLog } from './support';

/**
 * A production app whose log goes to memory: its security headers, the absence
 * of the dev tools, and a log holding no one-time code, password or token.
 */

// No 'unsafe-eval': the browser validates with code generated at build time.
const CSP =
  "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data:;font-src 'self' data:;connect-src 'self';object-src 'none';form-action 'self';frame-ancestors 'none';upgrade-insecure-requests";

describe('the dev outbox is there only when asked for', () => {
  it('a server started as `npm start` starts it (no NODE_ENV, no DEV_OUTBOX) has none, and prints each message on its console instead', async () => {
    const t = await testApp({ kind: 'pglite' }, { nodeEnv: 'development', devOutbox: false, echoMessages: true });
    const printed: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      expect(appRoutes(t.app).some((r) => r.url.includes('/dev/'))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
      const applicant = person();
      expect((await createCall(t.app, applicant)).statusCode).toBe(200);
      expect(printed.some((line) => line.startsWith(`Message to +${applicant.countryCode}${applicant.mobileNo}: `) && /\b\d{6}\b/.test(line))).toBe(true);
    } finally {
      spy.mockRestore();
      await t.close();
    }
  });

  it('DEV_OUTBOX with NODE_ENV=production: the server refuses to start', async () => {
    await expect(testApp({ kind: 'pglite' }, { nodeEnv: 'production', devOutbox: true })).rejects.toThrow(DevOutboxInProductionError);
    expect(readEnv({ DEV_OUTBOX: '1', JWT_SECRET: 'x'.repeat(40) }).devOutbox).toBe(true);
    expect(readEnv({ JWT_SECRET: 'x'.repeat(40) }).devOutbox).toBe(false);
  });
});

describe('production app', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const log = memoryLog();
  const secrets: Array<{ what: string; value: string }> = [];

  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' }, { nodeEnv: 'production', logger: { level: 'trace', stream: log.stream } });
    app = t.app;
  });
  afterAll(async () => t?.close());

  it('has no dev outbox (it would show the codes)', async () => {
    expect(appRoutes(app).some((r) => r.url.includes('/dev/'))).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
  });

  describe('security headers', () => {
    const apiAnswers = () =>
      Promise.all([
        app.inject({ method: 'GET', url: '/api/v1/health' }),
        app.inject({ method: 'GET', url: '/api/v1/usertypes/sme/prospects' }), // 401
        app.inject({ method: 'GET', url: '/api/v1/no-such-thing' }), // 404
        app.inject({ method: 'POST', url: '/api/v1/otp', payload: { action: 'nope' } }), // 400
      ]);
    // pages and scripts too (whatever their status: the policy rides on every answer)
    const answers = async () => [
      ...(await apiAnswers()),
      ...(await Promise.all([
        app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
        app.inject({ method: 'GET', url: '/studio', headers: { accept: 'text/html' } }),
        app.inject({ method: 'GET', url: '/assets/no-such-chunk.js' }),
      ])),
    ];

    it('sends the exact CSP on every route: scripts only from our origin, never inline, never evaluated, never framed', async () => {
      for (const res of await answers()) {
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toBe(CSP);
        expect(csp).not.toContain('unsafe-eval');
        const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '))!;
        expect(scriptSrc).toBe("script-src 'self'");
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
      }
    });

    it('sends HSTS, nosniff, DENY framing and no referrer', async () => {
      for (const res of await answers()) {
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      }
    });

    it('sends the rest of helmet’s headers on every answer (computed once at start, src/server/plugins/security-headers.ts)', async () => {
      for (const res of await answers()) {
        expect(res.headers).toMatchObject({
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-resource-policy': 'same-origin',
          'origin-agent-cluster': '?1',
          'x-dns-prefetch-control': 'off',
          'x-download-options': 'noopen',
          'x-permitted-cross-domain-policies': 'none',
          'x-xss-protection': '0',
        });
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('keeps no API answer in a cache, refusals included', async () => {
      for (const res of await apiAnswers()) expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  it('logs no code, password or token along a whole journey', async () => {
    // an applicant: creation sends a code, verification, reading, an upload token, logout
    const applicant = person();
    const created = await createCall(app, applicant);
    expect(created.statusCode).toBe(200);
    const { prospectId } = created.json() as { prospectId: string };
    const codeOf = async () =>
      (await readOutbox(app.db, 50)).find((m) => m.channel === 'sms' && m.to === `+${applicant.countryCode}${applicant.mobileNo}`)!.body.match(/\b\d{6}\b/)![0];
    const firstCode = await codeOf();
    const otp = (extra: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/otp',
        payload: { email: applicant.email, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo, ...extra },
      });
    expect((await otp({ action: 'verify', otpToken: firstCode === '000000' ? '111111' : '000000' })).statusCode).toBe(400);
    expect((await otp({ action: 'resend' })).statusCode).toBe(200);
    const code = await codeOf();
    const verified = await otp({ action: 'verify', otpToken: code, prospectId });
    expect(verified.statusCode).toBe(200);
    const token = (verified.json() as { access_token: string }).access_token;
    const read = await app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${prospectId}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    const jwt = await uploadToken(app, token, prospectId);
    // the browser's error report, sent with the token as a bare authorization header
    await app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: { authorization: token },
      payload: { messages: ['boom'], url: '/business/CompanyInfo' },
    });
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/v1/usertypes/sme/prospects/${prospectId}`, headers: bearer(token) })).statusCode).toBe(401);

    // an agent: a failed login, a login, a search
    const password = 'correct-horse-battery-staple-42';
    await insertAgent(app.db, {
      userName: 'log.officer',
      name: 'Log Officer',
      roCode: '4242',
      passwordHash: await hashPassword(password, agentRules(app.bundle).password),
    });
    expect((await login(app, 'log.officer', `${password}-typo`)).statusCode).toBe(401);
    const logged = await login(app, 'log.officer', password);
    expect(logged.statusCode).toBe(200);
    const agentToken = (logged.json() as { access_token: string }).access_token;
    const searched = await app.inject({
      method: 'POST',
      url: '/api/v1/usertypes/agent/prospects/search',
      headers: bearer(agentToken),
      payload: { leadNumber: prospectId },
    });
    expect(searched.statusCode).toBe(200);

    secrets.push(
      { what: 'the first code', value: firstCode },
      { what: 'the code', value: code },
      { what: 'the password', value: password },
      { what: 'the mistyped password', value: `${password}-typo` },
      { what: 'the customer token', value: token },
      { what: 'the slid customer token', value: String(read.headers.accesstoken) },
      { what: 'the upload token', value: jwt },
      { what: 'the agent token', value: agentToken },
      { what: 'the slid agent token', value: String(searched.headers.accesstoken) },
    );
    const text = log.text();
    expect(text).toContain('"reqId"'); // the log was captured
    expect(text).toContain('/api/v1/otp');
    for (const { what, value } of secrets) {
      expect(value.length, what).toBeGreaterThan(5);
      expect(text.includes(value), `the log holds ${what}`).toBe(false);
    }
    // no token signature either (a JWT cut in a log line would still leak it)
    for (const { value } of secrets.filter((s) => s.value.split('.').length === 3)) expect(text).not.toContain(value.split('.')[2]);
    expect(text).not.toMatch(/authorization/i);
  });
});
