import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { continueStep, pick, saved, tick, typeInto } from './company';
import { answer, expectStepCompleted, stepHeader } from './stakeholders';

export interface ServicesAnswers {
  /** Express Service (AED only; its terms are opened and accepted) */
  express: boolean;
  /** currency labels of content/datalists/currencies.json (ignored with express: AED only) */
  currencies: string[];
  city: string;
  branch: string;
  signingType: string;
  contact: { name: string; mobile: string };
  nameOnCard: string;
  /** a package card to select ("RAKvalue SME PLUS"), or none */
  valuePackage?: string;
}

export const SERVICE_STEPS = ['Express Service', 'Account details', 'Signing preferences', 'Channels', 'Value added services'];
const EXPRESS = 'Would you like the Express Service for your AED account?';
const TERMS_NOT_READ = 'It is important to read the terms and conditions of Express Service before you proceed.';
const EXPRESS_TERMS = 'I have read and accept the terms and conditions of Express Service';

const saveOk = async (page: Page) => expect(await saved(page, () => continueStep(page))).toBe(200);

/** Step 1: Express Service; with Yes the terms are opened (new tab, closed again) before their box is ticked. */
export async function chooseExpress(page: Page, express: boolean): Promise<void> {
  await answer(page, EXPRESS, express ? 'Yes' : 'No');
  if (express) {
    const box = page.getByRole('checkbox', { name: EXPRESS_TERMS });
    await box.waitFor();
    // until the terms were opened the page says so and the box stays unticked
    await page.getByRole('status').filter({ hasText: TERMS_NOT_READ }).waitFor();
    expect(await box.isChecked()).toBe(false);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Read the terms and conditions of Express Service/ }).click();
    const tab = await popup;
    await tab.waitForLoadState('domcontentloaded').catch(() => {});
    expect(new URL(tab.url()).pathname).toBe('/api/v1/sheets/express-terms.pdf');
    await tab.close();
    await tick(box);
  }
}

/** Steps 1–5 of Select Services, each saved; the last Continue goes to Submit Application. */
export async function fillServices(page: Page, a: ServicesAnswers, onStep?: (title: string) => Promise<void>): Promise<void> {
  await stepHeader(page, 1, SERVICE_STEPS[0]).waitFor();
  await chooseExpress(page, a.express);
  await onStep?.(SERVICE_STEPS[0]);
  await saveOk(page);
  await expectStepCompleted(page, 1, SERVICE_STEPS[0]);

  const currencies = page.getByRole('group', { name: 'Account currencies' });
  await currencies.waitFor();
  if (a.express) {
    // express accounts are in AED only: the currencies are fixed
    await expect.poll(() => currencies.getByRole('checkbox', { name: 'UAE Dirham' }).isChecked()).toBe(true);
  } else {
    for (const currency of a.currencies) await tick(currencies.getByRole('checkbox', { name: currency, exact: true }));
  }
  await pick(page, page.getByRole('combobox', { name: 'City' }), a.city);
  await pick(page, page.getByRole('combobox', { name: 'Branch' }), a.branch);
  await onStep?.(SERVICE_STEPS[1]);
  await saveOk(page);
  await expectStepCompleted(page, 2, SERVICE_STEPS[1]);

  const signing = page.getByLabel('How will the account be operated?');
  await signing.waitFor();
  await signing.selectOption({ label: a.signingType });
  await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), a.contact.name);
  await typeInto(page, page.getByRole('textbox', { name: 'Mobile Number' }), a.contact.mobile);
  await onStep?.(SERVICE_STEPS[2]);
  await saveOk(page);
  await expectStepCompleted(page, 3, SERVICE_STEPS[2]);

  const card = page.getByRole('checkbox', { name: 'I would like a debit card' });
  await card.waitFor();
  await tick(card);
  const cardName = page.getByRole('textbox', { name: 'Name on debit card' });
  await cardName.waitFor();
  await typeInto(page, cardName, a.nameOnCard);
  await tick(page.getByRole('checkbox', { name: 'I would like a cheque book' }));
  await tick(page.getByRole('checkbox', { name: 'Online statements' }));
  await onStep?.(SERVICE_STEPS[3]);
  await saveOk(page);
  await expectStepCompleted(page, 4, SERVICE_STEPS[3]);

  await page.getByRole('heading', { name: 'Value packages' }).waitFor();
  if (a.valuePackage) {
    const select = page.getByRole('button', { name: `Select ${a.valuePackage}` });
    await select.click();
    await expect.poll(() => page.getByRole('button', { name: `Selected: ${a.valuePackage}` }).getAttribute('aria-pressed')).toBe('true');
  }
  await onStep?.(SERVICE_STEPS[4]);
  await continueStep(page);
  await page.waitForURL('**/business/SubmitApplication', { timeout: 20_000 });
}
