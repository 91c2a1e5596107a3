import { bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { prospects } from './prospects';

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
  /** an officer who also sees the whole bank's work queue and gives applications to others (migration 0016) */
  supervisor: boolean('supervisor').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The application table as agents and the bank act on it (holds, bank status, notes: migration
 * 0004). One definition with ./prospects.ts, so a save's conditions can name the hold beside the record.
 */
export const prospectHolds = prospects;
