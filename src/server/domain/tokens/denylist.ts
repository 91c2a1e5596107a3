import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tokenDenylist } from '../../db/tables';

/** Revokes token ids and session ids until `expiresAt`, after which the tokens are dead anyway. */
export async function deny(db: Db, ids: string[], expiresAt: Date, now: Date = new Date()): Promise<void> {
  await db.delete(tokenDenylist).where(lt(tokenDenylist.expiresAt, now));
  await db
    .insert(tokenDenylist)
    .values(ids.map((jti) => ({ jti, expiresAt })))
    .onConflictDoNothing();
}

/** The look-up every authenticated request makes, built once per database. */
const prepare = (db: Db) =>
  db
    .select({ jti: tokenDenylist.jti })
    .from(tokenDenylist)
    .where(or(eq(tokenDenylist.jti, sql.placeholder('first')), eq(tokenDenylist.jti, sql.placeholder('second'))))
    .limit(1)
    .prepare('token_denied');
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Whether a token id or its session id (one or two ids) is revoked. */
export async function isDenied(db: Db, ids: [string] | [string, string]): Promise<boolean> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepare(db)));
  const rows = await statement.execute({ first: ids[0], second: ids[1] ?? ids[0] });
  return rows.length > 0;
}
