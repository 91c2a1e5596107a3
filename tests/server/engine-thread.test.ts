import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { startEngineThread } from '../../src/server/db/engine-thread-handle';
import { appMeta } from '../../src/server/db/schema';
import { tempDir } from './helpers/app';

/** What the engine said of a failed statement (drizzle wraps it, naming the query). */
function engineError(statement: Promise<unknown>): Promise<string> {
  return statement.then(
    () => 'no error',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );
}

/** A data folder of its own for `run`, removed afterwards. */
async function inFolder(name: string, run: (dir: string) => Promise<void>): Promise<void> {
  const tmp = tempDir(name);
  try {
    await run(tmp.dir);
  } finally {
    tmp.remove();
  }
}

/** The embedded engine in its own thread, as the server runs it (src/server/server.ts). */
async function openOnThread(dataDir: string): Promise<Database> {
  return openDatabase({ kind: 'pglite', dataDir, engine: startEngineThread(dataDir) });
}

describe('the embedded engine in its own thread', () => {
  it('migrates, answers named statements, keeps going after a failed one, and keeps what it committed across a restart', () =>
    inFolder('engine-thread', async (dir) => {
      const first = await openOnThread(dir);
      try {
        expect(first.migrated.length).toBeGreaterThan(0);
        await first.db.insert(appMeta).values({ key: 'a', value: { n: 1 } });
        // the same key again: the engine's error reaches the caller, held messages and all
        expect(await engineError(first.db.insert(appMeta).values({ key: 'a', value: { n: 2 } }))).toMatch(/duplicate key/);
        // a statement that fails while it is parsed, then one that fails while it runs
        expect(await engineError(first.db.execute(sql`select * from no_such_table where id = ${1}`))).toMatch(/relation "no_such_table" does not exist/);
        expect(await engineError(first.db.execute(sql`select 1 / ${0}::int as x`))).toMatch(/division by zero/);
        // a transaction that fails is rolled back as a whole
        expect(
          await engineError(
            first.db.transaction(async (tx) => {
              await tx.insert(appMeta).values({ key: 'b', value: {} });
              await tx.execute(sql`select 1 / 0`);
            }),
          ),
        ).toMatch(/division by zero/);
        const many = await first.db.execute<{ n: number }>(sql`select generate_series(1, 20000) as n`);
        expect(many.rows).toHaveLength(20000);
        expect(many.rows.at(-1)?.n).toBe(20000);
        const rows = await first.db.select().from(appMeta);
        expect(rows.filter((row) => row.key !== 'deployed_release').map((row) => [row.key, row.value])).toEqual([['a', { n: 1 }]]);
      } finally {
        await first.close();
      }

      const second = await openOnThread(dir);
      try {
        expect(second.migrated).toEqual([]);
        const rows = await second.db.select().from(appMeta);
        expect(rows.map((row) => row.key)).toEqual(['a']);
      } finally {
        await second.close();
      }
    }));

  it('runs statements sent together one after another, as one session', () =>
    inFolder('engine-thread-many', async (dir) => {
      const database = await openOnThread(dir);
      try {
        await Promise.all(Array.from({ length: 50 }, (_, i) => database.db.insert(appMeta).values({ key: `k${i}`, value: { i } })));
        const count = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from app_meta`);
        expect(count.rows[0].n).toBe(50);
      } finally {
        await database.close();
      }
    }));

  it('fails its statements, instead of leaving them waiting, once the thread has ended', () =>
    inFolder('engine-thread-closed', async (dir) => {
      const database = await openOnThread(dir);
      await database.close();
      await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    }));
});
