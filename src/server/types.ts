import type { Bundle } from '../core/bundle';
import type { Db } from './db/client';
import type { KeyRing } from './domain/tokens';
import type { ErrorMessages } from './errors/messages';
import type { AppSettings, DbKind } from './options';
import type { appPages } from './plugins/route-pages';

// What buildApp decorates on the instance, typed for every route and plugin.
declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
    /** Every JSON file of schemas/ and content/, read once at start. */
    bundle: Bundle;
    errorMessages: ErrorMessages;
    /** The keys tokens are signed and checked with (domain/tokens/key-ring.ts). */
    keys: KeyRing;
    db: Db;
    dbKind: DbKind;
    closeDb(): Promise<void>;
    /** The app's page for a path (only when the built app is served). */
    appPages: ReturnType<typeof appPages>;
  }
}
