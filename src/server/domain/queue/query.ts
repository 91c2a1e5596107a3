import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { WaitingFor } from '../../../core/queue/service-time';

/** What the queue lists, and how (GET /agent/queue). */
export interface QueueFilter {
  /** the officer code of the book; undefined: the whole bank */
  roCode?: string;
  /** one state; undefined: the states that are work (drafts and submitted applications) */
  status?: string;
  accountType?: string;
  waitingFor?: WaitingFor;
  /** days (YYYY-MM-DD, UTC), both included */
  updatedFrom?: string;
  updatedTo?: string;
  /** days of submission (YYYY-MM-DD, UTC), both included: only submitted applications have one */
  submittedFrom?: string;
  submittedTo?: string;
  sort: 'waiting' | 'updated' | 'created';
  limit: number;
  offset: number;
  /** the bank statuses that ask the customer for more (rules/agents.json agentSettable) */
  asking: string[];
}

export interface QueueRow {
  id: string;
  fullName: string;
  companyName: string;
  accountType: string;
  roCode: string;
  status: string;
  bankStatus: string | null;
  record: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  waitingFor: WaitingFor | null;
  since: Date | null;
}

const asDate = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));

/**
 * One page of the queue and how many items match. Whom an application waits for and since when
 * come from the trail (rule TRAIL): a submitted one waits for the bank from its submission, or from
 * the customer's upload after the bank asked for more; it waits for the customer from the bank's
 * request, and a draft from its last change.
 */
export async function queuePage(db: Db, filter: QueueFilter): Promise<{ rows: QueueRow[]; total: number }> {
  const asking = sql`ARRAY[${sql.join(
    filter.asking.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[]`;
  const where: SQL[] = [];
  if (filter.roCode !== undefined) where.push(sql`p.ro_code = ${filter.roCode}`);
  where.push(filter.status ? sql`p.status = ${filter.status}` : sql`p.status IN ('draft', 'submitted')`);
  if (filter.accountType) where.push(sql`p.account_type = ${filter.accountType}`);
  if (filter.updatedFrom) where.push(sql`p.updated_at >= ${filter.updatedFrom}::date`);
  if (filter.updatedTo) where.push(sql`p.updated_at < ${filter.updatedTo}::date + 1`);
  // what the trail tells (whom it waits for, when it was submitted) is filtered on over the inner query
  const outer: SQL[] = [];
  if (filter.waitingFor) outer.push(sql`q.waiting_for = ${filter.waitingFor}`);
  if (filter.submittedFrom) outer.push(sql`q.submitted_at >= ${filter.submittedFrom}::date`);
  if (filter.submittedTo) outer.push(sql`q.submitted_at < ${filter.submittedTo}::date + 1`);
  const last = (condition: SQL) => sql`(SELECT max(t.at) FROM trail t WHERE t.prospect_id = p.id AND ${condition})`;
  const order =
    filter.sort === 'updated' ? sql`q.updated_at DESC, q.id` : filter.sort === 'created' ? sql`q.created_at DESC, q.id` : sql`q.since ASC NULLS LAST, q.id`;
  const result = await db.execute(sql`
    SELECT q.*, count(*) OVER () AS total FROM (
      SELECT w.*,
        CASE
          WHEN w.status = 'draft' THEN 'customer'
          WHEN w.status = 'submitted' AND w.bank_status IS NULL THEN 'bank'
          WHEN w.status = 'submitted' AND w.bank_status = ANY(${asking}) THEN
            CASE WHEN w.uploaded_at > coalesce(w.asked_at, w.updated_at) THEN 'bank' ELSE 'customer' END
        END AS waiting_for,
        CASE
          WHEN w.status = 'draft' THEN w.updated_at
          WHEN w.status = 'submitted' AND w.bank_status IS NULL THEN coalesce(w.submitted_at, w.updated_at)
          WHEN w.status = 'submitted' AND w.bank_status = ANY(${asking}) THEN
            CASE WHEN w.uploaded_at > coalesce(w.asked_at, w.updated_at) THEN w.uploaded_at ELSE coalesce(w.asked_at, w.updated_at) END
        END AS since
      FROM (
        SELECT p.id, p.record, p.company_name, p.account_type, p.ro_code, p.status, p.bank_status, p.created_at, p.updated_at,
          coalesce(p.record->'applicantInfo'->>'fullName', '') AS full_name,
          ${last(sql`t.field = 'state' AND t.new_value = '"submitted"'::jsonb`)} AS submitted_at,
          ${last(sql`t.action = 'status'`)} AS asked_at,
          ${last(sql`t.action = 'upload'`)} AS uploaded_at
        FROM prospects p
        WHERE ${sql.join(where, sql` AND `)}
      ) w
    ) q
    ${outer.length ? sql`WHERE ${sql.join(outer, sql` AND `)}` : sql``}
    ORDER BY ${order}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return {
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    rows: rows.map((row) => ({
      id: String(row.id),
      fullName: String(row.full_name ?? ''),
      companyName: String(row.company_name ?? ''),
      accountType: String(row.account_type ?? ''),
      roCode: String(row.ro_code ?? ''),
      status: String(row.status),
      bankStatus: row.bank_status === null ? null : String(row.bank_status),
      record: (typeof row.record === 'string' ? JSON.parse(row.record) : row.record) as Record<string, unknown>,
      createdAt: asDate(row.created_at)!,
      updatedAt: asDate(row.updated_at)!,
      waitingFor: (row.waiting_for as WaitingFor | null) ?? null,
      since: asDate(row.since),
    })),
  };
}
