/**
 * The proof a release gives before it is published: each wizard's sample (schemas/samples/<wizard>.json)
 * still completes every step the wizard shows it, in submit mode, under the release's own rules. A
 * change that would stop every applicant at a step (a field required that nobody can fill, a rule no
 * answer passes) stops the sample there too, and the finding names the step and why.
 */
import type { Bundle } from '../bundle';
import { sampleRecord } from '../schema/bundle-files';
import type { Registry } from '../schema/registry';
import { stepsFor } from './engine';

export interface SampleFinding {
  file: string;
  at: string;
  message: string;
}

export function unprovenSamples(bundle: Bundle, registry: Registry): SampleFinding[] {
  const findings: SampleFinding[] = [];
  for (const wizard of Object.values(registry.wizards)) {
    const file = `samples/${wizard.id}.json`;
    if (bundle.schemas[file] === undefined) continue;
    const sample = sampleRecord(bundle.schemas[file]);
    // a person wizard sees one stakeholder, who holds no share beside others
    const value = wizard.root === 'person' ? { ...sample, othersShareTotal: 0 } : sample;
    const basePath = wizard.root === 'person' ? '$.signatoryInfo[0]' : '$';
    for (const step of stepsFor(wizard, value, registry)) {
      const errors = registry.validateValue(step.step.replace(/^steps\//, ''), value, 'submit', { basePath });
      if (errors.length === 0) continue;
      const reasons = [...new Set(errors.map((error) => `${error.path.replace(basePath, '').replace(/^\./, '') || 'the step'}: ${error.message}`))];
      findings.push({
        file: `schemas/${file}`,
        at: step.id,
        message: `the sample can no longer complete the step "${registry.text('wizards', step.titleKey)}" (schemas/${step.step}.schema.json): ${reasons.join('; ')}. An applicant who answers as the sample does would be stopped there; if the change is meant, change the sample's answers so they pass`,
      });
    }
  }
  return findings;
}
