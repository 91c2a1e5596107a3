import type { FastifyInstance } from 'fastify';
import { startupClock } from './startup-clock';
import { loggableError } from './errors/loggable';
import { loggerOptions } from './log-format';
import { startEngineThread } from './db/engine-thread-handle';
import { DataDirLockedError } from './db/lock-file';
import { readEnv } from './env';
import { ReleaseThreadClosed } from './domain/releases/release-thread';
import type { DbOptions } from './options';
// Only what starts the embedded engine is loaded before it starts: the rest of the server
// (fastify, drizzle, routes…) loads in main() while the engine starts.

/** How long after listening the screening conditions are compiled if no save has needed them yet. */
const WARM_UP_DELAY_MS = 1000;

// Marks where the start's time goes; the first mark is when node has loaded the modules above.
const clock = startupClock();
clock.mark('modules');

function displayUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** A sentence of content/en/errors.json `server` for the console (the bundle is read again: the app may not exist). */
async function serverMessage(rootDir: string, key: string, vars: Record<string, string | number> = {}): Promise<string> {
  const { loadBundle } = await import('./content/load-bundle');
  const { ErrorMessages } = await import('./errors/messages');
  const messages = new ErrorMessages(await loadBundle(rootDir).catch(() => ({ schemas: {}, content: {} })));
  return messages.forServer(key, vars);
}

async function main(): Promise<void> {
  const rootDir = process.cwd();
  const env = readEnv();
  let app: FastifyInstance;
  try {
    const db: DbOptions = env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'pglite', dataDir: env.dataDir, engine: startEngineThread(env.dataDir) };
    clock.mark('engine started');
    // The database object is made while the rest of the server loads; buildApp awaits it.
    const { startDatabase } = await import('./db/client');
    const opening = startDatabase(db);
    opening.catch(() => undefined); // its failure is thrown by buildApp, which awaits it
    const { buildApp } = await import('./app');
    const { agentRules, demoAgentLine, ensureDemoAgent, ensureDemoAnalyst } = await import('./domain/agents');
    const { releaseRules, releaseWords } = await import('./domain/releases/rules');
    const { interpolate } = await import('../core/messages/format');
    clock.mark('server modules');
    app = await buildApp({
      db,
      opening,
      onPhase: clock.mark,
      rootDir,
      dataDir: env.dataDir,
      jwtSecret: env.jwtSecret,
      externalSiteUrl: env.externalSiteUrl,
      smtpUrl: env.smtpUrl,
      nodeEnv: env.nodeEnv,
      studioEnabled: env.studioEnabled,
      devOutbox: env.devOutbox,
      trustProxy: env.trustProxy,
      // the embedded default prints each message (a code) here, so a person can try `npm start`
      echoMessages: !env.databaseUrl && env.nodeEnv !== 'production',
      logger: await loggerOptions(env.logFormat, process.env.LOG_LEVEL ?? 'info'),
      serveStatic: true,
      // a newly published release: what its requests check with is made a moment later, before a customer's save needs it
      onRelease: (release) => setTimeout(() => void app.prepareRelease(release), WARM_UP_DELAY_MS).unref(),
    });
    // Embedded first start: a demo agent whose password is printed here once and logged nowhere;
    // never in production
    if (app.dbKind === 'pglite' && env.nodeEnv !== 'production') {
      const demo = await ensureDemoAgent(app.db, agentRules(app.bundle));
      if (demo) console.log(demoAgentLine(app.bundle, demo));
      const analyst = await ensureDemoAnalyst(app.db, releaseRules(app.bundle).demoAnalyst, agentRules(app.bundle).password);
      if (analyst) console.log(interpolate(releaseWords(app.bundle).demoAnalyst.printed, analyst));
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(await serverMessage(rootDir, 'dataDirLocked', { dataDir: error.dataDir, pid: error.pid }));
      process.exit(1);
    }
    if (error instanceof Error && error.name === 'DevOutboxInProductionError') {
      console.error(await serverMessage(rootDir, 'devOutboxInProduction'));
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
        app.log.error({ fault: loggableError(error) }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ port: env.port, host: env.host });
  clock.mark('listening');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  const ready = clock.marks[clock.marks.length - 1];
  app.log.info({ startupMs: ready.atMs, startupCpuMs: ready.cpuMs, phases: clock.marks, db: app.dbKind }, 'ready: process start to listening');
  console.log(`Quick Apply is running at ${displayUrl(env.host, port)}`);

  // What the release's requests check with is made a moment after the start (not before the first
  // answer: restart time), or by its first request; a condition of schemas/rules/screening.json that
  // is not valid JSON Schema still stops the server here rather than failing saves.
  setTimeout(() => {
    app.releaseThread
      .checkScreening(app.bundle)
      .then(
        async () => app.prepareRelease(await app.releases.current()),
        (error: unknown) => {
          // a server stopping closes the thread under the check: it stops as it was asked to
          if (error instanceof ReleaseThreadClosed) return;
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      )
      .catch((error: unknown) => {
        if (!(error instanceof ReleaseThreadClosed)) console.error(error instanceof Error ? error.message : error);
      });
  }, WARM_UP_DELAY_MS).unref();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
