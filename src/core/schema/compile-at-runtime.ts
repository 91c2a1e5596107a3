/**
 * Validate functions compiled by ajv at run time (see ./schema-validators.ts): the server, the
 * tests and `npm run dev`. `vite build` replaces this module by src/web/app/release/validators.ts,
 * which exports the same functions over the modules the server generates for each release
 * (./compiled/), so the production browser bundle holds no ajv compiler.
 */
import type Ajv from 'ajv';
import type { Bundle } from '../bundle';
import { createAjv } from './ajv-setup';
import { datalistsOf, schemaFilesOf } from './bundle-files';
import { schemaForMode } from './modes';
import type { Mode } from './registry';
import type { SchemaValidators, ValidateFn } from './schema-validators';

/**
 * Nothing to fetch: ajv compiles here, so this answers undefined (ready). The built browser's
 * counterpart fetches the release's generated modules and answers a promise until they are here.
 */
export function prepareValidators(_bundle: Bundle, _releaseId: string): Promise<void> | undefined {
  return undefined;
}

export function createSchemaValidators(bundle: Bundle): SchemaValidators {
  const files = schemaFilesOf(bundle);
  const datalists = datalistsOf(bundle);
  const ajvs = new Map<Mode, Ajv>();
  const ajv = (mode: Mode): Ajv => {
    let instance = ajvs.get(mode);
    if (!instance) {
      instance = createAjv(datalists);
      for (const [id, schema] of files) instance.addSchema(schemaForMode(schema, mode), id);
      ajvs.set(mode, instance);
    }
    return instance;
  };
  const conditions = new WeakMap<object, ValidateFn>();
  const parts = new Map<string, ValidateFn>();
  return {
    file(mode, id) {
      const fn = ajv(mode).getSchema(id);
      if (!fn) throw new Error(`schemas/${id} is missing`);
      return fn as ValidateFn;
    },
    hasFile: (id) => files.has(id),
    condition(schema) {
      let fn = conditions.get(schema);
      if (!fn) {
        fn = ajv('submit').compile(schema) as ValidateFn;
        conditions.set(schema, fn);
      }
      return fn;
    },
    part(_rootId, key, schema) {
      let fn = parts.get(key);
      if (!fn) {
        try {
          fn = ajv('submit').compile(schema) as ValidateFn;
        } catch (error) {
          // as @rjsf/validator-ajv8 does: a part that does not compile is never valid
          console.warn('Error encountered compiling schema:', error);
          fn = (() => false) as ValidateFn;
        }
        parts.set(key, fn);
      }
      return fn;
    },
    ready: () => undefined,
    prefetch: () => undefined,
  };
}
