import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App';
import { AppProviders } from './providers';
import { preloadPageOf } from './routes';
import { OutlineRenderer } from '../components/first-paint-outline';
import { WizardOutline } from '../forms/WizardOutline';

/** A page's outline is its wizard's, by the wizard's id (src/web/components/first-paint-outline.tsx). */
const outline = (wizardId: string, loadingText: string) => <WizardOutline wizardId={wizardId} loadingText={loadingText} />;

/** The markup of the app's first render at `path` (the tab's storage is what globalThis.sessionStorage holds when this module loads). */
export async function prerenderPage(path: string): Promise<string> {
  await preloadPageOf(path);
  return renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <AppProviders>
          <OutlineRenderer.Provider value={outline}>
            <App />
          </OutlineRenderer.Provider>
        </AppProviders>
      </Router>
    </StrictMode>,
  );
}
