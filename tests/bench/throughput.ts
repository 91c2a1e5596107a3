// PUT save throughput (issue 8.1, DESIGN §9: a save ≥ 50% of a bare insert in the same run), on
// PGlite and on PostgreSQL. Both servers are real processes started here: the product server
// (src/server/server.ts) and bare-insert-server.ts, a bench-only Fastify on the same database
// client inserting one equivalent row. autocannon drives each in turn with the same connections,
// duration and body.
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

export interface Load {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface ThroughputFigures {
  db: 'pglite' | 'postgres';
  put: Load;
  bare: Load;
  /** put.requestsPerSec / bare.requestsPerSec: the figure, goal ≥ 0.5 */
  ratio: number;
  connections: number;
  durationSec: number;
  /** HTTP statuses other than 200 the saves got, by status */
  putRefusals: Record<number, number>;
}

export interface ThroughputOptions {
  connections?: number;
  durationSec?: number;
  /** Default both; PostgreSQL is left out (with a note) when it cannot be reached. */
  databases?: Array<'pglite' | 'postgres'>;
  log?: (line: string) => void;
}

const root = new URL('../..', import.meta.url).pathname;

// autocannon ships no types: the part of its API used here.
namespace autocannon {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Options {
    url: string;
    connections: number;
    duration: number;
    requests: Request[];
  }
  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void) => unknown;

function loadOf(result: autocannon.Result): Load {
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** PUT saves, one prospect per request in flight: each save sends the version its prospect is at. */
async function putLoad(baseUrl: string, applicants: Applicant[], connections: number, durationSec: number, refusals: Record<number, number> = {}): Promise<autocannon.Result> {
  const versions = await Promise.all(applicants.map(async (a) => (await readProspect(baseUrl, a)).version));
  const idle = applicants.map((_, i) => i);
  let n = 0;
  return fire({
    url: baseUrl,
    connections,
    duration: durationSec,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          const i = idle.shift()!;
          context.i = i;
          n += 1;
          return {
            ...request,
            path: `/api/v1/usertypes/sme/prospects/${applicants[i].prospectId}`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${applicants[i].token}` },
            body: JSON.stringify({ version: versions[i], saveType: 'auto', actionType: 'save', organizationInfo: { companyName: `Falcon Trading ${n}` } }),
          };
        },
        onResponse: (status, body, context) => {
          const i = context.i as number;
          if (status === 200) {
            versions[i] = (JSON.parse(body) as { version: number }).version;
            idle.push(i);
          } else {
            refusals[status] = (refusals[status] ?? 0) + 1;
            // out of step (should not happen: one request per prospect at a time): read the version again
            readProspect(baseUrl, applicants[i]).then(
              (p) => ((versions[i] = p.version), idle.push(i)),
              () => idle.push(i),
            );
          }
        },
      },
    ],
  });
}

function bareLoad(baseUrl: string, connections: number, durationSec: number): Promise<autocannon.Result> {
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

async function spawnBare(env: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bare-insert-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare insert server exited:\n${log}`);
    const ok = await fetch(`${baseUrl}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`bare insert server did not start:\n${log}`);
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

async function measure(db: 'pglite' | 'postgres', connections: number, durationSec: number, log: (line: string) => void): Promise<ThroughputFigures> {
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const dirs = [mkdtempSync(join(tmpdir(), 'qa-bench-put-')), mkdtempSync(join(tmpdir(), 'qa-bench-bare-'))];
    cleanups.push(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const env = [{ DATA_DIR: dirs[0] }, { DATA_DIR: dirs[1] }] as Array<Record<string, string>>;
    if (db === 'postgres') {
      const database = await freshDatabase('qa_bench');
      cleanups.push(() => database.drop());
      env.forEach((e) => (e.DATABASE_URL = database.url));
    }
    const warmup = Math.min(3, durationSec);

    const bare = await spawnBare(env[1]);
    cleanups.push(() => bare.stop());
    log(`throughput ${db}: bare insert route, ${connections} connections, ${durationSec} s`);
    await bareLoad(bare.baseUrl, connections, warmup);
    const bareResult = await bareLoad(bare.baseUrl, connections, durationSec);
    await bare.stop();

    const server = await spawnServer({ ...env[0], JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' });
    cleanups.push(() => server.stop());
    const applicants = await createApplicants(server.baseUrl, connections + 4, 'bench');
    log(`throughput ${db}: PUT save, ${connections} connections, ${durationSec} s`);
    await putLoad(server.baseUrl, applicants, connections, warmup);
    const putRefusals: Record<number, number> = {};
    const putResult = await putLoad(server.baseUrl, applicants, connections, durationSec, putRefusals);
    await server.stop();

    const put = loadOf(putResult);
    const bareLoadFigures = loadOf(bareResult);
    return { db, put, bare: bareLoadFigures, ratio: put.requestsPerSec / bareLoadFigures.requestsPerSec, connections, durationSec, putRefusals };
  } finally {
    for (const clean of cleanups.reverse()) await Promise.resolve(clean()).catch(() => undefined);
  }
}

/** Measures PUT save against the bare insert on each database; servers are started and stopped here. */
export async function saveThroughput(options: ThroughputOptions = {}): Promise<{ figures: ThroughputFigures[]; notes: string[] }> {
  const connections = options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 50);
  const durationSec = options.durationSec ?? Number(process.env.BENCH_DURATION_SEC ?? 20);
  const log = options.log ?? ((line: string) => console.error(line));
  const figures: ThroughputFigures[] = [];
  const notes: string[] = [];
  for (const db of options.databases ?? ['pglite', 'postgres']) {
    if (db === 'postgres' && !(await postgresReachable())) {
      notes.push(`PostgreSQL not reachable at ${adminUrl.replace(/\/\/[^@]*@/, '//')}: save throughput measured on PGlite only`);
      continue;
    }
    figures.push(await measure(db, connections, durationSec, log));
  }
  return { figures, notes };
}

/** Rows for the bench table: [measure, result, budget]. */
export function throughputRows(result: { figures: ThroughputFigures[]; notes: string[] }): Array<[string, string, string]> {
  const rows: Array<[string, string, string]> = [];
  const load = (l: Load) => `${l.requestsPerSec.toFixed(0)} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms${l.non2xx || l.errors ? ` (${l.non2xx} non-2xx, ${l.errors} errors)` : ''}`;
  for (const f of result.figures) {
    const name = f.db === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const refused = Object.entries(f.putRefusals).map(([status, count]) => `${count}× ${status}`).join(', ');
    rows.push([`PUT save, ${f.connections} conn × ${f.durationSec} s (${name})`, `${load(f.put)}${refused ? ` [${refused}]` : ''}`, '']);
    rows.push([`bare insert route, same run (${name})`, load(f.bare), '']);
    rows.push([`PUT save ÷ bare insert (${name})`, f.ratio.toFixed(2), '≥ 0.5']);
  }
  for (const note of result.notes) rows.push(['PUT save throughput', note, '']);
  return rows;
}

// Run alone: node --import tsx tests/bench/throughput.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await saveThroughput();
  for (const row of throughputRows(result)) console.log(row.join(' | '));
}
