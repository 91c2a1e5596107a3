import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prospectHolds } from '../../db/tables/agents';
import { prospects } from '../../db/tables/prospects';
import type { ProspectStatus } from '../../db/tables/prospects';
import type { JsonObject } from '../prospects/columns';
import type { Criteria } from './criteria';

export interface FoundRow {
  id: string;
  record: JsonObject;
  status: ProspectStatus;
  bankStatus: string | null;
  statusNotes: string;
  companyName: string;
  accountType: string;
  roCode: string;
  viewId: string;
  roEditingAgentId: number | null;
  roEditingUntil: Date | null;
  roEditingSince: Date | null;
  /** the name of the officer holding it (whether the hold is live: roEditingUntil) */
  roEditingName: string | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  /** the release it was submitted under, or a draft's last checked against */
  releaseId: string | null;
}

/** `text` inside a LIKE pattern, its wildcards taken literally. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(criteria: Criteria): SQL[] {
  const where: SQL[] = [];
  if (criteria.fullName) where.push(sql`(${prospects.record}->'applicantInfo'->>'fullName') ILIKE ${`%${likeText(criteria.fullName)}%`}`);
  if (criteria.mobileEnding) where.push(sql`${prospects.mobile} LIKE ${`${likeText(criteria.phonePrefix ?? '')}%${likeText(criteria.mobileEnding)}`}`);
  if (criteria.leadNumber) where.push(sql`upper(${prospects.id}) = ${criteria.leadNumber}`);
  if (criteria.tradeLicence) where.push(eq(prospects.tradeLicence, criteria.tradeLicence));
  if (criteria.email) where.push(eq(prospects.email, criteria.email));
  if (criteria.eid) {
    where.push(sql`EXISTS (
      SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${prospects.record}->'signatoryInfo') = 'array' THEN ${prospects.record}->'signatoryInfo' ELSE '[]'::jsonb END) AS person
      WHERE regexp_replace(coalesce(person->'kycDetails'->'emirateIdDetails'->>'eidNumber', ''), '[^0-9]', '', 'g') = ${criteria.eid})`);
  }
  return where;
}

export const foundColumns = {
  id: prospects.id,
  record: prospects.record,
  status: prospects.status,
  bankStatus: prospectHolds.bankStatus,
  statusNotes: prospectHolds.statusNotes,
  companyName: prospects.companyName,
  accountType: prospects.accountType,
  roCode: prospects.roCode,
  viewId: prospects.viewId,
  roEditingAgentId: prospectHolds.roEditingAgentId,
  roEditingUntil: prospectHolds.roEditingUntil,
  roEditingSince: prospectHolds.roEditingSince,
  roEditingName: sql<string | null>`(SELECT a.name FROM agents a WHERE a.id = ${prospectHolds.roEditingAgentId})`,
  createdAt: prospects.createdAt,
  updatedAt: prospects.updatedAt,
  version: prospects.version,
  releaseId: prospects.releaseId,
};

/** Applications matching every criterion, most recently changed first. */
export async function findProspects(db: Db, criteria: Criteria, limit: number): Promise<FoundRow[]> {
  const rows = await db
    .select(foundColumns)
    .from(prospects)
    .where(and(...conditions(criteria)))
    .orderBy(desc(prospects.updatedAt), desc(prospects.id))
    .limit(limit);
  return rows as FoundRow[];
}

/** One application with the columns agents and My Applications show. */
export async function findOne(db: Db, id: string): Promise<FoundRow | undefined> {
  const [row] = await db.select(foundColumns).from(prospects).where(eq(prospects.id, id)).limit(1);
  return row as FoundRow | undefined;
}

/** The applications of these ids (a customer's own), newest first. */
export async function findMany(db: Db, ids: string[]): Promise<FoundRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(foundColumns)
    .from(prospects)
    .where(
      sql`${prospects.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(desc(prospects.createdAt), desc(prospects.id));
  return rows as FoundRow[];
}
