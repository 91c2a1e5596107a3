import type { Registry } from '@rjsf/utils';

/** One entry of a datalist under content/datalists/ (countries, dialCodes, industries…). */
export interface DatalistItem {
  code: string;
  label: string;
  [key: string]: unknown;
}

/**
 * What our widgets need from the app besides RJSF's own props, handed down as RJSF's `formContext`.
 * StepForm builds it from the schema registry; widget tests build it from a bundle the same way.
 */
export interface FormsContext {
  /** Text of a content key ("forms:rows.add", "messages:required"), with `{name}` interpolation. */
  t: (key: string, params?: Record<string, string | number>) => string;
  /** The entries of content/datalists/<name>.json ([] when there is no such list). */
  datalist: (name: string) => DatalistItem[];
  /** Whether a value satisfies a condition schema (the registry's `holds`); used by `datalistWhen`. */
  holds: (condition: unknown, value: unknown) => boolean;
  /** Business constants the widgets need (schemas/rules/constants.json). */
  constants: { defaultCountryCode: string; earliestDate: string; phoneInput: { internationalPrefixes: readonly string[]; trunkPrefix: string } };
}

const fallback: FormsContext = {
  t: (key) => key,
  datalist: () => [],
  holds: () => false,
  constants: { defaultCountryCode: '', earliestDate: '', phoneInput: { internationalPrefixes: [], trunkPrefix: '' } },
};

export function formsContext(registry: Registry): FormsContext {
  const context = registry.formContext as Partial<FormsContext> | undefined;
  return { ...fallback, ...context } as FormsContext;
}
