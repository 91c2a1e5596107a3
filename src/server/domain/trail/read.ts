import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trail } from '../../db/tables';
import type { ActorKind } from '../../../core/records/trail';

/** One entry as the trail's routes answer it. */
export interface TrailEntry {
  id: number;
  prospectId: string | null;
  at: string;
  actorKind: string;
  actorId: string;
  action: string;
  field: string | null;
  oldValue: unknown;
  newValue: unknown;
  note: string;
}

/**
 * An officer's read, download, search or hold, which changes no row of the application: one entry
 * of its own (rule TRAIL). `field` names what was read when it is one thing (a document).
 */
export async function recordEvent(
  db: Db,
  event: { prospectId?: string; actorKind: ActorKind; actorId: string; action: string; field?: string; note?: string; value?: unknown },
): Promise<void> {
  await db.insert(trail).values({
    prospectId: event.prospectId ?? null,
    actorKind: event.actorKind,
    actorId: event.actorId,
    action: event.action,
    field: event.field ?? null,
    newValue: event.value ?? null,
    note: event.note ?? '',
  });
}

/** The newest entries first, of one application or one actor, `limit` of them before entry `before`. */
export async function listTrail(
  db: Db,
  query: { prospectId?: string; field?: string; actor?: { actorKind: ActorKind; actorId: string }; before?: number; limit: number },
): Promise<TrailEntry[]> {
  const where: SQL[] = [];
  if (query.prospectId !== undefined) where.push(eq(trail.prospectId, query.prospectId));
  if (query.field !== undefined) where.push(eq(trail.field, query.field));
  if (query.actor) where.push(eq(trail.actorKind, query.actor.actorKind), eq(trail.actorId, query.actor.actorId));
  if (query.before !== undefined) where.push(lt(trail.id, query.before));
  // the values as text, parsed here: a jsonb text such as "1" must stay a text, not become a number
  const rows = await db
    .select({
      id: trail.id,
      prospectId: trail.prospectId,
      at: trail.at,
      actorKind: trail.actorKind,
      actorId: trail.actorId,
      action: trail.action,
      field: trail.field,
      oldValue: sql<string | null>`${trail.oldValue}::text`,
      newValue: sql<string | null>`${trail.newValue}::text`,
      note: trail.note,
    })
    .from(trail)
    .where(and(...where))
    .orderBy(desc(trail.id))
    .limit(query.limit);
  const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), oldValue: parsed(row.oldValue), newValue: parsed(row.newValue) }));
}

/** When each field of an application last changed and by whom (the newest trail entry naming it). */
export async function lastChanges(db: Db, prospectId: string): Promise<Map<string, { at: string; actorKind: string; actorId: string }>> {
  const result = await db.execute(sql`
    SELECT DISTINCT ON (field) field, at, actor_kind, actor_id FROM trail
    WHERE prospect_id = ${prospectId} AND field IS NOT NULL
    ORDER BY field, id DESC`);
  const rows = (result as unknown as { rows: Array<{ field: string; at: string | Date; actor_kind: string; actor_id: string }> }).rows;
  return new Map(rows.map((row) => [row.field, { at: new Date(row.at).toISOString(), actorKind: row.actor_kind, actorId: row.actor_id }]));
}
