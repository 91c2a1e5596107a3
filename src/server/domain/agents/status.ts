import type { TrailPending } from '../../../core/records/trail';
import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prospectHolds } from '../../db/tables/agents';
import type { ProspectStatus } from '../../db/tables/prospects';
import { group, isObject, type JsonObject } from '../prospects/columns';
import type { AgentRules } from './rules';

export interface StatusSource {
  status: ProspectStatus;
  bankStatus: string | null;
  record: JsonObject;
}

/** The screening statuses of the checks that fired (organizationInfo.screeningInfo). */
function firedScreeningStatuses(record: JsonObject): string[] {
  const results = group(group(record, 'organizationInfo'), 'screeningInfo').screeningResults;
  if (!Array.isArray(results)) return [];
  return results.filter((line) => isObject(line) && line.fired === true).map((line) => String((line as JsonObject).screeningStatus ?? ''));
}

/**
 * The status an application shows (My Applications, agent search): a status the bank set wins;
 * otherwise draft → Incomplete, submitted → Assessing, stopped by screening → Ineligible or
 * Declined by the screening status that fired (schemas/rules/agents.json `statusLabels`).
 */
export function statusLabel(rules: AgentRules, source: StatusSource): string {
  if (source.bankStatus) return source.bankStatus;
  const labels = rules.statusLabels;
  if (source.status === 'draft') return labels.draft;
  if (source.status === 'submitted') return labels.submitted;
  if (source.status === 'duplicate') return labels.duplicate;
  for (const screeningStatus of firedScreeningStatuses(source.record)) {
    const label = labels.stoppedByScreeningStatus[screeningStatus];
    if (label) return label;
  }
  return labels.stoppedDefault;
}

/** Whether the bank closed the application for good (a `forceStopped` status). */
export function isForceStopped(rules: AgentRules, bankStatus: string | null | undefined): boolean {
  return !!bankStatus && rules.forceStopped.includes(bankStatus);
}

/**
 * Sets the bank's status and note on a submitted application that the bank has not closed; the
 * note is also written into the record (status.statusNotes) for the customer. The new version,
 * or undefined when the application is not in a state that takes it.
 */
export async function setBankStatus(
  db: Db,
  rules: AgentRules,
  change: { id: string; status: string; notes: string; documentsRequested?: string[]; at: Date; agentId: number },
): Promise<{ version: number } | undefined> {
  const notes = change.notes;
  // the document categories the bank asks for decide the slots of Re-upload Documents
  const asked = JSON.stringify(change.documentsRequested ?? []);
  const withNotes = sql`jsonb_set(${prospectHolds.record}, '{status}', (CASE WHEN jsonb_typeof(${prospectHolds.record}->'status') = 'object' THEN ${prospectHolds.record}->'status' ELSE '{}'::jsonb END) || jsonb_build_object('statusNotes', ${notes}::text))`;
  const [row] = await db
    .update(prospectHolds)
    .set({
      bankStatus: change.status,
      statusNotes: notes,
      record: change.documentsRequested
        ? sql`jsonb_set(${withNotes}, '{prospectStatusInfo}', (CASE WHEN jsonb_typeof(${prospectHolds.record}->'prospectStatusInfo') = 'object' THEN ${prospectHolds.record}->'prospectStatusInfo' ELSE '{}'::jsonb END) || jsonb_build_object('documentsRequested', ${asked}::jsonb))`
        : withNotes,
      version: sql`${prospectHolds.version} + 1`,
      updatedAt: change.at,
      // the trail keeps the status (the trigger compares it) with its note, and what was asked for
      trailPending: {
        actorKind: 'officer',
        actorId: String(change.agentId),
        action: 'status',
        note: notes,
        changes: change.documentsRequested ? [{ field: 'prospectStatusInfo.documentsRequested', new: change.documentsRequested }] : [],
        always: true,
      } satisfies TrailPending,
    })
    .where(
      and(
        eq(prospectHolds.id, change.id),
        eq(prospectHolds.status, 'submitted'),
        or(isNull(prospectHolds.bankStatus), notInArray(prospectHolds.bankStatus, rules.forceStopped)),
      ),
    )
    .returning({ version: prospectHolds.version });
  return row;
}
