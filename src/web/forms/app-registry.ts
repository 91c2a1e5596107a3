import { createRegistry, type Registry } from '../../core/schema/registry';
import { appBundle } from '../app/bundle';

let registry: Registry | undefined;

/**
 * The registry of the app's own bundle, created on first use. This module imports the bundle, so
 * when `npm run dev` hot-reloads a schema or content file Vite re-evaluates it and a fresh
 * registry is built from the new files.
 */
export function appRegistry(): Registry {
  registry ??= createRegistry(appBundle);
  return registry;
}
