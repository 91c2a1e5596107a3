import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadBundle } from './content/load-bundle';
import { startDatabase } from './db/client';
import { sharedSecret } from './db/shared-secret';
import { databaseKeyRing, secretsKeyRing, sessionRules } from './domain/tokens';
import { ErrorMessages } from './errors/messages';
import type { AppOptions, AppSettings } from './options';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { gracefulStop } from './plugins/graceful-stop';
import { compressJson } from './plugins/compress-json';
import { errorHandler } from './plugins/error-handler';
import { noStoreOnApi } from './plugins/no-store';
import { notFound } from './plugins/not-found';
import { requestIdFor, requestIdHeader } from './plugins/request-id';
import { securityHeaders } from './plugins/security-headers';
import { staticFiles } from './plugins/static-files';
import { bodyLimits, jsonBody } from './plugins/json-body';
import { textGuard } from './plugins/text-guard';
import { releasePerRequest } from './plugins/release';
import { adoptDeployedFiles, createReleaseCache, releaseIdOf, type Release } from './domain/releases';
import { ReleaseThread, ReleaseThreadClosed } from './domain/releases/release-thread';
import { prepareRelease } from './domain/releases/prepared';
import { loggableError } from './errors/loggable';
import { nameStepsById } from './domain/prospects/step-ids';
import { releaseRules, releaseWords } from './domain/releases/rules';
import routes from './routes/index';
import { deferredSchemas } from './route-schemas';
import './types';

/** DEV_OUTBOX with NODE_ENV=production: the server refuses to start (content/en/errors.json server.devOutboxInProduction). */
export class DevOutboxInProductionError extends Error {
  constructor() {
    super('DEV_OUTBOX is refused with NODE_ENV=production');
    this.name = 'DevOutboxInProductionError';
  }
}

export type { AppOptions, AppSettings, DbOptions, DbKind } from './options';

/** Trusts the first `hops` proxies in front of the server, counted from it. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

function settingsOf(options: AppOptions): AppSettings {
  const listed = options.jwtSecret
    ?.split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  const signingSecrets = listed && listed.length > 0 ? listed : undefined;
  return {
    rootDir: path.resolve(options.rootDir ?? process.cwd()),
    dataDir: options.dataDir,
    documentsDir: options.documentsDir ?? (options.dataDir ? path.join(options.dataDir, 'documents') : undefined),
    // without one given, the database's shared secret (set once the database is open)
    codeSecret: signingSecrets?.[0] ?? '',
    signingSecrets,
    externalSiteUrl: options.externalSiteUrl,
    smtpUrl: options.smtpUrl,
    nodeEnv: (options.nodeEnv ?? 'development').toLowerCase(),
    studioEnabled: options.studioEnabled ?? true,
    devOutbox: options.devOutbox === true,
    echoMessages: options.echoMessages === true,
    serveStatic: options.serveStatic ?? false,
  };
}

/**
 * The whole server as a Fastify instance, not yet listening: server.ts listens on it, tests
 * call app.inject(). Opens (and migrates) the database before returning; app.close() closes it.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // the outbox hands out codes: a production server never has it, whatever else is set
  const settings = settingsOf(options);
  if (settings.devOutbox && settings.nodeEnv === 'production') throw new DevOutboxInProductionError();
  const phase = options.onPhase ?? (() => undefined);
  const opening = options.opening ?? startDatabase(options.db);
  opening.catch(() => undefined); // its failure is thrown below, where it is awaited
  let bundle;
  try {
    bundle = await loadBundle(settings.rootDir);
  } catch (error) {
    await opening.then((database) => database.close()).catch(() => undefined);
    throw error;
  }
  phase('content');
  // The database object first; the embedded engine may still be starting
  // while the plugins and routes below are set up (nothing queries before `ready`).
  const database = await opening;
  if (!settings.codeSecret) {
    try {
      await database.ready;
      settings.codeSecret = await sharedSecret(database.db);
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }

  let app: FastifyInstance | undefined;
  try {
    const routeSchemas = deferredSchemas();
    const serverOptions: FastifyServerOptions = {
      logger: options.logger ?? false,
      genReqId: requestIdFor,
      // the proxies TRUST_PROXY declares: request.ip is then the address they forward
      // (a number of hops as the function Fastify makes of one: its types name no number)
      trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : (options.trustProxy ?? false),
      // JSON bodies above requestBody.maxBytes (server-settings.json) are refused with 413 (the largest record, with documents' metadata, is far below)
      bodyLimit: bodyLimits.maxBytes,
      // a body's value is taken as sent: 5 is not the country code "5", "true" is not true (the default coerces)
      ajv: { customOptions: { allErrors: true, coerceTypes: false } },
      // Fastify's compilers, each route's compiled when first used: a restart answers sooner
      schemaController: routeSchemas.schemaController,
    };
    app = Fastify(serverOptions);

    app.decorate('settings', settings);
    app.decorate('routeSchemas', routeSchemas);
    app.decorate('bundle', bundle);
    // JWT_SECRET's keys, or the database's that every server on it shares (rule KEYS-SHARED)
    const keys = settings.signingSecrets
      ? secretsKeyRing(settings.signingSecrets)
      : databaseKeyRing(database.db, database.ready, sessionRules(bundle).signingKeys);
    app.decorate('keys', keys);
    app.addHook('onClose', async () => keys.close());
    app.decorate('errorMessages', new ErrorMessages(bundle));
    // a release's validators and sheets are made here, started on the first (an analyst's checks keep a thread of their own)
    const releaseThread = new ReleaseThread();
    app.decorate('releaseThread', releaseThread);
    app.addHook('onClose', () => releaseThread.close());
    const log = app.log;
    let routesCompiled: Promise<void> | undefined;
    app.decorate('prepareRelease', (release: Release) =>
      prepareRelease(release, {
        generate: (files) => releaseThread.generateServer(files),
        routes: () => (routesCompiled ??= routeSchemas.compileRest()),
        // a server stopping closes its thread: nothing failed
        failed: (error) => {
          if (!(error instanceof ReleaseThreadClosed))
            log.error({ fault: loggableError(error), release: release.id }, 'release not prepared: its checks compile where first needed');
        },
      }),
    );
    const deployed = { id: releaseIdOf(bundle), bundle };
    const rules = releaseRules(bundle);
    app.decorate(
      'releases',
      createReleaseCache(database.db, { pollMs: rules.pollMs, keptInMemory: rules.keptInMemory, known: deployed, onPublished: options.onRelease }),
    );
    await app.register(dbPlugin, { database });
    await app.register(gracefulStop);
    await app.register(requestIdHeader);
    await app.register(securityHeaders, { production: settings.nodeEnv === 'production' });
    await app.register(noStoreOnApi);
    await app.register(compressJson);
    await app.register(errorHandler);
    await app.register(notFound, { spaFallback: settings.serveStatic });
    await app.register(authPlugin);
    await app.register(releasePerRequest);
    await app.register(jsonBody);
    await app.register(textGuard); // security suite: NUL / broken Unicode never reach the database
    await app.register(routes, { prefix: '/api/v1' });
    if (settings.serveStatic) {
      await app.register(staticFiles, { distDir: path.join(settings.rootDir, 'dist'), externalSiteUrl: settings.externalSiteUrl });
    }
    await app.ready();
    phase('routes');
    await database.ready;
    phase('database');
    await adoptDeployedFiles(database.db, deployed, releaseWords(bundle).deployedAuthor, releaseWords(bundle).deployedNote);
    phase('release');
    await nameStepsById(database.db, bundle);
    phase('step ids');
    return app;
  } catch (error) {
    // closing the app closes the database too (plugins/db.ts)
    await (app ? app.close() : database.close()).catch(() => undefined);
    throw error;
  }
}
