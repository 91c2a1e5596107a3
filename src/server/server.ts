import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { agentRules, demoAgentLine, ensureDemoAgent } from './domain/agents';
import { loadBundle } from './content/load-bundle';
import { DataDirLockedError } from './db/lock-file';
import { readEnv } from './env';
import { ErrorMessages } from './errors/messages';
import type { DbOptions } from './options';

function displayUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

async function lockedMessage(rootDir: string, error: DataDirLockedError): Promise<string> {
  const messages = new ErrorMessages(await loadBundle(rootDir).catch(() => ({ schemas: {}, content: {} })));
  return messages.forServer('dataDirLocked', { dataDir: error.dataDir, pid: error.pid });
}

async function main(): Promise<void> {
  const rootDir = process.cwd();
  const env = readEnv();
  const db: DbOptions = env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir };

  let app;
  try {
    app = await buildApp({
      db,
      rootDir,
      dataDir: env.dataDir,
      jwtSecret: env.jwtSecret,
      externalSiteUrl: env.externalSiteUrl,
      smtpUrl: env.smtpUrl,
      nodeEnv: env.nodeEnv,
      studioEnabled: env.studioEnabled,
      logger: { level: process.env.LOG_LEVEL ?? 'info' },
      serveStatic: true,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(await lockedMessage(rootDir, error));
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  // Embedded first start: a demo agent whose password is printed here once and logged nowhere.
  if (app.dbKind === 'pglite') {
    const demo = await ensureDemoAgent(app.db, agentRules(app.bundle));
    if (demo) console.log(demoAgentLine(app.bundle, demo));
  }

  await app.listen({ port: env.port, host: env.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  app.log.info({ startupMs: Math.round(performance.now()), db: app.dbKind }, 'ready: process start to listening');
  console.log(`Quick Apply is running at ${displayUrl(env.host, port)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
