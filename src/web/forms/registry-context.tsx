import { createContext, useCallback, useContext, useMemo } from 'react';
import { appRelease, useAppRelease } from '../app/release';
import type { ReactNode } from 'react';
import type { Registry } from '../../core/schema/registry';
import { prepareValidators } from '../../core/schema/compile-at-runtime';
import { ValidatorsLoading } from '../../core/schema/schema-validators';
import { appRegistry } from './app-registry';

const RegistryContext = createContext<Registry | null>(null);

/** Hands a schema registry to the forms below; tests inject one built from another bundle. */
export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/**
 * The registry in context, else the one of the release in use (a component re-renders when another
 * is put in use). In the built app the component suspends (React Suspense) until the release's
 * validators have arrived: pages without forms never load them.
 */
export function useRegistry(): Registry {
  const injected = useContext(RegistryContext);
  const release = useAppRelease();
  const pending = injected ? undefined : prepareValidators(release.bundle, release.id);
  const registry = useMemo(() => injected ?? (pending ? undefined : appRegistry(release.bundle)), [injected, pending, release]);
  if (!registry) throw pending;
  return registry;
}

/**
 * The registry without suspending: a getter answering the registry in context, else the one of the release in use at
 * the call, and throwing ValidatorsLoading (a thenable) while that release's validators are on their way. For work that
 * must start before they arrive (the session's saving) and waits for them only where it needs them.
 */
export function useRegistryGetter(): () => Registry {
  const injected = useContext(RegistryContext);
  return useCallback(() => {
    if (injected) return injected;
    const release = appRelease();
    const pending = prepareValidators(release.bundle, release.id);
    if (pending) throw new ValidatorsLoading(['index'], pending);
    return appRegistry(release.bundle);
  }, [injected]);
}
