import type { Bundle } from '../bundle';
import { unprovenAnswers, unprovenSamples } from '../wizard/samples-proof';
import { SOURCE_LANGUAGE } from '../messages/languages';
import { checkSchemas, type Problem } from './check';
import { findingSayer, type Say } from './finding-words';
import { createRegistry, type Registry } from './registry';

/**
 * What stands between files and a release: the check (checkSchemas), then the proof that each wizard's
 * sample, and the shortest and fullest answers made from it, still complete every step under them
 * (samples-proof.ts). The registry comes with files
 * that pass both. `npm run schemas:check`, the studio and release:publish all answer with this.
 */
export function proveRelease(bundle: Bundle, say: Say = findingSayer(bundle.content)): { findings: Problem[]; registry?: Registry } {
  const findings = checkSchemas(bundle, SOURCE_LANGUAGE, say);
  if (findings.length > 0) return { findings };
  // the proof's reasons are the form's own messages and titles, in the language of the findings
  const registry = createRegistry(bundle, { lang: say.lang });
  const samples = unprovenSamples(bundle, registry, say);
  const unproven = samples.length > 0 ? samples : unprovenAnswers(bundle, registry, say);
  return unproven.length > 0 ? { findings: unproven } : { findings, registry };
}
