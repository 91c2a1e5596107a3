import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The token signing keys every server shares (migration 0011); the newest that `signsFrom` signs. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  secret: text('secret').notNull(),
  signsFrom: timestamp('signs_from', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
