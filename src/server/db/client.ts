import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbKind, DbOptions } from '../options';
import * as schema from './schema';
import { startEmbeddedEngine, type EmbeddedEngine } from './embedded';
import { applyMigrations, loadMigrations } from './migrate';

export type DbSchema = typeof schema;
/** What db.execute() answers on both drivers (pg's QueryResult and PGlite's Results both carry rows). */
export interface DbQueryResult<Row> {
  rows: Row[];
}
type RowOf<T> = T extends Record<string, unknown> ? T : Record<string, unknown>;
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<RowOf<this['row']>>;
}
/** The drizzle database, whichever engine runs underneath. */
export type Db = PgDatabase<DbQueryResultHKT, DbSchema>;

/** One SQL statement; a `name` lets PostgreSQL keep it parsed and planned on each connection (hot paths). */
export interface Statement {
  name?: string;
  text: string;
}

/** Runs one statement with $1… parameters on either engine; rows as objects (json/jsonb parsed, timestamptz as Date). */
export type SqlRunner = <Row>(statement: Statement, params: unknown[]) => Promise<Row[]>;

export interface Database {
  /**
   * Resolves when the database can be used: started and migrated. startDatabase answers before
   * that (the embedded engine starts in its worker meanwhile); openDatabase after.
   */
  ready: Promise<void>;
  db: Db;
  /** The engine's own client, for the few hot statements written in SQL (the save: one read, one write). */
  sql: SqlRunner;
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
 * Named statements (Statement.name) are parsed and planned once per connection, on PostgreSQL.
 * The embedded engine runs them unnamed: when one of its named statements failed (a value jsonb
 * refused), the engine kept it while the client forgot it, and every later save met "prepared
 * statement already exists" until a restart. In process, planning is cheap.
 */
function poolRunner(pool: pg.Pool, named: boolean): SqlRunner {
  return async <Row>(statement: Statement, params: unknown[]) =>
    (await pool.query(named && statement.name ? { name: statement.name, text: statement.text, values: params } : { text: statement.text, values: params }))
      .rows as Row[];
}

/**
 * Applies the migrations not yet applied, in one transaction. With PostgreSQL, two processes
 * starting together: the second waits on the advisory lock, then finds everything applied.
 */
async function migrate(pool: pg.Pool, schemaName: string | undefined): Promise<string[]> {
  const migrations = await loadMigrations();
  // A restart usually finds every migration applied: one read says so (no lock, no transaction).
  const applied = await pool.query<{ name: string }>('SELECT name FROM schema_migrations').then(
    (result) => new Set(result.rows.map((row) => row.name)),
    () => new Set<string>(), // no table yet: a first start
  );
  if (migrations.every((migration) => applied.has(migration.name))) return [];
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
 * The embedded engine, in a worker thread behind node-postgres (pglite-bridge.ts): the same
 * driver, statements and types as with a PostgreSQL server. One connection: PGlite has one session.
 */
function startPglite(dataDir: string | undefined, engine: EmbeddedEngine = startEmbeddedEngine(dataDir)): Database {
  const { lock, bridge } = engine;
  const pool = new pg.Pool({ max: 1, user: 'postgres', database: 'postgres', idleTimeoutMillis: 0, stream: () => bridge.connection() });
  pool.on('error', () => undefined);
  const migrated: string[] = [];
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await pool.end().catch(() => undefined);
        await bridge.close();
      } finally {
        lock?.release();
      }
    })());
  const ready = bridge.ready.then(async () => {
    migrated.push(...(await migrate(pool, undefined)));
  });
  ready.catch(() => undefined); // seen by whoever awaits `ready` (openDatabase, buildApp), who then closes
  return { ready, db: drizzlePg({ client: pool, schema }) as unknown as Db, sql: poolRunner(pool, false), kind: 'pglite', migrated, close };
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
  try {
    const migrated = await migrate(pool, schemaName);
    return {
      ready: Promise.resolve(),
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      sql: poolRunner(pool, true),
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
 * started and migrated (the embedded engine starts in a worker thread meanwhile). A data folder
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
