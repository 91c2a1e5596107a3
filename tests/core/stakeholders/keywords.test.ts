import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/core/schema/ajv-setup';
import { CUSTOM_KEYWORDS } from '../../../src/core/schema/keywords';

const ajv = createAjv(() => undefined);
const errorsOf = (schema: object, data: unknown) => {
  const validate = ajv.compile(schema);
  validate(data);
  return (validate.errors ?? []).map((e) => ({ keyword: e.keyword, path: e.instancePath, params: e.params }));
};

describe('stakeholder keywords', () => {
  it('are known to the schema check', () => {
    expect(CUSTOM_KEYWORDS).toEqual(expect.arrayContaining(['combinedLength', 'sharesMax', 'flagOnFirst']));
  });

  describe('combinedLength', () => {
    const schema = { type: 'object', combinedLength: { properties: ['firstName', 'middleName', 'lastName'], max: 120 } };
    it.each([
      ['exactly 120 with the spaces', { firstName: 'A'.repeat(59), middleName: '', lastName: 'B'.repeat(60) }, []],
      [
        '121',
        { firstName: 'A'.repeat(59), middleName: 'M', lastName: 'B'.repeat(59) },
        [{ keyword: 'combinedLength', path: '/firstName', params: { limit: 120, length: 121 } }],
      ],
      ['edge spaces are not counted', { firstName: ` ${'A'.repeat(59)} `, lastName: 'B'.repeat(60) }, []],
    ])('%s', (_name, data, expected) => expect(errorsOf(schema, data)).toEqual(expected));
  });

  describe('sharesMax', () => {
    const schema = { type: 'object', properties: { pct: { type: 'number', sharesMax: { total: 100, othersAt: 'others' } } } };
    it.each([
      ['alone up to the total', { pct: 100 }, []],
      ['alone above the total', { pct: 100.5 }, ['sharesMax']],
      ['within 100 minus the others', { pct: 25.25, others: 74.75 }, []],
      ['above 100 minus the others', { pct: 25.26, others: 74.75 }, ['sharesMax']],
      ['others not a number count as 0', { pct: 90, others: 'x' }, []],
    ])('%s', (_name, data, expected) => expect(errorsOf(schema, data).map((e) => e.keyword)).toEqual(expected));

    it('names the limit left', () => {
      expect(errorsOf(schema, { pct: 60, others: 50 })[0].params).toEqual({ limit: 50, total: 100, others: 50 });
    });
  });

  describe('flagOnFirst', () => {
    const schema = { type: 'array', flagOnFirst: { property: 'more', count: 4 } };
    it('allows the flag on the first four rows only', () => {
      expect(errorsOf(schema, [{ more: true }, { more: true }, { more: true }, { more: true }, { more: false }])).toEqual([]);
      expect(errorsOf(schema, [{ more: true }, {}, {}, {}, { more: true }])).toEqual([{ keyword: 'flagOnFirst', path: '/4/more', params: { limit: 4 } }]);
    });
  });
});
