import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type OutboxChannel = 'sms' | 'email';

/** Every message the server sends; read by the dev tools (GET /api/v1/dev/outbox) outside production. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  channel: text('channel').$type<OutboxChannel>().notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
