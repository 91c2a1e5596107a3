import { describe, expect, it } from 'vitest';
import { ageOf, workingDaysBetween } from '../../src/core/queue/service-time';

// The UAE's weekend: Saturday and Sunday.
const weekend = [6, 0];
const at = (text: string) => new Date(`${text}T09:00:00Z`);

describe('the age of a queue item in working days', () => {
  it('counts the days after the one it arrived, leaving the weekend out', () => {
    // Thursday 26 November 2026 → Monday 30 November: Friday and Monday
    expect(workingDaysBetween(at('2026-11-26'), at('2026-11-30'), weekend)).toBe(2);
    expect(workingDaysBetween(at('2026-11-26'), at('2026-11-26'), weekend)).toBe(0);
    expect(workingDaysBetween(at('2026-11-28'), at('2026-11-29'), weekend)).toBe(0);
  });

  it('is late once past the service time of whom it waits for', () => {
    const rules = { workingDays: { bank: 2, customer: 10 }, weekend };
    expect(ageOf('bank', at('2026-11-26'), at('2026-11-30'), rules)).toEqual({ workingDays: 2, late: false });
    expect(ageOf('bank', at('2026-11-26'), at('2026-12-01'), rules)).toEqual({ workingDays: 3, late: true });
    expect(ageOf('customer', at('2026-11-26'), at('2026-12-01'), rules)).toEqual({ workingDays: 3, late: false });
  });
});
