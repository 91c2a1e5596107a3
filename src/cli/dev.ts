/**
 * `npm run dev`: the API (with its own database, as `npm run serve` would open it) on
 * API_PORT (default PORT+1) and Vite's dev server on PORT (default 3000), whose config
 * proxies /api to API_PORT (vite.config.ts). Stop with Ctrl+C.
 */
import { createServer } from 'vite';
import { buildApp } from '../server/app';
import { loadBundle } from '../server/content/load-bundle';
import { DataDirLockedError } from '../server/db/lock-file';
import { parsePort, readEnv } from '../server/env';
import { ErrorMessages } from '../server/errors/messages';

async function main(): Promise<void> {
  const rootDir = process.cwd();
  const env = readEnv();
  const apiPort = parsePort(process.env.API_PORT, 'API_PORT', env.port + 1);
  // vite.config.ts reads it when the dev server loads the config below.
  process.env.API_PORT = String(apiPort);

  let api;
  try {
    api = await buildApp({
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
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const messages = new ErrorMessages(await loadBundle(rootDir));
      console.error(messages.forServer('dataDirLocked', { dataDir: error.dataDir, pid: error.pid }));
      process.exit(1);
    }
    throw error;
  }
  await api.listen({ port: apiPort, host: '127.0.0.1' });

  const vite = await createServer({ root: rootDir, server: { port: env.port, strictPort: true, host: env.host } });
  await vite.listen();

  console.log(`API: http://localhost:${apiPort}/api/v1 (${api.dbKind})`);
  vite.printUrls();

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
