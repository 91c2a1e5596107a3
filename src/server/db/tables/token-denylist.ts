import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Token ids and session ids that logout (or expiry) revoked. */
export const tokenDenylist = pgTable('token_denylist', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
