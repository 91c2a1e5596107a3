import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time codes, stored as keyed hashes. */
export const otpCodes = pgTable('otp_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channelKey: text('channel_key').notNull(),
  hash: text('hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Every code sent, for the resend limit per phone and per e-mail. */
export const otpSends = pgTable('otp_sends', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
