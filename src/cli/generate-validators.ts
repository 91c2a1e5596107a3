/**
 * The build's validator generator, from the files on disk: reads schemas/ and content/ under `root`
 * and answers the generated modules (src/core/schema/compiled/generate.ts). Loaded by the Vite
 * plugin in vite.config.ts during `vite build`; nothing is written to disk.
 */
import { generateValidators, type GeneratedSources, type GenerateOptions } from '../core/schema/compiled/generate';
import { loadBundle } from '../server/content/load-bundle';

export type { GeneratedSources };

export async function generateFromDisk(root: string, options: GenerateOptions): Promise<GeneratedSources> {
  return generateValidators(await loadBundle(root), options);
}
