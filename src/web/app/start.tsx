import { StrictMode } from 'react';
import { App } from './App';
import { mountApp } from './mount';
import { AppProviders } from './providers';
import { preloadPageOf } from './routes';
import { appSystem } from './theme';
import { keepFirstPaintOutlines } from '../components/first-paint-outline';

// Each step in a task of its own (a phone's taps wait for no long one): the page's module, the
// Chakra system, then React renders in slices (a transition).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the app into `container` once the page's module is here (the served HTML names it with
 * modulepreload), so the first paint holds the page's words, not its loading fallback. Should it
 * fail to load, the page loads again as it renders and shows its error there.
 */
export async function startApp(container: Element): Promise<void> {
  await preloadPageOf(window.location.pathname).catch(() => undefined);
  await nextTask();
  appSystem();
  await nextTask();
  // before React replaces the first paint: its outlines stay on screen until their parts are here
  keepFirstPaintOutlines(container);
  mountApp(
    container,
    <StrictMode>
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}
