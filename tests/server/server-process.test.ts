import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from './helpers/app';

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

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

function startServer(dataDir: string, port: number, extra: NodeJS.ProcessEnv = {}): Run {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...extra };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(run: Run, pattern: RegExp, ms = 30000): Promise<void> {
  const until = Date.now() + ms;
  while (!pattern.test(run.output())) {
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    if (Date.now() > until) throw new Error(`timed out waiting for ${pattern}:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server process on a PGlite data folder', () => {
  const tmp = tempDir('server');
  const running: Run[] = [];
  afterAll(() => {
    for (const run of running) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    tmp.remove();
  });

  it('holds a lock, refuses a second server, persists its JWT secret, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer(tmp.dir, port);
    running.push(first);
    await waitFor(first, /Quick Apply is running at http:\/\/localhost:\d+/);
    // the log line with the start's figures: the logger writes it on its own, not always before the console's line
    await waitFor(first, /startupMs/);
    // outside production the log is lines a person reads: the time, the level, the message
    expect(first.output()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: ready: process start to listening/m);
    expect(first.output()).not.toMatch(/^\{"level"/m);

    const lockFile = path.join(tmp.dir, 'server.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });

    const secretFile = path.join(tmp.dir, 'jwt-secret');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const secret = readFileSync(secretFile, 'utf8');
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);

    const second = startServer(tmp.dir, await freePort());
    running.push(second);
    const startedAt = Date.now();
    const code = await second.exited;
    expect(code).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(15000);
    expect(second.output()).toContain(
      `Another Quick Apply server is already using DATA_DIR ${tmp.dir} (pid ${first.child.pid}). Stop it first or set DATA_DIR to another folder.`,
    );
    expect(second.output().trim().split('\n')).toHaveLength(1);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);

    // A lock left by a process that is gone (a crash) is taken over; the secret is reused.
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(lockFile, `${gone.pid}\n`);
    const third = startServer(tmp.dir, port);
    running.push(third);
    await waitFor(third, /Quick Apply is running at/);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(third.child.pid));
    expect(readFileSync(secretFile, 'utf8')).toBe(secret);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 90000);

  it('in production, creates no demo officer or analyst on an embedded first start and prints no password', async () => {
    const fresh = tempDir('server-production');
    try {
      const run = startServer(fresh.dir, await freePort(), { NODE_ENV: 'Production' });
      running.push(run);
      await waitFor(run, /Quick Apply is running at/);
      await waitFor(run, /startupMs/);
      expect(run.output()).not.toMatch(/[Dd]emo|password/);
      // in production the log is JSON lines, for a log collector
      const ready = run
        .output()
        .split('\n')
        .find((line) => line.includes('startupMs'));
      expect(JSON.parse(ready!)).toMatchObject({ msg: 'ready: process start to listening' });
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
    } finally {
      fresh.remove();
    }
  }, 60000);

  it('stops cleanly on SIGTERM while it prepares its release, a second after its start', async () => {
    const fresh = tempDir('server-preparing');
    try {
      const run = startServer(fresh.dir, await freePort());
      running.push(run);
      await waitFor(run, /Quick Apply is running at/);
      // the preparation starts a second after the start and takes its thread a second or more (decision 0022)
      await new Promise((resolve) => setTimeout(resolve, 1200));
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).not.toMatch(/release thread|not prepared|ERROR/);
    } finally {
      fresh.remove();
    }
  }, 60000);

  it('refuses to start with DEV_OUTBOX under NODE_ENV=production (in any case), saying why in one sentence', async () => {
    const run = startServer(tmp.dir, await freePort(), { NODE_ENV: 'PRODUCTION', DEV_OUTBOX: '1' });
    running.push(run);
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe(
      'DEV_OUTBOX shows every one-time code to anyone who asks: a server with NODE_ENV=production does not start with it. Unset DEV_OUTBOX.',
    );
  }, 60000);
});
