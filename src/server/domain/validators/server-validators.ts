import type { Bundle } from '../../../core/bundle';
import { schemaKey } from '../../../core/schema/compiled/schema-key';
import { createSchemaValidators } from '../../../core/schema/compile-at-runtime';
import type { SchemaValidators, ValidateFn } from '../../../core/schema/schema-validators';
import type { ServerSources } from './generate-server';
import { linkServerValidators, type LinkedValidators } from './link-server';

const linked = new WeakMap<Bundle, LinkedValidators>();
const compiling = new WeakMap<Bundle, SchemaValidators>();
const views = new WeakMap<Bundle, SchemaValidators>();
const preparing = new WeakMap<Bundle, Promise<void>>();
/** The texts of the last releases generated, by release id (a hash of the files): one generation serves every copy of its files. */
const sourcesById = new Map<string, Promise<ServerSources>>();
const KEPT_SOURCES = 8;

/** ajv compiling at run time: what answers where the generated validators are not linked (yet, or at all). */
function compiled(bundle: Bundle): SchemaValidators {
  let validators = compiling.get(bundle);
  if (!validators) compiling.set(bundle, (validators = createSchemaValidators(bundle)));
  return validators;
}

/**
 * Validators answering from `made` (the generated ones, once linked) and from `compiled` before
 * that, and for what they do not hold (a condition no schema names, a part RJSF asks about).
 */
export function validatorsOver(made: () => LinkedValidators | undefined, compiled: () => SchemaValidators): SchemaValidators {
  const conditions = new WeakMap<object, ValidateFn>();
  return {
    file(mode, id) {
      const linkedNow = made();
      const folder = linkedNow?.files[id];
      return (folder !== undefined ? linkedNow!.folders.get(folder)?.[mode][id] : undefined) ?? compiled().file(mode, id);
    },
    hasFile: (id) => compiled().hasFile(id),
    condition(schema) {
      const known = conditions.get(schema);
      if (known) return known;
      const linkedNow = made();
      if (!linkedNow) return compiled().condition(schema);
      const fn = linkedNow.conditions[schemaKey(schema)] ?? compiled().condition(schema);
      conditions.set(schema, fn);
      return fn;
    },
    part: (rootId, key, schema) => compiled().part(rootId, key, schema),
    ready: () => undefined,
    prefetch: () => undefined,
  };
}

/**
 * The validators every registry of `bundle` uses: the generated ones once they are linked
 * (`prepareValidators`), ajv compiling on the spot before that. Both answer alike
 * (tests/server/server-validators.test.ts).
 */
export function schemaValidatorsOf(bundle: Bundle): SchemaValidators {
  let view = views.get(bundle);
  if (!view) {
    view = validatorsOver(
      () => linked.get(bundle),
      () => compiled(bundle),
    );
    views.set(bundle, view);
  }
  return view;
}

/** The record's type check of `bundle`, when its generated validators are linked. */
export function linkedRecordCheck(bundle: Bundle): ValidateFn | undefined {
  return linked.get(bundle)?.records;
}

/** A documents condition (its `$defs` attached) of `bundle` as generated, when its validators are linked and it is one of them. */
export function linkedDocumentCondition(bundle: Bundle, combined: object): ((value: unknown) => boolean) | undefined {
  const fn = linked.get(bundle)?.documents[schemaKey(combined)];
  return fn && ((value) => fn(value) === true);
}

/** Whether the generated validators of `bundle` are linked: a request under it compiles nothing. */
export const validatorsLinked = (bundle: Bundle): boolean => linked.has(bundle);

/** The texts of the release's validators, generated once per release id (the thread's work begins here). */
export function generatedSources(release: { id: string; bundle: Bundle }, generate: (bundle: Bundle) => Promise<ServerSources>): Promise<ServerSources> {
  const { id, bundle } = release;
  let sources = sourcesById.get(id);
  if (!sources) {
    sources = generate(bundle);
    sourcesById.set(id, sources);
    for (const old of sourcesById.keys()) if (sourcesById.size > KEPT_SOURCES) sourcesById.delete(old);
    // a generation that failed (a thread stopped) is tried again by the next copy of the files
    sources.catch(() => sourcesById.delete(id));
  }
  return sources;
}

/**
 * Resolves once the validators of this release are generated (`generate`, in a release thread) and
 * linked, or once that failed (reported to `failed`; ajv then compiles on the spot, as before). Made
 * once per copy of the files; answers undefined when they are linked already.
 */
export function prepareValidators(
  release: { id: string; bundle: Bundle },
  generate: (bundle: Bundle) => Promise<ServerSources>,
  failed: (error: unknown) => void,
): Promise<void> | undefined {
  const { bundle } = release;
  if (linked.has(bundle)) return undefined;
  let promise = preparing.get(bundle);
  if (!promise) {
    // a generation another app began may end with its thread (that app closed): this one's then generates
    const sources = generatedSources(release, generate).catch(() => generatedSources(release, generate));
    promise = sources
      .then((texts) => linkServerValidators(bundle, texts))
      .then((made) => void linked.set(bundle, made))
      .catch(failed);
    preparing.set(bundle, promise);
  }
  return promise;
}
