import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's connection for node-postgres. node-postgres hands a Parse message the query's `types`,
 * which drizzle sets to its type parsers (an object); node-postgres' own serializer reads only an
 * array there (parameter type ids) and sends none otherwise, PGlite's calls forEach on it: what it
 * is given here is what node-postgres would send.
 */
class EmbeddedConnection extends PglitePgConnection {
  parse(query: { types?: unknown }) {
    super.parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  }
}
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbKind, DbOptions } from '../options';
import * as schema from './schema';
import { startEmbeddedEngine } from './embedded';
import type { EmbeddedEngine } from './engine-handle';
import { applyMigrations, loadMigrations, type Migration } from './migrate';

export type DbSchema = typeof schema;
/** What db.execute() answers (node-postgres' QueryResult, on both engines). */
export interface DbQueryResult<Row> {
  rows: Row[];
}
type RowOf<T> = T extends Record<string, unknown> ? T : Record<string, unknown>;
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<RowOf<this['row']>>;
}
/** The drizzle database, whichever engine runs underneath. */
export type Db = PgDatabase<DbQueryResultHKT, DbSchema>;

export interface Database {
  /**
   * Resolves when the database can be used: started and migrated. startDatabase answers before
   * that (the embedded engine starts meanwhile); openDatabase after.
   */
  ready: Promise<void>;
  db: Db;
  kind: DbKind;
  /** Migrations applied by this start (empty when the database was up to date). */
  migrated: string[];
  close(): Promise<void>;
}

const identifier = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(name: string): void {
  if (!identifier.test(name)) throw new Error(`Database schema name "${name}" must be lower-case letters, digits and _`);
}

/**
 * Applies the migrations not yet applied, in one transaction. With PostgreSQL, two processes
 * starting together: the second waits on the advisory lock, then finds everything applied.
 */
/** The migrations a restart has not applied yet: usually none, which one read says (no lock, no transaction). */
async function pending(read: (sql: string) => Promise<{ rows: { name: string }[] }>): Promise<Migration[]> {
  const migrations = await loadMigrations();
  const applied = await read('SELECT name FROM schema_migrations').then(
    (result) => new Set(result.rows.map((row) => row.name)),
    () => new Set<string>(), // no table yet: a first start
  );
  return migrations.filter((migration) => !applied.has(migration.name));
}

async function migrate(pool: pg.Pool, schemaName: string | undefined): Promise<string[]> {
  const migrations = await pending((sql) => pool.query<{ name: string }>(sql));
  if (migrations.length === 0) return [];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const lockKey = `quick-apply:migrations:${schemaName ?? 'default'}`;
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
    if (schemaName) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    const migrated = await applyMigrations(
      {
        exec: (sql) => client.query(sql),
        query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
      },
      migrations,
    );
    await client.query('COMMIT');
    return migrated;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The embedded engine, reached as a PostgreSQL server is: drizzle's node-postgres driver over PGlite's
 * own connection for node-postgres (docs/decisions/0017). Named statements are then parsed and planned
 * once, as on a server; PGlite has one session, so the pool has one client, kept while the server
 * runs, and runs one statement (or transaction) at a time. Migrations run through that client too,
 * as on a server, before anything else is sent (callers wait for `ready`).
 */
function startPglite(dataDir: string | undefined, engine: EmbeddedEngine = startEmbeddedEngine(dataDir)): Database {
  const { lock, pglite } = engine;
  const migrated: string[] = [];
  let closing: Promise<void> | undefined;
  // PGlite's connection for node-postgres calls only what EngineHandle declares
  const pool = new pg.Pool({ connection: new EmbeddedConnection({ pglite: pglite as unknown as PGlite }), max: 1, idleTimeoutMillis: 0 } as pg.PoolConfig);
  // a statement's failure is its caller's; the pool's client is never lost
  pool.on('error', () => undefined);
  const close = () =>
    (closing ??= (async () => {
      try {
        await pool.end().catch(() => undefined);
        await pglite.waitReady.catch(() => undefined);
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    })());
  const ready = pglite.waitReady.then(async () => {
    migrated.push(...(await migrate(pool, undefined)));
  });
  ready.catch(() => undefined); // seen by whoever awaits `ready` (openDatabase, buildApp), who then closes
  return { ready, db: drizzlePg({ client: pool, schema }) as unknown as Db, kind: 'pglite', migrated, close };
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<Database> {
  // (a server's start is not long: connected and migrated before it answers)
  if (schemaName) assertSchemaName(schemaName);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // With PostgreSQL down or every connection busy, a request gets an error (503) within seconds instead of waiting forever.
    connectionTimeoutMillis: 3000,
    keepAlive: true,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle connection that PostgreSQL closes (stop, restart) emits 'error' on the pool: without a listener that
  // kills the process. The pool drops that connection and opens a new one when PostgreSQL is back.
  pool.on('error', () => undefined);
  // A connection lost while a request holds it (between the statements of a transaction) emits
  // 'error' on its client, which has no pool listener then: that too would kill the process. The
  // request's statement fails on its own (503), and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    const migrated = await migrate(pool, schemaName);
    return {
      ready: Promise.resolve(),
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      migrated,
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/**
 * The database the options name, as soon as it can take statements; `ready` says when it is
 * started and migrated (the embedded engine starts meanwhile). A data folder
 * locked by another server fails at once (DataDirLockedError).
 */
export async function startDatabase(options: DbOptions): Promise<Database> {
  return options.kind === 'pglite' ? startPglite(options.dataDir, options.engine) : openPostgres(options.url, options.schema);
}

/** Opens the database the options name and brings its tables up to date. */
export async function openDatabase(options: DbOptions): Promise<Database> {
  const database = await startDatabase(options);
  try {
    await database.ready;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
