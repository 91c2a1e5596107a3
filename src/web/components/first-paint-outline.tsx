import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Loading } from './Loading';

/**
 * A page's heavy part (a wizard's form) as the server's first paint shows it, kept on screen until the
 * part itself is ready. The build's prerender renders the part for an application with no answers yet,
 * inert (src/web/forms/WizardOutline.tsx); the browser paints it with the page's words. The app's own
 * first render cannot make the part (its scripts are still on their way), so it shows the same markup,
 * read from the first paint before React replaced it, until the part renders: the page does not blink
 * from the form to a spinner and back.
 */

/** How the prerender makes an outline, by its name and the words its spinner says; absent in the browser. */
export const OutlineRenderer = createContext<((name: string, loadingText: string) => ReactNode) | null>(null);

const ATTRIBUTE = 'data-outline';
/** The outlines of the server's first paint, by name: read once, before the app mounts. */
const painted = new Map<string, string>();

/** Keeps the outlines `container` holds (the server's first paint) for the app's first renders. */
export function keepFirstPaintOutlines(container: Element): void {
  for (const element of container.querySelectorAll(`[${ATTRIBUTE}]`)) painted.set(element.getAttribute(ATTRIBUTE) ?? '', element.innerHTML);
}

/**
 * The outline `name`: the prerender's rendering of it, or in the browser the markup the first paint
 * showed; the page's spinner where there is none (a page reached by a link inside the app, another release).
 * Once the part it stands for is shown (OutlineDone), the outline is forgotten: a later visit shows the spinner.
 */
export function FirstPaintOutline({ name, loadingText }: { name: string; loadingText: string }) {
  const render = useContext(OutlineRenderer);
  if (render) return <div {...{ [ATTRIBUTE]: name }}>{render(name, loadingText)}</div>;
  const markup = painted.get(name);
  if (markup === undefined) return <Loading text={loadingText} py="12" />;
  return <div {...{ [ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** Rendered with the part the outline `name` stood for: forgets the outline once the part is on screen. */
export function OutlineDone({ name }: { name: string }) {
  useEffect(() => {
    painted.delete(name);
  }, [name]);
  return null;
}
