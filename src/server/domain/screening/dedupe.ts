import { and, asc, inArray, ne, or, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { prospects } from '../../db/tables';
import type { IndexedColumns } from '../prospects/columns';
import type { CheckRule, DedupeParams, OutcomeRule } from './rules';

export type DedupeField = DedupeParams['matchOn'][number];

/** The state of an application closed as a copy of another (rule DEDUPE-LIVE). */
export const DUPLICATE = 'duplicate';

/** The prospects columns the dedupe built-in compares (IndexedColumns keys → SQL columns). */
export const dedupeColumns: Record<DedupeField, { column: AnyPgColumn; sqlName: string }> = {
  mobile: { column: prospects.mobile, sqlName: 'mobile' },
  email: { column: prospects.email, sqlName: 'email' },
  tradeLicence: { column: prospects.tradeLicence, sqlName: 'trade_licence' },
};

/**
 * What other applications share with one: each distinct (state, officer code or not, which of the
 * compared values are the same). Every dedupe check of schemas/rules/screening.json is decided
 * from this list, so one query serves them all.
 */
export interface DedupeMatch {
  status: string;
  hasRoCode: boolean;
  matched: DedupeField[];
}

/** The fields any dedupe check compares (screening.json `params.matchOn`), in a fixed order. */
export function dedupeFieldsOf(checks: CheckRule[]): DedupeField[] {
  const named = new Set<string>();
  for (const check of checks) if (check.builtin === 'dedupe') for (const field of check.params.matchOn) named.add(field);
  for (const field of named) {
    if (!(field in dedupeColumns))
      throw new Error(`schemas/rules/screening.json: dedupe compares "${field}", which is none of ${Object.keys(dedupeColumns).join(', ')}`);
  }
  return (Object.keys(dedupeColumns) as DedupeField[]).filter((field) => named.has(field));
}

/** Row of the dedupe queries: the state, whether an officer code is on it, one flag per compared field. */
export type DedupeRow = { status: string; has_ro_code: boolean } & Record<string, boolean | string>;

export function matchesOf(rows: DedupeRow[], fields: DedupeField[]): DedupeMatch[] {
  return rows.map((row) => ({ status: row.status, hasRoCode: row.has_ro_code === true, matched: fields.filter((field) => row[`same_${field}`] === true) }));
}

/**
 * The dedupe matches of an application given its compared values (an empty value never matches),
 * other than itself. One query for every dedupe check; no query when there is nothing to compare.
 */
export async function findDedupeMatches(db: Db, prospectId: string | undefined, columns: IndexedColumns, fields: DedupeField[]): Promise<DedupeMatch[]> {
  const compared = fields.filter((field) => columns[field]);
  if (compared.length === 0) return [];
  const same = (field: DedupeField): SQL => eq(dedupeColumns[field].column, columns[field]);
  const any = or(...compared.map(same));
  // a copy closed as a duplicate is never counted against the application it copied (rule DEDUPE-LIVE)
  const counted = and(ne(prospects.status, DUPLICATE), any);
  const where = prospectId ? and(ne(prospects.id, prospectId), counted) : counted;
  const flags = Object.fromEntries(fields.map((field) => [`same_${field}`, columns[field] ? sql<boolean>`${same(field)}` : sql<boolean>`false`]));
  const rows = await db
    .selectDistinct({ status: prospects.status, has_ro_code: sql<boolean>`${prospects.roCode} <> ''`, ...flags })
    .from(prospects)
    .where(where);
  return matchesOf(rows as unknown as DedupeRow[], fields);
}

// The dedupe query correlated to the application row `p` of an enclosing statement: compares p's
// stored values; an empty value compares as NULL (NULLIF), so the index scan finds nothing instead
// of every application whose value is empty too (most have no trade licence yet).
const sameSql = (field: DedupeField) => `o.${dedupeColumns[field].sqlName} = NULLIF(p.${dedupeColumns[field].sqlName}, '')`;
const othersSql = (fields: DedupeField[]) => `FROM prospects o WHERE o.id <> p.id AND o.status <> '${DUPLICATE}' AND (${fields.map(sameSql).join(' OR ')})`;

/** The dedupe matches of the application row `p` of an enclosing statement (the save's read), as a jsonb list of DedupeRow. */
export function dedupeMatchesSql(fields: DedupeField[]): string {
  if (fields.length === 0) return `'[]'::jsonb`;
  const flags = fields.map((field) => `'same_${field}', coalesce(${sameSql(field)}, false)`).join(', ');
  // jsonb_agg(DISTINCT …) sorts the few matches inside the aggregate: a SELECT DISTINCT made a hash
  // table (121 kB) on every save's read, a third of that statement's time
  return `(SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('status', o.status, 'has_ro_code', o.ro_code <> '', ${flags})), '[]'::jsonb)
      ${othersSql(fields)})`;
}

/** One match as one text, e.g. "draft:true:10" (state, officer code, a 1 per compared field that is the same): dedupeKeysSql's form. */
export function dedupeKeyOf(match: DedupeMatch, fields: DedupeField[]): string {
  return `${match.status}:${match.hasRoCode}:${fields.map((field) => (match.matched.includes(field) ? '1' : '0')).join('')}`;
}

/** The keys of the dedupe matches of row `p` (dedupeKeyOf), as a jsonb list: the guarded save compares them with those it screened with. */
export function dedupeKeysSql(fields: DedupeField[]): string {
  if (fields.length === 0) return `'[]'::jsonb`;
  const flags = fields.map((field) => `CASE WHEN ${sameSql(field)} THEN '1' ELSE '0' END`).join(' || ');
  const key = `o.status || ':' || CASE WHEN o.ro_code <> '' THEN 'true' ELSE 'false' END || ':' || ${flags}`;
  return `(SELECT coalesce(jsonb_agg(DISTINCT ${key}), '[]'::jsonb) ${othersSql(fields)})`;
}

/**
 * The dedupe built-in: among the matches on params.matchOn, the first entry of params.outcomes
 * that fits one of them decides the outcome. undefined: no match.
 */
export function dedupeOutcome(matches: DedupeMatch[], params: DedupeParams): (Partial<OutcomeRule> & { closesAsDuplicate: boolean }) | undefined {
  const others = matches.filter((match) => match.matched.some((field) => params.matchOn.includes(field)));
  for (const rule of params.outcomes) {
    const fits = others.some((other) => other.status === rule.otherStatus && (rule.otherHasRoCode === undefined || other.hasRoCode === rule.otherHasRoCode));
    if (fits) return { ...rule.outcome, closesAsDuplicate: rule.closesAsDuplicate === true };
  }
  return undefined;
}

/**
 * The live application (in progress or submitted) an application closed as a duplicate copies:
 * the oldest that shares a compared value with it.
 */
export async function findCopiedApplication(db: Db, prospectId: string, columns: IndexedColumns, fields: DedupeField[]): Promise<string | undefined> {
  const compared = fields.filter((field) => columns[field]);
  if (compared.length === 0) return undefined;
  const [row] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(
        ne(prospects.id, prospectId),
        inArray(prospects.status, ['draft', 'submitted']),
        or(...compared.map((field) => eq(dedupeColumns[field].column, columns[field]))),
      ),
    )
    .orderBy(asc(prospects.createdAt), asc(prospects.id))
    .limit(1);
  return row?.id;
}
