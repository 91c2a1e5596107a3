import { and, asc, eq, gt } from 'drizzle-orm';
import type { Registry } from '../../../core/schema/registry';
import { stepsToReopen } from '../../../core/wizard/reopen';
import type { Db } from '../../db/client';
import { prospects } from '../../db/tables';

/** Drafts read at a time while counting. */
const PAGE = 200;

/** How many drafts have a completed step that `registry` (a release about to be published) would open again. */
export async function countReopenedDrafts(db: Db, registry: Registry): Promise<number> {
  let count = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: prospects.id, record: prospects.record })
      .from(prospects)
      .where(and(eq(prospects.status, 'draft'), gt(prospects.id, after)))
      .orderBy(asc(prospects.id))
      .limit(PAGE);
    for (const row of rows) if (stepsToReopen(registry, row.record).length > 0) count += 1;
    if (rows.length < PAGE) return count;
    after = rows[rows.length - 1].id;
  }
}
