import { createContext, useContext, useRef, useSyncExternalStore } from 'react';

/**
 * Holds the error lines and the error summary still while a pointer is pressed: a press on Continue
 * (or a radio, a button) blurs the field being typed in, and the re-check on that blur (or the one
 * when the typing paused) would otherwise remove or add error lines between the press and the
 * release, moving the target away from under the pointer so the click misses it. What changed
 * shows once the press is over (after its click has run).
 */
export interface LayoutHold {
  isHeld: () => boolean;
  /** says that a part showed something older than its props while held, so the release re-renders */
  markStale: () => void;
  version: () => number;
  subscribe: (listener: () => void) => () => void;
}

export interface LayoutHoldControl extends LayoutHold {
  hold: () => void;
  release: () => void;
}

export function createLayoutHold(): LayoutHoldControl {
  let held = false;
  let stale = false;
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    isHeld: () => held,
    markStale: () => {
      stale = true;
    },
    version: () => version,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hold: () => {
      held = true;
    },
    release: () => {
      if (!held) return;
      held = false;
      if (!stale) return;
      stale = false;
      version += 1;
      for (const listener of [...listeners]) listener();
    },
  };
}

export const LayoutHoldContext = createContext<LayoutHold | null>(null);

const noSubscription = () => () => {};
const zero = () => 0;

/** `value`, or while the layout is held, the value shown before the hold began. */
export function useHeldValue<T>(value: T, same: (a: T, b: T) => boolean = Object.is): T {
  const hold = useContext(LayoutHoldContext);
  useSyncExternalStore(hold ? hold.subscribe : noSubscription, hold ? hold.version : zero, hold ? hold.version : zero);
  const shown = useRef(value);
  if (!hold?.isHeld()) shown.current = value;
  else if (!same(shown.current, value)) hold.markStale();
  return shown.current;
}

/** Two lists with the same items in the same order. */
export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((item, index) => Object.is(item, b[index])));
}
