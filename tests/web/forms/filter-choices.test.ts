import { describe, expect, it } from 'vitest';
import { filterChoices } from '../../../src/web/forms/theme/ComboboxWidget/filter-choices';

const countries = ['Romania', 'Oman', 'United Arab Emirates', 'Côte d’Ivoire', 'Bosnia and Herzegovina', 'Saudi Arabia'].map((label, i) => ({
  label,
  value: ['RO', 'OM', 'AE', 'CI', 'BA', 'SA'][i],
}));
const found = (query: string) => filterChoices(countries, query).map((choice) => choice.label);

describe('a typed text finds choices by the start of their label or of one of its words', () => {
  it('"oman" finds Oman, not Romania: a match inside a word is no match', () => {
    expect(found('oman')).toEqual(['Oman']);
  });

  it('labels starting with the text come before labels with a word starting with it', () => {
    expect(found('arab')).toEqual(['United Arab Emirates', 'Saudi Arabia']);
    expect(found('herz')).toEqual(['Bosnia and Herzegovina']);
  });

  it('case and accents aside, and by code', () => {
    expect(found('COTE')).toEqual(['Côte d’Ivoire']);
    expect(found('ae')).toEqual(['United Arab Emirates']);
    expect(found('  ')).toHaveLength(countries.length);
  });
});
