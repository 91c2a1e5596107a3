/**
 * `npm run dev`: the API (with its own database, as `npm run serve` would open it) on
 * API_PORT (default PORT+1) and Vite's dev server on PORT (default 3000), whose config
 * proxies /api to API_PORT (vite.config.ts). A change under schemas/ or content/ reloads the
 * browser's modules (Vite) and rebuilds the API from the files (dev-api.ts). Stop with Ctrl+C.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { buildApp } from '../server/app';
import { loadBundle } from '../server/content/load-bundle';
import { DataDirLockedError } from '../server/db/lock-file';
import { parsePort, readEnv } from '../server/env';
import { ErrorMessages } from '../server/errors/messages';
import { reloadingApi } from './dev-api';

/** An editor's save often writes a file more than once: one reload for them all. */
const RELOAD_DEBOUNCE_MS = 200;

async function main(): Promise<void> {
  const rootDir = process.cwd();
  const env = readEnv();
  const apiPort = parsePort(process.env.API_PORT, 'API_PORT', env.port + 1);
  // vite.config.ts reads it when the dev server loads the config below.
  process.env.API_PORT = String(apiPort);

  const build = () =>
    buildApp({
      db: env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
      rootDir,
      dataDir: env.dataDir,
      jwtSecret: env.jwtSecret,
      externalSiteUrl: env.externalSiteUrl,
      smtpUrl: env.smtpUrl,
      nodeEnv: env.nodeEnv,
      studioEnabled: env.studioEnabled,
      logger: { level: process.env.LOG_LEVEL ?? 'warn' },
      serveStatic: false,
    });
  let api;
  try {
    api = await reloadingApi(build, rootDir, { port: apiPort, host: '127.0.0.1' });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const messages = new ErrorMessages(await loadBundle(rootDir));
      console.error(messages.forServer('dataDirLocked', { dataDir: error.dataDir, pid: error.pid }));
      process.exit(1);
    }
    throw error;
  }
  const vite = await createServer({ root: rootDir, server: { port: env.port, strictPort: true, host: env.host } });
  await vite.listen();

  console.log(`API: http://localhost:${apiPort}/api/v1 (${api.app.dbKind})`);
  vite.printUrls();

  // the analysts' files: the API is built again from them (Vite already watches the project)
  const messages = new ErrorMessages(await loadBundle(rootDir));
  const analysts = [path.join(rootDir, 'schemas') + path.sep, path.join(rootDir, 'content') + path.sep];
  let timer: NodeJS.Timeout | undefined;
  vite.watcher.on('all', (_event, file) => {
    if (!analysts.some((dir) => file.startsWith(dir))) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      api.reload().then(
        ({ reloaded, problems }) =>
          console.log(reloaded ? messages.forServer('devApiReloaded') : messages.forServer('devApiKept', { problems: problems.join('\n') })),
        (error: unknown) => console.error(messages.forServer('devApiReloadFailed', { reason: error instanceof Error ? error.message : String(error) })),
      );
    }, RELOAD_DEBOUNCE_MS);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    Promise.allSettled([vite.close(), api.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
