import { useSyncExternalStore } from 'react';
import { appRelease, subscribeRelease, type AppRelease } from './current';

/** The release in use; the component renders again when another is put in use. */
export function useAppRelease(): AppRelease {
  return useSyncExternalStore(subscribeRelease, appRelease, appRelease);
}
