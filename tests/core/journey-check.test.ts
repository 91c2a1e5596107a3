import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { checkSchemas, formatProblem } from '../../src/core/schema/check';
import { repoBundle, withFile } from './helpers/load-bundle';

const JOURNEY = 'rules/journey.json';
type Journey = { pageOrder: string[]; flows: { application: { steps: { path: string; number: number }[] } } };

/** The order with two pages swapped. */
const swapped = (order: string[], a: string, b: string) => order.map((key) => (key === a ? b : key === b ? a : key));

describe('the page order of journey.json', () => {
  let bundle: Bundle;
  beforeAll(async () => {
    bundle = await repoBundle();
  });
  const problems = (change: (journey: Journey) => void) => checkSchemas(withFile(bundle, 'schemas', JOURNEY, (j) => (change(j), j))).map(formatProblem);

  it('moves a page when the page order and the navigation list move it together', () => {
    expect(
      problems((j) => {
        j.pageOrder = swapped(j.pageOrder, 'uploadDocuments', 'selectServices');
        const steps = j.flows.application.steps;
        const [documents, services] = [steps.findIndex((s) => s.path.endsWith('/UploadDocuments')), steps.findIndex((s) => s.path.endsWith('/SelectServices'))];
        [steps[documents], steps[services]] = [
          { ...steps[services], number: steps[documents].number },
          { ...steps[documents], number: steps[services].number },
        ];
      }),
    ).toEqual([]);
  });

  it('refuses a page order the navigation list does not follow, a page the product does not have, and a page that moves on with nowhere to go', () => {
    expect(problems((j) => (j.pageOrder = swapped(j.pageOrder, 'uploadDocuments', 'selectServices'))).join('\n')).toContain(
      'schemas/rules/journey.json at flows.application.steps: lists its pages as companyInfo, stakeholdersInfo, finalQuestions, uploadDocuments, selectServices, but the page order goes companyInfo, stakeholdersInfo, finalQuestions, selectServices, uploadDocuments',
    );
    expect(problems((j) => (j.pageOrder[1] = 'stakeholderInfo'))).toContainEqual(
      expect.stringContaining('schemas/rules/journey.json at pageOrder.1: "stakeholderInfo" is no page of the product'),
    );
    expect(problems((j) => (j.pageOrder = j.pageOrder.filter((key) => key !== 'finalQuestions')))).toContainEqual(
      'schemas/rules/journey.json at pageOrder: the page "finalQuestions" moves on with Continue, so it needs its place in the page order',
    );
    expect(problems((j) => (j.pageOrder = j.pageOrder.filter((key) => key !== 'ApplicationSubmitted')))).toContainEqual(
      'schemas/rules/journey.json at pageOrder.5: the page "SubmitApplication" moves on with Continue, so a page must come after it',
    );
  });
});

describe('the completed-steps rules of steps.json', () => {
  let bundle: Bundle;
  beforeAll(async () => {
    bundle = await repoBundle();
  });
  const problems = (change: (rules: { prune: { flowIdPrefix: string; perSignatory: number }[]; reopenOnNewSignatory: string[] }) => void) =>
    checkSchemas(withFile(bundle, 'schemas', 'rules/steps.json', (r) => (change(r), r))).map(formatProblem);

  it('name the flows a person’s wizard makes, and keep at least its steps', () => {
    expect(problems((r) => (r.prune[1].flowIdPrefix = 'companySignatory_'))).toContainEqual(
      expect.stringContaining(`schemas/rules/steps.json at prune.1.flowIdPrefix: no wizard's flow begins with "companySignatory_"`),
    );
    expect(problems((r) => (r.reopenOnNewSignatory[1] = 'companySignatory_'))).toContainEqual(
      expect.stringContaining(`schemas/rules/steps.json at reopenOnNewSignatory.1: no wizard's flow begins with "companySignatory_"`),
    );
    expect(problems((r) => (r.prune[1].perSignatory = 4))).toContainEqual(
      'schemas/rules/steps.json at prune.1.perSignatory: the wizard "finalQuestionsSignatory" has 5 steps a person: keeping 4 would drop answers',
    );
  });
});
