import { describe, expect, it } from 'vitest';
import {
  allFlowsCompleted,
  markCompleted,
  markEdited,
  parseCompletedSteps,
  pruneSurplus,
  reopenFlows,
  serializeCompletedSteps,
  type PruneRule,
} from '../../src/core/wizard/completed-steps';
import { currentStep, flowIdFor, isFlowDone, isSignatoryDone, stepStates, stepsFor } from '../../src/core/wizard/engine';
import type { CompletedStep, WizardDef } from '../../src/core/wizard/types';
import { createRegistry } from '../../src/core/schema/registry';
import { repoBundle } from './helpers/load-bundle';

const person: WizardDef = {
  id: 'stakeholder',
  titleKey: 'stakeholder.title',
  root: 'person',
  flowId: 'companyStakeholder_{signatoryId}',
  steps: [
    { id: 'personal', titleKey: 't1', step: 'steps/stakeholder/personal', event: 'e1' },
    {
      id: 'rights',
      titleKey: 't2',
      step: 'steps/stakeholder/rights',
      event: 'e2',
      when: {
        not: {
          properties: { kycDetails: { properties: { isShareholderACompany: { const: true } }, required: ['isShareholderACompany'] } },
          required: ['kycDetails'],
        },
      },
    },
    {
      id: 'shares',
      titleKey: 't3',
      step: 'steps/stakeholder/shares',
      event: 'e3',
      when: {
        not: {
          properties: { kycDetails: { properties: { isShareholderACompany: { const: true } }, required: ['isShareholderACompany'] } },
          required: ['kycDetails'],
        },
      },
    },
  ],
};

describe('wizard engine', async () => {
  const registry = createRegistry(await repoBundle());

  it('keeps the steps whose `when` holds', () => {
    expect(stepsFor(person, { signatoryId: 'companySignatory_1' }, registry).map((s) => s.id)).toEqual(['personal', 'rights', 'shares']);
    expect(stepsFor(person, { kycDetails: { isShareholderACompany: true } }, registry).map((s) => s.id)).toEqual(['personal']);
  });

  it('gives the company information wizard its three steps with titles and events', () => {
    const wizard = registry.wizard('companyInfo');
    const steps = stepsFor(wizard, {}, registry);
    expect(steps.map((s) => registry.text('wizards', s.titleKey))).toEqual(['Company Details', 'Industry', 'License Information']);
    expect(steps.map((s) => s.event)).toEqual(['companyInformationDetails', 'companyInformationIndustry', 'companyInformationLicense']);
    expect(steps.map((s) => registry.stepOf(s).key)).toEqual(['companyInfo/companyDetails', 'companyInfo/industry', 'companyInfo/license']);
  });

  it('builds the flow id from its pattern', () => {
    expect(flowIdFor(person, { signatoryId: 'companySignatory_7' })).toBe('companyStakeholder_companySignatory_7');
    expect(flowIdFor(registry.wizard('companyInfo'), {})).toBe('companyInfo');
  });

  it('tracks completion: first open step available, later ones not, done when all completed', () => {
    const value = { signatoryId: 's1' };
    const flow = 'companyStakeholder_s1';
    let done: CompletedStep[] = [];
    expect(stepStates(person, value, done, registry).map((s) => s.status)).toEqual(['AVAILABLE', 'NOT_AVAILABLE', 'NOT_AVAILABLE']);
    done = markCompleted(done, flow, 'personal');
    expect(currentStep(person, value, done, registry)?.step.id).toBe('rights');
    done = markCompleted(markCompleted(done, flow, 'rights'), flow, 'shares');
    expect(isFlowDone(person, value, done, registry)).toBe(true);
    expect(isSignatoryDone(done, 's1')).toBe(true);
    done = markEdited(done, flow, 'rights');
    expect(isFlowDone(person, value, done, registry)).toBe(false);
    expect(currentStep(person, value, done, registry)?.step.id).toBe('rights');
    // a company stakeholder has one step only
    expect(
      isFlowDone(
        person,
        { signatoryId: 's1', kycDetails: { isShareholderACompany: true } },
        [{ flowId: flow, step: 'personal', status: 'COMPLETED' }],
        registry,
      ),
    ).toBe(true);
  });
});

describe('completed steps in freeField5', () => {
  it('round-trips and tolerates bad text', () => {
    const steps: CompletedStep[] = [{ flowId: 'companyInfo', step: 'companyDetails', status: 'COMPLETED' }];
    const text = serializeCompletedSteps(steps);
    expect(text).toBe('{"completedSteps":[{"flowId":"companyInfo","step":"companyDetails","status":"COMPLETED"}]}');
    expect(parseCompletedSteps(text)).toEqual(steps);
    expect(parseCompletedSteps('not json')).toEqual([]);
    expect(parseCompletedSteps(undefined)).toEqual([]);
    // an unknown status, and a step named by position (core/wizard/step-ids.ts names those first), are dropped
    expect(
      parseCompletedSteps(
        '{"completedSteps":[{"flowId":"x","step":"a","status":"DONE"},{"flowId":"y","step":"industry","status":"AVAILABLE"},{"flowId":"z","step":2,"status":"COMPLETED"}]}',
      ),
    ).toEqual([{ flowId: 'y', step: 'industry', status: 'AVAILABLE' }]);
  });

  it('marks, reopens and judges flows', () => {
    let steps = markCompleted([], 'companyStakeholder_a', 'personal');
    steps = markCompleted(steps, 'companySignatory_a', 'personal');
    expect(markCompleted(steps, 'companyStakeholder_a', 'personal')).toHaveLength(2);
    expect(allFlowsCompleted(steps, (f) => f.endsWith('_a'))).toBe(true);
    const reopened = reopenFlows(steps, (f) => f.startsWith('companySignatory_'));
    expect(reopened.map((s) => s.status)).toEqual(['COMPLETED', 'AVAILABLE']);
    expect(allFlowsCompleted(reopened, (f) => f.endsWith('_a'))).toBe(false);
    expect(markEdited([{ flowId: 'f', step: 'a', status: 'NOT_AVAILABLE' }], 'f', 'a')[0].status).toBe('NOT_AVAILABLE');
  });

  it('prunes surplus entries with the numbers of schemas/rules/steps.json', async () => {
    const registry = createRegistry(await repoBundle());
    const rules = registry.rules<{ prune: PruneRule[] }>('steps').prune;
    const stakeholder = Array.from({ length: 9 }, (_, i) => ({
      flowId: `companyStakeholder_s${i}`,
      step: 'personalInformation',
      status: 'COMPLETED' as const,
    }));
    const finalQuestions = Array.from({ length: 8 }, (_, i) => ({ flowId: `finalQuestions_s${i}`, step: 'personal', status: 'COMPLETED' as const }));
    const duplicate = { flowId: 'companyInfo', step: 'companyDetails', status: 'AVAILABLE' as const };
    const input = [duplicate, { ...duplicate, status: 'COMPLETED' as const }, ...stakeholder, ...finalQuestions];
    const { steps, changed } = pruneSurplus(input, 1, rules);
    expect(changed).toBe(true);
    expect(steps.filter((s) => s.flowId === 'companyInfo')).toEqual([{ flowId: 'companyInfo', step: 'companyDetails', status: 'COMPLETED' }]);
    expect(steps.filter((s) => s.flowId.startsWith('companyStakeholder_'))).toHaveLength(7);
    expect(steps.filter((s) => s.flowId.startsWith('finalQuestions_'))).toHaveLength(6);
    expect(pruneSurplus(steps, 1, rules).changed).toBe(false);
  });
});
