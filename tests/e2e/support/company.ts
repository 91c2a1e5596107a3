import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Types into an input as a person does: select what is there, replace it. */
export async function typeInto(page: Page, input: Locator, text: string): Promise<void> {
  await input.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** A combobox: type `query` (default: the label) to filter, pick the option named `label`, see it shown. */
export async function pick(page: Page, combobox: Locator, label: string, query = label): Promise<void> {
  await combobox.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(query);
  const option = page.getByRole('option', { name: label, exact: true });
  await option.first().waitFor();
  await option.first().click();
  await expect.poll(() => combobox.inputValue()).toBe(label);
}

/** The open step's Continue (the only submit button in an open step panel of `scope`). */
export async function continueStep(scope: Page | Locator): Promise<void> {
  await scope.getByRole('region').getByRole('button', { name: 'Continue', exact: true }).first().click();
}

export interface CompanyAnswers {
  companyName: string;
  licenseNumber: string;
}

/** A company whose trade licence no other application uses (the Dedupe Check matches on it). */
export function newCompany(name = 'Haddad Trading LLC'): CompanyAnswers {
  const n = Math.floor(Math.random() * 1e7).toString().padStart(7, '0');
  return { companyName: name, licenseNumber: `CN-${n}` };
}

/**
 * Fills and completes the three Company Information steps (Company Details, Industry, License
 * Information, incorporated in the UAE) from /business/CompanyInfo and lands on /business/StakeholdersInfo.
 */
export async function completeCompanyInfo(page: Page, company: CompanyAnswers = newCompany()): Promise<void> {
  await page.getByLabel('Company name').waitFor();
  await page.getByLabel('Company name').fill(company.companyName);
  await page.getByLabel('Company category').selectOption({ index: 3 });
  await page.getByLabel('Number of employees').fill('12');
  await continueStep(page);

  const industry = page.getByRole('combobox', { name: 'Industry' }).first();
  await industry.waitFor();
  await pick(page, industry, 'General Trading');
  const sub = page.getByRole('combobox', { name: 'Sub-category' }).first();
  await sub.click();
  await page.getByRole('option', { name: 'Import and export' }).click();
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

  await page.waitForURL('**/business/StakeholdersInfo', { timeout: 20_000 });
}
