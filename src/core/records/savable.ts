import type { FieldError } from '../schema/registry';
import { hasValueAt, parseJsonPath, valueAt, withValueAt } from './json-path';

/** What of the record can be saved now, and the fields that keep the rest from being saved. */
export interface Savable {
  /** the record to send: the current one, with each invalid value put back to what the server has */
  record: unknown;
  /** the draft errors of the current record: these values stay on screen, not saved yet */
  invalid: FieldError[];
}

/**
 * Rule SAVE-VALID: one invalid field does not hold back the valid answers beside it. Each value the
 * draft rules refuse is put back to what the server last had (`synced`), or left out where the
 * server had none, and the rest is sent; the refused values stay on screen and are saved once they
 * pass. Putting a value back can only make the record more like one the server accepted, so a few
 * rounds settle it; a record still refused then (or an error naming no field) sends `synced` itself.
 */
export function savableRecord(current: unknown, synced: unknown, errorsOf: (record: unknown) => FieldError[], rounds = 4): Savable {
  const invalid = errorsOf(current);
  let record = current;
  let errors = invalid;
  for (let round = 0; errors.length > 0; round++) {
    if (round === rounds) return { record: synced, invalid };
    for (const error of errors) {
      const segments = parseJsonPath(error.path);
      if (!segments || segments.length === 0) return { record: synced, invalid };
      record = withValueAt(record, segments, valueAt(synced, segments), hasValueAt(synced, segments));
    }
    errors = errorsOf(record);
  }
  return { record, invalid };
}
