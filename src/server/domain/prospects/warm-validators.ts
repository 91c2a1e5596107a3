import { setImmediate } from 'node:timers/promises';
import type { Bundle } from '../../../core/bundle';
import type { Mode } from '../../../core/schema/registry';
import { recordTypeErrors } from './record-types';
import { registryOf } from './validation';

const MODES: Mode[] = ['draft', 'submit'];

/**
 * Compiles every validator a save of this release can need (each step in both modes, each step's
 * condition, the record's types), one at a time with the event loop free between them: compiled on
 * a customer's save instead, the steps a save first reaches held the loop some 100–200 ms.
 */
export async function warmValidators(bundle: Bundle): Promise<void> {
  const registry = registryOf(bundle);
  for (const step of registry.steps()) {
    for (const mode of MODES) {
      if (registry.validators.hasFile(step.schemaId)) registry.validators.file(mode, step.schemaId);
      await setImmediate();
    }
  }
  for (const wizard of Object.values(registry.wizards)) {
    for (const step of wizard.steps) if (step.when !== undefined) registry.holds(step.when, {});
  }
  await setImmediate();
  recordTypeErrors(bundle, registry, {});
}
