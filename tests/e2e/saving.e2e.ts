import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { newApplicant, startApplication } from './support/journey';
import { typeInto, wizardShown } from './support/company';
import { target } from './support/target';

// Rules SAVE-RETRY, SAVE-MERGE and SAVE-STATUS in a real browser, step by step: what the save status
// says offline, and the conflict two windows make when both change the company name while the
// network is down; both read clean with axe on a desktop and at 390 px, and the person's choice is saved.

const COMPANY_INFO = '/business/CompanyInfo';
const companyName = (page: Page) => page.getByLabel('Company name', { exact: true }).first();
const status = (page: Page) => page.getByTestId('save-status').first();

async function savedName(page: Page): Promise<string> {
  const session = JSON.parse((await page.evaluate(() => sessionStorage.getItem('quickApply.customerSession'))) ?? 'null');
  const res = await fetch(`${target().baseUrl}/api/v1/usertypes/sme/prospects/${session.prospectId}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  return ((await res.json()).organizationInfo?.companyName as string | undefined) ?? '';
}

describe('saving in two windows', () => {
  let browser: Browser;
  let context: BrowserContext;
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens one application in two windows', async () => {
    ({ context, page: first } = await openPage(browser));
    await startApplication(first, newApplicant('Saving Twice'));
    const session = await first.evaluate(() => sessionStorage.getItem('quickApply.customerSession'));
    second = await context.newPage();
    await second.goto('/');
    await second.evaluate((value) => sessionStorage.setItem('quickApply.customerSession', value!), session);
    for (const page of [first, second]) {
      await page.goto(COMPANY_INFO);
      await wizardShown(page);
      await companyName(page).waitFor({ timeout: 20_000 });
    }
  });

  it('says a change made offline is kept, and saves it when the network is back', async () => {
    await context.setOffline(true);
    await typeInto(first, companyName(first), 'Offline Trading LLC');
    await first.keyboard.press('Tab');
    await expect.poll(() => status(first).textContent()).toMatch(/^Offline/);
    await expectNoAxeViolations(first, 'Company Information, offline');
    await context.setOffline(false);
    await first.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => status(first).textContent(), { timeout: 20_000 }).toMatch(/^Saved/);
    expect(await savedName(first)).toBe('Offline Trading LLC');
  });

  it('shows a value both windows changed with both values, and saves the one the person keeps', async () => {
    await context.setOffline(true);
    await typeInto(first, companyName(first), 'Falcon Trading LLC');
    await first.keyboard.press('Tab');
    await typeInto(second, companyName(second), 'Pearl Trading LLC');
    await second.keyboard.press('Tab');
    await context.setOffline(false);
    for (const page of [first, second]) await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // one window saves first; the other hears of it and shows the conflict
    const conflicted = async () => {
      for (const page of [first, second]) if (await page.getByTestId('conflict-notice').count()) return page;
      return undefined;
    };
    await expect.poll(async () => !!(await conflicted()), { timeout: 20_000 }).toBe(true);
    const page = (await conflicted())!;
    const mine = page === first ? 'Falcon Trading LLC' : 'Pearl Trading LLC';
    const notice = page.getByTestId('conflict-notice');
    await expect.poll(() => notice.textContent()).toContain(`Yours: ${mine}`);
    await expectNoAxeViolations(page, 'Company Information with a conflict');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'Company Information with a conflict at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await notice.getByRole('button', { name: /^Keep your/ }).click();
    await expect.poll(() => page.getByTestId('conflict-notice').count()).toBe(0);
    await expect.poll(() => savedName(page), { timeout: 20_000 }).toBe(mine);
    // the other window follows
    const other = page === first ? second : first;
    await expect.poll(() => companyName(other).inputValue(), { timeout: 20_000 }).toBe(mine);
  });

  it("leaves the field a person has begun to write in when the other window's value arrives before their next key", async () => {
    const vat = (page: Page) => page.getByLabel('VAT registration number', { exact: true }).first();
    // the first window empties its (empty) field: the keys change nothing, yet the person is writing there
    await vat(first).focus();
    await first.keyboard.press('Control+A');
    await first.keyboard.press('Backspace');
    // the second window saves a number meanwhile; the first hears of it and reads the record
    const heard = first.waitForResponse((res) => res.request().method() === 'GET' && /\/api\/v1\/usertypes\/sme\/prospects\//.test(res.url()), {
      timeout: 30_000,
    });
    await typeInto(second, vat(second), '473701682273065');
    await second.keyboard.press('Tab');
    await expect.poll(() => status(second).textContent(), { timeout: 20_000 }).toMatch(/^Saved/);
    // the person's next key comes once the first window has the record (on a slow machine that takes
    // longer than any fixed wait; a value arriving after the key is the conflict of the test above)
    await (await heard).finished();
    await first.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await first.keyboard.type('911813481799587');
    await first.keyboard.press('Tab');
    expect(await vat(first).inputValue()).toBe('911813481799587');
    await expect.poll(() => status(first).textContent(), { timeout: 20_000 }).toMatch(/^Saved/);
    await expect.poll(() => vat(second).inputValue(), { timeout: 20_000 }).toBe('911813481799587');
  });
});
