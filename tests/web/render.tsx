import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configKey, type AppConfig } from '../../src/web/api/config';
import { App } from '../../src/web/app/App';
import { appBundle } from './app-bundle';
import { createI18n } from '../../src/web/app/i18n';
import { AppProviders } from '../../src/web/app/providers';
import { configFixture } from './fixtures-config';

export interface RenderOptions {
  /** a jotai store to seed or inspect atoms */
  store?: ReturnType<typeof createStore>;
  /** the configuration the app sees (default: configFixture()) */
  config?: AppConfig;
  /** render this instead of <App /> (still inside the providers and the memory router) */
  children?: ReactNode;
}

/**
 * Renders the app at `path` (may carry "?search") with all providers, an in-memory location and a
 * configuration fixture handed to SWR as fallback, so nothing reaches a server.
 */
export function renderApp(path = '/', options: RenderOptions = {}) {
  const store = options.store ?? createStore();
  const location = memoryLocation({ path, record: true });
  const config = options.config ?? configFixture();
  const fallback = { [configKey('customer')]: config, [configKey('agent')]: config };
  const result = render(
    <AppProviders
      store={store}
      // every namespace at once: the browser fetches the non-shell ones lazily (covered end to end)
      i18n={createI18n(appBundle)}
      swr={{ fallback, provider: () => new Map(), revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false }}
    >
      <Router hook={location.hook} searchHook={location.searchHook}>
        {options.children ?? <App />}
      </Router>
    </AppProviders>,
  );
  /** the current path and search, e.g. "/business/accounts?x=1" */
  const current = () => location.history[location.history.length - 1];
  return { ...result, store, location, current };
}
