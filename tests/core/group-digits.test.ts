import { describe, expect, it } from 'vitest';
import { groupDigits } from '../../src/core/messages/group-digits';
import { countNumberFormats } from '../fixtures/count-number-formats';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

describe('digits grouped by thousands (src/core/messages/group-digits.ts)', () => {
  it('writes what Intl.NumberFormat en-US writes', () => {
    for (const value of [0, 7, 12, 999, 1000, 99999, 100000, 1234567.5, -1234.25, 0.1 + 0.2, 1e20, 123456789012345680000, 1e-7, 1e21, -5e-7, 0.000123]) {
      expect(groupDigits(value), String(value)).toBe(intl.format(value));
    }
  });

  it('makes no Intl formatter for numbers JavaScript writes without an exponent', async () => {
    expect(await countNumberFormats(() => [1, 1234567.891, -42000].map(groupDigits))).toBe(0);
  });
});
