import { sql } from 'drizzle-orm';

/**
 * A test that sets an application's state with its own SQL names itself in the trail, as every
 * writer must (migration 0015 refuses a change of the record, state or bank status that names nobody).
 */
export const byTest = sql.raw(`trail_pending = '{"actorKind":"system","actorId":"test","action":"test","changes":[]}'::jsonb`);
