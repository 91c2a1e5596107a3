import type { TrailPending } from '../../../core/records/trail';
import { and, eq, gt, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prospectHolds } from '../../db/tables/agents';
import type { ProspectStatus } from '../../db/tables/prospects';

/** A hold taken or let go is kept in the trail as its holder's change (rule TRAIL). */
const officerTrail = (agentId: number, action: string): TrailPending => ({ actorKind: 'officer', actorId: String(agentId), action, changes: [] });

/**
 * RO_EDITING: an agent who opens an application in edit-application mode
 * holds it until they leave, let go, log out, or `ttlSec` passes without a save or a heartbeat of
 * their page (rule HOLD-LAPSE). While it is
 * held, the customer's saves answer 12013. Taking the hold bumps the version, so a customer's
 * save already under way fails its version check instead of slipping past the hold.
 */
export interface Hold {
  agentId: number;
  until: Date;
  /** when the officer took it */
  since?: Date;
}

export interface HoldState {
  id: string;
  status: ProspectStatus;
  bankStatus: string | null;
  version: number;
  hold: Hold | undefined;
}

function holdOf(row: { roEditingAgentId: number | null; roEditingUntil: Date | null; roEditingSince?: Date | null }, now: Date): Hold | undefined {
  if (row.roEditingAgentId === null || row.roEditingUntil === null || row.roEditingUntil.getTime() <= now.getTime()) return undefined;
  return { agentId: Number(row.roEditingAgentId), until: row.roEditingUntil, ...(row.roEditingSince ? { since: row.roEditingSince } : {}) };
}

export async function holdState(db: Db, id: string, now: Date = new Date()): Promise<HoldState | undefined> {
  const [row] = await db
    .select({
      id: prospectHolds.id,
      status: prospectHolds.status,
      bankStatus: prospectHolds.bankStatus,
      version: prospectHolds.version,
      roEditingAgentId: prospectHolds.roEditingAgentId,
      roEditingUntil: prospectHolds.roEditingUntil,
      roEditingSince: prospectHolds.roEditingSince,
    })
    .from(prospectHolds)
    .where(eq(prospectHolds.id, id))
    .limit(1);
  return row && { id: row.id, status: row.status, bankStatus: row.bankStatus, version: row.version, hold: holdOf(row, now) };
}

export type TakeResult = { ok: true; version: number; until: Date } | { ok: false; state: HoldState | undefined };

/**
 * Takes (or renews) the hold for an agent, only on a draft the bank has not closed and nobody
 * else holds. One statement, so two agents cannot both get it.
 */
export async function takeHold(db: Db, take: { id: string; agentId: number; ttlSec: number; forceStopped: string[]; now?: Date }): Promise<TakeResult> {
  const now = take.now ?? new Date();
  const until = new Date(now.getTime() + take.ttlSec * 1000);
  const free = or(
    isNull(prospectHolds.roEditingAgentId),
    eq(prospectHolds.roEditingAgentId, take.agentId),
    lte(prospectHolds.roEditingUntil, now),
    isNull(prospectHolds.roEditingUntil),
  );
  const open = or(isNull(prospectHolds.bankStatus), notInArray(prospectHolds.bankStatus, take.forceStopped));
  const [row] = await db
    .update(prospectHolds)
    .set({
      roEditingAgentId: take.agentId,
      roEditingUntil: until,
      // the moment it was taken, kept when the same officer takes it again while holding it
      roEditingSince: sql`CASE WHEN ${prospectHolds.roEditingAgentId} = ${take.agentId} AND ${prospectHolds.roEditingUntil} > ${now.toISOString()}::timestamptz THEN ${prospectHolds.roEditingSince} ELSE ${now.toISOString()}::timestamptz END`,
      version: sql`${prospectHolds.version} + 1`,
      trailPending: officerTrail(take.agentId, 'hold'),
    })
    .where(and(eq(prospectHolds.id, take.id), eq(prospectHolds.status, 'draft'), free, open))
    .returning({ version: prospectHolds.version });
  if (row) return { ok: true, version: row.version, until };
  return { ok: false, state: await holdState(db, take.id, now) };
}

/** Extends an agent's live hold (each of their saves, their page's heartbeat): its new end, or undefined when they do not hold it. */
export async function renewHold(db: Db, renew: { id: string; agentId: number; ttlSec: number; now?: Date }): Promise<Date | undefined> {
  const now = renew.now ?? new Date();
  const until = new Date(now.getTime() + renew.ttlSec * 1000);
  const rows = await db
    .update(prospectHolds)
    .set({ roEditingUntil: until })
    .where(and(eq(prospectHolds.id, renew.id), eq(prospectHolds.roEditingAgentId, renew.agentId), gt(prospectHolds.roEditingUntil, now)))
    .returning({ id: prospectHolds.id });
  return rows.length === 1 ? until : undefined;
}

/** Lets go of one application the agent holds; false when they did not hold it. */
export async function releaseHold(db: Db, id: string, agentId: number): Promise<boolean> {
  const rows = await db
    .update(prospectHolds)
    .set({ roEditingAgentId: null, roEditingUntil: null, roEditingSince: null, trailPending: officerTrail(agentId, 'letGo') })
    .where(and(eq(prospectHolds.id, id), eq(prospectHolds.roEditingAgentId, agentId)))
    .returning({ id: prospectHolds.id });
  return rows.length === 1;
}

/** Lets go of everything the agent holds (logout). The number released. */
export async function releaseAllHolds(db: Db, agentId: number): Promise<number> {
  const rows = await db
    .update(prospectHolds)
    .set({ roEditingAgentId: null, roEditingUntil: null, roEditingSince: null, trailPending: officerTrail(agentId, 'logout') })
    .where(eq(prospectHolds.roEditingAgentId, agentId))
    .returning({ id: prospectHolds.id });
  return rows.length;
}

/** Whether someone other than `agentId` (any agent, for a customer: undefined) holds it now. */
export function heldByOther(state: HoldState | undefined, agentId?: number): boolean {
  return !!state?.hold && state.hold.agentId !== agentId;
}
