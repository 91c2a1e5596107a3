import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { MOBILE_BANNER_CLOSED_ATTRIBUTE, mobileBannerClosedIn } from '../../core/layout/mobile-banner';
import { routeEntryFor, type RouteEntry } from '../../core/routes/route-table';
import { compress, encodingFor, type CompressionLevels } from './compress-json';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SEC, LANGUAGES_META, pageLanguageOf, type PageLanguage } from '../../core/layout/page-language';
import { languagesOf, SOURCE_LANGUAGE, wordsFileOf } from '../../core/messages/languages';

/** What `vite build` writes to dist/.vite/manifest.json (build.manifest), by source module. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * What `npm run build` writes to dist/.vite/first-paint.json (src/cli/prerender.ts): a route's first
 * render, by route key and language, and the release it was rendered with (a page under another release gets none).
 */
export type FirstPaints = Record<string, { markup: string; styles: string; releaseId: string }>;

/** A first render's key in FirstPaints: the route's key, and the language after it where it is not the source language ("companyInfo@ar"). */
export const firstPaintKey = (routeKey: string, lang: string): string => (lang === SOURCE_LANGUAGE ? routeKey : `${routeKey}@${lang}`);

/** The module the app starts from once its release is here (src/web/main.tsx imports it). */
const START_MODULE = 'src/web/app/start.tsx';

/** What the page names of the published release: its id, and its files to fetch with the scripts (the words of the page's language only). */
function releaseHead(releaseId: string, language: Pick<PageLanguage, 'lang' | 'languages'>): string[] {
  const base = `/api/v1/releases/${releaseId}`;
  return [
    `<meta name="quick-apply-release" content="${releaseId}">`,
    `<meta name="${LANGUAGES_META}" content="${language.languages.join(' ')}">`,
    `<link rel="preload" as="fetch" crossorigin href="${base}/schemas.json">`,
    `<link rel="preload" as="fetch" crossorigin href="${base}/${wordsFileOf(language.lang)}">`,
  ];
}

/** The source module of a route's page, as the build manifest names it. */
export const pageModuleOf = (entry: RouteEntry) => `src/web/features/${entry.page}.tsx`;

/** The files of `keys` and of everything they import statically, in the manifest's order. */
function staticClosure(manifest: BuildManifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * index.html naming the scripts of the page a route shows with <link rel="modulepreload">: the
 * browser fetches them with the first script instead of one round trip after another (entry → page
 * → what the page imports), and React renders the page in the first commit. Scripts index.html
 * already names are left out.
 */
export function pageHtml(
  indexHtml: string,
  manifest: BuildManifest,
  entry: RouteEntry,
  releaseId: string,
  firstPaint?: FirstPaints[string],
  bannerClosed = false,
  language: Pick<PageLanguage, 'lang' | 'dir' | 'languages'> = { lang: SOURCE_LANGUAGE, dir: 'ltr', languages: [SOURCE_LANGUAGE] },
): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const named = new Set(staticClosure(manifest, entries));
  const head = releaseHead(releaseId, language);
  head.push(
    ...staticClosure(manifest, [START_MODULE, pageModuleOf(entry)])
      .filter((file) => !named.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  );
  if (firstPaint?.styles) head.push(firstPaint.styles);
  let html = head.length ? indexHtml.replace('</head>', `  ${head.join('\n    ')}\n  </head>`) : indexHtml;
  // the route's first render, painted before any script runs; the app's first render replaces it
  if (firstPaint) html = html.replace('<div id="root"></div>', () => `<div id="root">${firstPaint.markup}</div>`);
  // the page's language and direction; a visitor who closed the mobile banner: a rule in index.html hides it in the markup above
  const banner = firstPaint && bannerClosed ? ` ${MOBILE_BANNER_CLOSED_ATTRIBUTE}` : '';
  return html.replace('<html lang="en">', `<html lang="${language.lang}" dir="${language.dir}"${banner}>`);
}

/** Pages kept made: every route in every encoding for a few releases; past it they are made again. */
const MAX_PAGES = 2000;

export interface AppPage {
  body: string | Buffer;
  encoding?: 'br' | 'gzip';
}

/**
 * The app's page for each path, made from dist/ once per page module and kept compressed. Without
 * a build manifest (a build older than the manifest), every path gets index.html as it is.
 */
export function appPages(distDir: string, levels: CompressionLevels) {
  let built: { indexHtml: string; manifest: BuildManifest; firstPaints: FirstPaints } | undefined;
  // read on the first page asked for: the server starts without a build (npm run dev, API tests)
  const read = () => {
    let manifest: BuildManifest = {};
    try {
      manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
    } catch {
      // no manifest: index.html as built
    }
    let firstPaints: FirstPaints = {};
    try {
      firstPaints = JSON.parse(readFileSync(path.join(distDir, '.vite', 'first-paint.json'), 'utf8')) as FirstPaints;
    } catch {
      // not prerendered: the page paints once the app has rendered
    }
    return { indexHtml: readFileSync(path.join(distDir, 'index.html'), 'utf8'), manifest, firstPaints };
  };
  const made = new Map<string, Promise<AppPage>>();
  return {
    /** The page for `pathname` in the best encoding `acceptEncoding` allows, for a visitor who closed the mobile banner or not. */
    answer(
      pathname: string,
      acceptEncoding: string | undefined,
      releaseId: string,
      bannerClosed = false,
      language: Pick<PageLanguage, 'lang' | 'dir' | 'languages'> = { lang: SOURCE_LANGUAGE, dir: 'ltr', languages: [SOURCE_LANGUAGE] },
    ): Promise<AppPage> {
      const entry = routeEntryFor(pathname);
      const encoding = encodingFor(acceptEncoding);
      built ??= read();
      // the first render holds the words of its language in the release it was made with: under another release, none
      const prerendered = built.firstPaints[firstPaintKey(entry.key, language.lang)];
      const firstPaint = prerendered?.releaseId === releaseId ? prerendered : undefined;
      // one page per release, language and page module, or per route where the route's first render is in it
      const id = `${releaseId}|${language.lang}|${firstPaint ? `${entry.key}|${bannerClosed}` : entry.page}|${encoding ?? ''}`;
      let page = made.get(id);
      if (!page) {
        if (made.size > MAX_PAGES) made.clear();
        const html = pageHtml(built.indexHtml, built.manifest, entry, releaseId, firstPaint, bannerClosed, language);
        page = encoding ? compress(html, encoding, levels).then((body) => ({ body, encoding })) : Promise.resolve({ body: html });
        made.set(id, page);
      }
      return page;
    },
  };
}

/** Answers a page navigation with the app's page for its path, never cached without revalidation. */
export async function sendAppPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  reply.code(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
  const release = await app.releases.current();
  const [pathname, search = ''] = request.url.split('?');
  const language = pageLanguageOf(search, request.headers.cookie, languagesOf(release.bundle));
  // a language the address names is remembered for the next visit
  if (language.fromAddress) reply.header('set-cookie', `${LANGUAGE_COOKIE}=${language.lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SEC}; SameSite=Lax`);
  const page = await app.appPages.answer(pathname, request.headers['accept-encoding'], release.id, mobileBannerClosedIn(request.headers.cookie), language);
  if (page.encoding) reply.header('content-encoding', page.encoding);
  return reply.send(page.body);
}
