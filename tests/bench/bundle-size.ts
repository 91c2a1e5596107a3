import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Gzip bytes of every script a route makes the browser fetch (measured on dist/, as served). */
export async function routeJsGzip(browser: Browser, baseUrl: string, path: string, settle: (page: import('playwright-core').Page) => Promise<void>): Promise<{ files: number; gzipBytes: number }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await settle(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  let gzipBytes = 0;
  for (const script of scripts) {
    const file = join('dist', script);
    if (!existsSync(file)) continue;
    gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { files: scripts.size, gzipBytes };
}
