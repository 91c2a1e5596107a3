import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/core/records/trail';

describe('changedFields: one entry per answer a write changes (rule TRAIL)', () => {
  it('walks into objects and lists of people; a list of choices is one value', () => {
    const before = { organizationInfo: { companyName: 'A', currencies: ['AED'] }, signatoryInfo: [{ firstName: 'Sara' }] };
    const after = {
      organizationInfo: { companyName: 'B', currencies: ['AED', 'USD'] },
      signatoryInfo: [{ firstName: 'Sara' }, { firstName: 'Omar' }],
    };
    expect(changedFields(before, after)).toEqual([
      { field: 'organizationInfo.companyName', old: 'A', new: 'B' },
      { field: 'organizationInfo.currencies', old: ['AED'], new: ['AED', 'USD'] },
      { field: 'signatoryInfo[1].firstName', new: 'Omar' },
    ]);
  });

  it('a removed person is each of their answers gone; the same values are no change', () => {
    const people = { signatoryInfo: [{ firstName: 'Sara', roles: { isSignatory: true } }] };
    expect(changedFields(people, { signatoryInfo: [] })).toEqual([
      { field: 'signatoryInfo[0].firstName', old: 'Sara' },
      { field: 'signatoryInfo[0].roles.isSignatory', old: true },
    ]);
    expect(changedFields(people, structuredClone(people))).toEqual([]);
  });

  it('leaves out the paths not recorded, and all below them', () => {
    const before = { applicationInfo: { saveType: 'auto', accountType: 'Current' }, documents: { a: { fileName: 'x.pdf' } } };
    const after = { applicationInfo: { saveType: 'save', accountType: 'Elite' }, documents: { a: { fileName: 'y.pdf' } } };
    expect(changedFields(before, after, ['applicationInfo.saveType', 'documents'])).toEqual([
      { field: 'applicationInfo.accountType', old: 'Current', new: 'Elite' },
    ]);
  });
});
