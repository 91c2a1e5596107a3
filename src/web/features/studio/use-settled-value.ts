import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once it has not changed for `delayMs`, applied in a transition: panels that follow the
 * record (its JSON, its validation in both modes) cost nothing while the analyst types. A new
 * `resetKey` (another wizard, a restart) settles at once.
 */
export function useSettledValue<T>(value: T, delayMs: number, resetKey: unknown): T {
  const [state, setState] = useState({ value, resetKey });
  let settled = state.value;
  if (!Object.is(state.resetKey, resetKey)) {
    settled = value;
    setState({ value, resetKey });
  }
  useEffect(() => {
    if (Object.is(value, state.value)) return undefined;
    const timer = setTimeout(() => startTransition(() => setState({ value, resetKey })), delayMs);
    return () => clearTimeout(timer);
  }, [value, state.value, resetKey, delayMs]);
  return settled;
}
