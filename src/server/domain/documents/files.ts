import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/tables/documents';
import { trail } from '../../db/tables/trail';

/** When and by whom each current file of an application was uploaded, by the documentKey its upload named. */
export interface UploadFacts {
  uploadedAt: string;
  actorKind: string;
  actorId: string;
}

/**
 * The upload facts of an application's files: the time of each slot's newest upload (the documents
 * table), and who made it (the trail's upload entry, which names the document's key).
 */
export async function uploadFacts(db: Db, prospectId: string): Promise<{ at: Map<string, Date>; by: Map<string, { actorKind: string; actorId: string }> }> {
  const rows = await db
    .select({ owner: documents.owner, documentKey: documents.documentKey, createdAt: documents.createdAt })
    .from(documents)
    .where(eq(documents.prospectId, prospectId))
    .orderBy(desc(documents.id));
  const at = new Map<string, Date>();
  for (const row of rows) if (!at.has(`${row.owner}\u0000${row.documentKey}`)) at.set(`${row.owner}\u0000${row.documentKey}`, row.createdAt);
  const uploads = await db
    .select({ field: trail.field, actorKind: trail.actorKind, actorId: trail.actorId })
    .from(trail)
    .where(and(eq(trail.prospectId, prospectId), eq(trail.action, 'upload'), sql`${trail.field} LIKE 'documents.%'`))
    .orderBy(desc(trail.id));
  const by = new Map<string, { actorKind: string; actorId: string }>();
  for (const entry of uploads) {
    const key = (entry.field ?? '').slice('documents.'.length);
    if (!by.has(key)) by.set(key, { actorKind: entry.actorKind, actorId: entry.actorId });
  }
  return { at, by };
}
