import type { Bundle } from '../../../core/bundle';
import { recordTemplate, signatoryModel } from '../../../core/schema/defaults';
import type { WizardDef } from '../../../core/wizard/types';
import { sampleRecord } from '../../../core/schema/bundle-files';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** `over` laid onto `base`: objects merge key by key, everything else replaces. */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return structuredClone(over);
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = key in base ? deepMerge(base[key], value) : structuredClone(value);
  return out;
}

/** The record of schemas/samples/<wizard>.json; undefined when there is none. */
export function sampleOf(bundle: Bundle, wizardId: string): Json | undefined {
  const sample = bundle.schemas[`samples/${wizardId}.json`];
  if (!isObject(sample)) return undefined;
  return sampleRecord(sample);
}

/** The value a wizard starts from in the studio: the empty record (or person), with the sample laid on it when asked. */
export function startRecord(bundle: Bundle, wizard: WizardDef, withSample: boolean): unknown {
  const empty = wizard.root === 'person' ? signatoryModel(bundle) : recordTemplate(bundle);
  const sample = withSample ? sampleOf(bundle, wizard.id) : undefined;
  return sample ? deepMerge(empty, sample) : empty;
}
