import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invites } from '../../db/tables/invites';
import { inviteTokenHash } from './tokens';

export interface NewInvite {
  token: string;
  agentId: number;
  roCode: string;
  custName: string;
  custEmail: string;
  expiresAt: Date;
  at: Date;
}

export async function insertInvite(db: Db, invite: NewInvite): Promise<{ id: number }> {
  const [row] = await db
    .insert(invites)
    .values({
      tokenHash: inviteTokenHash(invite.token),
      agentId: invite.agentId,
      roCode: invite.roCode,
      custName: invite.custName,
      custEmail: invite.custEmail,
      expiresAt: invite.expiresAt,
      createdAt: invite.at,
    })
    .returning({ id: invites.id });
  return row;
}

export interface OpenInvite {
  roCode: string;
  agentId: number;
  custName: string;
  custEmail: string;
}

/**
 * An invite link that still opens an application: not expired, not revoked and not used to start
 * one. The first opening is kept (the officer sees the customer followed it); opening it again
 * changes nothing, so the customer may follow the link from the e-mail as often as they like.
 */
export async function openInvite(db: Db, token: string, now: Date = new Date()): Promise<OpenInvite | undefined> {
  const [row] = await db
    .update(invites)
    .set({ openedAt: sql`coalesce(${invites.openedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(invites.tokenHash, inviteTokenHash(token)), isNull(invites.prospectId), isNull(invites.revokedAt), gt(invites.expiresAt, now)))
    .returning({ roCode: invites.roCode, agentId: invites.agentId, custName: invites.custName, custEmail: invites.custEmail });
  return row && { roCode: row.roCode, agentId: Number(row.agentId), custName: row.custName, custEmail: row.custEmail };
}

/**
 * The invite is used up: the application created with it takes it (one statement, so two tabs
 * cannot both start one). false when it expired or another application took it first.
 */
export async function claimInvite(db: Db, token: string, prospectId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ prospectId, redeemedAt: now })
    .where(and(eq(invites.tokenHash, inviteTokenHash(token)), isNull(invites.prospectId), isNull(invites.revokedAt), gt(invites.expiresAt, now)))
    .returning({ id: invites.id });
  return rows.length === 1;
}

/** One invite as its officer follows it. */
export interface TrackedInvite {
  id: number;
  agentId: number;
  roCode: string;
  custName: string;
  custEmail: string;
  sentAt: string;
  sentCount: number;
  expiresAt: string;
  openedAt: string | null;
  startedAt: string | null;
  revokedAt: string | null;
  prospectId: string | null;
}

const tracked = {
  id: invites.id,
  agentId: invites.agentId,
  roCode: invites.roCode,
  custName: invites.custName,
  custEmail: invites.custEmail,
  sentAt: invites.createdAt,
  sentCount: invites.sentCount,
  expiresAt: invites.expiresAt,
  openedAt: invites.openedAt,
  startedAt: invites.redeemedAt,
  revokedAt: invites.revokedAt,
  prospectId: invites.prospectId,
};
const iso = (at: Date | null) => (at ? at.toISOString() : null);
const asTracked = (row: { [K in keyof typeof tracked]: unknown }): TrackedInvite => ({
  id: Number(row.id),
  agentId: Number(row.agentId),
  roCode: String(row.roCode),
  custName: String(row.custName),
  custEmail: String(row.custEmail),
  sentAt: (row.sentAt as Date).toISOString(),
  sentCount: Number(row.sentCount),
  expiresAt: (row.expiresAt as Date).toISOString(),
  openedAt: iso(row.openedAt as Date | null),
  startedAt: iso(row.startedAt as Date | null),
  revokedAt: iso(row.revokedAt as Date | null),
  prospectId: (row.prospectId as string | null) ?? null,
});

/** The invites an officer sent (`agentId`), or every officer's (undefined), newest first. */
export async function listInvites(db: Db, query: { agentId?: number; limit: number }): Promise<TrackedInvite[]> {
  const rows = await db
    .select(tracked)
    .from(invites)
    .where(query.agentId === undefined ? undefined : eq(invites.agentId, query.agentId))
    .orderBy(desc(invites.id))
    .limit(query.limit);
  return rows.map(asTracked);
}

/** An invite by id, when `agentId` sent it (or any officer's, undefined). */
export async function findInvite(db: Db, id: number, agentId?: number): Promise<TrackedInvite | undefined> {
  const [row] = await db
    .select(tracked)
    .from(invites)
    .where(agentId === undefined ? eq(invites.id, id) : and(eq(invites.id, id), eq(invites.agentId, agentId)))
    .limit(1);
  return row && asTracked(row);
}

/** A new link for an invite no application started from and not revoked: new token, new expiry; the old link stops. */
export async function renewInvite(db: Db, id: number, token: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ tokenHash: inviteTokenHash(token), expiresAt, sentCount: sql`${invites.sentCount} + 1` })
    .where(and(eq(invites.id, id), isNull(invites.prospectId), isNull(invites.revokedAt)))
    .returning({ id: invites.id });
  return rows.length === 1;
}

/** Revokes an invite no application started from: its link opens nothing since. */
export async function revokeInvite(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ revokedAt: now })
    .where(and(eq(invites.id, id), isNull(invites.prospectId), isNull(invites.revokedAt)))
    .returning({ id: invites.id });
  return rows.length === 1;
}
