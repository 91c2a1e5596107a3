import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';

const KEY = 'jwt_secret';

/**
 * The secret every server on this database hashes one-time codes with, when JWT_SECRET is not set
 * (a code sent by one server is checked by another). The first server to start writes one; an
 * insert that loses the race leaves the winner's in place. Token keys: signing_keys.
 */
export async function sharedSecret(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY)).limit(1);
  if (typeof row?.value !== 'string' || row.value.length < 32) throw new Error('the shared signing secret in app_meta is not usable');
  return row.value;
}
