import { and, eq } from 'drizzle-orm';
import type { Bundle } from '../../../core/bundle';
import type { Db } from '../../db/client';
import { prospects } from '../../db/tables';
import { createScreening } from '../screening';
import { group } from './columns';
import { accountNoOf, withServerFields } from './record';
import type { JsonObject } from './columns';
import { agentRules } from '../agents/rules';
import { trailOf } from '../trail/actor';

/** One line of an application's status history (record.prospectStatusInfo.history), oldest first. */
export interface StatusLine {
  at: string;
  from: string;
  to: string;
  /** why: `releaseRescreened` when a publication's screening no longer stops it */
  reason: string;
  releaseId?: string;
}

/**
 * After a publication: every application screening stopped is screened again under the release now
 * published, as its last save was (same save type). One that nothing stops now is a draft again,
 * with a line in its status history naming the release, so withdrawing a check (a restore, or a
 * corrected list) gives back what that check took. Each is written only over the version read.
 * Answers the ids reopened.
 */
export async function reopenStopped(db: Db, bundle: Bundle, releaseId: string, now: Date = new Date()): Promise<string[]> {
  const screening = createScreening(bundle);
  const stopped = await db
    .select({ id: prospects.id, record: prospects.record, version: prospects.version })
    .from(prospects)
    .where(eq(prospects.status, 'stopped'));
  const reopened: string[] = [];
  for (const row of stopped) {
    const saveType = String(group(row.record, 'applicationInfo').saveType ?? 'save');
    const { preScreening, duplicateOf } = await screening.run({ record: row.record, prospectId: row.id, saveType }, db);
    if (screening.stops(preScreening) || duplicateOf) continue;
    const statusInfo = group(row.record, 'prospectStatusInfo');
    const history = Array.isArray(statusInfo.history) ? statusInfo.history : [];
    const line: StatusLine = { at: now.toISOString(), from: 'stopped', to: 'draft', reason: 'releaseRescreened', releaseId };
    const record: JsonObject = withServerFields(
      { ...row.record, prospectStatusInfo: { ...statusInfo, history: [...history, line] } },
      { prospectId: row.id, applicant: group(row.record, 'applicantInfo'), accountNo: accountNoOf(row.record), preScreening },
    );
    const [written] = await db
      .update(prospects)
      .set({
        record,
        status: 'draft',
        version: row.version + 1,
        updatedAt: now,
        trailPending: trailOf(agentRules(bundle), { actorKind: 'release', actorId: releaseId }, 'rescreen', row.record, record),
      })
      .where(and(eq(prospects.id, row.id), eq(prospects.version, row.version), eq(prospects.status, 'stopped')))
      .returning({ id: prospects.id });
    if (written) reopened.push(written.id);
  }
  return reopened;
}
