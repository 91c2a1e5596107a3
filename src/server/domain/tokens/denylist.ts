import { inArray, lt } from 'drizzle-orm';
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

export async function isDenied(db: Db, ids: string[]): Promise<boolean> {
  const rows = await db.select({ jti: tokenDenylist.jti }).from(tokenDenylist).where(inArray(tokenDenylist.jti, ids)).limit(1);
  return rows.length > 0;
}
