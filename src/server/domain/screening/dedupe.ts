import { and, ne, or, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prospects } from '../../db/tables';
import type { IndexedColumns } from '../prospects/columns';
import type { DedupeParams, OutcomeRule } from './rules';

const columnOf = { mobile: prospects.mobile, email: prospects.email, tradeLicence: prospects.tradeLicence } as const;

/**
 * The dedupe built-in: other applications sharing a value named in params.matchOn; the first
 * entry of params.outcomes that fits one of them decides the outcome. undefined: no match.
 */
export async function dedupeOutcome(
  db: Db,
  prospectId: string | undefined,
  columns: IndexedColumns,
  params: DedupeParams,
): Promise<Partial<OutcomeRule> | undefined> {
  const matches: SQL[] = [];
  for (const field of params.matchOn) {
    const value = columns[field];
    if (value) matches.push(eq(columnOf[field], value));
  }
  if (matches.length === 0) return undefined;
  const where = prospectId ? and(ne(prospects.id, prospectId), or(...matches)) : or(...matches);
  const others = await db.select({ status: prospects.status, roCode: prospects.roCode }).from(prospects).where(where).limit(100);
  for (const rule of params.outcomes) {
    const fits = others.some(
      (other) => other.status === rule.otherStatus && (rule.otherHasRoCode === undefined || (other.roCode !== '') === rule.otherHasRoCode),
    );
    if (fits) return rule.outcome;
  }
  return undefined;
}
