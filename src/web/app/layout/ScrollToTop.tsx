import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Scrolls to the top whenever the route changes. */
export function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
