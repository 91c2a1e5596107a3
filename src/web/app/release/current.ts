import type { Bundle } from '../../../core/bundle';

/** The release the app runs under: its id and its files (schemas/ and content/), as the server published them. */
export interface AppRelease {
  id: string;
  bundle: Bundle;
}

let current: AppRelease | undefined;
const appliers = new Set<(bundle: Bundle) => void>();
const listeners = new Set<() => void>();

/** The release in use; the app starts only once one is here (main.tsx). */
export function appRelease(): AppRelease {
  if (!current) throw new Error('No release is loaded: main.tsx loads the published one before the app starts');
  return current;
}

export function hasAppRelease(): boolean {
  return current !== undefined;
}

/**
 * Runs `apply` with the files of the release in use now and of every release used later: modules
 * that keep values read from the rules (src/web/app/rules.ts) refresh them here.
 */
export function withEachRelease(apply: (bundle: Bundle) => void): void {
  appliers.add(apply);
  if (current) apply(current.bundle);
}

/** Makes `release` the one in use: rule values refresh, then every subscriber (React) hears of it. */
export function putReleaseInUse(release: AppRelease): void {
  if (current?.id === release.id && current.bundle === release.bundle) return;
  current = release;
  for (const apply of appliers) apply(release.bundle);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called after the release in use changes. */
export function subscribeRelease(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
