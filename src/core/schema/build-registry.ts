/** Assembly of the {@link Registry} (see registry.ts for the contract). */
import { figuresOf } from '../messages/figures';
import type { Bundle } from '../bundle';
import { lookup, interpolate } from '../messages/format';
import { countedKeys } from '../messages/plural';
import type { WizardDef, WizardStepDef } from '../wizard/types';
import { stepsFor } from '../wizard/engine';
import { datalistsOf, isStepSchema, schemaFilesOf, stepKeyOf } from './bundle-files';
import { describeAll, type Texts } from './describe-errors';
import { indexFields } from './field-index';
import { inlineRefs } from './refs';
import type { FieldError, FieldInfo, JsonSchema, Mode, Registry, StepEntry, ValidateOptions } from './registry';
import type { SchemaValidators } from './schema-validators';
import { DATALIST_LABELS, SOURCE_LANGUAGE } from '../messages/languages';
import type { DatalistItem } from './registry';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export { datalistsOf, isSchemaFile, schemaFilesOf, stepKeyOf } from './bundle-files';

export function buildRegistry(bundle: Bundle, lang: string, validators: SchemaValidators): Registry {
  const files = schemaFilesOf(bundle);
  const datalists = datalistsOf(bundle);
  // a language other than the source names each code in content/<lang>/datalists.json
  const labels = lang === SOURCE_LANGUAGE ? undefined : bundle.content[`${lang}/${DATALIST_LABELS}`];
  const labelledLists = new Map<string, DatalistItem[]>();
  const inLanguage = (items: DatalistItem[], name: string): DatalistItem[] => {
    const named = isRecord(labels) && isRecord(labels[name]) ? labels[name] : undefined;
    if (!named) return items;
    const relabel = (item: DatalistItem): DatalistItem => {
      const label = named[item.code];
      const subCategories = Array.isArray(item.subCategories) ? (item.subCategories as DatalistItem[]).map(relabel) : undefined;
      return { ...item, ...(typeof label === 'string' ? { label } : {}), ...(subCategories ? { subCategories } : {}) };
    };
    return items.map(relabel);
  };
  const texts: Texts = {
    get messages() {
      return bundle.content[`${lang}/messages.json`] ?? {};
    },
    get fields() {
      return bundle.content[`${lang}/fields.json`] ?? {};
    },
  };

  const wizards: Record<string, WizardDef> = {};
  for (const [path, value] of Object.entries(bundle.schemas)) {
    const m = /^wizards\/(.+)\.json$/.exec(path);
    if (m && value && typeof value === 'object') wizards[(value as WizardDef).id ?? m[1]] = value as WizardDef;
  }

  const stepCache = new Map<string, StepEntry>();
  const fieldCache = new Map<string, Map<string, FieldInfo>>();
  // a step is named by key or file on every check of every save: each name is read once
  const stepKeys = new Map<string, string>();
  const keyOf = (key: string) => {
    let k = stepKeys.get(key);
    if (k === undefined) stepKeys.set(key, (k = stepKeyOf(key.endsWith('.json') ? key : `${key}.schema.json`)));
    return k;
  };
  const schemaIdOf = (k: string) => `steps/${k}.schema.json`;
  const step = (key: string): StepEntry => {
    const k = keyOf(key);
    let entry = stepCache.get(k);
    if (!entry) {
      const schemaId = schemaIdOf(k);
      const source = files.get(schemaId);
      if (!source) throw new Error(`schemas/${schemaId} is missing`);
      const schema: JsonSchema = { ...(inlineRefs(files, schemaId, source) as JsonSchema), $id: schemaId };
      delete schema.$schema;
      const uiSchema = (bundle.schemas[`steps/${k}.ui.json`] ?? {}) as Record<string, unknown>;
      entry = { key: k, schemaId, schema, source, uiSchema };
      stepCache.set(k, entry);
    }
    return entry;
  };
  const fields = (key: string) => {
    const k = keyOf(key);
    let index = fieldCache.get(k);
    if (!index) {
      index = indexFields(step(k).schema);
      fieldCache.set(k, index);
    }
    return index;
  };

  const holds = (condition: unknown, value: unknown): boolean => {
    if (condition === undefined || condition === true) return true;
    if (condition === false) return false;
    if (!condition || typeof condition !== 'object') return true;
    return validators.condition(condition)(value) === true;
  };

  /**
   * The schema ids a step key or wizard id validates with (every step of a wizard, whatever its `when`): named from the
   * keys alone, as the steps' schemas are not needed to load their validators (inlining every step's refs is a page's work).
   */
  const idsOf = (target: string): string[] => {
    const def = wizards[target];
    return (def ? def.steps.map((s) => s.step) : [target]).map((key) => schemaIdOf(keyOf(key)));
  };

  const validateStep = (key: string, value: unknown, mode: Mode, base: string): FieldError[] => {
    const entry = step(key);
    const fn = validators.file(mode, entry.schemaId);
    if (fn(value)) return [];
    return describeAll((fn.errors ?? []) as never, fields(entry.key), texts, base);
  };

  const registry: Registry = {
    bundle,
    lang,
    wizards,
    wizard(id) {
      const def = wizards[id];
      if (!def) throw new Error(`schemas/wizards/${id}.json is missing`);
      return def;
    },
    step,
    stepOf: (def: WizardStepDef) => step(def.step),
    steps: () => [...files.keys()].filter(isStepSchema).map((id) => step(stepKeyOf(id))),
    fields,
    rules<T>(name: string) {
      const value = bundle.schemas[`rules/${name}.json`];
      if (value === undefined) throw new Error(`schemas/rules/${name}.json is missing`);
      return value as T;
    },
    datalist: (name) => {
      let items = labelledLists.get(name);
      if (!items) labelledLists.set(name, (items = inLanguage(datalists(name) ?? [], name)));
      return items;
    },
    get widgets() {
      const list = bundle.schemas['defs/widgets.json'] as { widgets?: { name: string }[] } | undefined;
      return (list?.widgets ?? []).map((w) => w.name);
    },
    text(namespace, key, vars) {
      const words = bundle.content[`${lang}/${namespace}.json`];
      // a count chooses its form where the words have one (found_one, found_other; Arabic's six)
      const keys = typeof vars?.count === 'number' ? countedKeys(lang, key, vars.count) : [key];
      const template = keys.map((candidate) => lookup(words, candidate)).find((found) => found !== undefined);
      // a word may name a figure of the rules files ({services.express.chargeAmount}): one home for fees
      return template === undefined ? key : interpolate(template, template.includes('{') ? { ...figuresOf(bundle), ...vars } : vars);
    },
    validators,
    ready: (target) => validators.ready(idsOf(target)),
    prefetch: (target) => validators.prefetch(idsOf(target)),
    holds,
    validateValue(target, value, mode, options: ValidateOptions = {}) {
      const base = options.basePath ?? '$';
      if (wizards[target]) {
        const out: FieldError[] = [];
        const seen = new Set<string>();
        for (const def of stepsFor(wizards[target], value, registry)) {
          for (const error of validateStep(def.step, value, mode, base)) {
            const k = `${error.path}\u0000${error.message}`;
            if (!seen.has(k)) {
              seen.add(k);
              out.push(error);
            }
          }
        }
        return out;
      }
      return validateStep(target, value, mode, base);
    },
  };
  return registry;
}
