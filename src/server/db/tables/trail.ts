import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what (migration 0015, rule TRAIL): one row per changed field of an application and
 * per officer read, download, search, status change or hold. Only ever added to: a trigger refuses
 * an UPDATE or DELETE, and no route writes it but through the actions it records.
 */
export const trail = pgTable(
  'trail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prospectId: text('prospect_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** customer, officer, system or release */
    actorKind: text('actor_kind').notNull(),
    /** the officer's id, the customer's session, the release's id */
    actorId: text('actor_id').notNull().default(''),
    action: text('action').notNull(),
    /** the record's field (a path such as organizationInfo.companyName), or a column: state, bankStatus, holder */
    field: text('field'),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('trail_prospect_idx').on(t.prospectId, t.id), index('trail_actor_idx').on(t.actorKind, t.actorId, t.id)],
);
