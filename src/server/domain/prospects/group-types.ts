import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import type { FieldError, Registry } from '../../../core/schema/registry';
import { isObject, type JsonObject } from './columns';

type GroupType = 'object' | 'array';
const shapes = new WeakMap<Bundle, Record<string, GroupType>>();

/** The JSON type of each top-level group of schemas/record/prospect.schema.json (following a $ref to its file). */
function groupTypes(bundle: Bundle): Record<string, GroupType> {
  let types = shapes.get(bundle);
  if (!types) {
    types = {};
    const schema = schemaFile<{ properties?: Record<string, { type?: string; $ref?: string }> }>(bundle, 'record/prospect.schema.json');
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const declared = property.$ref ? schemaFile<{ type?: string }>(bundle, `record/${property.$ref}`).type : property.type;
      if (declared === 'object' || declared === 'array') types[name] = declared;
    }
    shapes.set(bundle, types);
  }
  return types;
}

/**
 * Security suite finding: the wizards' step schemas check fields, not the groups that
 * hold them, so a body with `documents: "x"` or `freeFieldsInfo: 0` was stored as such. A group
 * present in the record must have the type the record schema gives it.
 */
export function groupTypeErrors(bundle: Bundle, registry: Registry, record: JsonObject): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, type] of Object.entries(groupTypes(bundle))) {
    const value = record[name];
    if (value === undefined) continue;
    if (type === 'object' ? isObject(value) : Array.isArray(value)) continue;
    const params = { field: name };
    errors.push({ path: `$.${name}`, keyword: 'type', message: registry.text('messages', 'keywords.type', params), messageKey: 'keywords.type', params });
  }
  return errors;
}
