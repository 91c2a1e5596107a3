import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserve } from '../../src/server/domain/limits';
import { testApp, type TestApp } from './helpers/app';

/** The limit counters: exactly `max` per window, and counters whose window is over do not stay (they hold client addresses). */
describe('limit counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ kind: 'pglite' });
  });
  afterAll(async () => t?.close());
  const keys = async () =>
    ((await t.app.db.execute(sql`SELECT key FROM limit_counters ORDER BY key`)) as unknown as { rows: Array<{ key: string }> }).rows.map((row) => row.key);

  it('lets `max` through per window, says when the next one may come, and a new window starts over', async () => {
    const limit = { max: 2, windowSec: 60 };
    const at = new Date('2026-05-01T10:00:00Z');
    expect(await reserve(t.app.db, 'test:one', limit, at)).toEqual({ ok: true });
    expect(await reserve(t.app.db, 'test:one', limit, new Date(at.getTime() + 1000))).toEqual({ ok: true });
    expect(await reserve(t.app.db, 'test:one', limit, new Date(at.getTime() + 20_000))).toEqual({ ok: false, retryAfterSec: 40 });
    expect(await reserve(t.app.db, 'test:one', limit, new Date(at.getTime() + 61_000))).toEqual({ ok: true });
  });

  it('a counter starting a window removes the counters of its kind whose windows are over, not other kinds', async () => {
    const limit = { max: 5, windowSec: 60 };
    const at = new Date('2026-05-02T10:00:00Z');
    await reserve(t.app.db, 'sweep:old', limit, at);
    await reserve(t.app.db, 'other:old', limit, at);
    await reserve(t.app.db, 'sweep:new', limit, new Date(at.getTime() + 61_000));
    const left = await keys();
    expect(left).toContain('sweep:new');
    expect(left).not.toContain('sweep:old');
    expect(left).toContain('other:old');
  });
});
