import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { loadMigrations } from '../../src/server/db/migrate';
import { appMeta } from '../../src/server/db/schema';
import { repoRoot, tempDir } from './helpers/app';

const jwtSecret = randomBytes(32).toString('hex');

describe('migrations', () => {
  it('are plain SQL files named NNNN_name.sql, starting with app_meta', async () => {
    const migrations = await loadMigrations();
    expect(migrations[0].name).toBe('0001_app_meta');
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
  });

  it('apply once on a PGlite data folder and are idempotent across restarts', async () => {
    const tmp = tempDir('migrate');
    try {
      const first = await buildApp({ db: { kind: 'pglite', dataDir: tmp.dir }, rootDir: repoRoot, jwtSecret });
      await first.db.insert(appMeta).values({ key: 'firstStart', value: { at: 'now' } });
      await first.close();

      const database = await openDatabase({ kind: 'pglite', dataDir: tmp.dir });
      try {
        expect(database.migrated).toEqual([]);
        const rows = await database.db.select().from(appMeta);
        // what the server wrote at its first start (the deployed release), and what the test wrote
        expect(rows.map((row) => row.key).sort()).toEqual(['deployed_release', 'firstStart']);
        const recorded = await database.db.execute<{ name: string }>(sql`select name from schema_migrations`);
        expect(recorded.rows.map((row) => row.name)).toEqual((await loadMigrations()).map((m) => m.name));
      } finally {
        await database.close();
      }
    } finally {
      tmp.remove();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
// Only with a PostgreSQL server to run against (CI sets TEST_DATABASE_URL).
if (url)
  describe('migrations on PostgreSQL', () => {
    const schema = `test_migrate_${randomBytes(4).toString('hex')}`;
    afterAll(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });

    it('run once when two processes start together, then not again', async () => {
      const [a, b] = await Promise.all([openDatabase({ kind: 'postgres', url: url!, schema }), openDatabase({ kind: 'postgres', url: url!, schema })]);
      try {
        const names = (await loadMigrations()).map((m) => m.name);
        expect([...a.migrated, ...b.migrated].sort()).toEqual(names.sort());
        await a.db.insert(appMeta).values({ key: 'shared', value: 1 });
        expect((await b.db.select().from(appMeta)).map((row) => row.key)).toEqual(['shared']);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
      const again = await openDatabase({ kind: 'postgres', url: url!, schema });
      try {
        expect(again.migrated).toEqual([]);
      } finally {
        await again.close();
      }
    });

    it('refuse a schema name that is not a plain identifier', async () => {
      await expect(openDatabase({ kind: 'postgres', url: url!, schema: 'x; drop table y' })).rejects.toThrow(/schema name/);
    });
  });
