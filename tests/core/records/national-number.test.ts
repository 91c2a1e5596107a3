import { describe, expect, it } from 'vitest';
import { nationalNumber } from '../../../src/core/phone/national-number';
import constants from '../../../schemas/rules/constants.json';

const rules = { ...constants.phoneInput, homeCode: constants.defaultCountryCode };

describe('a phone number pasted in any form keeps its digits (rule PHONE-PASTE)', () => {
  it.each([
    ['50 123 4567', '971', '501234567'],
    ['+971 50 123 4567', '971', '501234567'],
    ['00971 50 123 4567', '971', '501234567'],
    ['050-123-4567', '971', '501234567'],
    ['+971 (0)50 123 4567', '971', '501234567'],
    ['04 123 4567', '971', '41234567'],
    ['501234567', '971', '501234567'],
    ['+44 7700 900123', '44', '7700900123'],
    ['07700 900123', '44', '07700900123'],
  ])('%s with code %s → %s', (typed, code, digits) => {
    expect(nationalNumber(typed, code, rules)).toBe(digits);
  });
});
