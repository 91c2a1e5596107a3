import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApplicants, readProspect, saveCompanyName, type Applicant } from './support/applicants';
import { faultConfig } from './support/config';
import { ms, percentile, report } from './support/figures';
import { freshDatabase, localCluster, pgCtl, waitForPostgres } from './support/postgres';
import { spawnServer, type ServerProcess } from './support/server';

/**
 * PostgreSQL stopped under load. While it is down every request still gets an answer,
 * 503 in the one error shape, within 5 s; once it is back the same process serves again, no restart.
 */
const { writers: WRITERS, answerBudgetMs: ANSWER_BUDGET_MS, outageMs: OUTAGE_MS, recoveryBudgetMs } = faultConfig.postgresStopped;
const cluster = localCluster();

interface Answer {
  sentAt: number;
  answeredAt: number;
  status: number;
  errorType?: string;
}

const timed = async (call: () => Promise<Response>, answers: Answer[]): Promise<Answer> => {
  const sentAt = performance.now();
  let answer: Answer;
  try {
    const res = await call();
    const body = res.status === 200 ? undefined : ((await res.json().catch(() => ({}))) as { errorType?: string });
    if (res.status === 200) await res.body?.cancel().catch(() => undefined);
    answer = { sentAt, answeredAt: performance.now(), status: res.status, errorType: body?.errorType };
  } catch {
    answer = { sentAt, answeredAt: performance.now(), status: 0 };
  }
  answers.push(answer);
  return answer;
};

if (!cluster) console.warn('SKIPPED: PostgreSQL stopped under load needs pg_ctlcluster (Debian postgresql-common) to stop and start the local server.');

describe.skipIf(!cluster)('PostgreSQL stopped under load', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean();
  });

  it(`answers 503 within ${ANSWER_BUDGET_MS / 1000} s while it is down and serves again without a restart`, async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    const dataDir = mkdtempSync(join(tmpdir(), 'qa-faults-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server: ServerProcess = await spawnServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') });
    cleanups.push(() => server.kill());
    const applicants = await createApplicants(server.baseUrl, WRITERS, 'pgstop');

    const answers: Answer[] = [];
    let running = true;
    const saveLoop = async (applicant: Applicant, index: number) => {
      let version: number | undefined;
      for (let n = 0; running; n++) {
        if (version === undefined) {
          const read = await timed(
            () =>
              fetch(`${server.baseUrl}/api/v1/usertypes/sme/prospects/${applicant.prospectId}`, { headers: { authorization: `Bearer ${applicant.token}` } }),
            answers,
          );
          if (read.status === 200) version = (await readProspect(server.baseUrl, applicant).catch(() => ({ version: undefined }))).version;
          else await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const current: number = version;
        const sentAt = performance.now();
        const saved = await saveCompanyName(server.baseUrl, applicant, current, `Oryx W${index} S${n}`).catch(() => ({ status: 0, version: undefined }));
        answers.push({ sentAt, answeredAt: performance.now(), status: saved.status, errorType: saved.status === 503 ? 'Unavailable' : undefined });
        version = saved.status === 200 ? saved.version : undefined;
        if (saved.status !== 200) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const healthLoop = async () => {
      while (running) {
        await timed(() => fetch(`${server.baseUrl}/api/v1/health`), answers);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const load = [...applicants.map(saveLoop), healthLoop()];

    await new Promise((r) => setTimeout(r, 2000));
    let stoppedAt = 0;
    let startedAt = 0;
    let upAt = 0;
    let downHealth: { status: number; body: unknown } | undefined;
    try {
      pgCtl('stop');
      stoppedAt = performance.now();
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      // a server that no longer answers has died: what it printed says why
      const res = await fetch(`${server.baseUrl}/api/v1/health`).catch((error: unknown) => {
        throw new Error(
          `the server stopped answering while PostgreSQL was down (exit ${server.process.exitCode}, signal ${server.process.signalCode}):\n${server.output()}`,
          {
            cause: error,
          },
        );
      });
      downHealth = { status: res.status, body: await res.json() };
    } finally {
      pgCtl('start');
      startedAt = performance.now();
      await waitForPostgres();
      upAt = performance.now();
    }
    // Recovery: the same process answers a save again.
    const recoveredDeadline = performance.now() + recoveryBudgetMs;
    while (performance.now() < recoveredDeadline && !answers.some((a) => a.sentAt > upAt && a.status === 200)) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(load);

    const duringOutage = answers.filter((a) => a.sentAt >= stoppedAt && a.sentAt < startedAt);
    const latencies = duringOutage.map((a) => a.answeredAt - a.sentAt);
    const first503 = answers.filter((a) => a.status === 503 && a.answeredAt >= stoppedAt).sort((a, b) => a.answeredAt - b.answeredAt)[0];
    const firstOkAfter = answers.filter((a) => a.status === 200 && a.sentAt >= upAt).sort((a, b) => a.answeredAt - b.answeredAt)[0];
    const statuses = [...new Set(duringOutage.map((a) => a.status))].sort();
    const savesAfter = answers.filter((a) => a.sentAt > upAt + 1000 && a.errorType === undefined && a.status === 200).length;

    report('PostgreSQL stopped under load', {
      'writers + health poller': `${WRITERS} + 1`,
      'requests sent while down': duringOutage.length,
      'statuses while down': statuses.join(', '),
      'stop → first 503': first503 ? ms(first503.answeredAt - stoppedAt) : 'none',
      'answer time while down p50 / max': `${ms(percentile(latencies, 50))} / ${ms(Math.max(...latencies))}`,
      'PostgreSQL accepting → first 200': firstOkAfter ? ms(firstOkAfter.answeredAt - upAt) : 'none',
      'same process (no restart)': server.process.exitCode === null ? 'yes' : `no (exit ${server.process.exitCode})`,
    });

    expect(server.process.exitCode, server.output()).toBeNull();
    expect(downHealth?.status).toBe(503);
    expect(downHealth?.body).toMatchObject({ errorType: 'Unavailable', errors: [{ errorCode: 'UNAVAILABLE' }] });
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(statuses).toEqual([503]);
    expect(Math.max(...latencies)).toBeLessThan(ANSWER_BUDGET_MS);
    expect(first503!.answeredAt - stoppedAt).toBeLessThan(ANSWER_BUDGET_MS);
    expect(firstOkAfter).toBeDefined();
    expect(savesAfter).toBeGreaterThan(0);
    // And the applications are still there, read through the same process.
    for (const applicant of applicants.slice(0, 5)) expect((await readProspect(server.baseUrl, applicant)).version).toBeGreaterThan(1);
    await server.stop();
  });
});
