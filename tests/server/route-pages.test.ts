import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildManifest, FirstPaints } from '../../src/server/plugins/route-pages';
import { repoRoot, tempDir, testApp, type TestApp } from './helpers/app';
import { loadBundle } from '../../src/server/content/load-bundle';
import { publishRelease, releaseIdOf } from '../../src/server/domain/releases';

// A build's index.html and manifest (vite build.manifest) in the shape vite writes them.
const html = `<!doctype html><html lang="en"><head><title>Quick Apply</title><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>`;
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_PageTitle-1.js': { file: 'assets/PageTitle-1.js', imports: ['index.html', '_react-1.js'] },
  'src/web/features/company/CompanyInfoPage.tsx': { file: 'assets/CompanyInfoPage-1.js', imports: ['index.html', '_PageTitle-1.js'] },
  'src/web/features/company/CompanyInfoWizard.tsx': { file: 'assets/CompanyInfoWizard-1.js', imports: ['index.html', '_rjsf-1.js'] },
  '_rjsf-1.js': { file: 'assets/rjsf-1.js' },
  'src/web/features/landing/LandingPage.tsx': { file: 'assets/LandingPage-1.js', imports: ['index.html', '_PageTitle-1.js'] },
  'src/web/features/not-found/NotFoundPage.tsx': { file: 'assets/NotFoundPage-1.js', imports: ['index.html'] },
};

// what src/cli/prerender.ts writes: the first render of a route, by route key, made with the repository's files
const repoReleaseId = releaseIdOf(await loadBundle(repoRoot));
const firstPaints: FirstPaints = {
  companyInfo: {
    markup: '<main><h1>Tell us about your company</h1></main>',
    styles: '<style data-emotion="css 1a">.css-1a{color:red}</style>',
    releaseId: repoReleaseId,
  },
  'companyInfo@ar': {
    markup: '<main><h1>أخبرنا عن شركتك</h1></main>',
    styles: '<style data-emotion="css 1b">.css-1b{color:red}</style>',
    releaseId: repoReleaseId,
  },
};

const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("the app's page names the scripts of the route asked for", () => {
  const tmp = tempDir('route-pages');
  let served: TestApp;

  beforeAll(async () => {
    const dist = path.join(tmp.dir, 'dist');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dist, '.vite', 'first-paint.json'), JSON.stringify(firstPaints));
    symlinkSync(path.join(repoRoot, 'schemas'), path.join(tmp.dir, 'schemas'));
    symlinkSync(path.join(repoRoot, 'content'), path.join(tmp.dir, 'content'));
    served = await testApp({ kind: 'pglite' }, { rootDir: tmp.dir, serveStatic: true });
  });
  afterAll(async () => {
    await served?.close();
    tmp.remove();
  });

  const page = (url: string, encoding = 'identity') => served.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': encoding } });

  it("a wizard path: its page's scripts and their imports, not those index.html names, not the lazily loaded form", async () => {
    const res = await page('/business/CompanyInfo');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual(['/assets/react-1.js', '/assets/CompanyInfoPage-1.js', '/assets/PageTitle-1.js']);
  });

  it('the landing page at / and /business, and the not-found page for an unknown path', async () => {
    for (const url of ['/', '/business?rocode=AB12'])
      expect(preloads((await page(url)).body), url).toEqual(['/assets/react-1.js', '/assets/LandingPage-1.js', '/assets/PageTitle-1.js']);
    expect(preloads((await page('/no/such/page')).body)).toEqual(['/assets/react-1.js', '/assets/NotFoundPage-1.js']);
  });

  it('compressed for a browser that takes brotli', async () => {
    const res = await page('/business/CompanyInfo', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(preloads(brotliDecompressSync(res.rawPayload).toString())).toContain('/assets/CompanyInfoPage-1.js');
  });

  it("holds the route's first render where one was made: its markup in #root and its styles in <head>, any case of the path", async () => {
    for (const url of ['/business/CompanyInfo', '/business/companyinfo/']) {
      const body = (await page(url)).body;
      expect(body, url).toContain('<div id="root"><main><h1>Tell us about your company</h1></main></div>');
      expect(body.indexOf('<style data-emotion="css 1a">')).toBeLessThan(body.indexOf('</head>'));
      expect(preloads(body)).toContain('/assets/CompanyInfoPage-1.js');
    }
    // a route without one: the empty root, as index.html has it
    expect((await page('/')).body).toContain('<div id="root"></div>');
  });

  it('marks <html> for a visitor whose cookie says the mobile banner was closed, so the painted banner is hidden; pages vary by cookie', async () => {
    const open = await page('/business/CompanyInfo');
    expect(open.headers.vary).toMatch(/cookie/i);
    expect(open.body).toContain('<html lang="en" dir="ltr">');
    const closed = await served.app.inject({
      url: '/business/CompanyInfo',
      headers: { accept: 'text/html', 'accept-encoding': 'identity', cookie: 'other=1; qa_mobile_banner_closed=1' },
    });
    expect(closed.body).toContain('<html lang="en" dir="ltr" data-mobile-banner="closed">');
    expect(closed.body).toContain('<div id="root"><main><h1>Tell us about your company</h1></main></div>');
    // the page without the cookie is still the open one (each kept apart), compressed or not
    expect((await page('/business/CompanyInfo')).body).toContain('<html lang="en" dir="ltr">');
    const closedBr = await served.app.inject({
      url: '/business/CompanyInfo',
      headers: { accept: 'text/html', 'accept-encoding': 'br', cookie: 'qa_mobile_banner_closed=1' },
    });
    expect(brotliDecompressSync(closedBr.rawPayload).toString()).toContain('data-mobile-banner="closed"');
  });

  it('is in the language the address names, which is remembered; it preloads the words of that language only', async () => {
    const arabic = await page('/business/CompanyInfo?lang=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.headers['set-cookie']).toBe('qa_lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    // the route's first render made in Arabic; a route with none made paints once the app has rendered
    expect(arabic.body).toContain('<div id="root"><main><h1>أخبرنا عن شركتك</h1></main></div>');
    expect(arabic.body).toContain('.css-1b{color:red}');
    expect((await page('/business/StakeholdersInfo?lang=ar')).body).toContain('<div id="root"></div>');
    expect(arabic.body).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/v1/releases/${repoReleaseId}/words-ar.json">`);
    expect(arabic.body).not.toContain('words-en.json');
    // the page names the release's languages, which the switch offers
    expect(arabic.body).toContain('<meta name="quick-apply-languages" content="en ar">');
    // the next visit, without the address naming it
    const remembered = await served.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'identity', cookie: 'qa_lang=ar' } });
    expect(remembered.body).toContain('<html lang="ar" dir="rtl">');
    expect(remembered.headers['set-cookie']).toBeUndefined();
    // the address wins over the cookie; a language the release has no words for is not taken
    const english = await served.app.inject({ url: '/?lang=en', headers: { accept: 'text/html', 'accept-encoding': 'identity', cookie: 'qa_lang=ar' } });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    const unknown = await served.app.inject({ url: '/?lang=fr', headers: { accept: 'text/html', 'accept-encoding': 'identity', cookie: 'qa_lang=xx' } });
    expect(unknown.body).toContain('<html lang="en" dir="ltr">');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    // a remembered language that is not well-formed (no browser sends one) is as if it were not there
    const malformed = await served.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'identity', cookie: 'qa_lang=%E0%A4%A' } });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.body).toContain('<html lang="en" dir="ltr">');

    const words = await served.app.inject({ url: `/api/v1/releases/${repoReleaseId}/words-ar.json` });
    expect(words.statusCode).toBe(200);
    const files = Object.keys(words.json());
    expect(files).toContain('ar/fields.json');
    expect(files).toContain('ar/datalists.json');
    expect(files.every((file) => file.startsWith('ar/'))).toBe(true);
    expect((await served.app.inject({ url: `/api/v1/releases/${repoReleaseId}/words-fr.json` })).statusCode).toBe(404);
  });

  it('names the published release and preloads its files; under another release the first render made with the files is left out', async () => {
    const before = (await page('/business/CompanyInfo')).body;
    expect(before).toContain(`<meta name="quick-apply-release" content="${repoReleaseId}">`);
    expect(before).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/v1/releases/${repoReleaseId}/schemas.json">`);
    expect(before).toContain('<h1>Tell us about your company</h1>');

    const bundle = await loadBundle(repoRoot);
    (bundle.content['en/wizards.json'] as Record<string, unknown>).changedByTest = 'x';
    const published = await publishRelease(served.app.db, { files: bundle, author: 'test', note: 'a word changed' });
    if (!published.ok) throw new Error('not published');
    served.app.releases.refresh();
    const after = (await page('/business/CompanyInfo')).body;
    expect(after).toContain(`<meta name="quick-apply-release" content="${published.releaseId}">`);
    expect(after).toContain('<div id="root"></div>');
    expect(preloads(after)).toContain('/assets/CompanyInfoPage-1.js');
  });

  it('answers every page, sheet and read whatever headers a client sends: never a 5xx', async () => {
    // what a crafted request may carry where a browser sends well-formed values (the language cookie once answered 500)
    const odd = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '%',
        '%E0%A4%A',
        '%%',
        '%u0041',
        '%00',
        '\u00ff\u00fe',
        'ar;q=x',
        '*;q=-1',
        'en-US,en;q=0.9,'.repeat(200),
        'bytes=5-1',
        'bytes=-0',
        '"x"',
        'Bearer ',
        'Bearer a.b.c',
      ),
    );
    const headerValue = odd.map((value) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, ''));
    const cookie = fc
      .array(fc.tuple(fc.constantFrom('qa_lang', 'qa_mobile_banner_closed', 'x', ''), headerValue), { maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; '));
    const urls = [
      '/',
      '/business/CompanyInfo',
      '/studio',
      '/agent/Queue',
      '/no/such/page',
      '/api/v1/health',
      '/api/v1/key-facts/starter.pdf',
      '/api/v1/config',
    ];
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.record(
          {
            cookie,
            'accept-language': headerValue,
            'accept-encoding': headerValue,
            accept: headerValue,
            'if-none-match': headerValue,
            range: headerValue,
            authorization: headerValue,
          },
          { requiredKeys: [] },
        ),
        async (url, headers) => {
          const res = await served.app.inject({ url, headers });
          if (res.statusCode >= 500) failures.push(`${url} ${JSON.stringify(headers).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        },
      ),
      { numRuns: 400 },
    );
    expect(failures).toEqual([]);
  });
});
