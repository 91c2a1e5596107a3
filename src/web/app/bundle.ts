import type { Bundle } from '../../core/bundle';

// Every JSON file under schemas/ and content/, bundled by Vite. Editing one under `npm run dev`
// hot-reloads the modules that read it, so analysts see their change without a restart.
const schemaModules = import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' });
const contentModules = import.meta.glob(['/content/**/*.json'], { eager: true, import: 'default' });

function strip(prefix: string, modules: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(modules)) out[key.slice(prefix.length)] = value;
  return out;
}

export const appBundle: Bundle = {
  schemas: strip('/schemas/', schemaModules),
  content: strip('/content/', contentModules),
};
