import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPreview, studioLogin } from './support/studio';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';

// The Company Information wizard in the analyst studio, filled by keyboard alone,
// meeting each kind of error on the way, then complete; axe on each state.
describe('Company Information in /studio by keyboard', () => {
  let browser: Browser;
  let page: Page;

  const field = (name: string) => page.getByLabel(name, { exact: false }).first();
  const errorOf = async (input: Locator) => {
    const ids = (await input.getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
      ids
        .split(/\s+/)
        .filter(Boolean)
        .map((id) =>
          page
            .locator(`[id="${id}"]`)
            .innerText()
            .catch(() => ''),
        ),
    );
    return texts.join(' | ');
  };
  const typeInto = async (input: Locator, text: string) => {
    await input.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    if (text) await page.keyboard.type(text);
  };
  const pressContinue = async () => {
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
  };
  const pick = async (combobox: Locator, text: string) => {
    await combobox.focus();
    await page.keyboard.type(text);
    await page.getByRole('option', { name: text, exact: false }).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  };

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('completes the three steps by keyboard, meeting each kind of error', async () => {
    await studioLogin(page, inject('demoAnalyst')!);
    await openPreview(page);
    const wizard = page.getByLabel('Wizard', { exact: true });
    await wizard.focus();
    await wizard.selectOption({ label: 'Company information' }); // keyboard-operable native select
    await page.getByRole('button', { name: /1\.\s*Company Details/ }).waitFor();
    await expectNoAxeViolations(page, 'studio, company details');

    // required: Continue on an empty step
    await pressContinue();
    const companyName = field('Company name');
    await expect.poll(() => errorOf(companyName)).toContain('Company name is not filled');
    expect(await companyName.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'studio, step with errors');

    // trailing spaces, then a length limit
    await typeInto(companyName, 'Acme Trading ');
    await expect.poll(() => errorOf(companyName)).toContain('Company name should not have trailing spaces');
    await typeInto(companyName, 'A'.repeat(51));
    await expect.poll(() => errorOf(companyName)).toContain('Maximum 50 characters allowed');
    await typeInto(companyName, 'Acme Trading LLC');
    await expect.poll(() => errorOf(companyName)).toBe('');

    // Tab order: company name → VAT → employees
    await page.keyboard.press('Tab');
    await page.keyboard.type('12AB');
    const vat = field('VAT registration number');
    await expect.poll(() => errorOf(vat)).toContain('VAT registration number is invalid');
    await typeInto(vat, '100234567890003');
    await page.keyboard.press('Tab');
    await page.keyboard.type('100000');
    const employees = field('Number of employees');
    await expect.poll(() => errorOf(employees)).toContain('Must be less than or equal to 99,999');
    await typeInto(employees, '25');

    const category = field('Company category');
    await category.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await pressContinue();

    // step 2: industry rows
    const industry = page.getByRole('combobox', { name: 'Industry' }).first();
    await industry.waitFor();
    await pressContinue();
    await expect.poll(() => errorOf(industry)).toContain('Industry is not filled');
    await pick(industry, 'General Trading');
    const addRow = page.getByRole('button', { name: 'Add another industry' });
    expect(await addRow.isDisabled()).toBe(true); // current row not filled yet
    await pick(page.getByRole('combobox', { name: 'Sub-category' }).first(), 'Import and export');
    await expect.poll(() => addRow.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'studio, industry');
    await pressContinue();

    // step 3: licence
    const licence = field('Trade licence number');
    await licence.waitFor();
    await pressContinue();
    await expect.poll(() => errorOf(licence)).toContain('Trade licence number is not filled');
    await typeInto(licence, 'CN-'.padEnd(21, '1'));
    await expect.poll(() => errorOf(licence)).toContain('Maximum 20 characters allowed');
    await typeInto(licence, 'CN-1234567');
    await pick(field('Licence issuing authority'), 'DMCC');

    const issued = field('Licence issuing date');
    await typeInto(issued, '01/01/1899');
    await page.keyboard.press('Tab');
    await expect.poll(() => errorOf(issued)).toContain('should not be less than 01/01/1900');
    const nextYear = new Date().getFullYear() + 1;
    await typeInto(issued, `01/01/${nextYear}`);
    await page.keyboard.press('Tab');
    await expect.poll(() => errorOf(issued)).toMatch(/should not be later than|is invalid/);
    await typeInto(issued, '15/03/2019');

    await pick(field('Country of incorporation'), 'United Arab Emirates');
    const incorporated = field('Date of incorporation');
    await typeInto(incorporated, '10/02/2015');
    await page.keyboard.press('Tab');
    await expect.poll(() => field('Years in business').inputValue()).toMatch(/^\d{1,3}$/);
    await expectNoAxeViolations(page, 'studio, licence');
    await pressContinue();

    // complete: every step marked, submit rules satisfied
    await expect.poll(() => page.getByRole('button', { name: /3\.\s*License Information.*Completed/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: /Submit rules: 0 errors/ }).count()).toBe(1);
    const record = await page
      .getByLabel(/Live record/)
      .innerText()
      .catch(async () => page.locator('pre').first().innerText());
    expect(record).toContain('"companyName": "Acme Trading LLC"');
    expect(record).toContain('"licenseIssueDate": "2019-03-15"');
    await expectNoAxeViolations(page, 'studio, completed');
  });
});
