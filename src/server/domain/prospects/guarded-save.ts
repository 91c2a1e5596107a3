import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotStatement } from '../../db/hot-statement';
import { prospects } from '../../db/tables';
import type { SavedRow } from './repository';

/**
 * What a save read without the row lock (save-read.ts) must still find when it writes: the version,
 * a draft, the uploads it counted, and the hold as it was (nobody's for a customer; the agent's own
 * for an agent, whose save renews it to `until`). Whatever changed one of them made a new version
 * of the row, which the write's conditions are checked against again (PostgreSQL re-reads a row
 * an UPDATE waited for), so the write lands over exactly what was read or not at all.
 */
export type SaveGuard = { uploadCount: number } & ({ by: 'customer' } | { by: 'agent'; agentId: number; until: Date });

export interface GuardedRow extends SavedRow {
  guard: SaveGuard;
}

const p = (name: string) => sql.placeholder(name);

/** The statement, built once per database: the hot path of every save (the query builder's work is then done once). */
function prepare(db: Db) {
  const agentId = sql`${p('agentId')}::bigint`;
  const at = sql`${p('at')}::timestamptz`;
  const customer = and(sql`${agentId} IS NULL`, or(isNull(prospects.roEditingAgentId), isNull(prospects.roEditingUntil), lte(prospects.roEditingUntil, at)));
  const agent = and(eq(prospects.roEditingAgentId, agentId), gt(prospects.roEditingUntil, at));
  return hotStatement(
    db,
    'guarded_save',
    db
      .update(prospects)
      .set({
        record: sql`${p('record')}::jsonb`,
        mobile: sql`${p('mobile')}::text`,
        email: sql`${p('email')}::text`,
        tradeLicence: sql`${p('tradeLicence')}::text`,
        companyName: sql`${p('companyName')}::text`,
        roCode: sql`${p('roCode')}::text`,
        viewId: sql`${p('viewId')}::text`,
        accountType: sql`${p('accountType')}::text`,
        status: sql`${p('status')}::text`,
        releaseId: sql`coalesce(${p('releaseId')}::text, ${prospects.releaseId})`,
        // the notice of steps a release opened again is read once they are saved, unless this save opened them
        reopened: sql`${p('reopened')}::jsonb`,
        // who saves and what changed: the trigger of migration 0015 writes it to the trail in this statement
        trailPending: sql`${p('trail')}::jsonb`,
        version: sql`${prospects.version} + 1`,
        updatedAt: at,
        // an agent's save renews their hold (rule HOLD-LAPSE)
        roEditingUntil: sql`CASE WHEN ${agentId} IS NULL THEN ${prospects.roEditingUntil} ELSE ${p('until')}::timestamptz END`,
      })
      .where(
        and(
          eq(prospects.id, p('id')),
          eq(prospects.version, p('expectedVersion')),
          eq(prospects.status, 'draft'),
          eq(prospects.uploadCount, p('uploadCount')),
          or(customer, agent),
        ),
      )
      .returning({ version: prospects.version }),
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Writes the save when nothing it read has changed; undefined otherwise (the caller decides again under the row lock). */
export async function guardedSave(db: Db, row: GuardedRow): Promise<{ version: number } | undefined> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepare(db)));
  const { guard } = row;
  const [saved] = await statement({
    id: row.id,
    expectedVersion: row.expectedVersion,
    record: JSON.stringify(row.record),
    ...row.columns,
    status: row.status,
    releaseId: row.releaseId ?? null,
    reopened: JSON.stringify(row.reopened ?? []),
    trail: JSON.stringify(row.trail),
    at: row.at.toISOString(),
    uploadCount: guard.uploadCount,
    agentId: guard.by === 'agent' ? guard.agentId : null,
    until: guard.by === 'agent' ? guard.until.toISOString() : null,
  });
  return saved && { version: saved[0] as number };
}
