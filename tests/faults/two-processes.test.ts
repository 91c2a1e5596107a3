import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDocuments, documentRules, listDocuments } from '../../src/core/documents';
import { loadBundle } from '../../src/server/content/load-bundle';
import { everyStageAnswered } from '../server/helpers/filled-record';
import { pdfFile } from '../fixtures/make-files';
import { codeFor, newPerson, otpBody, postJson, type Person } from './support/applicants';
import { report } from './support/figures';
import { freshDatabase } from './support/postgres';
import { spawnServer, type ServerProcess } from './support/server';

/**
 * Two server processes on one PostgreSQL. No state lives in a process: a code sent
 * through one verifies through the other, a token of one opens the application on the other, and
 * the one-time-code limits (schemas/rules/otp.json) count requests to both together.
 */
const otpRules = JSON.parse(readFileSync(new URL('../../schemas/rules/otp.json', import.meta.url), 'utf8')) as {
  maxAttempts: number;
  sendLimit: { maxSends: number; windowSec: number };
};

type Json = Record<string, any>;
const bundle = () => loadBundle(new URL('../..', import.meta.url).pathname);

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
    // no JWT_SECRET: the two find the one the first kept in the database (rule ANY-SERVER)
    const env = (dir: string) => ({ DATABASE_URL: database.url, DATA_DIR: dir });
    const dirs = [mkdtempSync(join(tmpdir(), 'qa-faults-a-')), mkdtempSync(join(tmpdir(), 'qa-faults-b-'))];
    cleanups.push(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    // Started together: both run the migrations' advisory lock, one applies them, the other finds them done.
    [a, b] = await Promise.all([spawnServer(env(dirs[0])), spawnServer(env(dirs[1]))]);
    cleanups.push(
      () => a.kill(),
      () => b.kill(),
    );
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
    report('two processes: concurrent resends', {
      'sent to A and B together': burst,
      accepted: statuses.filter((s) => s === 200).length,
      'refused 429': statuses.filter((s) => s === 429).length,
    });
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

  it('carries a whole application to submission with every request going to the other server', async () => {
    const servers = [a, b];
    let turn = 0;
    /** the next request's server: always the other one */
    const next = () => servers[turn++ % 2].baseUrl;
    const person = newPerson('twojr');
    const prospectId = await createThrough(servers[turn++ % 2], person);
    const code = await codeFor(next(), person);
    const verified = await postJson(next(), '/api/v1/otp', otpBody('verify', person, { prospectId, otpToken: code }));
    expect(verified.status).toBe(200);
    const { access_token: token } = (await verified.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    const read = async () => (await (await fetch(`${next()}/api/v1/usertypes/sme/prospects/${prospectId}`, { headers: auth })).json()) as Json;
    const put = async (body: Json) =>
      fetch(`${next()}/api/v1/usertypes/sme/prospects/${prospectId}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // the answers of every stage (the samples analysts keep), saved as a draft
    const record = await read();
    const filled = everyStageAnswered(record);
    const draft = await put({ ...filled, saveType: 'auto', actionType: 'save' });
    expect(draft.status, await draft.clone().text()).toBe(200);

    // every required document, each uploaded through one server and downloaded through the other
    const tokenAnswer = await fetch(`${next()}/api/v1/onboarding/document/oauth2/token`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', module: 'DAO', prospectId }).toString(),
    });
    expect(tokenAnswer.status).toBe(200);
    const { jwtToken } = (await tokenAnswer.json()) as { jwtToken: string };
    const groups = deriveDocuments(await read(), documentRules(await bundle()), { title: (key) => key });
    const required = listDocuments(groups).filter((d) => d.item.required);
    expect(required.length).toBeGreaterThan(0);
    for (const { item } of required) {
      const pdf = pdfFile();
      const form = new FormData();
      form.append('jwtToken', jwtToken);
      form.append('documentKey', item.documentKey);
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${item.documentKey}.pdf`);
      const sent = await fetch(`${next()}/api/v1/banks/rak/prospects/${prospectId}/documents`, { method: 'POST', body: form });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const down = await fetch(`${next()}/api/v1/banks/rak/prospects/${prospectId}/documents/${item.documentKey}`, { headers: auth });
      expect(down.status).toBe(200);
      expect(Buffer.from(await down.arrayBuffer()).equals(pdf)).toBe(true);
    }

    const latest = await read();
    const submitted = await put({ ...filled, version: latest.version, actionType: 'submit', saveType: 'submit' });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    const after = await read();
    expect(after.prospectStatusInfo.status).toBe('Assessing');
    report('two processes: one application, every request to the other server', {
      requests: turn,
      documents: required.length,
      status: after.prospectStatusInfo.status,
    });
  });
});
