import type { Bundle } from '../bundle';
import { unprovenAnswers, unprovenSamples } from '../wizard/samples-proof';
import { checkSchemas, type Problem } from './check';
import { createRegistry, type Registry } from './registry';

/**
 * What stands between files and a release: the check (checkSchemas), then the proof that each wizard's
 * sample, and the shortest and fullest answers made from it, still complete every step under them
 * (samples-proof.ts). The registry comes with files
 * that pass both. `npm run schemas:check`, the studio and release:publish all answer with this.
 */
export function proveRelease(bundle: Bundle): { findings: Problem[]; registry?: Registry } {
  const findings = checkSchemas(bundle);
  if (findings.length > 0) return { findings };
  const registry = createRegistry(bundle);
  const samples = unprovenSamples(bundle, registry);
  const unproven = samples.length > 0 ? samples : unprovenAnswers(bundle, registry);
  return unproven.length > 0 ? { findings: unproven } : { findings, registry };
}
