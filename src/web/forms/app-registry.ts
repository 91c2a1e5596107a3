import type { Bundle } from '../../core/bundle';
import { createRegistry, type Registry } from '../../core/schema/registry';
import { appRelease } from '../app/release';

const registries = new WeakMap<Bundle, Registry>();

/** The registry of a release's files (by default the release in use), made once per release. */
export function appRegistry(bundle: Bundle = appRelease().bundle): Registry {
  let registry = registries.get(bundle);
  if (!registry) {
    registry = createRegistry(bundle);
    registries.set(bundle, registry);
  }
  return registry;
}
