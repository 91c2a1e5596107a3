import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { servicesRulesOf, type ServicesRules } from '../../../src/core/services/rules';
import { repoBundle } from '../helpers/load-bundle';

/** The repository's registry and its services rules, as the Select Services tests read them. */
export async function servicesOfRepo(): Promise<{ registry: Registry; rules: ServicesRules }> {
  const registry = createRegistry(await repoBundle());
  return { registry, rules: servicesRulesOf(registry) };
}
