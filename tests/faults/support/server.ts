import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServer, serverBundleDir } from '../../../src/cli/build-server';
import { freePort } from '../../e2e/support/server';

const bundle = `${serverBundleDir}/server.js`;
let building: Promise<unknown> | undefined;

/**
 * dist-server/server.js, what `npm start` and `npm run serve` run. Built once per process (the fault
 * suite's global setup builds it and says so in QA_SERVER_BUNDLE_FRESH), so a test never restarts
 * an old build.
 */
export async function serverBundle(): Promise<string> {
  if (process.env.QA_SERVER_BUNDLE_FRESH === '1' && existsSync(bundle)) return bundle;
  building ??= buildServer();
  await building;
  return bundle;
}

/** A server process started as `npm run serve` starts it (node dist-server/server.js), on a DATA_DIR or DATABASE_URL the test keeps. */
export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Spawn → first 200 from /api/v1/health, in ms. */
  startMs: number;
  /** The server's own account of its start (phase: ms since process start / CPU ms), when its log level shows it. */
  startupPhases(): string | undefined;
  process: ChildProcess;
  output(): string;
  /** kill -9, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, resolved once the process is gone. */
  stop(): Promise<void>;
}

const root = new URL('../../..', import.meta.url).pathname;

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Spawns the server and polls its health every 10 ms, so startMs is close to the real time to first
 * answer. It sits behind one trusted proxy hop (TRUST_PROXY=1): requests say whose address they are.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const entry = await serverBundle();
  const port = await freePort();
  const started = performance.now();
  // QA_SERVER_CPU_PROFILE=<folder>: each server writes a V8 CPU profile there when it stops (npm run bench's figures, explained)
  const profile = process.env.QA_SERVER_CPU_PROFILE;
  const child = spawn(process.execPath, [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), entry], {
    cwd: root,
    // FAULT_SERVER_LOG_LEVEL=info shows each start's phases (the `ready` line) with FAULT_PROGRESS
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      TRUST_PROXY: '1',
      LOG_LEVEL: process.env.FAULT_SERVER_LOG_LEVEL ?? 'warn',
      // the `ready` line is read as JSON
      LOG_FORMAT: 'json',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    pid: child.pid!,
    startMs,
    process: child,
    output: () => log,
    startupPhases() {
      const line = log.split('\n').find((l) => l.includes('"phases"'));
      if (!line) return undefined;
      const { phases } = JSON.parse(line) as { phases: Array<{ phase: string; atMs: number; cpuMs: number }> };
      return phases.map((p) => `${p.phase} ${p.atMs}/${p.cpuMs}`).join(', ');
    },
    async kill() {
      const gone = exited(child);
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
      await gone;
    },
    async stop() {
      const gone = exited(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await gone;
    },
  };
}
