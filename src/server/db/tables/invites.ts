import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Customer invites sent by agents: single use, kept as a hash of the link's token. */
export const invites = pgTable('invites', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  agentId: bigint('agent_id', { mode: 'number' }).notNull(),
  roCode: text('ro_code').notNull(),
  custName: text('cust_name').notNull(),
  custEmail: text('cust_email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  prospectId: text('prospect_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** when the customer first followed the link (migration 0017) */
  openedAt: timestamp('opened_at', { withTimezone: true }),
  /** when an officer revoked it: the link opens nothing since */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** how many times it was sent (a resend gives it a new token and expiry) */
  sentCount: integer('sent_count').notNull().default(1),
});
