import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import { startServer } from './documents/server';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * The real API server for one test file (its own process on 127.0.0.1:`port`, the origin the file
 * gives jsdom), and every call the page makes recorded on its way there: `calls` holds the fetch
 * calls and their answers (`mock.calls`, `mock.results`), nothing is answered in the server's place.
 */
export function realServerForFile(port: number) {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let toServer: Fetch;
  let calls: Mock<Fetch>;
  beforeAll(async () => {
    server = await startServer(port);
    toServer = globalThis.fetch;
  }, 120_000); // a child process compiling the server and opening PGlite: slow on a busy machine
  afterAll(async () => {
    await server?.stop();
  }, 30_000);
  beforeEach(() => {
    calls = vi.fn<Fetch>((input, init) => toServer(input, init));
    vi.stubGlobal('fetch', calls);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    /** the shared API helpers' `app.inject`, over HTTP to the server */
    get app() {
      return server!.app as unknown as FastifyInstance;
    },
    get calls() {
      return calls;
    },
    get server() {
      return server!;
    },
    /** the JSON bodies of the saves (PUT) sent so far in this test */
    saves(): Array<Record<string, any>> {
      return calls.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));
    },
  };
}
