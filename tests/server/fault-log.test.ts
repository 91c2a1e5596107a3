import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../../src/server/errors/loggable';
import { otpCall, person } from './applicant/support';
import { testApp, type TestApp } from './helpers/app';
import { memoryLog } from '../security/support';

// A server fault is logged without the failed statement's values: a phone number, an e-mail or a
// code's hash never reaches the log, while the statement, the database's code and the stack do.
describe('a server fault in the log', () => {
  let t: TestApp;
  const log = memoryLog();
  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' }, { logger: { level: 'info', stream: log.stream } });
  });
  afterAll(async () => t.close());

  it('keeps the statement and the database code, never the values', async () => {
    const who = person();
    // the table the code requests are counted in is gone: the next request fails in the database
    await t.app.db.execute(sql`DROP TABLE otp_sends CASCADE`);
    const res = await otpCall(t.app, 'generate', who);
    expect(res.statusCode).toBe(500);
    const logs = log.text();
    const line = logs.split('\n').find((l) => l.includes('request failed'));
    expect(line, logs.slice(-2000)).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry.fault.query).toMatch(/otp_sends/);
    expect(entry.fault.code).toBe('42P01');
    expect(logs).not.toContain(who.mobileNo);
    expect(logs).not.toContain(who.email);
    expect(logs).not.toContain('params:');
  });

  it('is what loggableError makes of a failed statement', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const fault = loggableError(new DrizzleQueryError('insert into "otp_codes" ("phone") values ($1)', ['+971501234567'], cause));
    expect(fault).toMatchObject({ type: 'Error', code: '23505', query: 'insert into "otp_codes" ("phone") values ($1)' });
    expect(JSON.stringify(fault)).not.toContain('501234567');
  });
});
