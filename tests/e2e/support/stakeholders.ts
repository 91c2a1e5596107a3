import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { continueStep, pick, typeInto } from './company';

/** A stakeholder's card on /business/StakeholdersInfo (the n-th person of the list, from 0). */
export function card(page: Page, index: number): Locator {
  return page.locator('li[data-signatory]').nth(index);
}

/** The header button of a numbered step inside `scope` ("3. Shareholding", with its status). */
export function stepHeader(scope: Page | Locator, number: number, title: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${number}\\.\\s*${title}`) });
}

/** Waits until the step `number. title` of `scope` is marked Completed. */
export async function expectStepCompleted(scope: Page | Locator, number: number, title: string): Promise<void> {
  await expect.poll(() => stepHeader(scope, number, title).textContent(), { timeout: 15_000 }).toMatch(/Completed$/);
}

/** Opens a step (no-op when it is already open). */
export async function openStep(scope: Page | Locator, number: number, title: string): Promise<void> {
  const header = stepHeader(scope, number, title);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
}

/** Chooses an answer of a yes/no radio group named by its question. */
export async function answer(scope: Page | Locator, question: string | RegExp, choice: string): Promise<void> {
  const radio = scope.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true });
  await radio.check();
}

export async function answerOf(scope: Page | Locator, question: string | RegExp): Promise<string | null> {
  const group = scope.getByRole('radiogroup', { name: question });
  const radios = group.getByRole('radio');
  const count = await radios.count();
  for (let i = 0; i < count; i += 1) {
    if (await radios.nth(i).isChecked()) {
      const id = await radios.nth(i).getAttribute('id');
      return (await group.locator(`label[for="${id}"]`).innerText().catch(() => null)) ?? (await radios.nth(i).getAttribute('value'));
    }
  }
  return null;
}

export interface Individual {
  salutation: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string; // dd/mm/yyyy
  authorityType: string;
  share: string;
  passports: Array<{ country: string; number: string }>;
  residence: string;
  emiratesId: string; // digits only, 15
  email: string;
  mobile: string;
  home: string;
}

export interface CompanyShareholder {
  companyName: string;
  licence: string;
  country: string;
  licenceDate: string; // dd/mm/yyyy
}

const PEP = /holding or has held a position/;

/** Step 1 of an individual: salutation, names, date of birth, PEP no. */
export async function fillPersonalInformation(page: Page, scope: Locator, person: Individual): Promise<void> {
  await scope.getByLabel('Salutation').selectOption({ label: person.salutation });
  await typeInto(page, scope.getByRole('textbox', { name: 'First name' }), person.firstName);
  await typeInto(page, scope.getByRole('textbox', { name: 'Last name' }), person.lastName);
  await typeInto(page, scope.getByRole('textbox', { name: 'Date of birth' }), person.dateOfBirth);
  await page.keyboard.press('Tab');
  await answer(scope, PEP, 'No');
}

/** All six steps of an individual who signs, holds shares, has two citizenships and lives in the UAE. */
export async function fillIndividual(page: Page, scope: Locator, person: Individual): Promise<void> {
  await fillPersonalInformation(page, scope, person);
  await continueStep(scope);
  await expectStepCompleted(scope, 1, 'Personal Information');

  await answer(scope, 'Is this person a signatory', 'Yes');
  await scope.getByLabel('Authority type').selectOption({ label: person.authorityType });
  await continueStep(scope);
  await expectStepCompleted(scope, 2, 'Signatory Rights');

  await answer(scope, 'Is this person a shareholder', 'Yes');
  await typeInto(page, scope.getByRole('textbox', { name: 'Percentage of shares' }), person.share);
  await continueStep(scope);
  await expectStepCompleted(scope, 3, 'Shareholding');

  for (const [i, passport] of person.passports.entries()) {
    const citizenship = scope.getByRole('combobox', { name: 'Country of citizenship' }).nth(i);
    await citizenship.waitFor();
    await pick(page, citizenship, passport.country);
    await typeInto(page, scope.getByRole('textbox', { name: 'Passport number' }).nth(i), passport.number);
    if (i < person.passports.length - 1) await scope.getByRole('checkbox', { name: 'This person has another citizenship' }).nth(i).check();
  }
  await continueStep(scope);
  await expectStepCompleted(scope, 4, 'Nationality');

  await pick(page, scope.getByRole('combobox', { name: 'Country of residence' }), person.residence);
  const eid = scope.getByRole('textbox', { name: 'Emirates ID number' });
  await eid.waitFor();
  await typeInto(page, eid, person.emiratesId);
  await answer(scope, /relation with the United States/, 'No');
  await continueStep(scope);
  await expectStepCompleted(scope, 5, 'Country of residence');

  await typeInto(page, scope.getByRole('textbox', { name: 'E-mail address' }), person.email);
  await typeInto(page, scope.getByRole('textbox', { name: 'Mobile number' }), person.mobile);
  await typeInto(page, scope.getByRole('textbox', { name: 'Home country number' }), person.home);
  await continueStep(scope);
  await expectPersonDone(scope);
}

/** A stakeholder whose steps are all complete: the card closes its wizard and says Completed. */
export async function expectPersonDone(scope: Locator): Promise<void> {
  await expect.poll(() => scope.getByText('Completed', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => scope.getByRole('button', { name: /^1\./ }).count()).toBe(0);
}

/** Personal Information of a company stakeholder (its only step) with the given share; Continue pressed. */
export async function fillCompanyShareholder(page: Page, scope: Locator, company: CompanyShareholder, share: string): Promise<void> {
  await scope.getByRole('checkbox', { name: 'This stakeholder is a company' }).check();
  await answer(scope, 'Is the company a shareholder', 'Yes');
  await typeInto(page, scope.getByRole('textbox', { name: 'Percentage of shares' }), share);
  await typeInto(page, scope.getByRole('textbox', { name: 'Company name' }), company.companyName);
  await typeInto(page, scope.getByRole('textbox', { name: 'Trade licence number' }), company.licence);
  await pick(page, scope.getByRole('combobox', { name: 'Country of incorporation' }), company.country);
  await typeInto(page, scope.getByRole('textbox', { name: 'Licence issue date' }), company.licenceDate);
  await page.keyboard.press('Tab');
  await continueStep(scope);
}
