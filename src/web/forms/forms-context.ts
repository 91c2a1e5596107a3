import type { Registry } from '../../core/schema/registry';
import type { FormsContext } from './theme/shared/forms-context';

interface Constants {
  phoneInput?: { internationalPrefixes: string[]; trunkPrefix: string };
  defaultCountryCode?: string;
  earliestDate?: string;
}

/** "ns:dotted.key" → text of content/<lang>/<ns>.json; without a namespace, `fallbackNs`. */
export function textOf(registry: Registry, key: string, vars?: Record<string, unknown>, fallbackNs = 'common'): string {
  const colon = key.indexOf(':');
  const [ns, rest] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [fallbackNs, key];
  return registry.text(ns, rest, vars);
}

const cache = new WeakMap<Registry, FormsContext>();

/** What our widgets read from the app (RJSF formContext), built from the schema registry. */
export function formsContextOf(registry: Registry): FormsContext {
  let context = cache.get(registry);
  if (!context) {
    let constants: Constants = {};
    try {
      constants = registry.rules<Constants>('constants');
    } catch {
      // a bundle without rules/constants.json (a trimmed test bundle): widgets use their own fallbacks
    }
    context = {
      t: (key, params) => textOf(registry, key, params),
      datalist: (name) => registry.datalist(name),
      holds: (condition, value) => registry.holds(condition, value),
      constants: {
        defaultCountryCode: constants.defaultCountryCode ?? '',
        earliestDate: constants.earliestDate ?? '',
        phoneInput: constants.phoneInput ?? { internationalPrefixes: [], trunkPrefix: '' },
      },
    };
    cache.set(registry, context);
  }
  return context!;
}
