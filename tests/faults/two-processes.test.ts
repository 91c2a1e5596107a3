import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, newPerson, otpBody, postJson, type Person } from './support/applicants';
import { report } from './support/figures';
import { freshDatabase } from './support/postgres';
import { spawnServer, type ServerProcess } from './support/server';

/**
 * Issue 8.3: two server processes on one PostgreSQL. No state lives in a process: a code sent
 * through one verifies through the other, a token of one opens the application on the other, and
 * the one-time-code limits (schemas/rules/otp.json) count requests to both together.
 */
const otpRules = JSON.parse(readFileSync(new URL('../../schemas/rules/otp.json', import.meta.url), 'utf8')) as {
  maxAttempts: number;
  sendLimit: { maxSends: number; windowSec: number };
};

async function createThrough(server: ServerProcess, person: Person): Promise<string> {
  const res = await postJson(server.baseUrl, '/api/v1/users/sme/prospects', {
    applicantInfo: { ...person, roCode: '', allianceCode: '' },
    applicationInfo: { accountType: 'Current Account', islamicBanking: false },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { prospectId: string }).prospectId;
}

describe('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  const cleanups: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    const env = (dir: string) => ({ DATABASE_URL: database.url, DATA_DIR: dir, JWT_SECRET: secret });
    const secret = randomBytes(32).toString('hex');
    const dirs = [mkdtempSync(join(tmpdir(), 'qa-faults-a-')), mkdtempSync(join(tmpdir(), 'qa-faults-b-'))];
    cleanups.push(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    // Started together: both run the migrations' advisory lock, one applies them, the other finds them done.
    [a, b] = await Promise.all([spawnServer(env(dirs[0])), spawnServer(env(dirs[1]))]);
    cleanups.push(() => a.kill(), () => b.kill());
  });

  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean();
  });

  it('verifies through B a code sent through A, and B’s token opens the application on A', async () => {
    expect(a.pid).not.toBe(b.pid);
    const person = newPerson('twoab');
    const prospectId = await createThrough(a, person);
    const code = await codeFor(a.baseUrl, person);

    const verified = await postJson(b.baseUrl, '/api/v1/otp', otpBody('verify', person, { prospectId, otpToken: code }));
    expect(verified.status).toBe(200);
    const { access_token: token } = (await verified.json()) as { access_token: string };

    const read = await fetch(`${a.baseUrl}/api/v1/usertypes/sme/prospects/${prospectId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { applicantInfo: { email: string } }).applicantInfo.email).toBe(person.email);

    // The code was used once, through B: A refuses it now.
    const again = await postJson(a.baseUrl, '/api/v1/otp', otpBody('verify', person, { prospectId, otpToken: code }));
    expect(again.status).toBe(400);
  });

  it(`holds the send limit (${otpRules.sendLimit.maxSends} per ${otpRules.sendLimit.windowSec / 60} min) across A and B, one after another`, async () => {
    const person = newPerson('twosl');
    await createThrough(a, person); // the first code counts
    const statuses: number[] = [];
    for (let i = 0; i < otpRules.sendLimit.maxSends + 1; i++) {
      const server = i % 2 === 0 ? b : a;
      const res = await postJson(server.baseUrl, '/api/v1/otp', otpBody('resend', person));
      statuses.push(res.status);
      if (res.status === 429) expect(await res.json()).toMatchObject({ errorType: 'TooManyRequests', errors: [{ errorCode: 'OTP_SEND_LIMIT' }] });
      else await res.body?.cancel();
    }
    const allowed = otpRules.sendLimit.maxSends - 1;
    expect(statuses).toEqual([...Array(allowed).fill(200), 429, 429]);
  });

  it('holds the send limit across A and B under a concurrent burst', async () => {
    const person = newPerson('twobu');
    await createThrough(b, person);
    const burst = 12;
    const statuses = await Promise.all(
      Array.from({ length: burst }, async (_, i) => {
        const res = await postJson((i % 2 === 0 ? a : b).baseUrl, '/api/v1/otp', otpBody('resend', person));
        await res.body?.cancel();
        return res.status;
      }),
    );
    report('two processes: concurrent resends', { 'sent to A and B together': burst, accepted: statuses.filter((s) => s === 200).length, 'refused 429': statuses.filter((s) => s === 429).length });
    expect(statuses.filter((s) => s === 200)).toHaveLength(otpRules.sendLimit.maxSends - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burst - (otpRules.sendLimit.maxSends - 1));
  });

  it(`kills a code after ${otpRules.maxAttempts} wrong entries spread over A and B`, async () => {
    const person = newPerson('twowr');
    const prospectId = await createThrough(a, person);
    const code = await codeFor(b.baseUrl, person);
    const wrong = code === '000000' ? '111111' : '000000';
    const left: number[] = [];
    for (let i = 0; i < otpRules.maxAttempts; i++) {
      const res = await postJson((i % 2 === 0 ? a : b).baseUrl, '/api/v1/otp', otpBody('verify', person, { prospectId, otpToken: wrong }));
      expect(res.status).toBe(400);
      left.push(((await res.json()) as { attemptsLeft: number }).attemptsLeft);
    }
    expect(left).toEqual(Array.from({ length: otpRules.maxAttempts }, (_, i) => otpRules.maxAttempts - 1 - i));
    const right = await postJson(b.baseUrl, '/api/v1/otp', otpBody('verify', person, { prospectId, otpToken: code }));
    expect(right.status).toBe(400);
  });
});
