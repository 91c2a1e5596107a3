import type { Mode, Registry } from '../../core/schema/registry';
import { createRjsfValidator, type RjsfValidator } from '../../core/schema/rjsf-validator';

const cache = new WeakMap<Registry, Partial<Record<Mode, RjsfValidator>>>();

/** The RJSF validator of a registry and mode, made once (it wraps the registry's compiled ajv). */
export function validatorOf(registry: Registry, mode: Mode): RjsfValidator {
  let byMode = cache.get(registry);
  if (!byMode) cache.set(registry, (byMode = {}));
  return (byMode[mode] ??= createRjsfValidator(registry, mode));
}
