import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken } from './applicant/support';

// A stop (SIGTERM → app.close()) while saves are in flight: every save the server had begun is
// finished and answered before the database closes (none answered 500 for a closed pool), later
// requests get 503, and keep-alive connections (fetch keeps them, as browsers do) do not hold the
// stop until their idle timeout (72 s: longer than these tests may take).

function save(base: string, token: string, prospectId: string, version: number, companyName: string): Promise<Response> {
  return fetch(`${base}/api/v1/usertypes/sme/prospects/${prospectId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ version, saveType: 'auto', actionType: 'save', organizationInfo: { companyName } }),
  });
}

describe.each(databases())('a stop during saves ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  it('finishes and answers the save in flight before the database closes', async () => {
    const { app } = t;
    const { token, prospectId } = await applicantWithToken(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    let stopping: Promise<void> | undefined;
    // the save's read of the application starts the stop, then waits a moment before it is sent
    const delayed = <T>(sent: () => T, text: unknown): T | Promise<T> => {
      if (!String((text as { text?: string })?.text ?? text).includes('FROM documents d WHERE d.prospect_id = p.id')) return sent();
      stopping ??= app.close();
      return new Promise((resolve) => setTimeout(resolve, 100)).then(sent);
    };
    const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      return delayed(() => pgQuery.apply(this, args), args[0]) as never;
    });

    const answer = await save(base, token, prospectId, 1, 'Stopping Trading LLC');
    expect(stopping).toBeDefined();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { version: number }).version).toBe(2);
    await stopping;
    vi.restoreAllMocks();
  });
});

describe.each(databases())('a stop under a load of saves ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => t.close());

  it('answers every save 200 or 503, never 500, and ends', async () => {
    const { app } = t;
    const writers = await Promise.all(Array.from({ length: 12 }, () => applicantWithToken(app)));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const statuses: number[] = [];
    let stopped = false;
    const loops = writers.map(async ({ token, prospectId }, w) => {
      let version = 1;
      for (let n = 0; !stopped; n++) {
        const answer = await save(base, token, prospectId, version, `Falcon W${w} S${n}`).catch(() => undefined);
        if (!answer) return; // the connection was closed after the stop
        statuses.push(answer.status);
        if (answer.status !== 200) return;
        version = ((await answer.json()) as { version: number }).version;
      }
    });
    // stop once every writer has had saves answered
    while (statuses.length < writers.length * 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await app.close();
    stopped = true;
    await Promise.all(loops);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(writers.length * 3);
  });
});
