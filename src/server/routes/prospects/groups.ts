import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';

/** The top-level groups of the record (schemas/record/prospect.schema.json): all a body may store. */
export function recordGroups(bundle: Bundle): string[] {
  const schema = schemaFile<{ properties?: Record<string, unknown> }>(bundle, 'record/prospect.schema.json');
  return Object.keys(schema.properties ?? {});
}

/** The user types (segments) of schemas/rules/app-config.json: only "sme" today. */
export function segmentsOf(bundle: Bundle): string[] {
  const config = schemaFile<{ segments?: string[] }>(bundle, 'rules/app-config.json');
  return config.segments ?? [];
}
