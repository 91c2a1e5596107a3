import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../src/cli/compress-assets';
import { repoRoot, tempDir, testApp, type TestApp } from './helpers/app';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
/** A page as the server answers it, less what it names of the published release (route-pages.test.ts covers that). */
/** The page as built, without what the server adds: the release's names and the language's direction. */
const withoutRelease = (body: string) =>
  body
    .replace(/\s*<(meta name="quick-apply-(?:release|languages)"|link rel="preload" as="fetch")[^>]*>/g, '')
    .replace(/\s*<\/head>/, '</head>')
    .replace('<html lang="en" dir="ltr">', '<html lang="en">');
const html = `<!doctype html><html lang="en"><head><title>Quick Apply</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const site = 'https://bank.example/sme';

describe('serving the built app', () => {
  const tmp = tempDir('static');
  let plain: TestApp;
  let redirecting: TestApp;

  beforeAll(async () => {
    const dist = path.join(tmp.dir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    symlinkSync(path.join(repoRoot, 'schemas'), path.join(tmp.dir, 'schemas'));
    symlinkSync(path.join(repoRoot, 'content'), path.join(tmp.dir, 'content'));
    await compressAssets(dist);
    plain = await testApp({ kind: 'pglite' }, { rootDir: tmp.dir, serveStatic: true });
    redirecting = await testApp({ kind: 'pglite' }, { rootDir: tmp.dir, serveStatic: true, externalSiteUrl: site });
  });
  afterAll(async () => {
    await plain?.close();
    await redirecting?.close();
    tmp.remove();
  });

  it('sends the brotli file to a browser that accepts br, cached for a year', async () => {
    const res = await plain.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('never serves the build’s own files (dist/.vite/manifest.json) or any other dot-folder: such a path is an app route like any unknown one', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/manifest.json.br', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const res = await plain.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.headers['content-type'], url).not.toMatch(/json/);
      expect(res.body, url).not.toBe('{}');
      if (res.statusCode === 200) expect(withoutRelease(res.body), url).toBe(html);
    }
  });

  it('sends gzip or the plain file to browsers that do not take br', async () => {
    const gz = await plain.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const none = await plain.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(script);
  });

  it('serves index.html for / and for every app route, never cached without revalidation', async () => {
    for (const url of ['/', '/business/accounts', '/business/CompanyInfo', '/agent/SearchedAppInfo/123', '/some/unknown/page']) {
      const res = await plain.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(withoutRelease(res.body), url).toBe(html);
      expect(res.body).toMatch(/<meta name="quick-apply-release" content="[0-9a-f]{16}">/);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('sends the pre-compressed page for an app route too', async () => {
    const res = await plain.app.inject({ url: '/business/accounts', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(withoutRelease(brotliDecompressSync(res.rawPayload).toString())).toBe(html);
  });

  it('revalidates other files and answers a missing asset or API path with 404, not the page', async () => {
    const icon = await plain.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await plain.app.inject({ url: '/assets/app-000000.js' });
    expect(missing.statusCode).toBe(404);
    const api = await plain.app.inject({ url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorType).toBe('NotFound');
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('sends page navigations to the external site when one is configured', async () => {
    const nav = (url: string) => redirecting.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
    const accounts = await nav('/business/accounts');
    expect(accounts.statusCode).toBe(302);
    expect(accounts.headers.location).toBe(`${site}/#products`);
    for (const url of ['/', '/business', '/business/accounts/starter', '/business/accounts/current-account/application-overview']) {
      const res = await nav(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('https://bank.example/');
    }
    for (const url of ['/business/accounts?rocode=AB12', '/business/CompanyInfo', '/agent/Login']) {
      const res = await nav(url);
      expect(res.statusCode, url).toBe(200);
      expect(withoutRelease(res.body)).toBe(html);
    }
    const asset = await redirecting.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    const api = await redirecting.app.inject({ url: '/api/v1/health', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(200);
  });
});
