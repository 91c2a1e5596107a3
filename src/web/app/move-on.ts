import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
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
  const [location] = useLocation();
  // where the page is now, and whether it is still shown, read when the save is through
  const here = useRef({ location, shown: true });
  here.current.location = location;
  useEffect(() => {
    const now = here.current;
    now.shown = true;
    return () => {
      now.shown = false;
    };
  }, []);
  return useCallback(
    (productName?: string) => {
      const { location: at, shown } = here.current;
      if (!shown || at.toLowerCase() !== pathOf(route).toLowerCase()) return;
      go(nextPageAfter(route), pathOf(nextPageAfter(route)), { productName });
    },
    [go, route],
  );
}
