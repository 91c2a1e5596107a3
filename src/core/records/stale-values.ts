import { parseJsonPath, valueAt, withValueAt } from './json-path';
import { sameJson } from './merge';
import { changedFields } from './trail';

/**
 * A person's edit as a form reports it, without the form's older values: a form that still held an
 * older record when the person typed (another window's record arrived in the same render) reports
 * that record's values for every field it shows. `previous` is the value the change is laid on,
 * `next` what the form's report makes of it, `before` and `after` what the form held before and after
 * the keystroke. A value `next` changes from `previous` that the keystroke did not change (`before`
 * and `after` agree on it) is the form's older one, and `previous`'s stands; a value `previous` does
 * not have is one the form filled in (a default) and is kept.
 */
export function withoutStaleValues(previous: unknown, next: unknown, before: unknown, after: unknown): unknown {
  let out = next;
  for (const change of changedFields(previous, next)) {
    if (change.old === undefined) continue;
    const path = parseJsonPath(`$.${change.field}`);
    if (!path || !sameJson(valueAt(before, path), valueAt(after, path))) continue;
    out = withValueAt(out, path, change.old);
  }
  return out;
}
