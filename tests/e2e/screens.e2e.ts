import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { agentLogin } from './support/agents';
import { launch, openPage, sideways } from './support/browser';
import { newApplicant, startApplication } from './support/journey';
import { continueStep, pick } from './support/company';
import { inLanguage as wordedIn, translatorTo } from './support/words';

// Each main page in both languages at a phone's, a tablet's and a desktop's width, kept as
// screenshots a person pages through (tests/.tmp/screens/index.html): the review of the look the
// product asks for, made again on every run. No page may scroll sideways at any of them.

const DIR = join(import.meta.dirname, '..', '.tmp', 'screens');
const WIDTHS = [360, 768, 1366] as const;
const LANGUAGES = ['en', 'ar'] as const;

interface Shot {
  page: string;
  lang: string;
  width: number;
  file: string;
}
const shots: Shot[] = [];

/** `path` with ?lang= set, keeping the rest of its search. */
const inLanguage = (path: string, lang: string) => {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
};

/** Opens `path` in each language and keeps the page at each width; the page is ready when its main heading shows. */
async function keep(page: Page, name: string, path: string): Promise<void> {
  for (const lang of LANGUAGES) {
    await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: 900 });
    await page.goto(inLanguage(path, lang));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang), `${name} in ${lang}`).toBe(lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // the layout follows the width on the next frames
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await sideways(page), `${name} in ${lang} at ${width} px scrolls sideways`).toBe(0);
      const file = `${name}-${lang}-${width}.png`;
      await page.screenshot({ path: join(DIR, file), fullPage: true });
      expect(statSync(join(DIR, file)).size, file).toBeGreaterThan(5_000);
      shots.push({ page: name, lang, width, file });
    }
  }
}

/**
 * An open widget (a combobox's list, the calendar) at each width: kept as a screenshot, and wholly on
 * screen: nothing of it cut at either edge, whichever way the page reads. `open` opens it and answers it.
 */
async function keepOpen(page: Page, name: string, lang: string, open: () => Promise<Locator>, near?: Locator): Promise<void> {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.keyboard.press('Escape');
    const widget = await open();
    await widget.waitFor();
    // as it is once open: its opening animation ended
    await widget.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const box = (await widget.boundingBox())!;
    expect(box.x, `${name} in ${lang} at ${width} px starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} in ${lang} at ${width} px ends off screen`).toBeLessThanOrEqual(width + 0.5);
    if (near) {
      // under the field it belongs to, not at the far side of the form
      const field = (await near.boundingBox())!;
      expect(box.x < field.x + field.width && box.x + box.width > field.x, `${name} in ${lang} at ${width} px opens away from its field`).toBe(true);
    }
    const file = `${name}-${lang}-${width}.png`;
    await page.screenshot({ path: join(DIR, file) });
    shots.push({ page: name, lang, width, file });
  }
  await page.keyboard.press('Escape');
}

/** One page a person reads from top to bottom: each screen, the two languages side by side, each width in turn. */
function writeIndex(): void {
  const pages = [...new Set(shots.map((shot) => shot.page))];
  const figure = (shot: Shot) =>
    `<figure><figcaption>${shot.lang} · ${shot.width} px</figcaption><a href="${shot.file}"><img src="${shot.file}" alt="${shot.page}, ${shot.lang}, ${shot.width} px" loading="lazy" width="${Math.min(shot.width, 480)}"></a></figure>`;
  const sections = pages.map((name) => {
    const rows = [...new Set(shots.filter((s) => s.page === name).map((s) => s.width))].map(
      (width) =>
        `<div class="row">${shots
          .filter((s) => s.page === name && s.width === width)
          .map(figure)
          .join('')}</div>`,
    );
    return `<section id="${name}"><h2>${name}</h2>${rows.join('')}</section>`;
  });
  const list = pages.map((name) => `<li><a href="#${name}">${name}</a></li>`).join('');
  writeFileSync(
    join(DIR, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Quick Apply screens</title>` +
      `<style>body{font-family:sans-serif;margin:24px}.row{display:flex;gap:16px;align-items:flex-start;margin-bottom:16px}figure{margin:0}img{border:1px solid #ccc}</style>` +
      `<h1>Quick Apply, each main page in English and Arabic at ${WIDTHS.join(', ')} px</h1><ul>${list}</ul>${sections.join('')}</html>\n`,
  );
}

describe('the main pages, in both languages, at 360, 768 and 1366 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    browser = await launch();
  });
  afterAll(async () => {
    writeIndex();
    console.log(`[screens] ${shots.length} screenshots: ${join(DIR, 'index.html')}`);
    await browser?.close();
  });

  it("the visitor's pages", async () => {
    const { context, page } = await openPage(browser);
    await keep(page, 'landing', '/');
    await keep(page, 'comparison', '/business/accounts');
    await keep(page, 'account', '/business/accounts/current-account');
    await keep(page, 'application-overview', '/business/accounts/current-account/application-overview');
    await keep(page, 'come-back', '/business/ComeBackLogin');
    await keep(page, 'officer-login', '/agent/Login');
    await keep(page, 'studio-login', '/studio');
    await context.close();
  });

  it("an applicant's first step and an officer's queue", async () => {
    const { context, page } = await openPage(browser);
    await startApplication(page, newApplicant('Salma Yousef'));
    await keep(page, 'company-information', new URL(page.url()).pathname);
    await context.close();
    const officer = await openPage(browser);
    await agentLogin(officer.page);
    await keep(officer.page, 'officer-queue', '/agent/Queue');
    await officer.context.close();
    expect(shots.filter((shot) => !shot.page.startsWith('open-'))).toHaveLength(9 * LANGUAGES.length * WIDTHS.length);
  });

  it('a combobox’s list and the calendar open on screen in both directions, on a phone and a desktop', async () => {
    for (const lang of LANGUAGES) {
      const { context, page: own } = await openPage(browser);
      await startApplication(own, newApplicant('Salma Yousef'));
      await own.goto(inLanguage(new URL(own.url()).pathname, lang));
      const page = lang === 'en' ? own : wordedIn(own, translatorTo(lang));
      await page.getByLabel('Company name').fill('Yousef Trading');
      await page.getByLabel('Company category').selectOption({ index: 3 });
      await page.getByLabel('Number of employees').fill('12');
      await continueStep(page);
      const industry = page.getByRole('combobox', { name: 'Industry' }).first();
      await industry.waitFor();
      await keepOpen(own, 'open-combobox', lang, async () => {
        await industry.focus();
        await own.keyboard.press('ArrowDown');
        return own.locator(`[id="${await industry.getAttribute('aria-controls')}"]`);
      });
      await pick(page, industry, 'General Trading');
      await pick(page, page.getByRole('combobox', { name: 'Sub-category' }).first(), 'Import and export');
      await continueStep(page);
      await page.getByLabel('Trade licence number').waitFor();
      await keepOpen(
        own,
        'open-calendar',
        lang,
        async () => {
          await page.getByRole('button', { name: 'Choose date from calendar' }).first().click();
          const calendar = page.getByRole('application', { name: 'Choose a date' });
          // the month's and the year's chevrons sit at the end the text runs to, not on it
          const chevrons = await calendar.locator('select').evaluateAll((selects) => selects.map((el) => getComputedStyle(el).backgroundPositionX));
          expect(chevrons.length, 'month and year selects').toBe(2);
          for (const at of chevrons) expect(at, `the chevron in ${lang}`).toMatch(lang === 'ar' ? /^(left|[\d.]+(px|rem|%))/ : /^(right|calc\(100%|100%)/);
          return calendar;
        },
        page.getByLabel('Licence issuing date'),
      );
      await context.close();
    }
  });
});
