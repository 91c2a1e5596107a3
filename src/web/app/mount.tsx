import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { reportClientError } from '../api/client-errors';

/**
 * Renders the app into `container` as a transition: React then renders the first page in slices,
 * handing the main thread back between them, instead of one long task that holds a phone's input
 * and paint until the whole tree is done (Lighthouse's Total Blocking Time).
 *
 * An error React recovers from (a render that threw and succeeded when tried again) is still a defect:
 * it is logged with what threw (React's own message names only its number) and reported.
 */
export function mountApp(container: Element, app: ReactNode): Root {
  const root = createRoot(container, {
    onRecoverableError: (error, info) => {
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      console.error('React recovered from an error:', cause, info.componentStack ?? '');
      void reportClientError(cause);
    },
  });
  startTransition(() => root.render(app));
  return root;
}
