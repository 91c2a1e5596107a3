import { describe, expect, it } from 'vitest';
import { recordTemplate } from '../../../src/core/schema/defaults';
import type { CompletedStep } from '../../../src/core/wizard/types';
import { appBundle } from '../app-bundle';
import { appRegistry } from '../../../src/web/forms/app-registry';
import { startRecord } from '../../../src/web/features/studio/start-record';
import { normalizeCompanyAddresses } from '../../../src/web/features/final-questions/addresses';
import { onlyReopens, sameAnswers, withoutEmpty } from '../../../src/web/features/final-questions/edits';
import { allFlowsDone, personName, signatoriesOf, withPerson } from '../../../src/web/features/final-questions/flows';
import { stepsAt } from '../../support/completed-steps';

type Json = Record<string, any>;
const done = (flowId: string, n: number): CompletedStep[] =>
  stepsAt(
    flowId,
    Array.from({ length: n }, (_, i) => i + 1),
  );
const flags = (record: Json) =>
  record.organizationInfo.addressInfo.map((a: Json) => [a.typeOfAddress, a.addressDetails[0].preferredAddress, a.addressDetails[0].country]);

describe('company addresses', () => {
  it('the template address becomes the registered, preferred one', () => {
    const record = normalizeCompanyAddresses(recordTemplate(appBundle) as Json) as Json;
    expect(flags(record)).toEqual([['registered', 'Y', 'AE']]);
  });

  it('a different office adds the office entry; the mailing choice moves the flag; the answers stay', () => {
    const base = { organizationInfo: { companyName: 'Kept', addressInfo: [{ officeAddressDifferent: 'yes', addressDetails: [{ addressLine1: 'Tower 1' }] }] } };
    const office = normalizeCompanyAddresses(base) as Json;
    expect(flags(office)).toEqual([
      ['registered', 'Y', 'AE'],
      ['office', 'N', 'AE'],
    ]);
    office.organizationInfo.addressInfo[0].preferredMailingAddress = 'office';
    office.organizationInfo.addressInfo[1].addressDetails[0].addressLine1 = 'Warehouse 7';
    const mailToOffice = normalizeCompanyAddresses(office) as Json;
    expect(flags(mailToOffice)).toEqual([
      ['registered', 'N', 'AE'],
      ['office', 'Y', 'AE'],
    ]);
    expect(mailToOffice.organizationInfo.companyName).toBe('Kept');
    expect(mailToOffice.organizationInfo.addressInfo[1].addressDetails[0].addressLine1).toBe('Warehouse 7');
    // same office after all: the office goes and mail goes to the registered address, whatever was chosen
    mailToOffice.organizationInfo.addressInfo[0].officeAddressDifferent = 'no';
    expect(flags(normalizeCompanyAddresses(mailToOffice) as Json)).toEqual([['registered', 'Y', 'AE']]);
  });
});

describe('flows of the page', () => {
  const registry = appRegistry();
  const record = (people: Json[]) => ({ ...(recordTemplate(appBundle) as Json), signatoryInfo: people });
  const a = { signatoryId: 'companySignatory_1', firstName: 'Aisha', lastName: 'Rahman', kycDetails: { isSignatory: true } };
  const b = { signatoryId: 'companySignatory_2', fullName: 'Omar Said', kycDetails: { isSignatory: true } };
  const c = { signatoryId: 'companySignatory_3', firstName: 'Not', lastName: 'Signing', kycDetails: { isSignatory: false } };

  it('signatories are the people with kycDetails.isSignatory true, with their place in the record', () => {
    expect(signatoriesOf(record([c, a, b]), registry).map((s) => s.index)).toEqual([1, 2]);
    expect(signatoriesOf(record([]), registry)).toEqual([]);
    expect(signatoriesOf(null, registry)).toEqual([]);
  });

  it('every flow must be completed: the company and each signatory', () => {
    const app = record([a, b, c]);
    const company = done('finalQuestionsCompany', 5);
    expect(allFlowsDone(app, company, registry)).toBe(false);
    expect(allFlowsDone(app, [...company, ...done('finalQuestions_companySignatory_1', 5)], registry)).toBe(false);
    expect(allFlowsDone(app, [...company, ...done('finalQuestions_companySignatory_1', 5), ...done('finalQuestions_companySignatory_2', 5)], registry)).toBe(
      true,
    );
    expect(allFlowsDone(record([c]), company, registry)).toBe(true);
    expect(allFlowsDone(record([c]), done('finalQuestionsCompany', 4), registry)).toBe(false);
  });

  it('names and replacing one person', () => {
    expect(personName(a)).toBe('Aisha Rahman');
    expect(personName(b)).toBe('Omar Said');
    expect(personName({})).toBe('');
    const next = withPerson(record([a, b]), 1, { ...b, fullName: 'Omar S' });
    expect((next.signatoryInfo as Json[]).map(personName)).toEqual(['Aisha Rahman', 'Omar S']);
  });
});

describe('telling an edit from filled-in defaults', () => {
  it('empty parts do not count', () => {
    expect(withoutEmpty({ a: '', b: [], c: [{}], d: { e: null }, f: 0, g: false })).toEqual({ f: 0, g: false });
    expect(sameAnswers({ x: 1 }, { x: 1, rows: [{}], text: '' })).toBe(true);
    expect(sameAnswers({ x: 1, y: 2 }, { y: 2, x: 1 })).toBe(true);
    expect(sameAnswers({ x: 1 }, { x: 2 })).toBe(false);
    expect(sameAnswers({ rows: [{ name: 'A' }] }, { rows: [{}] })).toBe(false);
  });

  it('only COMPLETED → AVAILABLE counts as reopening', () => {
    const before: CompletedStep[] = [
      { flowId: 'f', step: 'a', status: 'COMPLETED' },
      { flowId: 'f', step: 'b', status: 'AVAILABLE' },
    ];
    expect(onlyReopens(before, [{ ...before[0], status: 'AVAILABLE' }, before[1]])).toBe(true);
    expect(onlyReopens(before, before)).toBe(false);
    expect(onlyReopens(before, [before[0], { ...before[1], status: 'COMPLETED' }])).toBe(false);
    expect(onlyReopens(before, [...before, { flowId: 'g', step: 'a', status: 'AVAILABLE' }])).toBe(false);
  });
});

describe('samples for the studio', () => {
  it.each(['finalQuestionsCompany', 'finalQuestionsSignatory'])('%s: the sample laid on the empty record or person is complete and valid', (id) => {
    const registry = appRegistry();
    const value = startRecord(appBundle, registry.wizard(id), true);
    expect(registry.validateValue(id, value, 'submit')).toEqual([]);
    expect(registry.validateValue(id, startRecord(appBundle, registry.wizard(id), false), 'draft')).toEqual([]);
  });

  it('the company sample already has the shape the page keeps', () => {
    const value = startRecord(appBundle, appRegistry().wizard('finalQuestionsCompany'), true) as Json;
    expect(normalizeCompanyAddresses(value)).toEqual(value);
  });
});
