import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { codeFor, newApplicant, startApplication, typeCode } from './support/journey';

// Choose an account → basic info → code from the outbox → verify → Company Information →
// reload keeps every answer → a screening outcome screen reached from the UI; axe on every page.
describe('applicant journey core in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const applicant = newApplicant();

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts an application and proves who the applicant is', async () => {
    await page.goto('/business/accounts/starter/application-overview?utm=journey');
    await page
      .getByRole('button', { name: 'Start application' })
      .or(page.getByRole('link', { name: 'Start application' }))
      .first()
      .click();
    await page.waitForURL('**/business/ApplicantInfo?utm=journey');
    await page.getByLabel('Full name').waitFor();
    await expectNoAxeViolations(page, 'basic information');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Full name is not filled').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'basic information with errors');

    await page.getByLabel('Full name').fill(applicant.fullName);
    await page.getByLabel('Email address').fill(applicant.email);
    await page.getByRole('textbox', { name: /Mobile Number/ }).fill('5012345'); // 7 digits on +971
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText(/should have 9 digits/).count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: /Mobile Number/ }).fill(applicant.mobile);
    await page.getByLabel('Agent code').fill('12 3');
    await expect.poll(() => page.getByText('Only numbers without spaces are allowed').count()).toBeGreaterThan(0);
    await page.getByLabel('Agent code').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/business/VerifyOTP');
    await page.getByRole('heading', { level: 1, name: "Confirm that it's you" }).waitFor();
    const code = await codeFor(applicant.email);
    const sms = await codeFor(`+971${applicant.mobile}`);
    expect(sms).toBe(code);
    await expectNoAxeViolations(page, 'one-time code');

    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText(/attempts? left/).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'one-time code, wrong code');

    // a reload keeps the application: the code sent is still the one to enter (rule CODE-RELOAD)
    await page.reload();
    await page.getByRole('heading', { level: 1, name: "Confirm that it's you" }).waitFor();
    expect(page.url()).toMatch(/\/business\/VerifyOTP$/);
    await page.getByText(`Code sent to +971 ${applicant.mobile} and ${applicant.email}`).waitFor();

    await typeCode(page, code);
    const boxes = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => page.getByRole('textbox', { name: `Digit ${n} of 6` }).inputValue()));
    expect(boxes.join('')).toBe(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/business/CompanyInfo');
    await page.getByLabel('Company name').waitFor();
    // after verification the logo no longer links anywhere
    await expect.poll(() => page.getByRole('link', { name: /Quick Apply home/ }).count()).toBe(0);
    await expectNoAxeViolations(page, 'company information');
  });

  it('keeps every answer of Company Information across a reload', async () => {
    await page.getByLabel('Company name').fill('Haddad Trading LLC');
    await page.getByLabel('Company category').selectOption({ index: 3 });
    await page.getByLabel('Number of employees').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();

    const industry = page.getByRole('combobox', { name: 'Industry' }).first();
    await industry.waitFor();
    await industry.fill('General Trading');
    await page.getByRole('option', { name: 'General Trading' }).first().click();
    const sub = page.getByRole('combobox', { name: 'Sub-category' }).first();
    await sub.click();
    await page.getByRole('option', { name: 'Import and export' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Trade licence number').waitFor();

    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event));
    expect(events.length).toBeGreaterThan(2);

    await page.waitForTimeout(2500); // the save queue drains once a second
    const asked: string[] = [];
    const record = (request: { url(): string }) => asked.push(new URL(request.url()).pathname);
    page.on('request', record);
    await page.reload();
    await page.getByRole('button', { name: /1\.\s*Company Details/ }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /1\.\s*Company Details.*Completed/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /2\.\s*Industry.*Completed/ }).count()).toBe(1);
    await page.getByRole('button', { name: /1\.\s*Company Details/ }).click();
    await expect.poll(() => page.getByLabel('Company name').inputValue()).toBe('Haddad Trading LLC');
    expect(await page.getByLabel('Number of employees').inputValue()).toBe('12');
    await page.getByRole('button', { name: /2\.\s*Industry/ }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Industry' }).first().inputValue()).toBe('General Trading');
    // the lists came once, in the configuration answer (the specification's), not a second time with the release
    page.off('request', record);
    expect(asked.filter((path) => path === '/api/v1/config')).toHaveLength(1);
    expect(asked.filter((path) => path.endsWith('/datalists.json'))).toEqual([]);
    await expectNoAxeViolations(page, 'company information after reload');
  });

  it('meets a screening outcome: the same phone and e-mail apply again', async () => {
    const { context, page: second } = await openPage(browser);
    await second.goto('/business/accounts/current-account/application-overview');
    await second
      .getByRole('button', { name: 'Start application' })
      .or(second.getByRole('link', { name: 'Start application' }))
      .first()
      .click();
    await second.waitForURL('**/business/ApplicantInfo');
    await second.getByLabel('Full name').fill(applicant.fullName);
    await second.getByLabel('Email address').fill(applicant.email);
    await second.getByRole('textbox', { name: /Mobile Number/ }).fill(applicant.mobile);
    await second.getByRole('button', { name: 'Continue' }).click();
    await second.waitForURL('**/business/VerifyOTP');
    await typeCode(second, await codeFor(applicant.email));
    await second.getByRole('button', { name: 'Confirm' }).click();
    // Application Dedupe Check: the first application is still in progress → continue through come-back login
    const status = second.getByRole('region', { name: 'Application status' });
    await status.waitFor({ timeout: 20000 });
    await expect.poll(() => status.textContent()).toContain('You already have an application in progress with us.');
    expect(await status.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/business/ComeBackLogin');
    expect(await second.getByLabel('Company name').count()).toBe(0);
    await expectNoAxeViolations(second, 'application dedupe screen');
    await context.close();
  });

  it('a blacklisted company name ends the journey on the declined screen', async () => {
    const { context, page: third } = await openPage(browser);
    await startApplication(third, newApplicant('Omar Saleh'));
    await third.getByLabel('Company name').fill('Lucky Casino Supplies');
    await third.getByLabel('Company category').selectOption({ index: 3 });
    await third.getByRole('button', { name: 'Continue' }).click();
    const status = third.getByRole('region', { name: 'Application status' });
    await status.waitFor({ timeout: 20000 });
    await expect.poll(() => status.textContent()).toContain('We apologise that we are unable to offer you a product.');
    expect(await status.locator('img').first().getAttribute('src')).toContain('/images/screening/declined-conventional.svg');
    await expectNoAxeViolations(third, 'declined screen');
    await context.close();
  });
});
