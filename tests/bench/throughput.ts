// PUT save throughput beside a bare insert in the same run, on PGlite and on PostgreSQL, against the
// budgets of the save's requirement: saves ÷ bare inserts ≥ 0.4 on both, p99 ≤ 150 ms on PostgreSQL at
// 50 connections. A save is a read, its checks and screening, and a guarded write (rule SAVE-TX). Both servers are real processes started here: the product server
// (src/server/server.ts) and bare-insert-server.ts, a bench-only Fastify on the same database
// client inserting one equivalent row. autocannon drives each in turn, in alternating rounds, with the
// same connections, duration and body.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { freePort } from '../e2e/support/server';
import { createApplicants, readProspect, type Applicant } from '../faults/support/applicants';
import { adminUrl, freshDatabase } from '../faults/support/postgres';
import { spawnServer } from '../faults/support/server';
import { reasonOf } from './table';

export interface Load {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface ThroughputFigures {
  db: Database;
  put: Load;
  bare: Load;
  /** put.requestsPerSec / bare.requestsPerSec over all rounds */
  ratio: number;
  /** the same ratio in each round, in order */
  roundRatios: number[];
  connections: number;
  durationSec: number;
  putStats: PutStats;
}

/** What the PUT load saw besides its timings. */
export interface PutStats {
  /** HTTP statuses other than 200 the saves got, by status */
  refusals: Record<number, number>;
  /** the first refusal's status and body, for the table */
  firstRefusal?: string;
  /** requests sent while every applicant had a save in flight (answered 404 by a path that does nothing) */
  starved: number;
  /** applicants whose version could not be read again after a refusal */
  lost: number;
}

const newPutStats = (): PutStats => ({ refusals: {}, starved: 0, lost: 0 });

export interface ThroughputOptions {
  connections?: number;
  durationSec?: number;
  /** Default both; PostgreSQL is left out (with a note) when it cannot be reached. */
  databases?: Database[];
  log?: (line: string) => void;
}

const root = new URL('../..', import.meta.url).pathname;

// autocannon ships no types: the part of its API used here.
interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  /** seconds before autocannon gives up on an answer and reconnects (default 10) */
  timeout?: number;
  requests: LoadRequest[];
}
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions, done: (error: Error | null, result: LoadResult) => void) => unknown;

// A 2-core machine shared with other work answers some requests in more than autocannon's 10 s: such a
// request would count as an error and its prospect be lost for the run, though the server is only slow.
const ANSWER_TIMEOUT_SEC = 60;

function fire(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: ANSWER_TIMEOUT_SEC, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const readVersions = (baseUrl: string, applicants: Applicant[]) => Promise.all(applicants.map(async (a) => (await readProspect(baseUrl, a)).version));

/**
 * The applicants' versions once they stop moving: autocannon stops waiting for the answers in flight
 * when a round ends, and those saves still land, so a version read at once could be one behind (a
 * 409 in the next round, the bench's race and not the product's).
 */
async function settledVersions(baseUrl: string, applicants: Applicant[]): Promise<number[]> {
  let versions = await readVersions(baseUrl, applicants);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const again = await readVersions(baseUrl, applicants);
    if (again.every((version, i) => version === versions[i])) return again;
    versions = again;
  }
}

/**
 * PUT saves, one prospect per request in flight: each save sends the version its prospect is at.
 *
 * A prospect goes back to the idle queue when its save was answered. autocannon asks for the next
 * request synchronously after each answer, and also on a reconnect or a timeout without any answer
 * (that prospect is then lost for the run: its save may still land). So the pool must be larger than
 * the connections; when it still runs dry (many refusals at once, each re-reading its version), the
 * request goes to a path that answers 404 without touching the database, is counted as `starved`
 * and shows as non-2xx: never a crash, never a save over a version nobody read.
 */
export async function putLoad(
  baseUrl: string,
  applicants: Applicant[],
  connections: number,
  durationSec: number,
  stats: PutStats = newPutStats(),
): Promise<LoadResult> {
  const versions = await settledVersions(baseUrl, applicants);
  const idle = applicants.map((_, i) => i);
  const recover = (i: number) =>
    readProspect(baseUrl, applicants[i]).then(
      (p) => ((versions[i] = p.version), idle.push(i)),
      () => (stats.lost += 1),
    );
  let n = 0;
  return fire({
    url: baseUrl,
    connections,
    duration: durationSec,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context): LoadRequest => {
          const i = idle.shift();
          context.i = i;
          if (i === undefined) {
            stats.starved += 1;
            return { ...request, path: '/api/v1/bench-no-free-applicant', headers: { 'content-type': 'application/json' }, body: '{}' };
          }
          n += 1;
          return {
            ...request,
            path: `/api/v1/usertypes/sme/prospects/${applicants[i].prospectId}`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${applicants[i].token}` },
            body: JSON.stringify({ version: versions[i], saveType: 'auto', actionType: 'save', organizationInfo: { companyName: `Falcon Trading ${n}` } }),
          };
        },
        onResponse: (status, body, context) => {
          const i = context.i as number | undefined;
          if (i === undefined) return;
          let version: number | undefined;
          if (status === 200) {
            try {
              version = (JSON.parse(body) as { version?: number }).version;
            } catch {
              version = undefined;
            }
          }
          if (typeof version === 'number') {
            versions[i] = version;
            idle.push(i);
            return;
          }
          stats.refusals[status] = (stats.refusals[status] ?? 0) + 1;
          const reason = body.slice(0, 200);
          if (!stats.firstRefusal) stats.firstRefusal = `${status} ${reason}`;
          // out of step (should not happen: one request per prospect at a time): read the version again
          void recover(i);
        },
      },
    ],
  });
}

function bareLoad(baseUrl: string, connections: number, durationSec: number): Promise<LoadResult> {
  let n = 0;
  return fire({
    url: baseUrl,
    connections,
    duration: durationSec,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            path: `/bare/prospects/B${n}`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ version: 1, saveType: 'auto', actionType: 'save', organizationInfo: { companyName: `Falcon Trading ${n}` } }),
          };
        },
      },
    ],
  });
}

// Servers this module started: killed if the bench process ends before it stopped them (a crash), so
// none is left running on the shared machine.
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
const track = (child: ChildProcess) => (started.add(child), child.once('exit', () => started.delete(child)));

async function spawnBare(env: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bare-insert-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let log = '';
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare insert server exited:\n${log}`);
    const ok = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`bare insert server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Several rounds' loads as one: requests over their whole time, the median round's latencies. */
function combined(rounds: LoadResult[], secondsEach: number): Load {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const requests = rounds.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    requestsPerSec: requests / (secondsEach * rounds.length),
    p50Ms: median(rounds.map((r) => r.latency.p50)),
    p99Ms: median(rounds.map((r) => r.latency.p99)),
    requests,
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

/**
 * Both servers run side by side and take turns under load, `BENCH_THROUGHPUT_ROUNDS` rounds (3) of
 * durationSec ÷ rounds each, the order swapped every round: what else the shared machine does then
 * weighs on both alike, and the ratio compares the same minutes.
 */
async function measure(db: Database, connections: number, durationSec: number, log: (line: string) => void): Promise<ThroughputFigures> {
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const dirs = [mkdtempSync(join(tmpdir(), 'qa-bench-put-')), mkdtempSync(join(tmpdir(), 'qa-bench-bare-'))];
    cleanups.push(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const env = [{ DATA_DIR: dirs[0] }, { DATA_DIR: dirs[1] }] as Array<Record<string, string>>;
    if (db === 'postgres') {
      // a database of its own, dropped at the end: no rows from other runs or other engineers
      const database = await freshDatabase('qa_bench');
      cleanups.push(() => database.drop());
      env.forEach((e) => (e.DATABASE_URL = database.url));
    }
    const warmup = Math.min(3, durationSec);
    const rounds = Math.max(1, Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3));
    const secondsEach = Math.max(1, Math.round(durationSec / rounds));

    const bare = await spawnBare(env[1]);
    cleanups.push(() => bare.stop());
    const server = await spawnServer({ ...env[0], JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' });
    track(server.process);
    cleanups.push(() => server.stop());
    // Two pools: the warm-up's last saves are still running on the server when autocannon stops
    // waiting for them, so the measured rounds must not read (and then save over) those prospects.
    const pool = connections + Math.max(10, Math.ceil(connections / 2));
    log(`throughput ${db}: ${2 * pool} applicants through the one-time-code flow`);
    const applicants = await createApplicants(server.baseUrl, 2 * pool, 'bench');
    await bareLoad(bare.baseUrl, connections, warmup);
    await putLoad(server.baseUrl, applicants.slice(pool), connections, warmup);

    const putStats = newPutStats();
    const putRounds: LoadResult[] = [];
    const bareRounds: LoadResult[] = [];
    const putRound = async () => putRounds.push(await putLoad(server.baseUrl, applicants.slice(0, pool), connections, secondsEach, putStats));
    const bareRound = async () => bareRounds.push(await bareLoad(bare.baseUrl, connections, secondsEach));
    for (let round = 0; round < rounds; round += 1) {
      log(`throughput ${db}: round ${round + 1} of ${rounds}, ${connections} connections, ${secondsEach} s each`);
      for (const run of round % 2 === 0 ? [bareRound, putRound] : [putRound, bareRound]) await run();
    }
    const put = combined(putRounds, secondsEach);
    const bareFigures = combined(bareRounds, secondsEach);
    const roundRatios = putRounds.map((r, i) => r.requests.total / bareRounds[i].requests.total);
    return { db, put, bare: bareFigures, ratio: put.requestsPerSec / bareFigures.requestsPerSec, roundRatios, connections, durationSec, putStats };
  } finally {
    for (const clean of cleanups.reverse()) await Promise.resolve(clean()).catch(() => undefined);
  }
}

type Database = 'pglite' | 'postgres';
const nameOf = (db: Database) => (db === 'pglite' ? 'PGlite' : 'PostgreSQL');
export interface ThroughputResult {
  figures: ThroughputFigures[];
  /** a database that was not measured, and why (unreachable, or the phase failed) */
  notes: Array<{ db: Database; text: string }>;
}

/** Measures PUT save against the bare insert on each database; servers are started and stopped here. A failure is a note, never a throw. */
export async function saveThroughput(options: ThroughputOptions = {}): Promise<ThroughputResult> {
  const connections = options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 50);
  const durationSec = options.durationSec ?? Number(process.env.BENCH_DURATION_SEC ?? 20);
  const log = options.log ?? ((line: string) => console.error(line));
  const result: ThroughputResult = { figures: [], notes: [] };
  for (const db of options.databases ?? ['pglite', 'postgres']) {
    if (db === 'postgres' && !(await postgresReachable())) {
      result.notes.push({ db, text: `skipped: PostgreSQL not reachable at ${adminUrl.replace(/\/\/[^@]*@/, '//')}` });
      continue;
    }
    try {
      result.figures.push(await measure(db, connections, durationSec, log));
    } catch (error) {
      log(`throughput ${db} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      result.notes.push({ db, text: `failed: ${reasonOf(error)}` });
    }
  }
  return result;
}

/** Rows for the bench table: [measure, result, budget]. */
export function throughputRows(
  result: ThroughputResult,
  connections = Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSec = Number(process.env.BENCH_DURATION_SEC ?? 20),
): Array<[string, string, string]> {
  const rows: Array<[string, string, string]> = [];
  const load = (l: Load) =>
    `${l.requestsPerSec.toFixed(0)} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms${l.non2xx || l.errors ? ` (${l.non2xx} non-2xx, ${l.errors} errors)` : ''}`;
  for (const db of ['pglite', 'postgres'] as const) {
    const name = nameOf(db);
    for (const f of result.figures.filter((x) => x.db === db)) {
      const { refusals, starved, lost, firstRefusal } = f.putStats;
      const notes = [
        ...Object.entries(refusals).map(([status, count]) => `${count}× ${status}`),
        ...(starved ? [`${starved} sent with no free applicant`] : []),
        ...(lost ? [`${lost} applicants lost`] : []),
      ];
      rows.push([
        `PUT save, ${f.connections} conn × ${f.durationSec} s (${name})`,
        `${load(f.put)}${notes.length ? ` [${notes.join(', ')}]` : ''}`,
        db === 'postgres' ? 'p99 ≤ 150 ms' : '',
      ]);
      if (firstRefusal) rows.push([`  first refused save (${name})`, firstRefusal.slice(0, 120), '']);
      rows.push([`bare insert route, alternating with it (${name})`, load(f.bare), '']);
      rows.push([`PUT save ÷ bare insert (${name}; rounds ${f.roundRatios.map((r) => r.toFixed(2)).join(', ')})`, f.ratio.toFixed(2), '≥ 0.40']);
    }
    for (const note of result.notes.filter((x) => x.db === db)) rows.push([`PUT save, ${connections} conn × ${durationSec} s (${name})`, note.text, '']);
  }
  return rows;
}

// Run alone: node --import tsx tests/bench/throughput.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await saveThroughput();
  for (const row of throughputRows(result)) console.log(row.join(' | '));
}
