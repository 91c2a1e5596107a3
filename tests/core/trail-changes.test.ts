import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changedFields } from '../../src/core/records/trail';
import { normalizePath } from '../../src/core/schema/field-index';
import type { Segment } from '../../src/core/records/json-path';

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

  it('leaves out exactly the paths a rule names or starts, whatever the record (rules read as normalizePath writes a path)', () => {
    // a field as the trail writes it (`people[0].x`) back to its segments: the keys drawn below hold no dot or bracket
    const segmentsOf = (field: string): Segment[] => field.split(/\.|(?=\[)/).map((part) => (part.startsWith('[') ? Number(part.slice(1, -1)) : part));
    const key = fc.constantFrom('a', 'b', 'documents', 'people', '0', 'x');
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('v', 'w', 1),
        fc.dictionary(key, tie('node'), { maxKeys: 3 }),
        fc.array(fc.dictionary(key, tie('node'), { maxKeys: 2 }), { minLength: 1, maxLength: 2 }),
      ),
    })).node;
    const record = fc.dictionary(key, value, { maxKeys: 4 });
    const rules = fc.array(fc.constantFrom<string>('a', 'documents', 'a.b', 'people.*.x', 'people.*', 'b.0', 'x.*.a'), { maxLength: 3 });
    fc.assert(
      fc.property(record, record, rules, (before, after, notRecorded) => {
        const covered = (at: Segment[]) => {
          for (let n = 1; n <= at.length; n += 1) if (notRecorded.includes(normalizePath(at.slice(0, n).map(String)))) return true;
          return false;
        };
        const reported = changedFields(before, after, notRecorded).map((change) => change.field);
        const all = changedFields(before, after).map((change) => change.field);
        // the walk with rules reports what it reports without them, less the paths a rule covers
        expect(reported).toEqual(all.filter((field) => !covered(segmentsOf(field))));
      }),
      { numRuns: 500 },
    );
  });
});
