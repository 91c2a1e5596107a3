import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions, type DbOptions } from '../../../src/server/app';
import { startDatabase } from '../../../src/server/db/client';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The databases every API test runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databases(): { name: 'pglite' | 'postgres'; db: DbOptions }[] {
  const list: { name: 'pglite' | 'postgres'; db: DbOptions }[] = [{ name: 'pglite', db: { kind: 'pglite' } }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', db: { kind: 'postgres', url } });
  return list;
}

export interface TestApp {
  app: FastifyInstance;
  /** Closes the app and drops the PostgreSQL schema it used. */
  close(): Promise<void>;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * An app on a fresh database: PGlite in memory, or a new PostgreSQL schema of its own (so test
 * files run in parallel against one server), dropped by close().
 */
export async function testApp(db: DbOptions, overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const fresh: DbOptions = db.kind === 'postgres' ? { ...db, schema: `test_${randomBytes(6).toString('hex')}` } : db;
  const app = await buildApp({
    db: fresh,
    rootDir: repoRoot,
    jwtSecret: randomBytes(32).toString('hex'),
    nodeEnv: 'test',
    devOutbox: (overrides.nodeEnv ?? 'test') !== 'production',
    logger: false,
    ...overrides,
  });
  return {
    app,
    async close() {
      await app.close();
      if (fresh.kind === 'postgres' && fresh.schema) await dropSchema(fresh.url, fresh.schema);
    },
  };
}

/** A temporary folder removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `qa-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Two apps on one fresh PostgreSQL schema, as two server processes sharing a database are: the
 * same secret, nothing else in common. close() closes both and drops the schema.
 */
export async function twoAppsSharing(
  url: string,
  overrides: Partial<AppOptions> = {},
): Promise<{ apps: [FastifyInstance, FastifyInstance]; close(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db: DbOptions = { kind: 'postgres', url, schema };
  const options = { db, rootDir: repoRoot, jwtSecret: randomBytes(32).toString('hex'), nodeEnv: 'test', devOutbox: true, logger: false as const, ...overrides };
  const first = await buildApp(options);
  const second = await buildApp(options);
  return {
    apps: [first, second],
    async close() {
      await Promise.all([first.close(), second.close()]);
      await dropSchema(url, schema);
    },
  };
}

/**
 * Two apps on one database, as two servers are: on PostgreSQL (its own schema), or on one embedded
 * PGlite that both open (each app keeps its own caches, tokens and releases; only the data is shared).
 */
export async function twoAppsOn(
  db: DbOptions,
  overrides: Partial<AppOptions> = {},
): Promise<{ apps: [FastifyInstance, FastifyInstance]; close(): Promise<void> }> {
  if (db.kind === 'postgres') return twoAppsSharing(db.url, overrides);
  const database = await startDatabase(db);
  const options = { db, rootDir: repoRoot, jwtSecret: randomBytes(32).toString('hex'), nodeEnv: 'test', devOutbox: true, logger: false as const, ...overrides };
  const first = await buildApp({ ...options, opening: Promise.resolve(database) });
  const second = await buildApp({ ...options, opening: Promise.resolve(database) });
  return {
    apps: [first, second],
    // the first close closes the shared database; the second finds it closed
    close: async () => {
      await first.close();
      await second.close();
    },
  };
}
