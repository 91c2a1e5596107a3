import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export interface RouteJs {
  files: number;
  gzipBytes: number;
  /** the path the page ended on (a guard may have sent it elsewhere) */
  finalPath: string;
}

/**
 * Gzip bytes of every script a route makes the browser fetch on a cold load (measured on dist/, as
 * served; the bench's peer from its own folder, `distDir`). `initScript` runs before the app's scripts (e.g. a customer's login in sessionStorage);
 * `settle` waits for what proves the route rendered, and throws when it did not.
 */
export async function routeJsGzip(
  browser: Browser,
  baseUrl: string,
  path: string,
  settle: (page: Page) => Promise<void>,
  initScript?: string,
  distDir = 'dist',
): Promise<RouteJs> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    if (initScript) await context.addInitScript({ content: initScript });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await settle(page);
    await page.waitForLoadState('networkidle');
    const finalPath = new URL(page.url()).pathname;
    let gzipBytes = 0;
    for (const script of scripts) {
      const file = join(distDir, script);
      if (!existsSync(file)) throw new Error(`${script} was fetched but is not in ${distDir}`);
      gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
    }
    return { files: scripts.size, gzipBytes, finalPath };
  } finally {
    await context.close();
  }
}
