import type { FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import type { EmbeddedEngine } from './db/engine-handle';
import type { Release } from './domain/releases';

export type DbKind = 'pglite' | 'postgres';

export type DbOptions =
  /**
   * Embedded PostgreSQL. dataDir: the folder holding pglite/ and server.lock; undefined = in memory.
   * engine: already started on that folder (server.ts starts it first thing).
   */
  | { kind: 'pglite'; dataDir?: string; engine?: EmbeddedEngine }
  /** A PostgreSQL server. schema: tables live in this schema (tests isolate themselves this way). */
  | { kind: 'postgres'; url: string; schema?: string };

export interface AppOptions {
  db: DbOptions;
  /**
   * The database of `db` already started by the caller (startDatabase): server.ts starts it before
   * it loads the rest of the server, so the embedded engine's start overlaps the loading.
   */
  opening?: Promise<Database>;
  /** Called as each step of the build ends (server.ts logs where a start's time goes). */
  onPhase?: (phase: string) => void;
  /** Where schemas/, content/ and dist/ live. Default process.cwd(). */
  rootDir?: string;
  /** Where the server keeps files it owns (uploaded documents…). Undefined: features choose a temporary folder. */
  dataDir?: string;
  /** Where uploaded documents are kept. Default dataDir/documents; with neither, a temporary folder. */
  documentsDir?: string;
  /**
   * JWT_SECRET: the token signing secret, or during a rotation the new one then the old ones,
   * comma-separated (the first signs and hashes codes, all check). Absent: the database keeps the
   * signing keys and the code secret, shared by every server on it.
   */
  jwtSecret?: string;
  externalSiteUrl?: string;
  smtpUrl?: string;
  nodeEnv?: string;
  studioEnabled?: boolean;
  /** GET /dev/outbox answers the messages sent (codes included): only when asked for, never in production. */
  devOutbox?: boolean;
  /**
   * The proxies in front of the server (TRUST_PROXY): how many hops, or their addresses. The client
   * address limits count by is then the one they forward; unset, the connection's own address.
   */
  trustProxy?: number | string[];
  /** Each message sent (a one-time code, an invite) is also printed on the console: the embedded default, for a person trying it. */
  echoMessages?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Called when this server first answers under a newly published release (server.ts prepares its validators). */
  onRelease?: (release: Release) => void;
  /** Serve the built app from rootDir/dist (production); false for tests of the API and for `npm run dev`. */
  serveStatic?: boolean;
}

/** The options after defaults, decorated on the app as `app.settings`. */
export interface AppSettings {
  rootDir: string;
  dataDir?: string;
  documentsDir?: string;
  /** hashes the one-time codes: JWT_SECRET's first, else the database's (set once it is open) */
  codeSecret: string;
  /** JWT_SECRET's secrets, newest first; undefined: the signing keys live in the database */
  signingSecrets?: string[];
  externalSiteUrl?: string;
  smtpUrl?: string;
  nodeEnv: string;
  studioEnabled: boolean;
  devOutbox: boolean;
  echoMessages: boolean;
  serveStatic: boolean;
}
