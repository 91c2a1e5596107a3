import type { ProspectStatus } from '../../db/tables';
import { group, type JsonObject } from './columns';

/**
 * An application closed as a copy of a live one (rule DEDUPE-LIVE) names it, for My Applications
 * and the officers: prospectStatusInfo.duplicateOf, a section only the bank writes.
 */
export function closedAsDuplicate(record: JsonObject, duplicateOf: string): JsonObject {
  return { ...record, prospectStatusInfo: { ...group(record, 'prospectStatusInfo'), duplicateOf } };
}

/** The state a screened save leaves: a stop is a decline, unless the application only copies a live one. */
export function statusAfterScreening(stops: boolean, duplicateOf: string | undefined, submitting: boolean): ProspectStatus {
  if (stops) return duplicateOf ? 'duplicate' : 'stopped';
  return submitting ? 'submitted' : 'draft';
}

/** The application a duplicate copies, or undefined. */
export function duplicateOfRecord(record: JsonObject): string | undefined {
  const named = group(record, 'prospectStatusInfo').duplicateOf;
  return typeof named === 'string' && named ? named : undefined;
}
