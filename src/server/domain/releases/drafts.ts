import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prospects } from '../../db/tables';

/** Drafts read at a time while counting. */
const PAGE = 200;

/** What a release would open again: how many drafts, and each step with the drafts it would reopen in (title words of the release). */
export interface ReopenedDrafts {
  count: number;
  steps: { title: string; drafts: number }[];
}

/**
 * The drafts that have a completed step a release about to be published would open again, and which
 * steps: `titlesOf` answers, for each of a page of records, the titles of the steps it would open
 * again (the release check's thread decides it: release-thread.ts).
 */
export async function countReopenedDrafts(db: Db, titlesOf: (records: unknown[]) => Promise<string[][]>): Promise<ReopenedDrafts> {
  let count = 0;
  const steps = new Map<string, number>();
  const answer = (): ReopenedDrafts => ({ count, steps: [...steps].map(([title, drafts]) => ({ title, drafts })).sort((a, b) => b.drafts - a.drafts) });
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: prospects.id, record: prospects.record })
      .from(prospects)
      .where(and(eq(prospects.status, 'draft'), gt(prospects.id, after)))
      .orderBy(asc(prospects.id))
      .limit(PAGE);
    const titles = rows.length > 0 ? await titlesOf(rows.map((row) => row.record)) : [];
    for (const reopened of titles) {
      if (reopened.length > 0) count += 1;
      for (const title of reopened) steps.set(title, (steps.get(title) ?? 0) + 1);
    }
    if (rows.length < PAGE) return answer();
    after = rows[rows.length - 1].id;
  }
}
