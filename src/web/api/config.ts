import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { AppConfig } from '../../core/api/config';
import { configKey, roleOfPath, type Role } from './config-key';

export { configKey, roleOfPath, type Role } from './config-key';

/** The configuration answer (src/core/api/config.ts). */
export type { AppConfig };

/** The last configuration received, kept across reloads. */
export const storedConfigAtom = atomWithStorage<Record<string, AppConfig>>('quickApply.config', {}, undefined, {
  getOnInit: true,
});

/** The configuration for a role; answers the stored copy at once and refreshes it from the server. */
export function useConfig(role: Role, product = '') {
  const key = configKey(role, product);
  const [stored, setStored] = useAtom(storedConfigAtom);
  // the fetcher comes from SWRConfig (AppProviders sets http's)
  const result = useSWR<AppConfig>(key, {
    fallbackData: stored[key],
    revalidateOnFocus: false,
    onSuccess: (data) => setStored((previous) => ({ ...previous, [key]: data })),
  });
  return { config: result.data, error: result.error as unknown, isLoading: result.isLoading };
}

/** The configuration of the role the current path implies. */
export function useRouteConfig() {
  const [path] = useLocation();
  return useConfig(roleOfPath(path));
}
