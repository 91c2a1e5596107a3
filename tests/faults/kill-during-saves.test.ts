import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApplicants, readProspect, saveCompanyName, type Applicant } from './support/applicants';
import { faultConfig } from './support/config';
import { ms, percentile, report } from './support/figures';
import { freshDatabase } from './support/postgres';
import { spawnServer, type ServerProcess } from './support/server';

/**
 * Kill -9 of the server while many saves are in flight, `cycles` times, on PGlite and on
 * PostgreSQL (which keeps running). Every save the server acknowledged (200) must be there after
 * the restart, and every restart (spawn → first 200 from /health) must be within the budget. One
 * prospect per writer, so the last acknowledged value of each prospect (or a later one whose
 * answer the kill swallowed) is what must be stored. Parameters: tests/faults/faults.json.
 */
const { cycles: CYCLES, writers: WRITERS, restartBudgetMs: RESTART_BUDGET_MS, killAfterAcksPerWriter, saveWaitMs, databases } = faultConfig.killDuringSaves;

interface WriterState {
  applicant: Applicant;
  version: number;
  acked?: { value: string; version: number };
  /** Values sent since the last acknowledgement: one of them may have been written without an answer. */
  unanswered: string[];
}

async function saveUntilKilled(baseUrl: string, writer: WriterState, index: number, cycle: number, onAck: () => void, stop: AbortSignal): Promise<void> {
  for (let n = 0; !stop.aborted; n++) {
    const value = `Falcon W${index} C${cycle} S${n}`;
    writer.unanswered.push(value);
    let answer;
    try {
      answer = await saveCompanyName(baseUrl, writer.applicant, writer.version, value);
    } catch {
      return; // the server is gone
    }
    if (answer.status !== 200) throw new Error(`save answered ${answer.status} for ${writer.applicant.prospectId}: ${answer.error}`);
    writer.acked = { value, version: answer.version! };
    writer.version = answer.version!;
    writer.unanswered = [];
    onAck();
  }
}

describe.each(databases.map((name) => ({ name })))('kill -9 during concurrent saves ($name)', ({ name }) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean();
  });

  it(`loses no acknowledged save over ${CYCLES} kills with ${WRITERS} writers, and restarts within ${RESTART_BUDGET_MS} ms`, async () => {
    const env: Record<string, string> = { JWT_SECRET: randomBytes(32).toString('hex') };
    if (name === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'qa-faults-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
    } else {
      const database = await freshDatabase();
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
      env.DATA_DIR = mkdtempSync(join(tmpdir(), 'qa-faults-'));
      const dir = env.DATA_DIR;
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    }

    let server: ServerProcess = await spawnServer(env);
    cleanups.push(() => server.kill());
    const applicants = await createApplicants(server.baseUrl, WRITERS, `k${name[1]}`, faultConfig.applicants.createBatch);
    const writers: WriterState[] = await Promise.all(
      applicants.map(async (applicant) => ({ applicant, version: (await readProspect(server.baseUrl, applicant)).version, unanswered: [] })),
    );

    const restarts: number[] = [];
    let acknowledged = 0;
    let lost = 0;
    let writtenUnanswered = 0;
    const lostExamples: string[] = [];

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const stop = new AbortController();
      let acksThisCycle = 0;
      // Kill once every writer has had about one save answered, at a random moment after that.
      const { min, max } = killAfterAcksPerWriter;
      let killAt = Math.round(WRITERS * (min + Math.random() * (max - min)));
      let triggered!: () => void;
      const enough = new Promise<void>((resolve) => (triggered = resolve));
      const onAck = () => {
        acknowledged += 1;
        acksThisCycle += 1;
        if (acksThisCycle >= killAt) triggered();
      };
      const running = writers.map((writer, i) => saveUntilKilled(server.baseUrl, writer, i, cycle, onAck, stop.signal));
      await Promise.race([enough, new Promise((r) => setTimeout(r, saveWaitMs))]);
      await server.kill();
      stop.abort();
      killAt = Number.POSITIVE_INFINITY;
      await Promise.all(running);

      server = await spawnServer(env);
      restarts.push(server.startMs);
      if (process.env.FAULT_PROGRESS)
        console.error(
          `${name} cycle ${cycle}: ${acksThisCycle} acknowledged, restart ${Math.round(server.startMs)} ms${server.startupPhases() ? ` (${server.startupPhases()})` : ''}`,
        );

      for (const writer of writers) {
        const stored = await readProspect(server.baseUrl, writer.applicant);
        const value = stored.organizationInfo?.companyName;
        const allowed = [writer.acked?.value, ...writer.unanswered].filter(Boolean);
        if (writer.acked && (!allowed.includes(value) || stored.version < writer.acked.version)) {
          lost += 1;
          if (lostExamples.length < 5)
            lostExamples.push(
              `${writer.applicant.prospectId}: acknowledged "${writer.acked.value}" v${writer.acked.version}, found "${value}" v${stored.version}`,
            );
        }
        if (value !== writer.acked?.value && writer.unanswered.includes(value!)) writtenUnanswered += 1;
        writer.version = stored.version;
        if (value !== writer.acked?.value && value) writer.acked = { value, version: stored.version };
        writer.unanswered = [];
      }
    }
    await server.stop();

    report(`kill -9 during saves, ${name}`, {
      cycles: CYCLES,
      'concurrent writers': WRITERS,
      'saves acknowledged': acknowledged,
      'acknowledged saves lost': lost,
      'written, answer cut by the kill': writtenUnanswered,
      'restart → first health answer p50': ms(percentile(restarts, 50)),
      'restart → first health answer max': ms(Math.max(...restarts)),
    });
    expect(lostExamples).toEqual([]);
    expect(lost).toBe(0);
    expect(acknowledged).toBeGreaterThanOrEqual(CYCLES * WRITERS);
    expect(Math.max(...restarts)).toBeLessThan(RESTART_BUDGET_MS);
  });
});
