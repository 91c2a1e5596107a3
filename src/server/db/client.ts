import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbKind, DbOptions } from '../options';
import * as schema from './schema';
import { acquireDataDirLock } from './lock-file';
import { applyMigrations, loadMigrations, type MigrationTx } from './migrate';

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

export interface Database {
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

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  try {
    const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined);
    const migrations = await loadMigrations();
    const migrated = await client.transaction((tx) => applyMigrations(tx as MigrationTx, migrations));
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      migrated,
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<Database> {
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
    const migrations = await loadMigrations();
    const client = await pool.connect();
    let migrated: string[];
    try {
      await client.query('BEGIN');
      // Two processes starting together: the second waits here, then finds everything applied.
      const lockKey = `quick-apply:migrations:${schemaName ?? 'default'}`;
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
      if (schemaName) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
      migrated = await applyMigrations(
        {
          exec: (sql) => client.query(sql),
          query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
        },
        migrations,
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return {
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

/** Opens the database the options name and brings its tables up to date. */
export function openDatabase(options: DbOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options.url, options.schema);
}
