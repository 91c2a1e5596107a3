import type { Bundle } from '../bundle';
import { schemaFile } from '../bundle';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { $ref?: string; type?: string | string[]; default?: Json; properties?: Record<string, Schema>; items?: Schema };

/** Resolves a whole-file `$ref` relative to the referring file ("organization.schema.json" from record/…). */
type Resolve = (ref: string) => Schema | undefined;

/** The value a schema describes when nothing was entered: its `default`, or an object of its properties' defaults. */
export function defaultsOf(schema: Schema, resolve: Resolve = () => undefined): Json | undefined {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target ? defaultsOf(target, resolve) : undefined;
  }
  if (schema.properties) {
    const out: Record<string, Json> = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      const value = defaultsOf(child, resolve);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (schema.type === 'array') return [];
  return undefined;
}

function fileDefaults(bundle: Bundle, path: string): Json {
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const resolve: Resolve = (ref) => {
    const [file, pointer] = ref.split('#');
    if (!file || (pointer && pointer !== '/')) return undefined;
    const target = file.includes('/') && !file.startsWith('.') ? file : folder + file.replace(/^\.\//, '');
    return bundle.schemas[target] as Schema | undefined;
  };
  return defaultsOf(schemaFile<Schema>(bundle, path), resolve) ?? {};
}

/** The empty application the configuration call hands out. */
export function recordTemplate(bundle: Bundle): Json {
  return fileDefaults(bundle, 'record/prospect.schema.json');
}

/** The empty stakeholder added by "Add". */
export function signatoryModel(bundle: Bundle): Json {
  return fileDefaults(bundle, 'record/signatory.schema.json');
}

/** The empty organisation model handed out with the configuration. */
export function organizationModel(bundle: Bundle): Json {
  return fileDefaults(bundle, 'record/organization.schema.json');
}
