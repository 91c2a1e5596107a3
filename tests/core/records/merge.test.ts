import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layEdit, mergeRecords, sameJson } from '../../../src/core/records/merge';

const ids = ['signatoryId'];

describe('merging two windows of one application, value by value', () => {
  it('takes what each window changed in different fields', () => {
    const base = { organizationInfo: { companyName: 'Falcon', numberOfEmployees: 14 } };
    const mine = { organizationInfo: { companyName: 'Falcon Trading', numberOfEmployees: 14 } };
    const theirs = { organizationInfo: { companyName: 'Falcon', numberOfEmployees: 15 } };
    expect(mergeRecords(base, mine, theirs, ids)).toEqual({
      merged: { organizationInfo: { companyName: 'Falcon Trading', numberOfEmployees: 15 } },
      conflicts: [],
    });
  });

  it('names a true conflict with both values and keeps theirs until the person chooses', () => {
    const { merged, conflicts } = mergeRecords({ a: { b: 'x' } }, { a: { b: 'mine' } }, { a: { b: 'theirs' } });
    expect(merged).toEqual({ a: { b: 'theirs' } });
    expect(conflicts).toEqual([{ path: ['a', 'b'], base: 'x', mine: 'mine', theirs: 'theirs' }]);
  });

  it('merges stakeholders by id: two windows editing two people do not collide, an added one stays', () => {
    const base = {
      signatoryInfo: [
        { signatoryId: 'S1', firstName: 'Ali' },
        { signatoryId: 'S2', firstName: 'Sara' },
      ],
    };
    const mine = {
      signatoryInfo: [
        { signatoryId: 'S1', firstName: 'Alia' },
        { signatoryId: 'S2', firstName: 'Sara' },
        { signatoryId: 'S3', firstName: 'Zoë' },
      ],
    };
    const theirs = {
      signatoryInfo: [
        { signatoryId: 'S2', firstName: 'Sarah' },
        { signatoryId: 'S1', firstName: 'Ali' },
      ],
    };
    const { merged, conflicts } = mergeRecords(base, mine, theirs, ids);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({
      signatoryInfo: [
        { signatoryId: 'S2', firstName: 'Sarah' },
        { signatoryId: 'S1', firstName: 'Alia' },
        { signatoryId: 'S3', firstName: 'Zoë' },
      ],
    });
  });

  it('a removal of one side stands where the other side left the item alone', () => {
    const base = { signatoryInfo: [{ signatoryId: 'S1' }, { signatoryId: 'S2' }] };
    const mine = { signatoryInfo: [{ signatoryId: 'S1' }] };
    expect(mergeRecords(base, mine, base, ids).merged).toEqual(mine);
    expect(mergeRecords(base, base, mine, ids).merged).toEqual(mine);
  });

  it('keeps every change of each side where the other side did not touch the value (generated)', () => {
    const leaf = fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: 0, max: 9 }), fc.constant(undefined));
    const record = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.dictionary(fc.constantFrom('x', 'y', 'z'), leaf));
    fc.assert(
      fc.property(record, record, record, (base, mine, theirs) => {
        const { merged, conflicts } = mergeRecords(base, mine, theirs);
        const get = (r: any, g: string, k: string) => r?.[g]?.[k];
        for (const g of ['a', 'b', 'c', 'd'])
          for (const k of ['x', 'y', 'z']) {
            const [b, m, t, out] = [get(base, g, k), get(mine, g, k), get(theirs, g, k), get(merged, g, k)];
            const conflict = conflicts.some((c) => sameJson(c.path.slice(0, 2), [g, k]) || sameJson(c.path, [g]) || c.path.length === 0);
            if (conflict) continue;
            if (!sameJson(m, b)) expect(out).toEqual(m);
            else expect(out).toEqual(t);
          }
      }),
    );
  });
});

describe('layEdit: an edit made on an older value, laid over the newer one', () => {
  const older = { org: { name: '', employees: undefined as number | undefined } };
  const newer = { org: { name: '', employees: 10 } };

  it('keeps what arrived since and takes only what the edit changed', () => {
    expect(layEdit(older, { org: { name: 'Pearl' } }, newer)).toEqual({ org: { name: 'Pearl', employees: 10 } });
  });

  it('is the edit itself when nothing arrived since', () => {
    const edited = { org: { name: 'Pearl' } };
    expect(layEdit(newer, edited, newer)).toBe(edited);
  });

  it('lets the edit stand where both changed one value (the person just typed it)', () => {
    expect(layEdit(older, { org: { name: 'Mine' } }, { org: { name: 'Theirs', employees: 10 } })).toEqual({ org: { name: 'Mine', employees: 10 } });
  });
});
