import { createElement, lazy, Suspense, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** A component whose code loads on its first render; `preload` loads it before (a test, a likely next step). */
export type Loadable<P extends object> = ((props: P) => ReactElement) & { preload(): Promise<unknown> };

/**
 * A component whose code loads when it first renders, showing `fallback` until then. A place that
 * first renders once the code is here renders it at once, with no fallback and no suspending
 * (React.lazy alone would suspend the first render of every new place it is used in).
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode): Loadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Pending = lazy(async () => ({ default: await preload() }));
  function Loadable(props: P) {
    // each place keeps the way it started: a place that began suspended stays under its Suspense
    // once the code is here (switching would mount the component again, losing its focus and state)
    const [ready] = useState(() => loaded);
    if (ready) return createElement(ready, props);
    return <Suspense fallback={fallback(props)}>{createElement(Pending as ComponentType<P>, props)}</Suspense>;
  }
  return Object.assign(Loadable, { preload });
}
