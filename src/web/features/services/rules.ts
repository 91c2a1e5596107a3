import { useMemo } from 'react';
import { packagesOf, servicesRulesOf, type PackageRule, type ServicesRules } from '../../../core/services/rules';
import { useRegistry } from '../../forms/registry-context';

/** schemas/rules/services.json and packages.json through the registry. */
export function useServicesRules(): { rules: ServicesRules; packages: PackageRule[] } {
  const registry = useRegistry();
  return useMemo(() => ({ rules: servicesRulesOf(registry), packages: packagesOf(registry) }), [registry]);
}

/** A link of the configuration answer for a banking variant: `links.<name>.<variant>` or a top-level key. */
export function configLink(
  config: Record<string, unknown> | undefined,
  key: string,
  fallback?: { name: string; variant: 'conventional' | 'islamic' },
): string | undefined {
  const direct = config?.[key];
  if (typeof direct === 'string' && direct) return direct;
  if (!fallback) return undefined;
  const links = config?.links as Record<string, Record<string, unknown>> | undefined;
  const url = links?.[fallback.name]?.[fallback.variant];
  return typeof url === 'string' && url ? url : undefined;
}
