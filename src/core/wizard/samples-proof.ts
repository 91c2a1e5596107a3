/**
 * The proof a release gives before it is published: each wizard's sample (schemas/samples/<wizard>.json)
 * still completes every step the wizard shows it, in submit mode, under the release's own rules; then
 * so do the shortest and the fullest answers made from it (generated-answers.ts), which take the
 * branches the sample does not (a question left out, every "yes" opened). A change that would stop
 * applicants at a step (a field required that nobody can fill, a rule no answer passes) stops one of
 * them there too, and the finding names the step, the place in its file and why.
 */
import type { Bundle } from '../bundle';
import { sampleRecord } from '../schema/bundle-files';
import type { FieldError, Registry } from '../schema/registry';
import { stepsFor } from './engine';
import { answerPool, declaredAt, generatedAnswers } from './generated-answers';
import { findingSayer, type FindingVars, type Say } from '../schema/finding-words';
import { isolatedIn } from '../messages/bidi';

export interface SampleFinding {
  file: string;
  at: string;
  message: string;
  key?: string;
  vars?: FindingVars;
}

/** Each wizard with its sample as the wizard sees it (a person wizard one stakeholder holding no share beside others). */
function samplesOf(bundle: Bundle, registry: Registry) {
  return Object.values(registry.wizards).flatMap((wizard) => {
    const file = `samples/${wizard.id}.json`;
    if (bundle.schemas[file] === undefined) return [];
    const sample = sampleRecord(bundle.schemas[file]);
    const value = wizard.root === 'person' ? { ...sample, othersShareTotal: 0 } : sample;
    return [{ wizard, file, value, basePath: wizard.root === 'person' ? '$.signatoryInfo[0]' : '$' }];
  });
}

/** "orgKYCDetails.giin: GIIN is not filled", each once */
const reasonsOf = (errors: readonly FieldError[], basePath: string, say: Say) => [
  ...new Set(errors.map((error) => `${isolatedIn(error.path.replace(basePath, '').replace(/^\./, ''), say.lang) || say('theStep').message}: ${error.message}`)),
];

const KINDS = { shortest: 'answersShortest', fullest: 'answersFullest' } as const;

/** The shortest and fullest answers of each wizard whose sample passes: the steps neither can complete. */
export function unprovenAnswers(bundle: Bundle, registry: Registry, say: Say = findingSayer(bundle.content)): SampleFinding[] {
  const findings: SampleFinding[] = [];
  const all = samplesOf(bundle, registry);
  const pool = answerPool(all.map(({ value }) => value));
  for (const { wizard, value, basePath } of all) {
    for (const kind of ['shortest', 'fullest'] as const) {
      const { problems } = generatedAnswers(registry, wizard, value, kind, { registry, pool, sample: value }, basePath);
      for (const { step, errors, places } of problems) {
        const entry = registry.stepOf(step);
        const reasons = reasonsOf(errors, basePath, say);
        findings.push({
          file: `schemas/${step.step}.schema.json`,
          at: declaredAt(entry.schema as Record<string, unknown>, entry.source, places[0] ?? []),
          ...say('answersCannotComplete', {
            answers: say(KINDS[kind]),
            wizard: registry.text('wizards', wizard.titleKey),
            step: registry.text('wizards', step.titleKey),
            reasons: reasons.join('; '),
          }),
        });
      }
    }
  }
  return findings;
}

export function unprovenSamples(bundle: Bundle, registry: Registry, say: Say = findingSayer(bundle.content)): SampleFinding[] {
  const findings: SampleFinding[] = [];
  for (const { wizard, file, value, basePath } of samplesOf(bundle, registry)) {
    for (const step of stepsFor(wizard, value, registry)) {
      const errors = registry.validateValue(step.step.replace(/^steps\//, ''), value, 'submit', { basePath });
      if (errors.length === 0) continue;
      const reasons = reasonsOf(errors, basePath, say);
      findings.push({
        file: `schemas/${file}`,
        at: step.id,
        ...say('sampleCannotComplete', {
          step: registry.text('wizards', step.titleKey),
          file: `schemas/${step.step}.schema.json`,
          reasons: reasons.join('; '),
        }),
      });
    }
  }
  return findings;
}
