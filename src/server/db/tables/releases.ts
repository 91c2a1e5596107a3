import { bigserial, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The analysts' files of one release, by content hash (migration 0012). */
export const releases = pgTable('releases', {
  id: text('id').primaryKey(),
  files: jsonb('files').$type<{ schemas: Record<string, unknown>; content: Record<string, unknown> }>().notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each publication of a release, newest last: the newest names the published release. */
export const releasePublications = pgTable('release_publications', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  releaseId: text('release_id').notNull(),
  author: text('author').notNull(),
  note: text('note').notNull().default(''),
  /** made by a server of the files it was deployed with (author and note are then words of the release) */
  byDeployment: boolean('by_deployment').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
