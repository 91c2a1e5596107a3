import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReopenedStep } from '../../../core/wizard/reopen';
import type { TrailPending } from '../../../core/records/trail';

/** One application; `record` is the whole record, the other columns copies for filtering. */
export const prospects = pgTable(
  'prospects',
  {
    id: text('id').primaryKey(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    tradeLicence: text('trade_licence').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    roCode: text('ro_code').notNull().default(''),
    status: text('status').$type<ProspectStatus>().notNull().default('draft'),
    viewId: text('view_id').notNull().default(''),
    accountType: text('account_type').notNull().default(''),
    version: integer('version').notNull().default(1),
    /** the release a draft was last checked against, then the one it was submitted under (migration 0012) */
    releaseId: text('release_id'),
    /** the steps that check last opened again, and why (core/wizard/reopen.ts) */
    reopened: jsonb('reopened').$type<ReopenedStep[]>().notNull().default([]),
    /** uploads made, replacements included: raised with each upload (migration 0013) */
    uploadCount: integer('upload_count').notNull().default(0),
    /** the officer holding it in edit-application mode, and until when (migration 0004; domain/lock) */
    roEditingAgentId: bigint('ro_editing_agent_id', { mode: 'number' }),
    roEditingUntil: timestamp('ro_editing_until', { withTimezone: true }),
    /** when the officer holding it took it (migration 0007) */
    roEditingSince: timestamp('ro_editing_since', { withTimezone: true }),
    /** the bank's status and the note that goes with it (migration 0004) */
    bankStatus: text('bank_status'),
    statusNotes: text('status_notes').notNull().default(''),
    /** who makes this write and what it changes: the trigger of migration 0015 moves it into the trail */
    trailPending: jsonb('trail_pending').$type<TrailPending>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prospects_mobile_idx').on(t.mobile), index('prospects_email_idx').on(t.email)],
);

/**
 * draft: being filled; stopped: screening ended the journey; submitted: under review; duplicate:
 * closed as a copy of a live application it matched (rule DEDUPE-LIVE), which it never counts against.
 */
export type ProspectStatus = 'draft' | 'stopped' | 'submitted' | 'duplicate';
