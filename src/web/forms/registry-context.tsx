import { createContext, useCallback, useContext } from 'react';
import { appRelease, useAppRelease, type AppRelease } from '../app/release';
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

/** The registry of `release`, or the promise of its validators while they are on their way. */
function releaseRegistry(release: AppRelease): Registry | Promise<void> {
  return prepareValidators(release.bundle, release.id) ?? appRegistry(release.bundle);
}

/**
 * The registry in context, else the one of the release in use (a component re-renders when another
 * is put in use). In the built app the component suspends (React Suspense) until the release's
 * validators have arrived: pages without forms never load them.
 */
export function useRegistry(): Registry {
  const injected = useContext(RegistryContext);
  const release = useAppRelease();
  const found = injected ?? releaseRegistry(release);
  if (found instanceof Promise) throw found;
  return found;
}

/**
 * The registry without suspending: a getter answering the registry in context, else the one of the release in use at
 * the call, and throwing ValidatorsLoading (a thenable) while that release's validators are on their way. For work that
 * must start before they arrive (the session's saving) and waits for them only where it needs them.
 */
export function useRegistryGetter(): () => Registry {
  const injected = useContext(RegistryContext);
  return useCallback(() => {
    const found = injected ?? releaseRegistry(appRelease());
    if (found instanceof Promise) throw new ValidatorsLoading(['index'], found);
    return found;
  }, [injected]);
}
