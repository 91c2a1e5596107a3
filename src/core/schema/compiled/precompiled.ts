/**
 * {@link SchemaValidators} over validate functions generated at build time (./generate.ts): what
 * the production browser bundle validates with. No ajv compiler, no `new Function`.
 *
 * The generated index module holds every condition (wizard `when`, ui `if`, documents rules) and
 * the table of step files; the steps' validators load per steps folder ("companyInfo",
 * "stakeholder"…) on first use, so a page carries only its own wizard's.
 */
import type { Bundle } from '../../bundle';
import { datalistsOf } from '../bundle-files';
import { keywordFunctions, type KeywordFunctions } from '../keywords';
import type { Mode } from '../registry';
import { ValidatorsLoading, type SchemaValidators, type ValidateFn } from '../schema-validators';
import { canonicalJson, schemaKey } from './schema-key';

type Fns = Record<string, ValidateFn>;

/** One steps folder's validators: each step file in both modes; `submit` also holds the parts RJSF asks about, by RJSF key. */
export interface GeneratedFolder {
  draft: Fns;
  submit: Fns;
}

/** What the generated index module hands over. */
export interface Generated {
  /** every condition by schemaKey, made with the keyword functions of one registry */
  conditions(kw: KeywordFunctions): Fns;
  /** loader of each folder's module; its default export makes the folder's validators */
  folders: Record<string, () => Promise<{ default: (kw: KeywordFunctions) => GeneratedFolder }>>;
  /** step file id → its folder */
  files: Record<string, string>;
  /** fetches a folder's module without running it, where loading one goes over the network */
  prefetch?(folder: string): void;
}

export function precompiledValidators(bundle: Bundle, generated: Generated): SchemaValidators {
  const kw = keywordFunctions(datalistsOf(bundle));
  const conditionFns = generated.conditions(kw);
  const loaded = new Map<string, GeneratedFolder>();
  const loading = new Map<string, Promise<void>>();
  const combined = new Map<string, Promise<void>>();

  const folderOf = (id: string): string => {
    const folder = generated.files[id];
    if (folder === undefined) throw new Error(`No generated validator for schemas/${id}: the bundle differs from the one the app was built with`);
    return folder;
  };
  const load = (folder: string): Promise<void> => {
    let promise = loading.get(folder);
    if (!promise) {
      promise = generated.folders[folder]().then((module) => {
        loaded.set(folder, module.default(kw));
      });
      // a failed download may be retried on the next use
      promise.catch(() => loading.delete(folder));
      loading.set(folder, promise);
    }
    return promise;
  };
  const ready = (ids: readonly string[]): Promise<void> | undefined => {
    const missing = [...new Set(ids.map(folderOf))].filter((folder) => !loaded.has(folder)).sort();
    if (missing.length === 0) return undefined;
    if (missing.length === 1) return load(missing[0]);
    const key = missing.join('\u0000');
    let promise = combined.get(key);
    if (!promise) {
      promise = Promise.all(missing.map(load)).then(() => undefined);
      // as for one folder: a failed download is tried again on the next use
      promise.catch(() => combined.delete(key));
      combined.set(key, promise);
    }
    return promise;
  };
  const prefetch = (ids: readonly string[]): void => {
    for (const folder of new Set(ids.map(folderOf))) if (!loaded.has(folder) && !loading.has(folder)) generated.prefetch?.(folder);
  };
  const folderFns = (id: string): GeneratedFolder => {
    const fns = loaded.get(folderOf(id));
    if (!fns) throw new ValidatorsLoading([id], ready([id])!);
    return fns;
  };

  const conditions = new WeakMap<object, ValidateFn>();
  return {
    file(mode: Mode, id: string) {
      const fn = folderFns(id)[mode][id];
      if (!fn) throw new Error(`No generated ${mode} validator for schemas/${id}`);
      return fn;
    },
    hasFile: (id) => Object.hasOwn(generated.files, id),
    condition(schema) {
      let fn = conditions.get(schema);
      if (!fn) {
        fn = conditionFns[schemaKey(schema)];
        if (!fn)
          throw new Error(
            `No generated validator for the condition ${canonicalJson(schema)}: conditions are collected from schemas/wizards (when) and the ui schemas (if)`,
          );
        conditions.set(schema, fn);
      }
      return fn;
    },
    part(rootId, key, schema) {
      const fn = folderFns(rootId).submit[key];
      if (!fn) throw new Error(`No generated validator for a part of schemas/${rootId} that RJSF asks about (${key}): ${canonicalJson(schema)}`);
      return fn;
    },
    ready,
    prefetch,
  };
}

/** The documents rules' conditions by schemaKey of the condition with the rules' `$defs` attached. */
export function precompiledDocumentConditions(fns: Fns): (schema: object) => (value: unknown) => boolean {
  return (schema) => {
    const fn = fns[schemaKey(schema)];
    if (!fn) throw new Error(`No generated validator for the documents condition ${canonicalJson(schema)}`);
    return (value) => fn(value) === true;
  };
}
