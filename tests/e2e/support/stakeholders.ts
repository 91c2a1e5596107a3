import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { continueStep, pick, saved, tick, typeInto } from './company';
import { shownAs } from './words';

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
  await expect.poll(() => stepHeader(scope, number, title).textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${shownAs('Completed')}$`));
}

/** Opens a step (no-op when it is already open). */
export async function openStep(scope: Page | Locator, number: number, title: string): Promise<void> {
  const header = stepHeader(scope, number, title);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
}

/** Chooses an answer of a yes/no radio group named by its question. */
export async function answer(scope: Page | Locator, question: string | RegExp, choice: string): Promise<void> {
  await tick(scope.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true }));
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

/** The authority type of one who signs alone and owns the company. */
const SOLE = 'Sole signatory / proprietor';

/** Step 1 of an individual: salutation, names, date of birth, PEP no. */
export async function fillPersonalInformation(page: Page, scope: Locator, person: Individual): Promise<void> {
  await scope.getByLabel('Salutation').selectOption({ label: person.salutation });
  await typeInto(page, scope.getByRole('textbox', { name: 'First name' }), person.firstName);
  await typeInto(page, scope.getByRole('textbox', { name: 'Last name' }), person.lastName);
  await typeInto(page, scope.getByRole('textbox', { name: 'Date of birth' }), person.dateOfBirth);
  await page.keyboard.press('Tab');
  await answer(scope, PEP, 'No');
}

/** All six steps of an individual who signs, holds shares (all of them as the sole proprietor), has one or more citizenships and lives in the UAE. */
export async function fillIndividual(page: Page, scope: Locator, person: Individual): Promise<void> {
  await fillPersonalInformation(page, scope, person);
  await continueStep(scope);
  await expectStepCompleted(scope, 1, 'Personal Information');

  await answer(scope, 'Is this person a signatory', 'Yes');
  await scope.getByLabel('Authority type').selectOption({ label: person.authorityType });
  await continueStep(scope);
  await expectStepCompleted(scope, 2, 'Signatory Rights');

  const shares = scope.getByRole('textbox', { name: 'Percentage of shares' });
  if (person.authorityType === SOLE) {
    // the sole proprietor holds every share: the step comes answered
    await expect
      .poll(() => scope.getByRole('radiogroup', { name: 'Is this person a shareholder' }).getByRole('radio', { name: 'Yes', exact: true }).isChecked())
      .toBe(true);
    await expect.poll(() => shares.inputValue()).toBe('100');
  } else {
    await answer(scope, 'Is this person a shareholder', 'Yes');
    await typeInto(page, shares, person.share);
  }
  await continueStep(scope);
  await expectStepCompleted(scope, 3, 'Shareholding');

  for (const [i, passport] of person.passports.entries()) {
    const citizenship = scope.getByRole('combobox', { name: 'Country of citizenship' }).nth(i);
    await citizenship.waitFor();
    await pick(page, citizenship, passport.country);
    await typeInto(page, scope.getByRole('textbox', { name: 'Passport number' }).nth(i), passport.number);
    if (i < person.passports.length - 1) await tick(scope.getByRole('checkbox', { name: 'This person has another citizenship' }).nth(i));
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
  expect(await saved(page, () => continueStep(scope))).toBe(200);
  await expectPersonDone(scope);
}

/** A stakeholder whose steps are all complete: the card closes its wizard and says Completed. */
export async function expectPersonDone(scope: Locator): Promise<void> {
  await expect.poll(() => scope.getByText('Completed', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => scope.getByRole('button', { name: /^1\./ }).count()).toBe(0);
}

/** Personal Information of a company stakeholder (its only step) with the given share; Continue pressed. */
export async function fillCompanyShareholder(page: Page, scope: Locator, company: CompanyShareholder, share: string): Promise<void> {
  await tick(scope.getByRole('checkbox', { name: 'This stakeholder is a company' }));
  await answer(scope, 'Is the company a shareholder', 'Yes');
  await typeInto(page, scope.getByRole('textbox', { name: 'Percentage of shares' }), share);
  await typeInto(page, scope.getByRole('textbox', { name: 'Company name' }), company.companyName);
  await typeInto(page, scope.getByRole('textbox', { name: 'Trade licence number' }), company.licence);
  await pick(page, scope.getByRole('combobox', { name: 'Country of incorporation' }), company.country);
  await typeInto(page, scope.getByRole('textbox', { name: 'Licence issue date' }), company.licenceDate);
  await page.keyboard.press('Tab');
  await continueStep(scope);
}

const radioChecked = (scope: Locator, question: string | RegExp, choice: string) =>
  scope.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true }).isChecked();
const selectedText = (select: Locator) => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

/** Opens the steps of a listed stakeholder with Edit. */
export async function editPerson(scope: Locator, name: string): Promise<void> {
  await scope.getByRole('button', { name: `Edit ${name}` }).click();
  await stepHeader(scope, 1, 'Personal Information').waitFor();
}

/** Opens each step of an individual and reads back every answer. */
export async function expectIndividual(scope: Locator, person: Individual): Promise<void> {
  const titles = ['Personal Information', 'Signatory Rights', 'Shareholding', 'Nationality', 'Country of residence', 'Preferred contact information'];
  for (const [i, title] of titles.entries()) await expectStepCompleted(scope, i + 1, title);

  await openStep(scope, 1, titles[0]);
  await expect.poll(() => selectedText(scope.getByLabel('Salutation'))).toBe(person.salutation);
  expect(await scope.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(person.firstName);
  expect(await scope.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(person.lastName);
  expect(await scope.getByRole('textbox', { name: 'Date of birth' }).inputValue()).toBe(person.dateOfBirth);
  expect(await radioChecked(scope, PEP, 'No')).toBe(true);

  await openStep(scope, 2, titles[1]);
  await expect.poll(() => radioChecked(scope, 'Is this person a signatory', 'Yes')).toBe(true);
  expect(await selectedText(scope.getByLabel('Authority type'))).toBe(person.authorityType);

  await openStep(scope, 3, titles[2]);
  await expect.poll(() => radioChecked(scope, 'Is this person a shareholder', 'Yes')).toBe(true);
  expect(await scope.getByRole('textbox', { name: 'Percentage of shares' }).inputValue()).toBe(person.share);

  await openStep(scope, 4, titles[3]);
  await expect.poll(() => scope.getByRole('combobox', { name: 'Country of citizenship' }).count()).toBe(person.passports.length);
  for (const [i, passport] of person.passports.entries()) {
    expect(await scope.getByRole('combobox', { name: 'Country of citizenship' }).nth(i).inputValue()).toBe(passport.country);
    expect(await scope.getByRole('textbox', { name: 'Passport number' }).nth(i).inputValue()).toBe(passport.number);
  }
  expect(await scope.getByRole('checkbox', { name: 'This person has another citizenship' }).first().isChecked()).toBe(true);

  await openStep(scope, 5, titles[4]);
  await expect.poll(() => scope.getByRole('combobox', { name: 'Country of residence' }).inputValue()).toBe(person.residence);
  const eid = person.emiratesId;
  expect(await scope.getByRole('textbox', { name: 'Emirates ID number' }).inputValue()).toBe(
    `${eid.slice(0, 3)}-${eid.slice(3, 7)}-${eid.slice(7, 14)}-${eid.slice(14)}`,
  );
  expect(await radioChecked(scope, /relation with the United States/, 'No')).toBe(true);

  await openStep(scope, 6, titles[5]);
  await expect.poll(() => scope.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe(person.email);
  expect(await scope.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe(person.mobile);
  expect(await scope.getByRole('textbox', { name: 'Home country number' }).inputValue()).toBe(person.home);
}

/** Opens the one step of a company stakeholder and reads back every answer. */
export async function expectCompanyShareholder(scope: Locator, company: CompanyShareholder, share: string): Promise<void> {
  await expectStepCompleted(scope, 1, 'Personal Information');
  await openStep(scope, 1, 'Personal Information');
  await expect.poll(() => scope.getByRole('checkbox', { name: 'This stakeholder is a company' }).isChecked()).toBe(true);
  expect(await radioChecked(scope, 'Is the company a shareholder', 'Yes')).toBe(true);
  expect(await scope.getByRole('textbox', { name: 'Percentage of shares' }).inputValue()).toBe(share);
  expect(await scope.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(company.companyName);
  expect(await scope.getByRole('textbox', { name: 'Trade licence number' }).inputValue()).toBe(company.licence);
  expect(await scope.getByRole('combobox', { name: 'Country of incorporation' }).inputValue()).toBe(company.country);
  expect(await scope.getByRole('textbox', { name: 'Licence issue date' }).inputValue()).toBe(company.licenceDate);
}

/** The first card as a sole signatory and owner, every step completed and saved. */
export async function completeSoleProprietor(page: Page, person: Individual): Promise<void> {
  const first = card(page, 0);
  await first.waitFor();
  await fillIndividual(page, first, person);
}

/** The page's Continue, which names the page it leads to ("Continue to Final Questions"). */
export async function continueFromStakeholders(page: Page, nextPage: string): Promise<void> {
  const next = page.getByRole('button', { name: `Continue to ${nextPage}` });
  await expect.poll(() => next.isDisabled()).toBe(false);
  await next.click();
}
