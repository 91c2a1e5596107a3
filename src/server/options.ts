import type { FastifyServerOptions } from 'fastify';

export type DbKind = 'pglite' | 'postgres';

export type DbOptions =
  /** Embedded PostgreSQL. dataDir: the folder holding pglite/ and server.lock; undefined = in memory. */
  | { kind: 'pglite'; dataDir?: string }
  /** A PostgreSQL server. schema: tables live in this schema (tests isolate themselves this way). */
  | { kind: 'postgres'; url: string; schema?: string };

export interface AppOptions {
  db: DbOptions;
  /** Where schemas/, content/ and dist/ live. Default process.cwd(). */
  rootDir?: string;
  /** Where the server keeps files it owns (uploaded documents…). Undefined: features choose a temporary folder. */
  dataDir?: string;
  /** Where uploaded documents are kept. Default dataDir/documents; with neither, a temporary folder. */
  documentsDir?: string;
  jwtSecret: string;
  externalSiteUrl?: string;
  smtpUrl?: string;
  nodeEnv?: string;
  studioEnabled?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built app from rootDir/dist (production); false for tests of the API and for `npm run dev`. */
  serveStatic?: boolean;
}

/** The options after defaults, decorated on the app as `app.settings`. */
export interface AppSettings {
  rootDir: string;
  dataDir?: string;
  documentsDir?: string;
  jwtSecret: string;
  externalSiteUrl?: string;
  smtpUrl?: string;
  nodeEnv: string;
  studioEnabled: boolean;
  serveStatic: boolean;
}
