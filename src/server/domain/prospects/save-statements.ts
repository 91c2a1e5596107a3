import type { SqlRunner, Statement } from '../../db/client';
import type { ProspectStatus } from '../../db/tables';
import { dedupeKeyOf, dedupeKeysSql, dedupeMatchesSql, matchesOf, type DedupeField, type DedupeMatch, type DedupeRow } from '../screening';
import type { IndexedColumns, JsonObject } from './columns';

/**
 * A save in two statements (issue 8.1: a save did six): one read of everything the save decides
 * on, one conditional write. The read answers, in one row even when the application does not exist:
 * whether the caller's token or session is on the deny list, the application with its version,
 * state and RO_EDITING hold, and what other applications share with it (the dedupe checks).
 *
 * Or in one: when this process wrote the version the caller saves over (save-cache.ts), the
 * guarded write makes the read's checks itself and writes only when they all still hold.
 */
export interface SaveRead {
  denied: boolean;
  /** undefined: no such application */
  row?: {
    record: JsonObject;
    status: ProspectStatus;
    version: number;
    columns: Pick<IndexedColumns, 'mobile' | 'email' | 'tradeLicence'>;
    /** the agent holding it (RO_EDITING) while the hold lasts */
    heldBy?: number;
    /** other applications sharing the stored mobile, e-mail or trade licence (ScreeningSubject.dedupeMatches) */
    dedupe: DedupeMatch[];
  };
}

interface SaveReadRow {
  denied: boolean;
  found: boolean;
  record: JsonObject | null;
  status: ProspectStatus | null;
  version: number | null;
  mobile: string | null;
  email: string | null;
  trade_licence: string | null;
  held_by: string | null;
  dedupe: DedupeRow[] | null;
}

export interface SaveStatements {
  read(sql: SqlRunner, query: { id: string; tokenIds: [string, string]; now: Date }): Promise<SaveRead>;
  /**
   * Writes the new record only over `expectedVersion` of a draft; the new version, or undefined
   * when someone saved first (or it is no longer a draft).
   */
  write(sql: SqlRunner, row: WriteRow): Promise<{ version: number } | undefined>;
  /**
   * The write with the read's checks in it, for a customer's save over a version this process wrote:
   * only when neither token id is denied, no agent holds the application at `at`, and the other
   * applications sharing its stored values are still `dedupe`. undefined when any of that fails
   * (or the version moved): read, and decide again.
   */
  guardedWrite(sql: SqlRunner, row: WriteRow, guard: { tokenIds: [string, string]; dedupe: DedupeMatch[] }): Promise<{ version: number } | undefined>;
}

interface WriteRow {
  id: string;
  expectedVersion: number;
  record: JsonObject;
  columns: IndexedColumns;
  status: ProspectStatus;
  at: Date;
}

/** The statements for the dedupe fields of schemas/rules/screening.json (fixed per bundle, so PostgreSQL keeps them prepared). */
export function saveStatements(dedupeFields: DedupeField[]): SaveStatements {
  const suffix = dedupeFields.length ? dedupeFields.join('_') : 'none';
  const read: Statement = {
    name: `qa_save_read_${suffix}`,
    text: `SELECT
      EXISTS (SELECT 1 FROM token_denylist d WHERE d.jti = $2 OR d.jti = $3) AS denied,
      p.id IS NOT NULL AS found,
      p.record, p.status, p.version, p.mobile, p.email, p.trade_licence,
      CASE WHEN p.ro_editing_until > $4::timestamptz THEN p.ro_editing_agent_id::text END AS held_by,
      CASE WHEN p.id IS NOT NULL THEN ${dedupeMatchesSql(dedupeFields)} END AS dedupe
    FROM (SELECT 1) AS one LEFT JOIN prospects p ON p.id = $1`,
  };
  const set = `record = $2::jsonb, mobile = $3, email = $4, trade_licence = $5, company_name = $6, ro_code = $7,
      view_id = $8, account_type = $9, status = $10, version = p.version + 1, updated_at = $11::timestamptz`;
  const write: Statement = {
    name: 'qa_save_write',
    text: `UPDATE prospects p SET ${set}
    WHERE p.id = $1 AND p.version = $12 AND p.status = 'draft'
    RETURNING p.version`,
  };
  const guardedWrite: Statement = {
    name: `qa_save_guarded_write_${suffix}`,
    text: `UPDATE prospects p SET ${set}
    WHERE p.id = $1 AND p.version = $12 AND p.status = 'draft'
      AND NOT EXISTS (SELECT 1 FROM token_denylist d WHERE d.jti = $13 OR d.jti = $14)
      AND NOT coalesce(p.ro_editing_until > $11::timestamptz, false)
      AND (SELECT k @> $15::jsonb AND $15::jsonb @> k FROM (SELECT ${dedupeKeysSql(dedupeFields)} AS k) keys)
    RETURNING p.version`,
  };
  const writeParams = (row: WriteRow) => {
    const c = row.columns;
    return [row.id, JSON.stringify(row.record), c.mobile, c.email, c.tradeLicence, c.companyName, c.roCode, c.viewId, c.accountType, row.status, row.at.toISOString(), row.expectedVersion];
  };
  const versionOf = (rows: Array<{ version: number }>) => (rows[0] ? { version: Number(rows[0].version) } : undefined);

  return {
    async read(sql, query) {
      const [found] = await sql<SaveReadRow>(read, [query.id, query.tokenIds[0], query.tokenIds[1], query.now.toISOString()]);
      if (!found?.found) return { denied: found?.denied === true };
      return {
        denied: found.denied === true,
        row: {
          record: found.record ?? {},
          status: found.status!,
          version: Number(found.version),
          columns: { mobile: found.mobile ?? '', email: found.email ?? '', tradeLicence: found.trade_licence ?? '' },
          heldBy: found.held_by === null ? undefined : Number(found.held_by),
          dedupe: matchesOf(found.dedupe ?? [], dedupeFields),
        },
      };
    },
    async write(sql, row) {
      return versionOf(await sql<{ version: number }>(write, writeParams(row)));
    },
    async guardedWrite(sql, row, guard) {
      const keys = JSON.stringify([...new Set(guard.dedupe.map((match) => dedupeKeyOf(match, dedupeFields)))]);
      return versionOf(await sql<{ version: number }>(guardedWrite, [...writeParams(row), guard.tokenIds[0], guard.tokenIds[1], keys]));
    },
  };
}
