import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Renders the app into `container` as a transition: React then renders the first page in slices,
 * handing the main thread back between them, instead of one long task that holds a phone's input
 * and paint until the whole tree is done (Lighthouse's Total Blocking Time).
 */
export function mountApp(container: Element, app: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
