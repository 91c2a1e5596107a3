import { describe, expect, it } from 'vitest';
import { ownedChange } from '../../../src/core/wizard/owned-change';

const schema = {
  type: 'object',
  properties: {
    people: {
      type: 'array',
      items: { type: 'object', if: { properties: { sign: { const: true } } }, then: { properties: { how: { type: 'string' } } } },
    },
    rows: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
    company: { type: 'object', properties: { name: { type: 'string' } } },
  },
};
const ui = { people: { 'ui:options': { addable: false, removable: false } } };

describe('ownedChange', () => {
  it('takes only the paths the step declares', () => {
    const before = { people: [{ id: 'a', sign: true }, { id: 'b' }], company: { name: 'X', other: 1 }, elsewhere: { kept: true } };
    const after = { people: [{ id: 'a', sign: true, how: '102' }], company: { name: 'Y' } };
    expect(ownedChange(schema, ui, before, after)).toEqual({
      people: [{ id: 'a', sign: true, how: '102' }, { id: 'b' }],
      company: { name: 'Y', other: 1 },
      elsewhere: { kept: true },
    });
  });

  it('lets a list with rows the person adds and deletes shrink and grow', () => {
    const before = { rows: [{ name: 'a' }, { name: 'b' }] };
    expect(ownedChange(schema, ui, before, { rows: [{ name: 'b' }] })).toEqual({ rows: [{ name: 'b' }] });
    expect(ownedChange(schema, ui, before, { rows: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] })).toEqual({
      rows: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
    });
  });

  it('removes a declared key the form removed', () => {
    expect(ownedChange(schema, ui, { company: { name: 'X' } }, {})).toEqual({});
  });
});
