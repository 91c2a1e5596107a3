import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FieldPathList } from '@rjsf/utils';

/**
 * Where a widget sits in the form value, and how to change any value by its absolute path.
 * FieldTemplate provides it (RJSF hands widgets only their own value); the phone pair uses it to
 * find its sibling country code (read from the root value store) and to write it.
 */
export interface FieldPathValue {
  path: FieldPathList;
  change: (value: unknown, path: FieldPathList) => void;
}

export const FieldPathContext = createContext<FieldPathValue | null>(null);
export const useFieldPath = () => useContext(FieldPathContext);

/** The value the whole form is rooted at (the record or the person), as a plain context value (tests, simple hosts). */
export const RootValueContext = createContext<unknown>(undefined);

/**
 * The root value as a store: StepForm provides it so that a keystroke re-renders only the widgets
 * whose selection of the root changed (a datalist chosen by a condition), not every list widget.
 */
export interface RootValueStore {
  get: () => unknown;
  subscribe: (listener: () => void) => () => void;
}

export const RootValueStoreContext = createContext<RootValueStore | null>(null);

/** A store holding `initial`; `set` replaces the value and tells the subscribers when it changed. */
export function createRootValueStore(initial: unknown): RootValueStore & { set: (value: unknown) => void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (value) => {
      if (Object.is(value, current)) return;
      current = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const noSubscription = () => () => {};

/**
 * A part of the root value; the caller re-renders only when that part changes (compared with
 * Object.is, so select a primitive or a stable object). Without a store, reads RootValueContext.
 */
export function useRootSelection<T>(select: (root: unknown) => T): T {
  const store = useContext(RootValueStoreContext);
  const plain = useContext(RootValueContext);
  const read = () => select(store ? store.get() : plain);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
}

const identity = (root: unknown) => root;
/** The whole root value (re-renders on every change of it). */
export const useRootValue = () => useRootSelection(identity);

/** The value at `path` (property names and array indexes) in `root`; undefined where the path leads nowhere. */
export function valueAtPath(root: unknown, path: FieldPathList): unknown {
  let node = root;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}
