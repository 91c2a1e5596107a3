import { describe, expect, it } from 'vitest';
import constants from '../../../schemas/rules/constants.json';
import { initialWheelState, wheelStep, type WheelState } from '../../../src/web/features/landing/wheel';

const rules = constants.wheel;

function feed(deltas: number[], start = 0, gap = 16) {
  let state: WheelState = initialWheelState;
  const directions: (string | null)[] = [];
  deltas.forEach((delta, i) => {
    const result = wheelStep(state, delta, start + i * gap, rules);
    state = result.state;
    directions.push(result.direction);
  });
  return { state, directions };
}

describe('wheel velocity heuristic', () => {
  it('uses the numbers of the rules file', () => {
    expect(rules).toMatchObject({ historySize: 150, resetGapMs: 200, recentSamples: 10, middleSamples: 70 });
  });

  it('turns to the next section on the first downward event and the previous on upward', () => {
    expect(wheelStep(initialWheelState, 40, 1000, rules).direction).toBe('next');
    expect(wheelStep(initialWheelState, -40, 1000, rules).direction).toBe('previous');
  });

  it('ignores the decelerating inertia tail of a gesture', () => {
    const rising = [10, 20, 40, 80, 120];
    const tail = Array.from({ length: 40 }, (_, i) => Math.max(120 - i * 3, 1));
    const { directions } = feed([...rising, ...tail]);
    expect(directions.slice(0, rising.length).every((d) => d === 'next')).toBe(true);
    // once the recent average falls under the longer one, the slowing tail never turns again
    const firstQuiet = directions.indexOf(null);
    expect(firstQuiet).toBeGreaterThan(rising.length);
    expect(directions.slice(firstQuiet).every((d) => d === null)).toBe(true);
    expect(directions.slice(-20).every((d) => d === null)).toBe(true);
  });

  it('keeps at most 150 samples', () => {
    const { state } = feed(Array.from({ length: 400 }, () => 5));
    expect(state.history).toHaveLength(150);
  });

  it('starts a new gesture after a gap of more than 200 ms', () => {
    const { state } = feed(Array.from({ length: 30 }, (_, i) => 100 - i * 3));
    expect(wheelStep(state, 5, state.lastTime! + 150, rules).direction).toBeNull(); // still the tail
    const after = wheelStep(state, 5, state.lastTime! + 201, rules);
    expect(after.state.history).toEqual([5]);
    expect(after.direction).toBe('next');
  });

  it('compares the average of the last 10 samples with the last 70', () => {
    // 60 big samples then 10 small ones: recent average (small) < middle average → no turn
    const base = feed([...Array.from({ length: 60 }, () => 100), ...Array.from({ length: 9 }, () => 1)]).state;
    expect(wheelStep(base, 1, base.lastTime! + 16, rules).direction).toBeNull();
    // the same with only big samples older than 70 back: the middle window no longer sees them
    const old = feed([...Array.from({ length: 60 }, () => 100), ...Array.from({ length: 80 }, () => 1)]).state;
    expect(wheelStep(old, 1, old.lastTime! + 16, rules).direction).toBe('next');
  });

  it('does nothing for a zero delta', () => {
    expect(wheelStep(initialWheelState, 0, 0, rules).direction).toBeNull();
  });
});
