/**
 * How long `npm run serve` takes from spawning the process to the first healthy answer:
 * once on a new data folder (PGlite runs initdb) and once more on the same folder (a restart).
 * Usage: node --import tsx src/cli/serve-time.ts [runs=3]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

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

async function timeOneStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], { env, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qa-serve-time-'));
  try {
    const cold = await timeOneStart(dataDir);
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) warm.push(await timeOneStart(dataDir));
    warm.sort((a, b) => a - b);
    console.log(JSON.stringify({ coldStartMs: Math.round(cold), restartMedianMs: Math.round(warm[Math.floor(warm.length / 2)]), restartRunsMs: warm.map(Math.round) }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
