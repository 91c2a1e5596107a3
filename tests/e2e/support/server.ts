import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNDECLARED_DROPPED } from '../../../src/server/domain/prospects/declared-shape';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server the way `npm start` does after its build step, on a fresh DATA_DIR. `rootDir`:
 * where it finds schemas/, content/ and dist/ (its working directory; default this checkout). It
 * sits behind one trusted proxy hop (TRUST_PROXY=1): browser contexts say whose address they are.
 */
export async function startServer(env: Record<string, string> = {}, rootDir = process.cwd()): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'qa-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'src/server/server.ts')], {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: 'test', DEV_OUTBOX: '1', TRUST_PROXY: '1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // E2E_LOG_DIR keeps each server's output in a file too, to read after a failed run.
  const logFile = process.env.E2E_LOG_DIR ? join(process.env.E2E_LOG_DIR, `server-${port}.log`) : undefined;
  if (logFile) mkdirSync(process.env.E2E_LOG_DIR!, { recursive: true });
  const record = (chunk: Buffer) => {
    log += chunk;
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not answer within 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      // the browser sends only what the schemas declare: a key the server dropped is a defect of the page
      const dropped = log.split('\n').filter((line) => line.includes(UNDECLARED_DROPPED));
      if (dropped.length > 0) throw new Error(`the pages sent keys no schema declares:\n${dropped.slice(0, 5).join('\n')}`);
    },
  };
}
