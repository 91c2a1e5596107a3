import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One counter per limited thing (migration 0009): how many attempts since `windowStart`. */
export const limitCounters = pgTable('limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
