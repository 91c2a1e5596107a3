import { beforeAll, describe, expect, it } from 'vitest';
import { signatoryModel } from '../../../src/core/schema/defaults';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import {
  addPerson,
  canContinue,
  deletePerson,
  derivePerson,
  displayName,
  dropFlowsOf,
  editPerson,
  isListed,
  nextSignatoryId,
  othersShareTotal,
  peopleRulesOf,
  reopenNewSignatory,
  resetPerson,
  syncPassports,
  totalShares,
  withOnePersonOnList,
  type PeopleRules,
  type Person,
} from '../../../src/core/stakeholders';
import { markCompleted, parseCompletedSteps, pruneSurplus, serializeCompletedSteps } from '../../../src/core/wizard/completed-steps';
import { isSignatoryDone } from '../../../src/core/wizard/engine';
import type { CompletedStep } from '../../../src/core/wizard/types';
import { repoBundle } from '../helpers/load-bundle';

let registry: Registry;
let rules: PeopleRules;
let model: Person;
beforeAll(async () => {
  const bundle = await repoBundle();
  registry = createRegistry(bundle);
  rules = peopleRulesOf(registry.wizard('stakeholder') as never, registry.rules('constants'));
  model = signatoryModel(bundle) as Person;
});

/** The stakeholder wizard's step ids in order (schemas/wizards/stakeholder.json; the Continue test holds them to it). */
const STAKEHOLDER_STEPS = ['personalInformation', 'signatoryRights', 'shareholding', 'nationality', 'residence', 'contact'];
/** A completed-steps entry for the step at `place` (1-based) of the stakeholder wizard. */
const C = (flowId: string, place: number, status: CompletedStep['status'] = 'COMPLETED'): CompletedStep => ({
  flowId,
  step: STAKEHOLDER_STEPS[place - 1],
  status,
});

describe("rules from the analysts' files", () => {
  it('reads the id prefix, share total, SINGLY and home country', () => {
    expect(rules).toEqual({ idPrefix: 'companySignatory_', sharesTotal: 100, listViewId: '/StakeholdersInfo', singly: '102', homeCountry: 'AE' });
  });
});

describe('the list of people', () => {
  it('add: a new empty person with a new companySignatory_ id', () => {
    const first = addPerson([], model, rules);
    expect(first.person.signatoryId).toBe('companySignatory_1');
    expect(first.person.firstName).toBe('');
    expect(first.person.signatoryCompanyInfo?.countryOfIncorporation).toBe('AE');
    const second = addPerson([...first.people, { signatoryId: 'companySignatory_7' }], model, rules);
    expect(second.person.signatoryId).toBe('companySignatory_8');
    expect(nextSignatoryId([{ signatoryId: 'other' }, { signatoryId: 'x' }], 'companySignatory_')).toBe('companySignatory_3');
  });

  it('edit keeps the id, documents and addresses', () => {
    const people = [{ signatoryId: 'a', firstName: 'A', stakeholdersDocuments: { documents: [1] }, addressInfo: [{ x: 1 }] }, { signatoryId: 'b' }];
    const next = editPerson(people, 'a', { signatoryId: 'zzz', firstName: 'B', stakeholdersDocuments: {}, addressInfo: [] });
    expect(next[0]).toEqual({ signatoryId: 'a', firstName: 'B', stakeholdersDocuments: { documents: [1] }, addressInfo: [{ x: 1 }] });
    expect(next[1]).toBe(people[1]);
  });

  it('delete removes the person and the id', () => {
    expect(deletePerson([{ signatoryId: 'a' }, { signatoryId: 'b' }], 'a')).toEqual([{ signatoryId: 'b' }]);
  });

  it('reset clears the answers, keeping id, documents and addresses', () => {
    const out = resetPerson([{ signatoryId: 'a', firstName: 'Omar', stakeholdersDocuments: { d: 1 } }], 'a', model);
    expect(out[0].firstName).toBe('');
    expect(out[0].signatoryId).toBe('a');
    expect(out[0].stakeholdersDocuments).toEqual({ d: 1 });
  });

  it.each([
    [{ firstName: 'Omar', lastName: 'Haddad' }, true],
    [{ firstName: 'Omar', lastName: '' }, false],
    [{ firstName: ' ', lastName: 'Haddad' }, false],
    [{ fullName: 'Holding Co' }, true],
    [{}, false],
  ])('listed %j → %s', (person, listed) => expect(isListed(person)).toBe(listed));

  it('shows the full name, else the names', () => {
    expect(displayName({ firstName: 'Omar', middleName: '', lastName: 'Haddad' })).toBe('Omar Haddad');
    expect(displayName({ fullName: 'Holding Co', firstName: 'x' })).toBe('Holding Co');
  });

  it('loading with an empty list on the stakeholders view gives one blank person', () => {
    const record = { applicationInfo: { viewId: '/StakeholdersInfo' }, signatoryInfo: [] as Person[] };
    const out = withOnePersonOnList(record, model, rules);
    expect(out.signatoryInfo).toHaveLength(1);
    expect(out.signatoryInfo[0].signatoryId).toBe('companySignatory_1');
    const elsewhere = { applicationInfo: { viewId: '/CompanyInfo' }, signatoryInfo: [] };
    expect(withOnePersonOnList(elsewhere, model, rules)).toBe(elsewhere);
    const filled = { applicationInfo: { viewId: '/StakeholdersInfo' }, signatoryInfo: [{ signatoryId: 'a' }] };
    expect(withOnePersonOnList(filled, model, rules)).toBe(filled);
  });
});

describe('shares', () => {
  const people = [
    { signatoryId: 'a', kycDetails: { isShareholder: true, shareHoldingPercentage: 40.5 } },
    { signatoryId: 'b', kycDetails: { isShareholder: true, shareHoldingPercentage: '20.25' } },
    { signatoryId: 'c', kycDetails: { isShareholder: false, shareHoldingPercentage: 99 } },
  ];
  it('adds the shareholders only', () => {
    expect(totalShares(people)).toBe(60.75);
    expect(othersShareTotal(people, 'a')).toBe(20.25);
    expect(othersShareTotal(people, 'c')).toBe(60.75);
  });
  it('stops Continue when the total exceeds 100', () => {
    const wizard = registry.wizard('stakeholder');
    const done = (id: string) => [1, 2, 3, 4, 5, 6].map((n) => C(`companyStakeholder_${id}`, n));
    const named = [
      { signatoryId: 'a', firstName: 'A', lastName: 'A', kycDetails: { isShareholder: true, shareHoldingPercentage: 60 } },
      { signatoryId: 'b', firstName: 'B', lastName: 'B', kycDetails: { isShareholder: true, shareHoldingPercentage: 40 } },
    ];
    const steps = [...done('a'), ...done('b')];
    expect(canContinue(wizard, named, steps, registry, 100)).toBe(true);
    named[1].kycDetails.shareHoldingPercentage = 40.01;
    expect(canContinue(wizard, named, steps, registry, 100)).toBe(false);
  });
});

describe('derived values', () => {
  it('choosing SINGLY makes a sole shareholder with 100%', () => {
    const before = { signatoryId: 'a', kycDetails: { isSignatory: true }, accountSigningInfo: { authorityType: '' } };
    const after = derivePerson({ ...before, accountSigningInfo: { authorityType: '102' } }, before, rules);
    expect(after.kycDetails?.isShareholder).toBe(true);
    expect(after.kycDetails?.shareHoldingPercentage).toBe(100);
    // already SINGLY: a later change of the percentage is kept
    const later = derivePerson({ ...after, kycDetails: { ...after.kycDetails, shareHoldingPercentage: 80 } }, after, rules);
    expect(later.kycDetails?.shareHoldingPercentage).toBe(80);
    const any = derivePerson({ ...before, accountSigningInfo: { authorityType: '100' } }, before, rules);
    expect(any.kycDetails?.isShareholder).toBeUndefined();
  });

  it('works out the full name, nationality, dual citizenship and UAE residence', () => {
    const person = derivePerson(
      {
        signatoryId: 'a',
        firstName: 'Omar ',
        middleName: '',
        lastName: 'Haddad',
        kycDetails: {
          residenceCountry: 'AE',
          passportDetails: [
            { country: 'JO', hasAnotherCitizenship: true },
            { country: 'GB', hasAnotherCitizenship: false },
          ],
        },
      },
      undefined,
      rules,
    );
    expect(person.fullName).toBe('Omar Haddad');
    expect(person.kycDetails).toMatchObject({ nationality: 'JO', dualCitizenship: true, dualCitizenshipCountry: ['GB'], isUAEResident: true });
  });

  it('a company is listed by its company name', () => {
    const company = derivePerson(
      { signatoryId: 'a', kycDetails: { isShareholderACompany: true }, signatoryCompanyInfo: { companyName: 'Holding Co' } },
      undefined,
      rules,
    );
    expect(company.fullName).toBe('Holding Co');
    expect(derivePerson({ signatoryId: 'b', firstName: 'Only' }, undefined, rules).fullName).toBe('');
    expect(isListed(company)).toBe(true);
  });

  it('another citizenship opens the next passport, up to five; unticking drops the later ones', () => {
    expect(syncPassports([{ country: 'JO', hasAnotherCitizenship: true }])).toHaveLength(2);
    const five = syncPassports([1, 2, 3, 4, 5].map((i) => ({ country: `C${i}`, hasAnotherCitizenship: true })));
    expect(five).toHaveLength(5);
    expect(five[4].hasAnotherCitizenship).toBe(false);
    expect(syncPassports([{ country: 'JO', hasAnotherCitizenship: false }, { country: 'GB' }])).toEqual([{ country: 'JO', hasAnotherCitizenship: false }]);
    expect(syncPassports(undefined)).toHaveLength(1);
  });
});

describe('flows', () => {
  const prefixes = ['companyStakeholder_', 'companySignatory_'];
  const id = 'companySignatory_1';
  const steps = [
    C(`companyStakeholder_${id}`, 1),
    C(`companyStakeholder_${id}`, 2),
    C(`companyStakeholder_${id}`, 3),
    C(`companySignatory_${id}`, 1),
    C('companyStakeholder_companySignatory_11', 1),
    C('companyInfo', 1),
  ];

  it('a person newly made a signatory gets their flows back to AVAILABLE', () => {
    const out = reopenNewSignatory(
      steps,
      { signatoryId: id, kycDetails: { isSignatory: false } },
      { signatoryId: id, kycDetails: { isSignatory: true } },
      prefixes,
    );
    expect(out.filter((s) => s.status === 'AVAILABLE').map((s) => `${s.flowId}#${s.step}`)).toEqual([
      `companyStakeholder_${id}#personalInformation`,
      `companyStakeholder_${id}#signatoryRights`,
      `companyStakeholder_${id}#shareholding`,
      `companySignatory_${id}#personalInformation`,
    ]);
  });

  it('keeps the entries named (the steps up to Signatory Rights)', () => {
    const out = reopenNewSignatory(
      steps,
      { signatoryId: id },
      { signatoryId: id, kycDetails: { isSignatory: true } },
      prefixes,
      (s) => s.flowId === `companyStakeholder_${id}` && STAKEHOLDER_STEPS.slice(0, 2).includes(s.step),
    );
    expect(out.map((s) => s.status)).toEqual(['COMPLETED', 'COMPLETED', 'AVAILABLE', 'AVAILABLE', 'COMPLETED', 'COMPLETED']);
  });

  it('a signatory who stays one keeps their steps', () => {
    const signatory = { signatoryId: id, kycDetails: { isSignatory: true } };
    expect(reopenNewSignatory(steps, signatory, signatory, prefixes)).toEqual(steps);
  });

  it('a signatory is done when all its flows are COMPLETED', () => {
    expect(isSignatoryDone(steps, id)).toBe(true);
    expect(isSignatoryDone(markCompleted([...steps, C(`companySignatory_${id}`, 2, 'AVAILABLE')], 'other', 'personalInformation'), id)).toBe(false);
  });

  it("delete and reset forget the person's steps only", () => {
    expect(dropFlowsOf(steps, id, prefixes).map((s) => s.flowId)).toEqual(['companyStakeholder_companySignatory_11', 'companyInfo']);
  });

  it('surplus steps are pruned on load (6 per person + 1, a signatory’s final questions 5 + 1)', () => {
    const many = [...Array(20)].map((_, i) => C(`companyStakeholder_companySignatory_${i}`, 1));
    const questions = [...Array(15)].map((_, i) => C(`finalQuestions_companySignatory_${i}`, 1));
    const { steps: kept, changed } = pruneSurplus([...many, ...questions], 2, registry.rules<{ prune: never[] }>('steps').prune);
    expect(changed).toBe(true);
    expect(kept.filter((s) => s.flowId.startsWith('companyStakeholder_'))).toHaveLength(13);
    expect(kept.filter((s) => s.flowId.startsWith('finalQuestions_'))).toHaveLength(11);
    expect(parseCompletedSteps(serializeCompletedSteps(kept))).toEqual(kept);
  });

  it('Continue needs every person complete: a company after one step, a person after six', () => {
    const wizard = registry.wizard('stakeholder');
    expect(wizard.steps.map((s) => s.id)).toEqual(STAKEHOLDER_STEPS);
    const company = { signatoryId: 'c1', fullName: 'Holding Co', kycDetails: { isShareholderACompany: true } };
    const person = { signatoryId: 'p1', firstName: 'A', lastName: 'B', kycDetails: {} };
    const stepsFor = (flow: string, n: number) => [...Array(n)].map((_, i) => C(`companyStakeholder_${flow}`, i + 1));
    expect(canContinue(wizard, [company], stepsFor('c1', 1), registry, 100)).toBe(true);
    expect(canContinue(wizard, [person], stepsFor('p1', 5), registry, 100)).toBe(false);
    expect(canContinue(wizard, [person], stepsFor('p1', 6), registry, 100)).toBe(true);
    expect(canContinue(wizard, [], [], registry, 100)).toBe(false);
  });
});
