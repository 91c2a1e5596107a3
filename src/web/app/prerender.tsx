import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App';
import { AppProviders } from './providers';
import { preloadPageOf } from './routes';

/** The markup of the app's first render at `path` (the tab's storage is what globalThis.sessionStorage holds when this module loads). */
export async function prerenderPage(path: string): Promise<string> {
  await preloadPageOf(path);
  return renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <AppProviders>
          <App />
        </AppProviders>
      </Router>
    </StrictMode>,
  );
}
