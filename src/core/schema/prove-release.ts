import type { Bundle } from '../bundle';
import { unprovenSamples } from '../wizard/samples-proof';
import { checkSchemas, type Problem } from './check';
import { createRegistry, type Registry } from './registry';

/**
 * What stands between files and a release: the check (checkSchemas), then the proof that each wizard's
 * sample still completes every step under them (samples-proof.ts). The registry comes with files
 * that pass both. `npm run schemas:check`, the studio and release:publish all answer with this.
 */
export function proveRelease(bundle: Bundle): { findings: Problem[]; registry?: Registry } {
  const findings = checkSchemas(bundle);
  if (findings.length > 0) return { findings };
  const registry = createRegistry(bundle);
  const unproven = unprovenSamples(bundle, registry);
  return unproven.length > 0 ? { findings: unproven } : { findings, registry };
}
