import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export interface Migration {
  name: string;
  sql: string;
}

/** What the migrator needs from a connection inside one transaction (PGlite's Transaction and a pg client both fit). */
export interface MigrationTx {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** src/server/db/migrations/NNNN_name.sql, in name order. */
export async function loadMigrations(dir: string = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name: name.replace(/\.sql$/, ''), sql: await readFile(`${dir}/${name}`, 'utf8') })));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, inside the caller's
 * transaction (with PostgreSQL the caller holds an advisory lock, so two processes starting
 * together apply each migration once). Returns the names applied now.
 */
export async function applyMigrations(tx: MigrationTx, migrations: Migration[]): Promise<string[]> {
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((row) => row.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await tx.exec(migration.sql);
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    applied.push(migration.name);
  }
  return applied;
}
