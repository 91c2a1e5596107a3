import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Bundle } from '../../../core/bundle';
import { recordWithStepIds, reopenedWithIds, stepIdsOf } from '../../../core/wizard/step-ids';
import type { Db } from '../../db/client';
import { prospects } from '../../db/tables';
import { readReleaseFiles } from '../releases/store';
import { releaseWords } from '../releases/rules';
import { registryOf } from './validation';

/** Applications read at a time. */
const PAGE = 200;

/** A completed step (or a reopened one) named by its place: `"step":2`. */
const POSITIONAL = '"step": ?[0-9]';

/**
 * Names by id the completed steps of every stored application that still names them by position
 * (core/wizard/step-ids.ts), each by the wizards of the release it was last checked against (the
 * places it was written with), or `deployed` when that release is not kept. Answers how many
 * applications it moved. Runs at start-up, in one pass; a row saved in the meantime is left to its
 * save (which names steps by id too), and a second server doing the same at once writes the same text.
 */
export async function nameStepsById(db: Db, deployed: Bundle): Promise<number> {
  const bundles = new Map<string, Bundle>();
  const bundleOf = async (releaseId: string | null) => {
    if (!releaseId) return deployed;
    if (!bundles.has(releaseId)) bundles.set(releaseId, (await readReleaseFiles(db, releaseId)) ?? deployed);
    return bundles.get(releaseId)!;
  };
  // the trail keeps the move, by the system, as an action of its own: no answer changes
  const trailPending = { actorKind: 'system' as const, actorId: '', action: 'migrate', note: releaseWords(deployed).stepIdsNote, changes: [], always: true };
  let moved = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: prospects.id, version: prospects.version, record: prospects.record, reopened: prospects.reopened, releaseId: prospects.releaseId })
      .from(prospects)
      .where(
        and(
          gt(prospects.id, after),
          sql`((${prospects.record} -> 'freeFieldsInfo' ->> 'freeField5') ~ ${POSITIONAL} OR ${prospects.reopened}::text ~ ${POSITIONAL})`,
        ),
      )
      .orderBy(asc(prospects.id))
      .limit(PAGE);
    for (const row of rows) {
      const idAt = stepIdsOf(registryOf(await bundleOf(row.releaseId)).wizards);
      const record = recordWithStepIds(row.record, idAt);
      const reopened = reopenedWithIds(row.reopened, idAt);
      // a text the regular expression meets that names no step by place (not JSON, say) is left as it is, and no trail says otherwise
      if (record === row.record && reopened.length === row.reopened.length && reopened.every((entry, i) => entry === row.reopened[i])) continue;
      const [done] = await db
        .update(prospects)
        .set({ record, reopened, trailPending })
        .where(and(eq(prospects.id, row.id), eq(prospects.version, row.version)))
        .returning({ id: prospects.id });
      if (done) moved += 1;
    }
    if (rows.length < PAGE) return moved;
    after = rows[rows.length - 1].id;
  }
}
