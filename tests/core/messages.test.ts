import { describe, expect, it } from 'vitest';
import { displayDate, interpolate, lookup } from '../../src/core/messages/format';
import { createRegistry } from '../../src/core/schema/registry';
import { countNumberFormats } from '../fixtures/count-number-formats';
import { repoBundle } from './helpers/load-bundle';

describe('message templates', () => {
  it('format numbers without an Intl.NumberFormat (a browser’s first one costs the page that shows a message)', async () => {
    const made = await countNumberFormats(() =>
      expect(interpolate('{limit, number} and {other, number}', { limit: 1234567.5, other: 2 })).toBe('1,234,567.5 and 2'),
    );
    expect(made).toBe(0);
  });
  it('fills single-brace placeholders, with number and date formats', () => {
    expect(interpolate('{field} is not filled', { field: 'Company name' })).toBe('Company name is not filled');
    expect(interpolate('Maximum {limit} characters allowed', { limit: 30 })).toBe('Maximum 30 characters allowed');
    expect(interpolate('Must be less than or equal to {limit, number}', { limit: 99999 })).toBe('Must be less than or equal to 99,999');
    expect(interpolate('{field} should not be less than {limit, date}', { field: 'Date', limit: '1900-01-01' })).toBe(
      'Date should not be less than 01/01/1900',
    );
    expect(interpolate('{unknown} stays', {})).toBe('{unknown} stays');
    expect(displayDate('2024-02-29')).toBe('29/02/2024');
  });

  it('looks keys up as dotted paths', () => {
    expect(lookup({ keywords: { required: 'x' } }, 'keywords.required')).toBe('x');
    expect(lookup({ 'a.b': 'flat' }, 'a.b')).toBe('flat');
    expect(lookup({ a: {} }, 'a.b')).toBeUndefined();
  });

  it('holds every validation template in content/en/messages.json', async () => {
    const registry = createRegistry(await repoBundle());
    const t = (key: string, vars?: Record<string, unknown>) => registry.text('messages', key, vars);
    expect(t('keywords.required', { field: 'Industry' })).toBe('Industry is not filled');
    expect(t('keywords.blank', { field: 'Industry' })).toBe('Industry is blank');
    expect(t('keywords.pattern', { field: 'Industry' })).toBe('Industry is invalid');
    expect(t('keywords.minDate', { field: 'Date of birth', limit: '1900-01-01' })).toBe('Date of birth should not be less than 01/01/1900');
    expect(t('digitsOnly')).toBe('Only numbers without spaces are allowed');
    expect(t('keywords.noEdgeSpaces', { field: 'First name' })).toBe('First name should not have trailing spaces');
    expect(t('keywords.maxLength', { limit: 30 })).toBe('Maximum 30 characters allowed');
    // the numbers of a limit come from the rule that failed, never a copy in the sentence
    expect(t('keywords.combinedLength', { limit: 120 })).toBe('First, Middle and Last name combined have a limit of 120 characters');
    expect(t('keywords.digitsExactly', { field: 'Mobile Number', limit: 9 })).toBe('Mobile Number should have 9 digits');
    expect(t('keywords.digits', { field: 'Mobile Number', min: 4, max: 10 })).toBe('Mobile Number should have 4 to 10 digits');
    expect(t('notValidNumber')).toBe('Not valid number');
  });

  it('uses the key named by a schema errorMessage instead of the keyword template', async () => {
    const registry = createRegistry(await repoBundle());
    const [error] = registry.validateValue('companyInfo/companyDetails', { organizationInfo: { numberOfEmployees: 'x' } }, 'draft');
    expect(error).toMatchObject({ keyword: 'type', messageKey: 'notValidNumber', message: 'Not valid number' });
  });
});
