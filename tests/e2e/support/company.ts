import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shownAs } from './words';

// Fields are reached by focus and the keyboard, not the pointer: once a step has shown its errors,
// leaving a field re-validates it and an error line that goes away moves everything below it, which
// would make a click that follows at machine speed land beside its target.

/**
 * Company Information's wizard itself on screen, after a load of the page: the server's first paint shows an
 * inert outline of it (src/web/components/first-paint-outline.tsx) whose disabled fields take no typing.
 */
export async function wizardShown(page: Page): Promise<void> {
  await page.locator('[data-outline]').waitFor({ state: 'detached', timeout: 30_000 });
}

/** Types into an input as a person does: select what is there, replace it. */
export async function typeInto(page: Page, input: Locator, text: string): Promise<void> {
  await input.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/**
 * In the focused combobox: types `query` to filter and moves with ArrowDown to the option named
 * `label` (typing makes the first match active); answers that option. Enter then chooses it.
 */
export async function highlightOption(page: Page, combobox: Locator, label: string, query = label): Promise<Locator> {
  await page.keyboard.press('Control+A');
  // a person reading another language types the choice in it
  await page.keyboard.type(query === label ? shownAs(label) : query);
  const listbox = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  await listbox.getByRole('option', { name: label, exact: true }).waitFor();
  const names = await listbox.getByRole('option').allInnerTexts();
  const index = names.findIndex((name) => name.trim() === shownAs(label));
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  return listbox.getByRole('option').nth(index);
}

/** A combobox: type `query` (default: the label) to filter, move to the option named `label`, Enter; see it shown. */
export async function pick(page: Page, combobox: Locator, label: string, query = label): Promise<void> {
  await combobox.focus();
  await highlightOption(page, combobox, label, query);
  await page.keyboard.press('Enter');
  await expect.poll(() => combobox.inputValue()).toBe(shownAs(label));
}

/** Runs `action` and waits for the save (PUT) it causes; answers the response status. */
export async function saved(page: Page, action: () => Promise<void>): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/prospects'), { timeout: 15_000 });
  await action();
  return (await response).status();
}

/** The open step's Continue (the only submit button in an open step panel of `scope`). */
export async function continueStep(scope: Page | Locator): Promise<void> {
  await scope.getByRole('region').getByRole('button', { name: 'Continue', exact: true }).first().press('Enter');
}

/** Ticks a checkbox (or chooses a radio) with the space bar; no-op when it is already on. */
export async function tick(control: Locator): Promise<void> {
  if (await control.isChecked()) return;
  await control.press('Space');
  await expect.poll(() => control.isChecked()).toBe(true);
}

export interface CompanyAnswers {
  companyName: string;
  licenseNumber: string;
}

/** A company whose trade licence no other application uses (the Dedupe Check matches on it). */
export function newCompany(name = 'Haddad Trading LLC'): CompanyAnswers {
  const n = Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, '0');
  return { companyName: name, licenseNumber: `CN-${n}` };
}

/**
 * Fills and completes the three Company Information steps (Company Details, Industry, License
 * Information, incorporated in the UAE) from /business/CompanyInfo and lands on /business/StakeholdersInfo.
 */
export async function completeCompanyInfo(page: Page, company: CompanyAnswers = newCompany()): Promise<void> {
  await fillCompanyInfoSteps(page, company);
  await page.waitForURL('**/business/StakeholdersInfo', { timeout: 20_000 });
}

/** The three Company Information steps filled and continued, from /business/CompanyInfo. */
export async function fillCompanyInfoSteps(page: Page, company: CompanyAnswers): Promise<void> {
  await wizardShown(page);
  await page.getByLabel('Company name').waitFor();
  await page.getByLabel('Company name').fill(company.companyName);
  await page.getByLabel('Company category').selectOption({ index: 3 });
  await page.getByLabel('Number of employees').fill('12');
  await continueStep(page);

  const industry = page.getByRole('combobox', { name: 'Industry' }).first();
  await industry.waitFor();
  await pick(page, industry, 'General Trading');
  await pick(page, page.getByRole('combobox', { name: 'Sub-category' }).first(), 'Import and export');
  await continueStep(page);

  const licence = page.getByLabel('Trade licence number');
  await licence.waitFor();
  await licence.fill(company.licenseNumber);
  await pick(page, page.getByRole('combobox', { name: 'Licence issuing authority' }), 'Dubai Multi Commodities Centre (DMCC)', 'DMCC');
  await typeInto(page, page.getByLabel('Licence issuing date'), '15/03/2019');
  await page.keyboard.press('Tab');
  await pick(page, page.getByRole('combobox', { name: 'Country of incorporation' }), 'United Arab Emirates');
  await typeInto(page, page.getByLabel('Date of incorporation'), '10/02/2015');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.getByLabel('Years in business').inputValue()).toMatch(/^\d{1,3}$/);
  await continueStep(page);
}
