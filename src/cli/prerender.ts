/**
 * After `vite build`: the first render of every route marked `firstPaint` in the route table
 * (src/core/routes/route-table.ts), as a visitor or a customer with a login sees it, in each of the
 * release's languages, written to dist/.vite/first-paint.json by route key and language. The server puts a route's markup into the page it
 * answers (src/server/plugins/route-pages.ts): the browser paints the page's words and layout as
 * soon as the HTML is here, and the app's first render takes its place once its scripts have run.
 *
 * The app is rendered by React's server renderer through Vite (the same plugins, JSON and ?raw
 * imports as the browser build). Each kind of visitor gets a fresh module graph: the app reads the
 * tab's sessionStorage once, when its state modules load. Emotion's <style> elements go to <head>,
 * where the browser's Emotion finds them and inserts no rule twice; Chakra's global styles are
 * already in index.html. Usage: node --import tsx src/cli/prerender.ts [dist]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import { routeTable, type RouteEntry } from '../core/routes/route-table';
import { firstPaintKey, type FirstPaints } from '../server/plugins/route-pages';
import { languagesOf } from '../core/messages/languages';
import { memoryStorage } from './memory-storage';
import { loadBundle } from '../server/content/load-bundle';
import { releaseIdOf } from '../server/domain/releases/id';

/** The tab's sessionStorage for each kind of first paint: a customer's login (never used for a request: effects do not run). */
export const FIRST_PAINT_STORAGE: Record<NonNullable<RouteEntry['firstPaint']>, Record<string, string>> = {
  visitor: {},
  customer: { 'quickApply.customerSession': JSON.stringify({ accessToken: 'first-paint', prospectId: '', countryCode: '', mobileNo: '' }) },
};

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/** The app's markup with Emotion's inline <style> elements taken out: the component styles as one element for <head>. */
export function splitStyles(html: string): { markup: string; styles: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const markup = html.replace(EMOTION_STYLE, (_all, names: string, css: string) => {
    const [key, ...hashes] = names.split(' ');
    // global styles (key css-global) are in index.html already
    if (key === 'css') {
      ids.push(...hashes);
      rules.push(css);
    }
    return '';
  });
  const styles = ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '';
  return { markup, styles };
}

export async function prerender(root: string): Promise<FirstPaints> {
  const out: FirstPaints = {};
  // the release a first start publishes: the server leaves these first renders out under any other
  const bundle = await loadBundle(root);
  const releaseId = releaseIdOf(bundle);
  const languages = languagesOf(bundle);
  for (const lang of languages)
    for (const kind of ['visitor', 'customer'] as const) {
      const entries = routeTable.filter((entry) => entry.firstPaint === kind);
      if (!entries.length) continue;
      Object.assign(globalThis, { sessionStorage: memoryStorage(FIRST_PAINT_STORAGE[kind]), localStorage: memoryStorage({}) });
      const vite = await createServer({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const release = (await vite.ssrLoadModule('/src/web/app/release/index.ts')) as typeof import('../web/app/release');
        release.putReleaseInUse({ id: releaseId, bundle });
        // the words, direction and formats of the language the page is made in
        const language = (await vite.ssrLoadModule('/src/web/app/language/page-language.ts')) as typeof import('../web/app/language/page-language');
        language.renderInLanguage(lang, languages);
        const { prerenderPage } = (await vite.ssrLoadModule('/src/web/app/prerender.tsx')) as typeof import('../web/app/prerender');
        for (const entry of entries) out[firstPaintKey(entry.key, lang)] = { ...splitStyles(await prerenderPage(entry.path)), releaseId };
      } finally {
        await vite.close();
      }
    }
  return out;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const started = Date.now();
  prerender(process.cwd()).then(
    async (pages) => {
      await mkdir(path.join(dist, '.vite'), { recursive: true });
      await writeFile(path.join(dist, '.vite', 'first-paint.json'), JSON.stringify(pages));
      console.log(`prerender: ${Object.keys(pages).length} first paints in ${Date.now() - started} ms`);
      // Vite's closed servers still hold handles that keep Node alive some 10 s: the build ends here
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
