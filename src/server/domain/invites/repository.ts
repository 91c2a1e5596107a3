import { and, eq, gt, isNull } from 'drizzle-orm';
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
}

/**
 * An invite link that still opens an application: not expired and not used to start one. Opening
 * it changes nothing, so the customer may follow the link from the e-mail as often as they like.
 */
export async function openInvite(db: Db, token: string, now: Date = new Date()): Promise<OpenInvite | undefined> {
  const [row] = await db
    .select({ roCode: invites.roCode, agentId: invites.agentId })
    .from(invites)
    .where(and(eq(invites.tokenHash, inviteTokenHash(token)), isNull(invites.prospectId), gt(invites.expiresAt, now)))
    .limit(1);
  return row && { roCode: row.roCode, agentId: Number(row.agentId) };
}

/**
 * The invite is used up: the application created with it takes it (one statement, so two tabs
 * cannot both start one). false when it expired or another application took it first.
 */
export async function claimInvite(db: Db, token: string, prospectId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ prospectId, redeemedAt: now })
    .where(and(eq(invites.tokenHash, inviteTokenHash(token)), isNull(invites.prospectId), gt(invites.expiresAt, now)))
    .returning({ id: invites.id });
  return rows.length === 1;
}
