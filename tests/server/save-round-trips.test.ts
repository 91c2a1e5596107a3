import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardedSave, indexedColumns, readForSave } from '../../src/server/domain/prospects';
import { storeUpload, newStoredName } from '../../src/server/domain/documents';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, readProspect, saveProspect } from './applicant/support';
import { agentWithToken, takeEdit } from './agents.support';

// A save reads the application with its hold, files and dedupe facts in one statement and writes in
// a second, on the condition that nothing it read has changed (src/server/routes/prospects/update.ts).
// These tests count the statements a save sends and change each fact between the read and the write.

/**
 * The statements sent to the database while `run` runs: both engines are reached through node-postgres
 * (the embedded one through PGlite's own connection for it), so its clients' queries are all of them.
 */
async function statementsOf(run: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const note = (query: unknown) => sent.push(String(typeof query === 'string' ? query : (query as { text?: string })?.text).slice(0, 60));
  const original = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    note(args[0]);
    return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  // the published release is asked at most once per poll interval, whichever request comes then: not the save's
  return sent.filter((statement) => !statement.includes('from "release_publications"'));
}

const body = (version: number, name: string) => ({ version, saveType: 'auto', actionType: 'save', organizationInfo: { companyName: name } });

describe.each(databases())('a save in two statements ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('a customer’s save and an officer’s save each send 2 statements: the read (with the session check) and the write', async () => {
    const a = await applicantWithToken(t.app);
    await saveProspect(t.app, a.token, a.prospectId, body(1, 'Warm Up LLC'));
    let answer = 0;
    const customer = await statementsOf(async () => {
      answer = (await saveProspect(t.app, a.token, a.prospectId, body(2, 'Falcon Trading LLC'))).statusCode;
    });
    expect(answer).toBe(200);
    // the count sees the statements (the read and the write at least)
    expect(customer.length, customer.join('\n')).toBe(2);

    const agent = await agentWithToken(t.app);
    expect((await takeEdit(t.app, agent.token, a.prospectId)).statusCode).toBe(200);
    const { version } = (await readProspect(t.app, agent.token, a.prospectId)).json();
    const officer = await statementsOf(async () => {
      answer = (await saveProspect(t.app, agent.token, a.prospectId, body(version, 'Falcon Trading Officer LLC'))).statusCode;
    });
    expect(answer).toBe(200);
    expect(officer.length, officer.join('\n')).toBe(2);
  });

  it('a save with a revoked token or session is refused (401) and changes nothing, on the read-then-write path and on the locked one', async () => {
    const a = await applicantWithToken(t.app);
    const saved = await saveProspect(t.app, a.token, a.prospectId, body(1, 'Before Logout LLC'));
    expect(saved.statusCode).toBe(200);
    const slid = saved.headers.accesstoken as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${slid}` } })).statusCode).toBeLessThan(300);
    // the first token is of the same session: revoked with it
    for (const token of [slid, a.token]) {
      expect((await saveProspect(t.app, token, a.prospectId, body(2, 'After Logout LLC'))).statusCode).toBe(401);
      // a deletion takes the locked path
      const removal = { ...body(2, 'After Logout LLC'), removeStakeholders: ['x'] };
      expect((await saveProspect(t.app, token, a.prospectId, removal)).statusCode).toBe(401);
      // an application the token does not name: 401 before 404
      expect((await saveProspect(t.app, token, 'SME-NOT-THERE', body(2, 'x'))).statusCode).toBe(401);
    }
    const again = await applicantWithToken(t.app);
    expect(again.prospectId).not.toBe(a.prospectId);
  });

  it('the write lands only over what was read: an upload, a hold or another save in between leave it undone', async () => {
    const a = await applicantWithToken(t.app);
    const now = new Date();
    const read = async () => (await readForSave(t.app.db, a.prospectId, ['mobile', 'email', 'tradeLicence'], now, ['no-jti', 'no-sid']))!;
    const write = (facts: Awaited<ReturnType<typeof read>>, by: 'customer' | { agentId: number }) =>
      guardedSave(t.app.db, {
        id: a.prospectId,
        expectedVersion: facts.row.version,
        record: facts.row.record,
        columns: indexedColumns(facts.row.record),
        status: 'draft',
        at: new Date(),
        trail: { actorKind: 'customer', actorId: 'test', action: 'save', changes: [] },
        guard:
          by === 'customer'
            ? { by: 'customer', uploadCount: facts.uploadMark }
            : { by: 'agent', agentId: by.agentId, until: new Date(Date.now() + 60_000), uploadCount: facts.uploadMark },
      });

    // an upload in between
    let facts = await read();
    const file = {
      documentKey: 'TradeLicense',
      documentType: 'TradeLicense',
      owner: '',
      fileName: 'a.pdf',
      storedName: newStoredName(),
      mime: 'application/pdf',
      sizeBytes: 4,
    };
    const upload = { actorKind: 'customer' as const, actorId: 'test', action: 'upload', changes: [] };
    expect(await storeUpload(t.app.db, a.prospectId, file, Buffer.from('%PDF'), 30, upload)).toEqual({ ok: true });
    expect(await write(facts, 'customer')).toBeUndefined();
    // read again: it lands, and counts the upload
    facts = await read();
    expect(facts.uploads.count).toBe(1);
    expect(await write(facts, 'customer')).toEqual({ version: facts.row.version + 1 });

    // another save in between
    facts = await read();
    expect(await write(await read(), 'customer')).toBeDefined();
    expect(await write(facts, 'customer')).toBeUndefined();

    // an officer takes the hold in between: the customer's write does not land, the officer's does
    facts = await read();
    const agent = await agentWithToken(t.app);
    expect((await takeEdit(t.app, agent.token, a.prospectId)).statusCode).toBe(200);
    const held = await read();
    const agentId = Number(agent.agentId);
    expect(held.hold?.agentId).toBe(agentId);
    expect(await write(facts, 'customer')).toBeUndefined();
    expect(await write(held, 'customer')).toBeUndefined();
    expect(await write(held, { agentId: agentId + 1000 })).toBeUndefined();
    expect(await write(held, { agentId })).toEqual({ version: held.row.version + 1 });
  });

  it('a save whose read went stale is decided again under the row lock: the answer is the one a locked save gives', async () => {
    const a = await applicantWithToken(t.app);
    const first = await saveProspect(t.app, a.token, a.prospectId, body(1, 'First LLC'));
    expect(first.statusCode).toBe(200);
    // the same version again: the read sees it moved, so 409 and nothing written
    const again = await saveProspect(t.app, a.token, a.prospectId, body(1, 'Second LLC'));
    expect(again.statusCode).toBe(409);
    expect((await readProspect(t.app, a.token, a.prospectId)).json().organizationInfo.companyName).toBe('First LLC');
  });
});
