import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// The app runs under the repository's files, as it does once main.tsx has loaded the published release.
import { putReleaseInUse } from '../../src/web/app/release';
import { appBundle, appReleaseId } from './app-bundle';
putReleaseInUse({ id: appReleaseId, bundle: appBundle });

// what loads when first shown (a step's calendar, the first notification, a dialog) is here before
// any test renders (tests/web/forms/theme/lazy-widget.test.tsx shows what a page shows until then)
import { preloadWidgets } from '../../src/web/forms/theme';
import { Notifications } from '../../src/web/components/notifications/Notifications';
import { Confirmations } from '../../src/web/components/confirm/Confirmations';
import { SessionDialogWhenShown } from '../../src/web/features/session/SessionDialogWhenShown';
await Promise.all([preloadWidgets(), Notifications.preload(), Confirmations.preload(), SessionDialogWhenShown.preload()]);

// jsdom lacks these; Chakra and our layout ask for them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
{
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Lazily loaded routes compile their schemas on first render; on a busy two-core machine that can
// take longer than testing-library's 1 s default.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });

// The app's Chakra system carries only the recipes of the components it renders
// (src/web/app/theme.ts). A component whose recipe Chakra has but the app left out would render
// unstyled without a word: every component test fails on it instead.
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { appSystem } from '../../src/web/app/theme';

const system = appSystem();
{
  const missing = (key: string) => new Error(`The Chakra recipe "${key}" is not in src/web/app/theme.ts (defaultsWeUse): add it`);
  const { getRecipeFn, getSlotRecipeFn, getRecipe, getSlotRecipe } = system;
  type Fn = (key: string, fallback?: unknown) => unknown;
  system.getRecipeFn = ((key: string, fallback?: unknown) => {
    if (key in chakraRecipes && !getRecipe(key)) throw missing(key);
    return (getRecipeFn as Fn)(key, fallback);
  }) as typeof system.getRecipeFn;
  system.getSlotRecipeFn = ((key: string, fallback?: unknown) => {
    if (key in chakraSlotRecipes && !getSlotRecipe(key)) throw missing(key);
    return (getSlotRecipeFn as Fn)(key, fallback);
  }) as typeof system.getSlotRecipeFn;
}
