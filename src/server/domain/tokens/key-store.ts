import { randomBytes } from 'node:crypto';
import { asc, desc, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signingKeys } from '../../db/tables';

/** A key tokens are signed with: its id (the JWT `kid`) and its secret. */
export interface SigningKey {
  kid: string;
  secret: string;
  /** from when it signs new tokens */
  signsFrom: Date;
}

const newKey = (signsFrom: Date) => ({ kid: randomBytes(9).toString('base64url'), secret: randomBytes(48).toString('base64url'), signsFrom });

/** Every key on the database, oldest first. */
export async function readKeys(db: Db): Promise<SigningKey[]> {
  return db
    .select({ kid: signingKeys.kid, secret: signingKeys.secret, signsFrom: signingKeys.signsFrom })
    .from(signingKeys)
    .orderBy(asc(signingKeys.signsFrom));
}

/**
 * The first key, signing at once, when the database has none. Under a lock, so servers starting
 * together on one database make one key between them (each of them could otherwise sign with a
 * key the others have not read yet).
 */
export async function ensureKey(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('signing_keys'))`);
    const [any] = await tx.select({ kid: signingKeys.kid }).from(signingKeys).limit(1);
    if (!any) await tx.insert(signingKeys).values(newKey(now));
  });
}

/**
 * A rotation: a new key that signs `activateAfterSec` from now (by then every server has read it,
 * so none refuses a token it signs), and the keys whose successor has signed for `retireAfterSec`
 * (longer than any session of theirs can last) go. Answers the new key, when it signs, and the retired ids.
 */
export async function rotateKeys(
  db: Db,
  options: { activateAfterSec: number; retireAfterSec: number; now?: Date },
): Promise<{ kid: string; signsFrom: Date; retired: string[] }> {
  const now = options.now ?? new Date();
  const key = newKey(new Date(now.getTime() + options.activateAfterSec * 1000));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('signing_keys'))`);
    await tx.insert(signingKeys).values(key);
    // the newest key that has signed for retireAfterSec: every key before it has no live token left
    const retiredBefore = new Date(now.getTime() - options.retireAfterSec * 1000);
    const [settled] = await tx
      .select({ signsFrom: signingKeys.signsFrom })
      .from(signingKeys)
      .where(lte(signingKeys.signsFrom, retiredBefore))
      .orderBy(desc(signingKeys.signsFrom))
      .limit(1);
    const retired = settled ? await tx.delete(signingKeys).where(lt(signingKeys.signsFrom, settled.signsFrom)).returning({ kid: signingKeys.kid }) : [];
    return { kid: key.kid, signsFrom: key.signsFrom, retired: retired.map((row) => row.kid) };
  });
}
