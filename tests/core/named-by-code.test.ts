import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblem } from '../../src/core/schema/check';
import { NAMED_BY_CODE } from '../../src/core/wizard/named-by-code';
import { repoBundle, withFile } from './helpers/load-bundle';

type Wizard = { id: string; steps: { id: string }[] };

describe('the wizards and steps the code names by id', () => {
  it('are all in the repository’s files, and renaming any one of them is refused by the check', async () => {
    const bundle = await repoBundle();
    expect(checkSchemas(bundle)).toEqual([]);
    for (const [wizard, steps] of Object.entries(NAMED_BY_CODE.steps)) {
      for (const step of steps) {
        const renamed = withFile(bundle, 'schemas', `wizards/${wizard}.json`, (w: Wizard) => {
          w.steps.find((s) => s.id === step)!.id = `${step}Renamed`;
          return w;
        });
        expect(checkSchemas(renamed).map(formatProblem)).toContain(
          `schemas/wizards/${wizard}.json at steps: the product's code works with the step "${step}" of this wizard: keep a step with that id`,
        );
      }
    }
    const wizardRenamed = withFile(bundle, 'schemas', 'wizards/selectServices.json', (w: Wizard) => ((w.id = 'services'), w));
    expect(checkSchemas(wizardRenamed).map(formatProblem)).toContain(
      'schemas/wizards: the product\'s code works with the wizard "selectServices": it must keep that id',
    );
  }, 60_000);
});
