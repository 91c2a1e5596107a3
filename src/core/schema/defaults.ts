import type { Bundle } from '../bundle';
import { schemaFile } from '../bundle';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { type?: string | string[]; default?: Json; properties?: Record<string, Schema>; items?: Schema };

/** The value a schema describes when nothing was entered: its `default`, or an object of its properties' defaults. */
export function defaultsOf(schema: Schema): Json | undefined {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.properties) {
    const out: Record<string, Json> = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      const value = defaultsOf(child);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (schema.type === 'array') return [];
  return undefined;
}

/** The empty application the configuration call hands out (spec 000 §7 "prospect template"). */
export function recordTemplate(bundle: Bundle): Json {
  return defaultsOf(schemaFile<Schema>(bundle, 'record/prospect.schema.json')) ?? {};
}

/** The empty stakeholder added by "Add" (spec 001 §4). */
export function signatoryModel(bundle: Bundle): Json {
  return defaultsOf(schemaFile<Schema>(bundle, 'record/signatory.schema.json')) ?? {};
}

/** The empty organisation model handed out with the configuration. */
export function organizationModel(bundle: Bundle): Json {
  return defaultsOf(schemaFile<Schema>(bundle, 'record/organization.schema.json')) ?? {};
}
