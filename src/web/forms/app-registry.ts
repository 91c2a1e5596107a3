import type { Bundle } from '../../core/bundle';
import { createRegistry, type Registry } from '../../core/schema/registry';
import { appRelease } from '../app/release';
import { pageLanguage } from '../app/language/page-language';

const registries = new WeakMap<Bundle, Registry>();

/** The registry of a release's files (by default the release in use) in the page's language, made once per release. */
export function appRegistry(bundle: Bundle = appRelease().bundle): Registry {
  let registry = registries.get(bundle);
  if (!registry) {
    registry = createRegistry(bundle, { lang: pageLanguage() });
    registries.set(bundle, registry);
  }
  return registry;
}
