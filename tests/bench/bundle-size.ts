import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export interface RouteJs {
  files: number;
  gzipBytes: number;
  /** the release's files the route fetched (its forms, rules and words, JSON) and the configuration answer (its datalists), gzip */
  dataGzipBytes: number;
  /** the path the page ended on (a guard may have sent it elsewhere) */
  finalPath: string;
}

/**
 * Gzip bytes of every script a route makes the browser fetch on a cold load, as served (the app's
 * own files and the validators its server generates for the release), and apart from them the
 * release's JSON files. `initScript` runs before the app's scripts (e.g. a customer's login in
 * sessionStorage); `settle` waits for what proves the route rendered, and throws when it did not.
 */
export async function routeJsGzip(
  browser: Browser,
  baseUrl: string,
  path: string,
  settle: (page: Page) => Promise<void>,
  initScript?: string,
): Promise<RouteJs> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    if (initScript) await context.addInitScript({ content: initScript });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    const data = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.set(url.pathname, response.body());
      else if (/^\/api\/v1\/(releases\/[0-9a-f]{16}\/[a-z]+(-[a-zA-Z-]+)?\.json|config)$/.test(url.pathname)) data.set(url.pathname, response.body());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await settle(page);
    await page.waitForLoadState('networkidle');
    const finalPath = new URL(page.url()).pathname;
    const gzip = async (bodies: Map<string, Promise<Buffer>>) => {
      let bytes = 0;
      for (const body of bodies.values()) bytes += gzipSync(await body, { level: 9 }).length;
      return bytes;
    };
    return { files: scripts.size, gzipBytes: await gzip(scripts), dataGzipBytes: await gzip(data), finalPath };
  } finally {
    await context.close();
  }
}
