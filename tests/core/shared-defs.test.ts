import { describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { yearsBetween, resolveDateLimit } from '../../src/core/schema/dates';
import { createRegistry } from '../../src/core/schema/registry';
import { repoBundle } from './helpers/load-bundle';

/** A throw-away step over the shared defs, to judge values against them. */
async function registryWith(properties: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const real = await repoBundle();
  const bundle: Bundle = {
    schemas: { ...real.schemas, 'steps/t/t.schema.json': { type: 'object', properties, ...extra }, 'steps/t/t.ui.json': {} },
    content: real.content,
  };
  const registry = createRegistry(bundle);
  return (value: unknown) => registry.validateValue('t/t', value, 'submit').map((e) => `${e.path} ${e.keyword}`);
}

describe('shared defs', () => {
  it('phone rule: home code 971 → mobile 9 digits, landline 8; otherwise 4 to 10 digits', async () => {
    const check = await registryWith({
      mobile: { $ref: '../../defs/phone.json#/$defs/mobilePair' },
      landline: { $ref: '../../defs/phone.json#/$defs/landlinePair' },
    });
    expect(check({ mobile: { countryCode: '971', number: '501234567' }, landline: { countryCode: '971', number: '42345678' } })).toEqual([]);
    expect(check({ mobile: { countryCode: '971', number: '50123456' } })).toEqual(['$.mobile.number digits']);
    expect(check({ landline: { countryCode: '971', number: '423456789' } })).toEqual(['$.landline.number digits']);
    expect(check({ mobile: { countryCode: '44', number: '7700' }, landline: { countryCode: '1', number: '2025550123' } })).toEqual([]);
    expect(check({ mobile: { countryCode: '44', number: '770' } })).toEqual(['$.mobile.number digits']);
    expect(check({ mobile: { countryCode: '44', number: '77009000001' } })).toEqual(['$.mobile.number digits']);
    expect(check({ mobile: { countryCode: '44', number: '7700-900' } })).toEqual(['$.mobile.number digits']);
  });

  it('Emirates ID: 15 digits starting 784 once hyphens are removed; GIIN mask; yes/no; percentage', async () => {
    const check = await registryWith({
      eid: { $ref: '../../defs/ids.json#/$defs/emiratesId' },
      giin: { $ref: '../../defs/ids.json#/$defs/giin' },
      answer: { $ref: '../../defs/choices.json#/$defs/yesNo' },
      share: { $ref: '../../defs/numbers.json#/$defs/percentage' },
    });
    expect(check({ eid: '784-1234-1234567-1', giin: 'A1B2C3-D4E5F-G6-H7I', answer: 'yes', share: 33.33 })).toEqual([]);
    expect(check({ eid: '784123412345671' })).toEqual([]);
    expect(check({ eid: '785-1234-1234567-1' })).toEqual(['$.eid pattern']);
    expect(check({ eid: '784-1234-123456-1' })).toEqual(['$.eid pattern']);
    expect(check({ giin: 'A1B2C3-D4E5F-G6-H7' })).toEqual(['$.giin pattern']);
    expect(check({ answer: 'maybe' })).toEqual(['$.answer enum']);
    expect(check({ share: 100.001 })).toEqual(['$.share maximum', '$.share multipleOf']);
  });

  it('names as in a passport: hyphens, apostrophes, dots and spaces inside a name', async () => {
    const check = await registryWith({ name: { $ref: '../../defs/text.json#/$defs/personName' } });
    for (const name of ['Jean-Luc', "O'Neil", 'O’Neil', 'Al-Mansoori', 'Mary Ann', 'St. John', 'J.']) expect(check({ name }), name).toEqual([]);
    for (const name of ['Omar2', '-Omar', "Omar'", 'Omar-', 'Om@r', ' Omar', 'Omar ']) expect(check({ name }), name).not.toEqual([]);
  });

  it('custom keywords: uniqueBy and sumMax', async () => {
    const check = await registryWith({
      people: { type: 'array', items: { type: 'object' }, uniqueBy: 'country', sumMax: { property: 'share', max: 100 } },
    });
    expect(
      check({
        people: [
          { country: 'AE', share: 60 },
          { country: 'IN', share: 40 },
        ],
      }),
    ).toEqual([]);
    expect(
      check({
        people: [
          { country: 'AE', share: 60 },
          { country: 'AE', share: 50 },
        ],
      }),
    ).toEqual(['$.people[1].country uniqueBy', '$.people sumMax']);
  });

  it('date limits and years in business', () => {
    const today = new Date(2024, 5, 15);
    expect(resolveDateLimit('today', today)).toBe('2024-06-15');
    expect(resolveDateLimit('endOfYear', today)).toBe('2024-12-31');
    expect(resolveDateLimit({ yearsAgo: 50 }, today)).toBe('1974-01-01');
    expect(yearsBetween('2014-06-15', today)).toBe(10);
    expect(yearsBetween('2014-06-16', today)).toBe(9);
    expect(yearsBetween('2024-06-16', today)).toBeUndefined();
    expect(yearsBetween('2023-02-30', today)).toBeUndefined();
    expect(yearsBetween('', today)).toBeUndefined();
  });
});
