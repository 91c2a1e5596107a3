import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
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

export interface RedeemedInvite {
  roCode: string;
  agentId: number;
}

/**
 * Follows an invite link: works once, before it expires. undefined (EXP101) when the token is
 * unknown, expired or already used. One statement, so two tabs cannot both redeem it.
 */
export async function redeemInvite(db: Db, token: string, now: Date = new Date()): Promise<RedeemedInvite | undefined> {
  const [row] = await db
    .update(invites)
    .set({ redeemedAt: now })
    .where(and(eq(invites.tokenHash, inviteTokenHash(token)), isNull(invites.redeemedAt), gt(invites.expiresAt, now)))
    .returning({ roCode: invites.roCode, agentId: invites.agentId });
  return row && { roCode: row.roCode, agentId: Number(row.agentId) };
}

/** A redeemed invite no application was created with yet: what a create call may carry. */
export async function openRedeemedInvite(db: Db, token: string): Promise<RedeemedInvite | undefined> {
  const [row] = await db
    .select({ roCode: invites.roCode, agentId: invites.agentId })
    .from(invites)
    .where(and(eq(invites.tokenHash, inviteTokenHash(token)), isNotNull(invites.redeemedAt), isNull(invites.prospectId)))
    .limit(1);
  return row && { roCode: row.roCode, agentId: Number(row.agentId) };
}

/** Ties a redeemed invite to the application created with it; false when another took it first. */
export async function claimInvite(db: Db, token: string, prospectId: string): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ prospectId })
    .where(and(eq(invites.tokenHash, inviteTokenHash(token)), isNotNull(invites.redeemedAt), isNull(invites.prospectId)))
    .returning({ id: invites.id });
  return rows.length === 1;
}
