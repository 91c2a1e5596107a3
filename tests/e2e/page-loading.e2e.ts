import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './support/browser';
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
    await page.getByLabel('Company name', { exact: true }).first().waitFor({ timeout: 30_000 });
    expect(heldUntilRead).toBe(true);
  });
});
