import { loadBundle } from '../../src/server/content/load-bundle';
import { createRegistry } from '../../src/core/schema/registry';
import { recordTemplate, signatoryModel } from '../../src/core/schema/defaults';
import { withContext } from '../../src/core/services/context';
import { stepsFor } from '../../src/core/wizard/engine';

/** Where the studio shows a step: which wizard, which viewer (the studio's "Viewed by"), which step. */
export interface StudioStep {
  wizardId: string;
  wizardTitle: string;
  stepId: string;
  stepTitle: string;
  viewer: 'customer' | 'agent';
  fields: number;
}

/** The wizard step with the most fields in schemas/, found from the files (so it follows the analysts' edits). */
export async function largestStep(rootDir: string): Promise<StudioStep> {
  const registry = createRegistry(await loadBundle(rootDir));
  let best: StudioStep | undefined;
  for (const wizard of Object.values(registry.wizards)) {
    const empty = wizard.root === 'person' ? signatoryModel(registry.bundle) : recordTemplate(registry.bundle);
    const forCustomer = new Set(stepsFor(wizard, empty, registry).map((s) => s.id));
    const forAgent = new Set(stepsFor(wizard, withContext(empty, { editApplication: true }), registry).map((s) => s.id));
    for (const step of wizard.steps) {
      const viewer = forCustomer.has(step.id) ? 'customer' : forAgent.has(step.id) ? 'agent' : undefined;
      if (!viewer) continue;
      const fields = registry.fields(step.step).size;
      if (best && fields <= best.fields) continue;
      best = {
        wizardId: wizard.id,
        wizardTitle: registry.text('wizards', wizard.titleKey),
        stepId: step.id,
        stepTitle: registry.text('wizards', step.titleKey),
        viewer,
        fields,
      };
    }
  }
  if (!best) throw new Error('no wizard step found in schemas/wizards');
  return best;
}
