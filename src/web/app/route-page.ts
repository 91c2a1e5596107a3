import { createElement, lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page of any props: a component type is contravariant in them
type AnyComponent = ComponentType<any>;

/** A route's page: loaded on first use like React.lazy, or before, by `preload`. */
export type PageComponent = AnyComponent & { preload: () => Promise<void> };

/**
 * A lazily loaded page that renders at once when its module is already here. React.lazy suspends
 * on its first render even when the module has arrived, and React then shows the fallback and
 * holds the page back for its Suspense throttle (300 ms): the page's words would paint late.
 */
export function pageComponent(load: () => Promise<{ default: AnyComponent }>): PageComponent {
  let loaded: AnyComponent | undefined;
  let loading: Promise<{ default: AnyComponent }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a failed load is tried again next time
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  function Page(props: Record<string, unknown>) {
    // React reconciles a resolved lazy component with the component itself: a page first shown
    // through Lazy is not remounted when a later render names the loaded component
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}
