import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trail } from '../../db/tables';

/** One line of an application's notes and status history (rule NOTES), oldest first. */
export interface HistoryLine {
  id: number;
  at: string;
  /** internal: the officers' own; customer: a note the customer reads; status: a status change with its note; answer: the customer's upload */
  kind: 'internal' | 'customer' | 'status' | 'answer';
  actorKind: string;
  actorId: string;
  text: string;
  /** the status it was set to (kind status), the document's key (kind answer) */
  subject: string | null;
}

/**
 * The notes, the status changes and the customer's uploads of an application, in the order they
 * happened, read from the trail, where each was kept with its author when it happened (a note is an
 * entry of its own; a status change is one entry per change, with its note). `customerOnly`: what
 * the customer is shown (their notes and the status notes), without the officers' internal notes.
 */
export async function listHistory(db: Db, prospectId: string, options: { customerOnly?: boolean } = {}): Promise<HistoryLine[]> {
  const forCustomer = sql`coalesce((${trail.newValue}->>'forCustomer')::boolean, false)`;
  const notes = options.customerOnly ? and(eq(trail.action, 'note'), sql`${forCustomer}`) : eq(trail.action, 'note');
  // a status action is one line: its bank status change, or (the same status set again) the action alone
  const statuses = and(eq(trail.action, 'status'), or(eq(trail.field, 'bankStatus'), isNull(trail.field)));
  const answers = and(eq(trail.action, 'upload'), eq(trail.actorKind, 'customer'));
  const rows = await db
    .select({
      id: trail.id,
      at: trail.at,
      action: trail.action,
      actorKind: trail.actorKind,
      actorId: trail.actorId,
      field: trail.field,
      status: sql<string | null>`CASE WHEN ${trail.field} = 'bankStatus' THEN ${trail.newValue} #>> '{}' END`,
      forCustomer: sql<boolean>`${forCustomer}`,
      note: trail.note,
    })
    .from(trail)
    .where(
      and(
        eq(trail.prospectId, prospectId),
        options.customerOnly ? or(notes, statuses) : or(notes, statuses, answers),
        inArray(trail.action, ['note', 'status', 'upload']),
      ),
    )
    .orderBy(asc(trail.id));
  // one status action is one line: its bank status change, when the same statement kept one
  const changedAt = new Set(rows.filter((row) => row.action === 'status' && row.field === 'bankStatus').map((row) => row.at.getTime()));
  return rows
    .filter((row) => !(row.action === 'status' && row.field === null && changedAt.has(row.at.getTime())))
    .map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      kind: row.action === 'note' ? (row.forCustomer ? 'customer' : 'internal') : row.action === 'status' ? 'status' : 'answer',
      actorKind: row.actorKind,
      actorId: row.actorId,
      text: row.note,
      subject: row.action === 'upload' ? (row.field ?? '').replace(/^documents\./, '') : row.status,
    }));
}
