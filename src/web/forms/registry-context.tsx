import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Registry } from '../../core/schema/registry';
import { appRegistry } from './app-registry';

const RegistryContext = createContext<Registry | null>(null);

/** Hands a schema registry to the forms below; tests inject one built from another bundle. */
export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry in context, else the app's own (created from src/web/app/bundle.ts). */
export function useRegistry(): Registry {
  const injected = useContext(RegistryContext);
  return useMemo(() => injected ?? appRegistry(), [injected]);
}
