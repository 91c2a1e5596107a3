import { StrictMode } from 'react';
import { App } from './app/App';
import { mountApp } from './app/mount';
import { AppProviders } from './app/providers';
import { preloadPageOf } from './app/routes';
import { appSystem } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const container: Element = root;

// The page's module is already on its way (the served HTML names it with modulepreload): the app
// renders once it is here, so the first paint holds the page's words, not its loading fallback.
// Should it fail to load, the page loads again as it renders and shows its error there.
// Each step in a task of its own (a phone's taps wait for no long one): the scripts evaluate, the
// Chakra system is made, then React renders in slices (a transition).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void preloadPageOf(window.location.pathname)
  .catch(() => undefined)
  .then(nextTask)
  .then(appSystem)
  .then(nextTask)
  .then(() =>
    mountApp(
      container,
      <StrictMode>
        <AppProviders>
          <App />
        </AppProviders>
      </StrictMode>,
    ),
  );
