import { useCallback } from 'react';
import { useNavigateWithEvent } from './analytics';
import { pathOf } from './routes';
import { nextPageAfter } from './state/next-view';

/**
 * Moves on to the page after `route` (journey.json pageOrder) once its save is through, unless the
 * person has left the page meanwhile: a save that finishes after they went elsewhere (an officer
 * going back to the search) must not take them back into the application.
 */
export function useMoveOn(route: string): (productName?: string) => void {
  const go = useNavigateWithEvent();
  return useCallback(
    (productName?: string) => {
      if (window.location.pathname !== pathOf(route)) return;
      go(nextPageAfter(route), pathOf(nextPageAfter(route)), { productName });
    },
    [go, route],
  );
}
