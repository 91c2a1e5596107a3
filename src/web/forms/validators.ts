import type { Mode, Registry } from '../../core/schema/registry';
import { createRjsfValidator, type RjsfValidator } from '../../core/schema/rjsf-validator';

const cache = new WeakMap<Registry, Partial<Record<Mode, RjsfValidator>>>();

/** The RJSF validator of a registry and mode, made once (it wraps the registry's validate functions). */
export function validatorOf(registry: Registry, mode: Mode): RjsfValidator {
  let byMode = cache.get(registry);
  if (!byMode) cache.set(registry, (byMode = {}));
  return (byMode[mode] ??= createRjsfValidator(registry, mode));
}

/**
 * The RJSF validator for rendering the step `stepKey`: suspends (React Suspense) until that step's
 * validators are loaded. In the production build they are generated code loaded per steps folder on
 * first use; elsewhere they are always ready and this never suspends.
 */
export function useStepValidator(registry: Registry, mode: Mode, stepKey: string): RjsfValidator {
  // thrown, as useTranslation does, not use()d: React replays a component that suspended in use() as
  // soon as the promise settles, and this step's replay calls no use() (the rules are here by then),
  // so React took its first hooks for updates and recovered by rendering everything again (#467,
  // seen under load); a thrown promise makes React render the step afresh instead
  const pending = registry.ready(stepKey);
  if (pending) throw pending;
  return validatorOf(registry, mode);
}
