import { useRef } from 'react';
import { deepEquals } from '@rjsf/utils';

/**
 * `value`, or the object seen on the render before when it holds the same content: props a page
 * rebuilds on every render (a UI schema adjusted to the record, server errors) keep their identity,
 * so the form below is not rendered again for them.
 */
export function useStable<T>(value: T): T {
  const kept = useRef(value);
  if (kept.current !== value && !deepEquals(kept.current, value)) kept.current = value;
  return kept.current;
}
