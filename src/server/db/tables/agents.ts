import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProspectStatus } from './prospects';

/** What a staff account may do: an agent works on applications, an analyst publishes releases. */
export type StaffRole = 'agent' | 'analyst';

/** Staff accounts: relationship officers who log in at /agent/Login, analysts at /studio. Scrypt hashes only. */
export const agents = pgTable('agents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userName: text('user_name').notNull().unique(),
  name: text('name').notNull(),
  roCode: text('ro_code').notNull(),
  /** the bank's employee id of the officer (migration 0008; empty when not given) */
  employeeId: text('employee_id').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  /** an agent (relationship officer) or an analyst (publishes releases); migration 0012 */
  role: text('role').$type<StaffRole>().notNull().default('agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The columns of `prospects` that agents and the bank act on (migration 0004), next to the
 * ones they read. Same table as ./prospects.ts, seen from the agents' side.
 */
export const prospectHolds = pgTable('prospects', {
  id: text('id').primaryKey(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<ProspectStatus>().notNull(),
  version: integer('version').notNull(),
  roEditingAgentId: bigint('ro_editing_agent_id', { mode: 'number' }),
  roEditingUntil: timestamp('ro_editing_until', { withTimezone: true }),
  /** when the officer holding it took it (migration 0007) */
  roEditingSince: timestamp('ro_editing_since', { withTimezone: true }),
  bankStatus: text('bank_status'),
  statusNotes: text('status_notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
