import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';

const KEY = 'jwt_secret';

/**
 * The secret every server on this database signs tokens and hashes codes with, when JWT_SECRET is
 * not set (issue 17 finding 9: two servers with a secret each refused each other's tokens). The
 * first server to start writes one; an insert that loses the race leaves the winner's in place.
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
