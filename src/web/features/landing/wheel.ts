/**
 * Wheel velocity heuristic of the landing page: a wheel gesture turns the page
 * only while it is accelerating, so the inertia tail of a trackpad swipe does not turn it again.
 * Pure: state in, state out.
 */

export interface WheelRules {
  /** samples kept (150) */
  historySize: number;
  /** a pause longer than this starts a new gesture (200 ms) */
  resetGapMs: number;
  /** samples of the recent average (10) */
  recentSamples: number;
  /** samples of the longer average (70) */
  middleSamples: number;
}

export interface WheelState {
  history: number[];
  lastTime: number | null;
}

export type WheelDirection = 'next' | 'previous' | null;

export const initialWheelState: WheelState = { history: [], lastTime: null };

function averageOfLast(values: number[], count: number): number {
  const slice = values.slice(Math.max(values.length - count, 0));
  if (slice.length === 0) return 0;
  return slice.reduce((sum, value) => sum + value, 0) / slice.length;
}

/** Feed one wheel event (deltaY, timestamp in ms); answers the new state and where to go, if anywhere. */
export function wheelStep(state: WheelState, deltaY: number, time: number, rules: WheelRules): { state: WheelState; direction: WheelDirection } {
  const gapped = state.lastTime !== null && time - state.lastTime > rules.resetGapMs;
  const history = gapped ? [] : state.history.slice();
  history.push(Math.abs(deltaY));
  while (history.length > rules.historySize) history.shift();
  const next: WheelState = { history, lastTime: time };
  if (deltaY === 0) return { state: next, direction: null };

  const recent = averageOfLast(history, rules.recentSamples);
  const middle = averageOfLast(history, rules.middleSamples);
  const accelerating = recent >= middle;
  if (!accelerating) return { state: next, direction: null };
  return { state: next, direction: deltaY > 0 ? 'next' : 'previous' };
}
