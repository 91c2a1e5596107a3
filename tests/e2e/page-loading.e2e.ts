import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { wizardShown } from './support/company';
import { newApplicant, startApplication } from './support/journey';

// Company Information on a phone waits for three things: the session's scripts, the application and the release's
// rules. The application is asked for while the rules are still on their way, not after them: a link fewer in the
// chain before the form shows.

const COMPANY_INFO = '/business/CompanyInfo';
const HOLD_MS = 8000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Company Information loading', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("reads the application while the release's rules are still on their way", async () => {
    const { page } = await openPage(browser);
    await startApplication(page, newApplicant('Loading Order'));
    let readAsked = false;
    page.on('request', (request) => {
      if (request.method() === 'GET' && /\/usertypes\/sme\/prospects\/[^/]+$/.test(new URL(request.url()).pathname)) readAsked = true;
    });
    // the release's validators are held back until the application has been asked for (HOLD_MS at most)
    let heldUntilRead: boolean | undefined;
    await page.route('**/validators/index.js', async (route) => {
      const since = Date.now();
      while (!readAsked && Date.now() - since < HOLD_MS) await pause(50);
      heldUntilRead ??= readAsked;
      await route.continue();
    });
    await page.goto(COMPANY_INFO);
    await wizardShown(page);
    await page.getByLabel('Company name', { exact: true }).first().waitFor({ timeout: 30_000 });
    expect(heldUntilRead).toBe(true);
  });

  it('paints the wizard with the page, inert, and the wizard takes its place without moving', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await startApplication(page, newApplicant('Loading Outline'));
    // the wizard's rules are held back: the first paint's outline stays meanwhile
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/validators/index.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(COMPANY_INFO);
    const outline = page.locator('[data-outline]');
    const help = (within: Locator) => within.locator('p[id$="vatRegistrationNumber__help"]');
    // the app has started and still shows the first paint's fields, none of them taking input
    await page.getByRole('status').filter({ hasText: 'Loading your application…' }).waitFor({ state: 'attached' });
    await pause(1000);
    expect(await outline.count()).toBe(1);
    expect(await help(outline).textContent()).toContain('15-digit Tax Registration Number');
    expect(await outline.locator('input, select, button').count()).toBeGreaterThan(3);
    expect(await outline.locator('input:enabled, select:enabled, button:enabled').count()).toBe(0);
    // hidden from a screen reader, which hears the loading line instead
    expect(await page.getByRole('textbox', { name: 'Company name' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'Company Information while its wizard loads');
    const before = await help(outline).boundingBox();
    release();
    await wizardShown(page);
    const field = page.getByRole('textbox', { name: 'Company name' });
    await field.fill('Outline Trading LLC');
    expect(await field.inputValue()).toBe('Outline Trading LLC');
    const after = await help(page.locator('main')).boundingBox();
    expect(after).toEqual(before);
  });
});
