import type { Bundle } from '../../../core/bundle';

/**
 * `make` once per release: what a route derives from the files (a registry, compiled checks,
 * words) is made the first time a request arrives under a release, then reused for it.
 */
export function perRelease<T>(make: (bundle: Bundle) => T): (bundle: Bundle) => T {
  const made = new WeakMap<Bundle, T>();
  return (bundle) => {
    if (made.has(bundle)) return made.get(bundle) as T;
    const value = make(bundle);
    made.set(bundle, value);
    return value;
  };
}
