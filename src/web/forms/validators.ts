import { use } from 'react';
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
  // use() is called on every render, with a promise React already knows as settled once the rules
  // are here: a render replayed after the download must call it as the first one did, or React takes
  // the step's first hooks for updates and recovers by rendering everything again (#467 under load)
  use(registry.ready(stepKey) ?? READY);
  return validatorOf(registry, mode);
}

/** A promise React reads as settled without waiting (its status and value, as React marks them). */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
