import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';

// Landing → comparison → an account page → Islamic toggle → overview → Start application,
// and a not-found path; axe on every page.
describe('public pages in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks from the landing page to Start application', async () => {
    await page.goto('/');
    await expect.poll(() => page.getByText('Welcome to', { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Get started with your banking needs online, in minutes!').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'landing');

    await page.goto('/business/accounts?utm=e2e');
    await page.getByRole('heading', { level: 1, name: 'All businesses start with an account. Get yours now.' }).waitFor();
    const table = page.getByRole('table');
    await expect.poll(() => table.getByText('AED 25,000').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'comparison');

    await page.goto('/business/accounts/current-account?utm=e2e');
    await page.getByRole('link', { name: 'Apply now' }).waitFor();
    await expectNoAxeViolations(page, 'current-account landing');
    // the Conventional / RAKislamic switch stays inside the side panel's padding
    const reach = await page.evaluate(() => {
      const panel = document.querySelector('header')!.getBoundingClientRect();
      const banking = document.querySelector('header nav[aria-label="Banking type"]')!;
      const links = [...banking.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
      const pill = banking.firstElementChild!.getBoundingClientRect();
      return { pill: pill.right, links: Math.max(...links.map((l) => l.right)), panel: panel.right - 24 };
    });
    expect(reach.pill).toBeLessThanOrEqual(reach.panel + 0.5);
    expect(reach.links).toBeLessThanOrEqual(reach.pill);

    await page.getByRole('link', { name: 'RAKislamic' }).click();
    await page.waitForURL('**/business/accounts/current-account-islamic?utm=e2e');
    await expectNoAxeViolations(page, 'current-account-islamic landing');

    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL('**/business/accounts/current-account-islamic/application-overview?utm=e2e');
    await page.getByRole('heading', { level: 1, name: 'Opening an account has never been this simple.' }).waitFor();
    await expectNoAxeViolations(page, 'application overview');

    await page
      .getByRole('button', { name: 'Start application' })
      .or(page.getByRole('link', { name: 'Start application' }))
      .first()
      .click();
    await page.waitForURL('**/business/ApplicantInfo?utm=e2e');
    await expectNoAxeViolations(page, 'applicant info');
  });

  it('paints the landing page from the HTML alone, before any script runs; the app then takes its place once', async () => {
    const { context, page: still } = await openPage(browser);
    // no script of the app arrives: the page is what the HTML holds
    await context.route(/\.js(\?.*)?$/, (route) => route.abort());
    try {
      await still.goto('/');
      await still.getByRole('heading', { level: 1, name: /Welcome to/ }).waitFor();
      await still.getByText('Get started with your banking needs online, in minutes!').waitFor();
      // styled by the component styles the HTML carries: the link looks like a button, with its fill
      const link = still.getByRole('link', { name: 'See business accounts' });
      expect(await link.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      await expectNoAxeViolations(still, 'landing before its scripts');
    } finally {
      await context.close();
    }
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Welcome to/ }).waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('main').length)).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('sends an unknown account type to the comparison', async () => {
    await page.goto('/business/accounts/platinum');
    await page.waitForURL('**/business/accounts');
    await page.getByRole('heading', { level: 1, name: 'All businesses start with an account. Get yours now.' }).waitFor();
  });

  it('shows the not-found page for any other path', async () => {
    const response = await page.goto('/business/no-such-page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(page, 'not found');
  });

  it('shows the mobile banner below 740 px, and it stays closed once closed', async () => {
    const { context, page: mobile } = await openPage(browser, { width: 390, height: 800 });
    await mobile.goto('/business/accounts');
    const banner = mobile.getByText('Use the desktop to access all the services of Quick Apply');
    await banner.waitFor();
    await expectNoAxeViolations(mobile, 'comparison on a phone');
    await mobile.getByRole('button', { name: /close/i }).first().click();
    await expect.poll(() => banner.count()).toBe(0);
    await mobile.goto('/business/accounts/starter');
    await mobile.getByRole('link', { name: 'Apply now' }).waitFor();
    expect(await banner.count()).toBe(0);
    // the page the HTML paints before any script runs leaves it out too (the session cookie tells the server)
    await context.route(/\.js(\?.*)?$/, (route) => route.abort());
    await mobile.goto('/business/accounts');
    await mobile.getByRole('heading', { level: 1, name: 'All businesses start with an account. Get yours now.' }).waitFor();
    expect(await mobile.evaluate(() => document.documentElement.getAttribute('data-mobile-banner'))).toBe('closed');
    expect(await banner.isVisible()).toBe(false);
    await expectNoAxeViolations(mobile, 'comparison on a phone before its scripts, banner closed');
    await context.close();
  });
});
