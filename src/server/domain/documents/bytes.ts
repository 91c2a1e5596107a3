import type { TrailPending } from '../../../core/records/trail';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
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
export async function storeUpload(
  db: Db,
  prospectId: string,
  row: Omit<UploadRow, 'id'>,
  bytes: Buffer,
  maxUploads: number,
  trail: TrailPending,
): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const [made] = await tx.select({ n: prospects.uploadCount }).from(prospects).where(eq(prospects.id, prospectId)).for('update');
    if ((made?.n ?? 0) >= maxUploads) return { ok: false, reason: 'limit' } as const;
    // a new version of the row: a save that read the files before this upload does not write over it
    await tx
      .update(prospects)
      .set({ uploadCount: sql`${prospects.uploadCount} + 1`, trailPending: trail })
      .where(eq(prospects.id, prospectId));
    const [previous] = await tx
      .select({ storedName: documents.storedName })
      .from(documents)
      .where(and(eq(documents.prospectId, prospectId), eq(documents.owner, row.owner), eq(documents.documentKey, row.documentKey)))
      .orderBy(desc(documents.id))
      .limit(1);
    await writeParts(tx, row.storedName, bytes);
    await tx.insert(documents).values({ prospectId, ...row, createdAt: new Date() });
    if (previous) await tx.delete(documentBytes).where(eq(documentBytes.storedName, previous.storedName));
    return { ok: true } as const;
  });
}

/**
 * The most one statement writes of a file. The embedded engine runs on the event loop: 5 MB in one
 * statement held it 2 s as binary, 130 ms as base64; a 128 KiB part ~11 ms, a 64 KiB part ~5 ms, for
 * the same total. About every 16 MB of log the engine holds a few statements 20–40 ms whatever the part's
 * size (tests/security/event-loop.test.ts bounds the worst).
 */
const PART_BYTES = 64 * 1024;

/**
 * Writes a file's bytes in parts, letting the event loop run between them. As base64 text the
 * database decodes: the embedded engine's binary parameters cost some fifteen times as long.
 */
async function writeParts(db: Db, storedName: string, bytes: Buffer): Promise<void> {
  for (let part = 0, at = 0; at < bytes.length || part === 0; part += 1, at += PART_BYTES) {
    if (part > 0) await setImmediate();
    const base64 = bytes.subarray(at, at + PART_BYTES).toString('base64');
    await db.execute(
      sql`INSERT INTO document_bytes (stored_name, part, bytes) VALUES (${storedName}, ${part}, decode(${base64}, 'base64')) ON CONFLICT DO NOTHING`,
    );
  }
}

/** The bytes of a stored upload; undefined when they are gone (replaced, or their stakeholder deleted). */
export async function uploadBytes(db: Db, storedName: string): Promise<Buffer | undefined> {
  const result = await db.execute<{ base64: string }>(
    sql`SELECT encode(${documentBytes.bytes}, 'base64') AS base64 FROM ${documentBytes} WHERE ${documentBytes.storedName} = ${storedName} ORDER BY ${documentBytes.part}`,
  );
  const rows = (result as unknown as { rows: Array<{ base64: string }> }).rows;
  return rows.length === 0 ? undefined : Buffer.concat(rows.map((row) => Buffer.from(row.base64, 'base64')));
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
      await writeParts(db, name, await readFile(file));
      moved += 1;
    }
    await unlink(file);
  }
  return moved;
}
