import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';

describe.each(databases())('POST /client-errors ($name)', ({ db }) => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    t = await testApp(db, { logger: { level: 'info', stream } });
  });
  afterAll(async () => t.close());

  it('answers 204 and logs the report with both request ids', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: { 'x-request-id': 'browser-call-12345' },
      payload: {
        messages: ['Cannot read properties of undefined', 'second'],
        stack: 'at Step (step.tsx:10)',
        url: '/business/CompanyInfo',
        requestId: 'failed-call-67890',
      },
    });
    expect(res.statusCode).toBe(204);
    const line = logs.split('\n').find((l) => l.includes('failed-call-67890'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line as string);
    expect(entry).toMatchObject({ reqId: 'browser-call-12345', clientRequestId: 'failed-call-67890', url: '/business/CompanyInfo', msg: 'client error' });
    expect(entry.messages).toEqual(['Cannot read properties of undefined', 'second']);
  });

  it('accepts a single message as text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/client-errors', payload: { messages: 'one line' } });
    expect(res.statusCode).toBe(204);
  });

  it('takes perMinute reports a minute from one address, and refuses (429) and does not log the rest', async () => {
    const perMinute = (t.app.bundle.schemas['rules/session.json'] as { clientErrors: { perMinute: number } }).clientErrors.perMinute;
    const send = (n: number, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/client-errors', remoteAddress, payload: { messages: `flood ${remoteAddress} ${n}` } });
    for (let n = 0; n < perMinute; n += 1) expect((await send(n, '203.0.113.9')).statusCode).toBe(204);
    const over = await send(perMinute, '203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(logs).not.toContain(`flood 203.0.113.9 ${perMinute}`);
    // another address still reports
    expect((await send(0, '203.0.113.10')).statusCode).toBe(204);
  });

  it('refuses oversized or malformed reports with 4xx', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/v1/client-errors', payload: { stack: 'x'.repeat(20_000) } });
    expect(big.statusCode).toBe(413);
    const shape = await t.app.inject({ method: 'POST', url: '/api/v1/client-errors', payload: { messages: { nested: true } } });
    expect(shape.statusCode).toBe(400);
    const raw = await t.app.inject({ method: 'POST', url: '/api/v1/client-errors', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(raw.statusCode).toBe(400);
  });
});

describe("the analysts' routes with STUDIO_ENABLED=0", () => {
  it('do not exist: no analyst logs in, reads the history or publishes through this server', async () => {
    const t = await testApp(databases()[0].db, { studioEnabled: false });
    try {
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/analysts/login', payload: { userName: 'demo.analyst', password: 'x'.repeat(20) } });
      expect(login.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/releases' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/releases', payload: {} })).statusCode).toBe(404);
      // the published release itself is still served to the browser
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/config?segment=sme&role=customer' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GET /dev/outbox in production', () => {
  it('does not exist when nodeEnv is production', async () => {
    const t = await testApp(databases()[0].db, { nodeEnv: 'production' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
