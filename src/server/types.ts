import type { ReleaseThread } from './domain/releases/release-thread';
import type { Bundle } from '../core/bundle';
import type { Db } from './db/client';
import type { Release, ReleaseCache } from './domain/releases';
import type { KeyRing } from './domain/tokens';
import type { ErrorMessages } from './errors/messages';
import type { AppSettings, DbKind } from './options';
import type { DeferredSchemas } from './route-schemas';
import type { appPages } from './plugins/route-pages';

// What buildApp decorates on the instance, typed for every route and plugin.
declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
    /**
     * The files of schemas/ and content/ this server was deployed with: only for the settings a
     * server takes at its start (body limits, compression, sessions). Requests are answered under
     * `request.release`, the published release.
     */
    bundle: Bundle;
    /** The published release and earlier ones, as the database holds them (domain/releases). */
    releases: ReleaseCache;
    errorMessages: ErrorMessages;
    /** The thread a release's browser validators and sheets are made in (domain/releases/release-thread.ts). */
    releaseThread: ReleaseThread;
    /** Makes what a release's requests check with, once (domain/releases/prepared.ts); undefined when it is made. */
    prepareRelease(release: Release): Promise<void> | undefined;
    /** The keys tokens are signed and checked with (domain/tokens/key-ring.ts). */
    keys: KeyRing;
    db: Db;
    dbKind: DbKind;
    closeDb(): Promise<void>;
    /** The routes' validators and serializers, compiled on first use or by `compileRest` (route-schemas.ts). */
    routeSchemas: DeferredSchemas;
    /** The app's page for a path (only when the built app is served). */
    appPages: ReturnType<typeof appPages>;
  }
}
