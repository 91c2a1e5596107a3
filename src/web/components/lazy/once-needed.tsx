import { useState, type ComponentType, type ReactElement } from 'react';
import { loadable } from './loadable';

/** A component that renders once it is first needed, then stays; `preload` loads its code before. */
export type OnceNeeded<P extends object> = ((props: P & { needed: boolean }) => ReactElement | null) & { preload(): Promise<unknown> };

/**
 * A component whose code loads the first time it is needed (a dialog opening, a first
 * notification) and which then stays mounted, so it closes with its own transition. Until then
 * it renders nothing and costs a page neither its JavaScript nor its first render.
 */
export function onceNeeded<P extends object>(load: () => Promise<ComponentType<P>>): OnceNeeded<P> {
  const Loaded = loadable(load, () => null);
  function OnceNeeded({ needed, ...props }: P & { needed: boolean }) {
    const [wanted, setWanted] = useState(needed);
    if (needed && !wanted) setWanted(true);
    return wanted || needed ? <Loaded {...(props as P)} /> : null;
  }
  return Object.assign(OnceNeeded, { preload: Loaded.preload });
}
