import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables as drizzle sees them. The SQL that creates them lives in ./migrations (applied by
 * ./migrate.ts); keep both in step when adding a table.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
