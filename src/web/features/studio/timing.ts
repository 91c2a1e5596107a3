import { schemaFile, type Bundle } from '../../../core/bundle';
import type { ReleaseRules } from '../../../core/rules/releases';

/** How long the studio lets typing rest before it checks the files and before its panels follow (rules/releases.json). */
export function studioTiming(bundle: Bundle): ReleaseRules['studio'] {
  return schemaFile<ReleaseRules>(bundle, 'rules/releases.json').studio;
}
