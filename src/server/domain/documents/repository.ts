import { and, count, desc, eq } from 'drizzle-orm';
import { uploadKeyOf, type StoredUpload } from '../../../core/documents';
import type { Db } from '../../db/client';
import { documents } from '../../db/tables/documents';

export interface UploadRow {
  id: number;
  /** the slot's key among its owner's documents (DocumentItem.slotKey) */
  documentKey: string;
  documentType: string;
  owner: string;
  fileName: string;
  storedName: string;
  mime: string;
  sizeBytes: number;
}

const columns = {
  id: documents.id,
  documentKey: documents.documentKey,
  documentType: documents.documentType,
  owner: documents.owner,
  fileName: documents.fileName,
  storedName: documents.storedName,
  mime: documents.mime,
  sizeBytes: documents.sizeBytes,
};

export async function insertUpload(db: Db, prospectId: string, row: Omit<UploadRow, 'id'>): Promise<number> {
  const [inserted] = await db
    .insert(documents)
    .values({ prospectId, ...row, createdAt: new Date() })
    .returning({ id: documents.id });
  return inserted.id;
}

/** Uploads made to an application so far (every upload counts, replacements included). */
export async function countUploads(db: Db, prospectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.prospectId, prospectId));
  return Number(row?.n ?? 0);
}

/** The current file of each slot (by uploadKeyOf its owner and slot key): the newest upload. */
export async function latestUploads(db: Db, prospectId: string): Promise<Map<string, UploadRow>> {
  return (await uploadsOf(db, prospectId)).latest;
}

/** latestUploads, and how many uploads were made (replacements included), from one query. */
export async function uploadsOf(db: Db, prospectId: string): Promise<{ latest: Map<string, UploadRow>; count: number }> {
  const rows = await db.select(columns).from(documents).where(eq(documents.prospectId, prospectId)).orderBy(desc(documents.id));
  return { latest: latestOf(rows), count: rows.length };
}

/** The current file of each slot among an application's uploads, newest first. */
export function latestOf(newestFirst: UploadRow[]): Map<string, UploadRow> {
  const latest = new Map<string, UploadRow>();
  for (const row of newestFirst) {
    const key = uploadKeyOf(row.owner, row.documentKey);
    if (!latest.has(key)) latest.set(key, row);
  }
  return latest;
}

/** The current file of one owner's slot. */
export async function latestUpload(db: Db, prospectId: string, slot: { owner: string; slotKey: string }): Promise<UploadRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(documents)
    .where(and(eq(documents.prospectId, prospectId), eq(documents.owner, slot.owner), eq(documents.documentKey, slot.slotKey)))
    .orderBy(desc(documents.id))
    .limit(1);
  return row;
}

/** What deriveDocuments needs to mark slots Uploaded (keyed as latestUploads keys them). */
export function storedUploads(latest: Map<string, UploadRow>): Record<string, StoredUpload> {
  const out: Record<string, StoredUpload> = {};
  for (const [key, row] of latest) out[key] = { fileName: row.fileName, owner: row.owner };
  return out;
}
