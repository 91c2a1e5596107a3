import type { FastifyInstance } from 'fastify';
import { formatProblem } from '../core/schema/check';
import { proveRelease } from '../core/schema/prove-release';
import { loadBundle } from '../server/content/load-bundle';

export interface ReloadingApi {
  /** The API answering now. */
  readonly app: FastifyInstance;
  /**
   * Builds the API again from the files as they are now, if they pass the schema check: the old API
   * stops (closing its database, so the new one may open the same folder) and the new one listens on
   * the same port. Files that do not pass leave the running API as it was; `problems` says why.
   * Reloads run one after another.
   */
  reload(): Promise<{ reloaded: boolean; problems: string[] }>;
  close(): Promise<void>;
}

/**
 * The API of `npm run dev`, built again whenever the analysts' files change, so the server enforces
 * what the browser (hot-reloaded by Vite) shows. `build` makes a fresh app from the files under
 * `rootDir`.
 */
export async function reloadingApi(build: () => Promise<FastifyInstance>, rootDir: string, listen: { port: number; host: string }): Promise<ReloadingApi> {
  let app = await build();
  await app.listen(listen);
  let queue: Promise<unknown> = Promise.resolve();

  const rebuild = async () => {
    const problems = proveRelease(await loadBundle(rootDir)).findings.map(formatProblem);
    if (problems.length > 0) return { reloaded: false, problems };
    await app.close();
    app = await build();
    await app.listen(listen);
    return { reloaded: true, problems };
  };

  return {
    get app() {
      return app;
    },
    reload() {
      const next = queue.then(rebuild, rebuild);
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      await queue;
      await app.close();
    },
  };
}
