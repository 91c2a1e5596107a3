import { and, eq, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { limitCounters } from '../../db/tables';

/** A limit: at most `max` attempts per `windowSec` seconds, the window starting at the first. */
export interface Limit {
  max: number;
  windowSec: number;
}

/** The kind of a counter: its key up to the first colon ("login", "upload"…). */
const kindOf = (key: string) => key.slice(0, Math.max(0, key.indexOf(':')));

export type Reservation = { ok: true } | { ok: false; retryAfterSec: number };

/**
 * Counts one attempt against `key` and says whether it is within the limit, in one statement:
 * the row lock of the upsert orders parallel attempts, on any number of servers, so exactly `max`
 * of them get through in a window whatever the race. The attempt is counted before whatever it
 * guards runs (a password check, a code sent); `giveBack` returns it when it should not count.
 */
export async function reserve(db: Db, key: string, limit: Limit, now: Date = new Date()): Promise<Reservation> {
  const windowOver = new Date(now.getTime() - limit.windowSec * 1000).toISOString();
  const at = now.toISOString();
  const [row] = await db
    .insert(limitCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: limitCounters.key,
      set: {
        count: sql`CASE WHEN ${limitCounters.windowStart} <= ${windowOver}::timestamptz THEN 1 ELSE ${limitCounters.count} + 1 END`,
        windowStart: sql`CASE WHEN ${limitCounters.windowStart} <= ${windowOver}::timestamptz THEN ${at}::timestamptz ELSE ${limitCounters.windowStart} END`,
      },
    })
    .returning({ count: limitCounters.count, windowStart: limitCounters.windowStart });
  // a new window: the counters of this kind whose windows are over go (they hold client addresses)
  if (row.count === 1)
    await db.delete(limitCounters).where(and(like(limitCounters.key, `${kindOf(key)}:%`), lte(limitCounters.windowStart, new Date(windowOver))));
  if (row.count <= limit.max) return { ok: true };
  const freeAt = row.windowStart.getTime() + limit.windowSec * 1000;
  return { ok: false, retryAfterSec: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/** Takes back one attempt of `key` (it turned out not to be one that counts, e.g. a right password). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(limitCounters)
    .set({ count: sql`GREATEST(${limitCounters.count} - 1, 0)` })
    .where(eq(limitCounters.key, key));
}

/** Forgets `key`'s attempts (a success ends a run of failures). */
export async function clearCount(db: Db, key: string): Promise<void> {
  await db.delete(limitCounters).where(eq(limitCounters.key, key));
}
