import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

export interface Injected {
  statusCode: number;
  body: string;
  json(): any;
}

/** Just what the shared API test helpers call (app.inject), over real HTTP. */
export interface HttpApp {
  inject(request: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }): Promise<Injected>;
}

/**
 * The real API server in a child process on 127.0.0.1:`port`, the origin the test file gives jsdom
 * (so XMLHttpRequest stays same-origin). Relative fetch URLs are resolved against it (Node's fetch
 * needs absolute URLs); every answer still comes from the server.
 */
export interface RealServer {
  app: HttpApp;
  documentsDir: string;
  /** The bank's systems ask for document categories, with a note to the customer (a customer's save cannot). */
  bankAsks(prospectId: string, categories: string[], note?: string): Promise<void>;
  /** The bank adds an officer who can log in with this user name and password. */
  addAgent(userName: string, password: string): Promise<void>;
  /** The bank makes the officer a supervisor (their next login says so). */
  makeSupervisor(userName: string): Promise<void>;
  /** The clock runs past the officer's hold on an application (its heartbeat stopped). */
  lapseHold(prospectId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(port: number): Promise<RealServer> {
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'qa-web-documents-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts'), String(port), documentsDir], {
    cwd: repo,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init),
  );

  const app: HttpApp = {
    async inject({ method, url, headers = {}, payload }) {
      let body: BodyInit | undefined;
      const sent = { ...headers };
      if (Buffer.isBuffer(payload)) body = new Uint8Array(payload);
      else if (typeof payload === 'string') body = payload;
      else if (payload !== undefined) {
        body = JSON.stringify(payload);
        sent['content-type'] ??= 'application/json';
      }
      const response = await realFetch(`${origin}${url}`, { method, headers: sent, body });
      const text = await response.text();
      return { statusCode: response.status, body: text, json: () => JSON.parse(text) };
    },
  };
  // one line to serve.ts, answered once it printed "done <verb> <subject>"
  const tell = (verb: string, subject: string, rest = '') =>
    new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        if (!chunk.toString().includes(`done ${verb} ${subject}`)) return;
        child.stdout!.off('data', onData);
        resolve();
      };
      child.stdout!.on('data', onData);
      child.stdin!.write(`${verb} ${subject}${rest ? ` ${rest}` : ''}\n`);
    });
  return {
    app,
    documentsDir,
    bankAsks: (prospectId, categories, note) => tell('ask', prospectId, `${JSON.stringify(categories)}${note ? ` ${note}` : ''}`),
    addAgent: (userName, password) => tell('agent', userName, password),
    lapseHold: (prospectId) => tell('lapse', prospectId),
    makeSupervisor: (userName) => tell('supervisor', userName),
    async stop() {
      vi.unstubAllGlobals();
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(documentsDir, { recursive: true, force: true });
    },
  };
}
