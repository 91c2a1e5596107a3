/** Shapes of schemas/rules/services.json and schemas/rules/packages.json. */
import type { PackageRule, PackagesRules } from '../rules/packages';
import type { ServicesRules, StageDef } from '../rules/services';

export type { PackageRule, PackagesRules, ServicesRules, StageDef };

/** Anything that can hand out rules/<name>.json (the schema registry is one). */
export interface RulesSource {
  rules<T = unknown>(name: string): T;
}

export function servicesRulesOf(source: RulesSource): ServicesRules {
  return source.rules<ServicesRules>('services');
}

export function packagesOf(source: RulesSource): PackageRule[] {
  return source.rules<PackagesRules>('packages').packages;
}
