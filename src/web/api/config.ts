import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import useSWR from 'swr';
import { useLocation } from 'wouter';

export type Role = 'customer' | 'agent';

/** The configuration answer; fields the shell does not read stay open. */
export interface AppConfig {
  datalist?: Record<string, unknown>;
  prospect?: Record<string, unknown>;
  signatoryModel?: Record<string, unknown>;
  organizationModel?: Record<string, unknown>;
  reCaptchaSiteKey?: string;
  recaptchaEnable?: boolean;
  lemniskEnable?: boolean;
  chatEnabled?: boolean;
  comebackJourney?: boolean;
  iskycInitialEdit?: boolean;
  servicePricingGuideUrl?: string;
  leadSource?: string;
  roCode?: string;
  initialProspectTableCheck?: Record<string, unknown>;
  additionalConfigs?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Agent pages are the paths that contain /agent. */
export function roleOfPath(path: string): Role {
  return path.includes('/agent') ? 'agent' : 'customer';
}

export function configKey(role: Role, product = '', segment = 'sme'): string {
  const query = new URLSearchParams({ segment, product, role });
  return `/config?${query.toString()}`;
}

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
