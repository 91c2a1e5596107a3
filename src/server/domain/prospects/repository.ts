import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prospects, type ProspectStatus } from '../../db/tables';
import type { IndexedColumns, JsonObject } from './columns';
import type { ReopenedStep } from '../../../core/wizard/reopen';
import type { ConstantsRules } from '../../../core/rules/constants';
import type { TrailPending } from '../../../core/records/trail';

export interface ProspectRow {
  id: string;
  record: JsonObject;
  status: ProspectStatus;
  version: number;
  /** the release it was last checked against (a draft) or submitted under; null before releases */
  releaseId: string | null;
  reopened: ReopenedStep[];
}

const rowColumns = {
  id: prospects.id,
  record: prospects.record,
  status: prospects.status,
  version: prospects.version,
  releaseId: prospects.releaseId,
  reopened: prospects.reopened,
};

/** How a lead number is made (schemas/rules/constants.json leadNumber). */
export type LeadNumberFormat = ConstantsRules['leadNumber'];

/**
 * A new lead number ("QA7KX2M9QD4HTP"): random characters from a cryptographic source, so one
 * application's id tells nothing about another's (rule IDS-RANDOM). Twelve characters of a
 * 32-letter alphabet make a collision as unlikely as guessing; the primary key refuses one anyway.
 */
export function newProspectId(format: LeadNumberFormat): string {
  let id = format.prefix;
  for (let i = 0; i < format.length; i += 1) id += format.alphabet[randomInt(format.alphabet.length)];
  return id;
}

/** A new account number (13 digits), from a sequence. */
export async function nextAccountNumber(db: Db): Promise<string> {
  const result = await db.execute<{ no: string }>(sql`SELECT nextval('account_number_seq')::text AS no`);
  return (result as unknown as { rows: Array<{ no: string }> }).rows[0].no;
}

export async function insertProspect(
  db: Db,
  row: { id: string; record: JsonObject; columns: IndexedColumns; status: ProspectStatus; at: Date; releaseId: string; trail: TrailPending },
): Promise<ProspectRow> {
  await db.insert(prospects).values({
    id: row.id,
    record: row.record,
    ...row.columns,
    status: row.status,
    version: 1,
    releaseId: row.releaseId,
    trailPending: row.trail,
    createdAt: row.at,
    updatedAt: row.at,
  });
  return { id: row.id, record: row.record, status: row.status, version: 1, releaseId: row.releaseId, reopened: [] };
}

export async function findProspect(db: Db, id: string): Promise<ProspectRow | undefined> {
  const [row] = await db.select(rowColumns).from(prospects).where(eq(prospects.id, id)).limit(1);
  return row;
}

/** The application under its row lock (FOR UPDATE): other saves, holds and uploads of it wait for this transaction. */
export async function lockProspect(db: Db, id: string): Promise<ProspectRow | undefined> {
  const [row] = await db.select(rowColumns).from(prospects).where(eq(prospects.id, id)).for('update');
  return row;
}

/** What a save writes over the version it read. */
export interface SavedRow {
  id: string;
  expectedVersion: number;
  record: JsonObject;
  columns: IndexedColumns;
  status: ProspectStatus;
  at: Date;
  /** the release the save was checked against; the stored one stays when undefined */
  releaseId?: string;
  /** the completed steps it opened again under that release (the notice the applicant reads) */
  reopened?: ReopenedStep[];
  /** who writes it and what it changes (rule TRAIL) */
  trail: TrailPending;
}

/**
 * Writes a new record in one statement, only when the stored version is still `expectedVersion`
 * and the application is still a draft. undefined: someone saved first (or it was locked).
 */
export async function saveProspect(db: Db, row: SavedRow): Promise<{ version: number } | undefined> {
  const [saved] = await db
    .update(prospects)
    .set({
      record: row.record,
      ...row.columns,
      status: row.status,
      ...(row.releaseId ? { releaseId: row.releaseId } : {}),
      // the notice of steps a release opened again is read once they are saved, unless this save opened them
      reopened: row.reopened ?? [],
      trailPending: row.trail,
      version: sql`${prospects.version} + 1`,
      updatedAt: row.at,
    })
    .where(and(eq(prospects.id, row.id), eq(prospects.version, row.expectedVersion), eq(prospects.status, 'draft')))
    .returning({ version: prospects.version });
  return saved;
}

/**
 * A draft checked against the release `releaseId`: its record with the steps `reopened` opened
 * again (a new version when any was), and the notice kept for the applicant. Under the row lock the
 * caller holds; undefined when it is no longer that version of a draft.
 */
export async function moveDraft(
  db: Db,
  row: { id: string; expectedVersion: number; record: JsonObject; reopened: ReopenedStep[]; releaseId: string; at: Date; trail: TrailPending },
): Promise<{ version: number } | undefined> {
  const changed = row.reopened.length > 0;
  const [moved] = await db
    .update(prospects)
    .set({
      releaseId: row.releaseId,
      reopened: row.reopened,
      ...(changed ? { record: row.record, trailPending: row.trail, version: sql`${prospects.version} + 1`, updatedAt: row.at } : {}),
    })
    .where(and(eq(prospects.id, row.id), eq(prospects.version, row.expectedVersion), eq(prospects.status, 'draft')))
    .returning({ version: prospects.version });
  return moved;
}

/** Applications whose applicant has this phone AND this e-mail: what a proven one-time code opens. */
export async function prospectIdsOf(db: Db, mobile: string, email: string): Promise<string[]> {
  if (!mobile || !email) return [];
  const rows = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.mobile, mobile), eq(prospects.email, email)))
    .orderBy(prospects.createdAt);
  return rows.map((row) => row.id);
}
