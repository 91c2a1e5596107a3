import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentBytes, documents } from '../../db/tables/documents';
import { prospects } from '../../db/tables/prospects';
import type { UploadRow } from './repository';

/**
 * Uploaded bytes in the database (rule DOCS-SHARED): any server reads what any other stored, and a
 * file leaves in the same transaction that makes it unreferenced (rule NOTHING-KEPT).
 */

/** A new stored name: random, so nothing the applicant sends becomes part of a key. */
export const newStoredName = (): string => randomUUID();

export type StoreResult = { ok: true } | { ok: false; reason: 'limit' };

/**
 * Records one upload and its bytes, and drops the bytes of the file it replaces, in one transaction.
 * The application's row is locked first, so parallel uploads are counted one after another
 * against `maxUploads` (every upload counts, replacements included; the row's upload_count) on any
 * number of servers.
 */
export async function storeUpload(db: Db, prospectId: string, row: Omit<UploadRow, 'id'>, bytes: Buffer, maxUploads: number): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const [made] = await tx.select({ n: prospects.uploadCount }).from(prospects).where(eq(prospects.id, prospectId)).for('update');
    if ((made?.n ?? 0) >= maxUploads) return { ok: false, reason: 'limit' } as const;
    // a new version of the row: a save that read the files before this upload does not write over it
    await tx
      .update(prospects)
      .set({ uploadCount: sql`${prospects.uploadCount} + 1` })
      .where(eq(prospects.id, prospectId));
    const [previous] = await tx
      .select({ storedName: documents.storedName })
      .from(documents)
      .where(and(eq(documents.prospectId, prospectId), eq(documents.owner, row.owner), eq(documents.documentKey, row.documentKey)))
      .orderBy(desc(documents.id))
      .limit(1);
    await tx.insert(documentBytes).values({ storedName: row.storedName, bytes });
    await tx.insert(documents).values({ prospectId, ...row, createdAt: new Date() });
    if (previous) await tx.delete(documentBytes).where(eq(documentBytes.storedName, previous.storedName));
    return { ok: true } as const;
  });
}

/** The bytes of a stored upload; undefined when they are gone (replaced, or their stakeholder deleted). */
export async function uploadBytes(db: Db, storedName: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: documentBytes.bytes }).from(documentBytes).where(eq(documentBytes.storedName, storedName)).limit(1);
  return row?.bytes;
}

/** Drops the bytes of every upload of these owners (stakeholders a save deleted). The rows stay: they count towards the limit. */
export async function forgetOwners(db: Db, prospectId: string, owners: string[]): Promise<void> {
  if (owners.length === 0) return;
  const theirs = db
    .select({ storedName: documents.storedName })
    .from(documents)
    .where(and(eq(documents.prospectId, prospectId), inArray(documents.owner, owners)));
  await db.delete(documentBytes).where(inArray(documentBytes.storedName, theirs));
}

/**
 * Moves the files of the folder store (DATA_DIR/documents, before the bytes moved to the database)
 * in: each file a current upload row names goes into the database and leaves the folder; files no
 * row names (replaced ones the folder store kept) are removed. Answers how many moved.
 */
export async function moveFolderIn(db: Db, dir: string | undefined): Promise<number> {
  if (!dir || !existsSync(dir)) return 0;
  const names = (await readdir(dir)).filter((name) => /^[0-9a-f-]{36}$/.test(name));
  let moved = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const [row] = await db.select().from(documents).where(eq(documents.storedName, name)).limit(1);
    // only the current file of its slot is still referenced
    const [newer] = row
      ? await db
          .select({ id: documents.id })
          .from(documents)
          .where(
            and(eq(documents.prospectId, row.prospectId), eq(documents.owner, row.owner), eq(documents.documentKey, row.documentKey), gt(documents.id, row.id)),
          )
          .limit(1)
      : [];
    if (row && !newer) {
      await db
        .insert(documentBytes)
        .values({ storedName: name, bytes: await readFile(file) })
        .onConflictDoNothing();
      moved += 1;
    }
    await unlink(file);
  }
  return moved;
}
