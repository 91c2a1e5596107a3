import { stepIdsOf } from '../../src/core/wizard/step-ids';
import type { CompletedStep, StepStatus, WizardDef } from '../../src/core/wizard/types';

// the repository's wizard files, as the bundler reads them (also under jsdom, where import.meta.url is no file)
const files = import.meta.glob<WizardDef>('../../schemas/wizards/*.json', { eager: true, import: 'default' });
const wizards: Record<string, WizardDef> = Object.fromEntries(Object.values(files).map((wizard) => [wizard.id, wizard]));
const idAt = stepIdsOf(wizards);

/** Completed-steps entries of `flowId` for the steps at these places (1-based) of its wizard in schemas/wizards. */
export function stepsAt(flowId: string, places: readonly number[], status: StepStatus = 'COMPLETED'): CompletedStep[] {
  return places.map((place) => {
    const step = idAt(flowId, place);
    if (step === undefined) throw new Error(`no step ${place} in the wizard of ${flowId}`);
    return { flowId, step, status };
  });
}
