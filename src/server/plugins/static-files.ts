import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { externalRedirect } from '../../core/external-redirect';
import { serverSettings } from '../server-settings';
import { globalPlugin } from './global-plugin';
import { isApiPath } from './not-found';
import { appPages, sendAppPage } from './route-pages';

const immutable = 'public, max-age=31536000, immutable';

/** A path with a part starting with a dot (.vite, .env…), %2E spelled or not. */
export function hasDotSegment(pathname: string): boolean {
  return pathname.split('/').some((part) => /^(\.|%2e)/i.test(part));
}

/** Cache policy by served file: hashed build output forever, everything else revalidated. */
export function cacheControlFor(distDir: string, servedFile: string): string {
  const relative = path
    .relative(distDir, servedFile.replace(/\.(br|gz)$/, ''))
    .split(path.sep)
    .join('/');
  return relative.startsWith('assets/') ? immutable : 'no-cache';
}

function wantsHtml(accept: string | undefined): boolean {
  return !!accept && accept.includes('text/html');
}

/**
 * The built app from rootDir/dist, with the .br/.gz files written by src/cli/compress-assets.ts;
 * the page itself comes from src/server/plugins/route-pages.ts (not-found.ts answers navigations).
 * With an external site configured, page navigations follow the redirect rules.
 */
export const staticFiles = globalPlugin<{ distDir: string; externalSiteUrl?: string }>(async (app, { distDir, externalSiteUrl }) => {
  if (externalSiteUrl) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || isApiPath(request.url) || !wantsHtml(request.headers.accept)) return;
      const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
      const target = externalRedirect(pathname, query ? `?${query}` : '', externalSiteUrl);
      if (target) return reply.redirect(target, 302);
    });
  }

  // every page navigation (/ included) is answered by the not-found handler with the route's page
  const levels = serverSettings.pageCompression;
  app.decorate('appPages', appPages(distDir, levels));

  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    index: false,
    // dist/.vite holds the build's manifest (read by route-pages.ts): no dot-folder is the public's
    allowedPath: (pathname) => !isApiPath(pathname) && !hasDotSegment(pathname),
    setHeaders: (reply, servedFile) => {
      reply.header('cache-control', cacheControlFor(distDir, servedFile));
    },
  });
  // the landing page: a folder to the static files, which answer no index.html of their own
  app.get('/', (request, reply) => sendAppPage(app, request, reply));
});
