import type { CompletedStep } from '../../../core/wizard/types';

/**
 * A form reports a change also when it only fills in empty defaults (an empty row, an empty list) on
 * opening a step. Such a change must not reopen a COMPLETED step, or a finished flow would lose its
 * status just by being looked at. These helpers tell a real edit from that.
 */

/** The value without empty parts: undefined, null, "", and lists or objects left empty. */
export function withoutEmpty(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty);
    return items.every((item) => item === undefined) ? undefined : items;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => [key, withoutEmpty(child)] as const)
      .filter(([, child]) => child !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** Both values hold the same answers (key order and empty parts aside). */
export function sameAnswers(a: unknown, b: unknown): boolean {
  return stable(withoutEmpty(a)) === stable(withoutEmpty(b));
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value as Record<string, unknown>).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** `next` differs from `before` only by COMPLETED steps made AVAILABLE again. */
export function onlyReopens(before: readonly CompletedStep[], next: readonly CompletedStep[]): boolean {
  if (before.length !== next.length) return false;
  let reopened = false;
  for (let i = 0; i < next.length; i += 1) {
    const was = before[i];
    const now = next[i];
    if (was.flowId !== now.flowId || was.step !== now.step) return false;
    if (was.status === now.status) continue;
    if (was.status !== 'COMPLETED' || now.status !== 'AVAILABLE') return false;
    reopened = true;
  }
  return reopened;
}
