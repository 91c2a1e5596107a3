import type { FieldError, Registry } from '../../../core/schema/registry';
import { stakeholderName } from '../../../core/documents';
import { isObject, type JsonObject } from './columns';

/** The body field by which the delete action of a stakeholder names whom it removes (rule SAVE-OWN). */
export const REMOVE_STAKEHOLDERS = 'removeStakeholders';

function people(record: JsonObject): JsonObject[] {
  return Array.isArray(record.signatoryInfo) ? record.signatoryInfo.filter(isObject) : [];
}

/** The signatory ids a save names for removal (anything else in the field is ignored). */
export function removalsOf(body: JsonObject): Set<string> {
  const named = body[REMOVE_STAKEHOLDERS];
  return new Set(Array.isArray(named) ? named.filter((id): id is string => typeof id === 'string') : []);
}

/**
 * A save changes only what it owns (rule SAVE-OWN): a stakeholder of the stored record missing from
 * the saved one must be named by the delete action, else the save is refused and nothing changes.
 */
export function droppedPeopleErrors(registry: Registry, stored: JsonObject, saved: JsonObject, removals: ReadonlySet<string>): FieldError[] {
  const kept = new Set(people(saved).map((person) => person.signatoryId));
  return people(stored).flatMap((person, index) => {
    const id = person.signatoryId;
    if (typeof id !== 'string' || kept.has(id) || removals.has(id)) return [];
    const params = { name: stakeholderName(person) || id };
    return [
      {
        path: `$.signatoryInfo[${index}]`,
        keyword: 'stakeholderKept',
        messageKey: 'stakeholderDropped',
        params,
        message: registry.text('messages', 'stakeholderDropped', params),
      },
    ];
  });
}
