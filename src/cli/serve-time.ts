/**
 * How long `npm run serve` (node dist-server/server.js, built first) takes from spawning the process
 * to the first healthy answer: once on a new data folder (PGlite runs initdb), then `runs` restarts
 * on the same folder, alternately after a clean stop (SIGTERM) and after kill -9 (crash recovery).
 * Prints the figures and, for the last restart of each kind, the server's own account of its phases
 * (phase: ms since the process started / CPU ms of all its threads).
 * Usage: node --import tsx src/cli/serve-time.ts [runs=6]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer } from './build-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Start {
  ms: number;
  phases?: string;
}

function phasesOf(output: string): string | undefined {
  const line = output.split('\n').find((l) => l.includes('"phases"'));
  if (!line) return undefined;
  const { phases } = JSON.parse(line) as { phases: Array<{ phase: string; atMs: number; cpuMs: number }> };
  return phases.map((p) => `${p.phase} ${p.atMs}/${p.cpuMs}`).join(', ');
}

async function timeOneStart(entry: string, dataDir: string, stopWith: 'SIGTERM' | 'SIGKILL'): Promise<Start> {
  const port = await freePort();
  // the `ready` line is read as JSON
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_FORMAT: 'json' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
        await res.body?.cancel();
        if (res.ok) return { ms: performance.now() - started, phases: phasesOf(output) };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill(stopWith);
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 6);
  const { file } = await buildServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qa-serve-time-'));
  try {
    const cold = await timeOneStart(file, dataDir, 'SIGTERM');
    const afterStop: Start[] = [];
    const afterKill: Start[] = [];
    for (let i = 0; i < runs; i++) {
      // the start after a kill -9 is the one following a SIGKILL stop
      const kind = i % 2 === 0 ? 'SIGKILL' : 'SIGTERM';
      const start = await timeOneStart(file, dataDir, kind);
      (i % 2 === 1 ? afterKill : afterStop).push(start);
    }
    const ms = (starts: Start[]) => starts.map((s) => Math.round(s.ms));
    console.log(
      JSON.stringify(
        {
          coldStartMs: Math.round(cold.ms),
          restartAfterStopMedianMs: Math.round(median(afterStop.map((s) => s.ms))),
          restartAfterStopMs: ms(afterStop),
          restartAfterKillMedianMs: afterKill.length ? Math.round(median(afterKill.map((s) => s.ms))) : undefined,
          restartAfterKillMs: ms(afterKill),
          phasesAfterStop: afterStop.at(-1)?.phases,
          phasesAfterKill: afterKill.at(-1)?.phases,
        },
        null,
        2,
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
