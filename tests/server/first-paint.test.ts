import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../src/cli/memory-storage';
import { FIRST_PAINT_STORAGE, splitStyles } from '../../src/cli/prerender';
import { routeTable } from '../../src/core/routes/route-table';
import { loadBundle } from '../../src/server/content/load-bundle';
import { releaseIdOf } from '../../src/server/domain/releases/id';
import { repoRoot } from './helpers/app';

const bundle = await loadBundle(repoRoot);

// The first paints `npm run build` writes (src/cli/prerender.ts): the app's first render at a path,
// made without a browser under the repository's files, for a tab with the sessionStorage given (the app reads it as its modules load).
async function firstRender(path: string, session: Record<string, string>, lang = 'en') {
  vi.resetModules();
  Object.assign(globalThis, { sessionStorage: memoryStorage(session), localStorage: memoryStorage({}) });
  const { putReleaseInUse } = await import('../../src/web/app/release');
  putReleaseInUse({ id: releaseIdOf(bundle), bundle });
  (await import('../../src/web/app/language/page-language')).renderInLanguage(lang, ['en', 'ar']);
  const { prerenderPage } = await import('../../src/web/app/prerender');
  return splitStyles(await prerenderPage(path));
}
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('first paints made at build time', { timeout: 60000 }, () => {
  it("the landing page as a visitor sees it: its words, and Emotion's styles taken out for <head> (Chakra's globals are in index.html)", async () => {
    const { markup, styles } = await firstRender('/', FIRST_PAINT_STORAGE.visitor);
    expect(text(markup)).toContain('Welcome to Quick Apply');
    expect(markup).not.toContain('<style');
    expect(styles).toMatch(/^<style data-emotion="css [\w ]+">[^<]+<\/style>$/);
    expect(styles).not.toContain('css-global');
  });

  it('Company Information as a customer with a login sees it before the application has loaded: the steps, the title and intro', async () => {
    const { markup } = await firstRender('/business/CompanyInfo', FIRST_PAINT_STORAGE.customer);
    expect(text(markup)).toContain('Step 2 : Company Information');
    expect(text(markup)).toContain('Tell us about your company');
    // without the login the page's guard sends the visitor to the come-back login: no page at all
    expect(text((await firstRender('/business/CompanyInfo', {})).markup)).not.toContain('Tell us about your company');
  });

  it("Company Information paints its wizard before the application and the wizard's scripts are here: inert, under the loading line", async () => {
    for (const lang of ['en', 'ar']) {
      const words = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, 'content', lang, file), 'utf8')) as Record<string, Record<string, string>>;
      const { markup } = await firstRender('/business/CompanyInfo', FIRST_PAINT_STORAGE.customer, lang);
      expect(markup, lang).toContain('data-outline="companyInfo"');
      const outline = markup.slice(markup.indexOf('data-outline="companyInfo"'));
      // the open step's fields, their help and the other steps' headers
      expect(text(outline)).toContain(words('fields.json').companyInfo.vatRegistrationNumberHelp);
      expect(text(outline)).toContain(words('wizards.json').companyInfo.industry);
      // every control inside a disabled fieldset hidden from screen readers, which hear the loading line
      const fieldset = outline.slice(outline.indexOf('<fieldset'), outline.indexOf('</fieldset>'));
      expect(fieldset).toMatch(/^<fieldset[^>]*\bdisabled=""[^>]*aria-hidden="true"|^<fieldset[^>]*aria-hidden="true"[^>]*\bdisabled=""/);
      expect((fieldset.match(/<input\b/g) ?? []).length, lang).toBeGreaterThan(1);
      expect(outline).toMatch(new RegExp(`role="status"[^]*${words('pages.json').companyInfo.loading.replace('…', '.')}`));
    }
  });

  it('in Arabic: its words, right to left, the switch offering English', async () => {
    const words = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, 'content', 'ar', file), 'utf8')) as Record<string, Record<string, string>>;
    const { markup } = await firstRender('/business/CompanyInfo', FIRST_PAINT_STORAGE.customer, 'ar');
    expect(text(markup)).toContain(words('pages.json').companyInfo.title);
    expect(text(markup)).not.toContain('Tell us about your company');
    expect(markup).toMatch(/lang="en"[^>]*>English</);
  });

  it('is made only for routes without parameters whose first render does not depend on who asks beyond a login', () => {
    const marked = routeTable.filter((entry) => entry.firstPaint);
    expect(marked.length).toBeGreaterThan(0);
    for (const entry of marked) {
      expect(entry.path, entry.key).not.toContain(':');
      expect([undefined, 'applicant'], entry.key).toContain(entry.guard);
      expect(entry.firstPaint === 'customer', entry.key).toBe(entry.guard === 'applicant');
    }
  });
});
