import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { continueStep, pick, saved, tick, typeInto } from './company';
import { answer, expectStepCompleted, openStep } from './stakeholders';

/** The company part of /business/FinalQuestions. */
export function companyPart(page: Page): Locator {
  return page.locator('section[aria-labelledby="fq-company"]');
}

/** The part of one signatory, found by their name in its heading. */
export function signatoryPart(page: Page, name: string): Locator {
  return page.locator('section[aria-labelledby^="fq-signatory-"]').filter({ has: page.getByRole('heading', { level: 3, name }) });
}

export interface CompanyFinalAnswers {
  customer: { name: string; country: string };
  supplier: { name: string; country: string };
  originCountry: string;
  branch: { name: string; emirate: string; licence: string };
  activity: { turnover: string; monthlyCash: string; singleCash: string; monthlyNonCash: string; singleNonCash: string };
  address: { line: string; poBox: string; emirate: string; space: string };
  contact: { mobile: string; email: string; website: string };
}

export interface SignatoryFinalAnswers {
  mothersMaidenName: string;
  maritalStatus: string;
  placeOfBirth: string;
  countryOfBirth: string;
  qualification: string;
  employmentType: string;
  designation: string;
  experience: string;
  sources: string[];
  home: { line: string; poBox: string; city: string; country: string };
  mailing: string;
}

const C = {
  steps: ['Business relationships', 'Branches and subsidiaries', 'Anticipated account activity', 'Preferred mailing address', 'Preferred contact'],
  banks: 'Does the company bank with other banks?',
  dnfbp: /designated non-financial business/,
  inUae: 'Does the company have branches or subsidiaries in the UAE?',
  outsideUae: 'Does the company have branches or subsidiaries outside the UAE?',
  officeDiffers: 'Is the office address different from the registered address?',
};
const S = {
  steps: ['Personal information', 'Employment details', 'Source of funds', 'Residential address', 'Preferred mailing address'],
  works: 'Does this person work at the company?',
  livesAtCompany: "Does this person live at the company's address?",
  mailing: 'Preferred mailing address',
};

const UAE = 'United Arab Emirates';

const saveOk = async (page: Page, part: Locator) => expect(await saved(page, () => continueStep(part))).toBe(200);

/** Step 1 of the company: customers, suppliers, origin of goods, other banks, DNFBP. Continue not pressed. */
export async function fillBusinessRelationships(page: Page, part: Locator, a: CompanyFinalAnswers): Promise<void> {
  const customers = part.getByRole('group', { name: 'Top customers' });
  await typeInto(page, customers.getByRole('textbox', { name: 'Name' }).first(), a.customer.name);
  await pick(page, customers.getByRole('combobox', { name: 'Country' }).first(), a.customer.country);
  const suppliers = part.getByRole('group', { name: 'Top suppliers' });
  await typeInto(page, suppliers.getByRole('textbox', { name: 'Name' }).first(), a.supplier.name);
  await pick(page, suppliers.getByRole('combobox', { name: 'Country' }).first(), a.supplier.country);
  await pick(page, part.getByRole('group', { name: 'Countries of origin of goods' }).getByRole('combobox').first(), a.originCountry);
  await answer(part, C.banks, 'No');
  await answer(part, C.dnfbp, 'No');
}

/** Every step of the company's Final Questions, each saved; `atActivity` runs once the activity step is open. */
export async function fillCompanyFinal(page: Page, part: Locator, a: CompanyFinalAnswers, atActivity?: () => Promise<void>): Promise<void> {
  await openStep(part, 1, C.steps[0]);
  await fillBusinessRelationships(page, part, a);
  await saveOk(page, part);
  await expectStepCompleted(part, 1, C.steps[0]);

  await answer(part, C.inUae, 'Yes');
  const within = part.getByRole('group', { name: 'Branches and subsidiaries in the UAE' });
  await typeInto(page, within.getByRole('textbox', { name: 'Company name' }).first(), a.branch.name);
  await within.getByRole('combobox', { name: 'Emirate' }).or(within.getByLabel('Emirate')).first().selectOption({ label: a.branch.emirate });
  await typeInto(page, within.getByRole('textbox', { name: 'Trade licence number' }).first(), a.branch.licence);
  await answer(part, C.outsideUae, 'No');
  await saveOk(page, part);
  await expectStepCompleted(part, 2, C.steps[1]);

  await part.getByRole('textbox', { name: 'Annual turnover (AED)' }).waitFor();
  await atActivity?.();
  await fillActivity(page, part, a.activity);
  await saveOk(page, part);
  await expectStepCompleted(part, 3, C.steps[2]);

  await typeInto(page, part.getByRole('textbox', { name: 'Address' }), a.address.line);
  await typeInto(page, part.getByRole('textbox', { name: 'PO Box' }), a.address.poBox);
  await part.getByLabel('Emirate', { exact: true }).selectOption({ label: a.address.emirate });
  await part.getByLabel('Type of space occupied').selectOption({ label: a.address.space });
  await answer(part, C.officeDiffers, 'No');
  await saveOk(page, part);
  await expectStepCompleted(part, 4, C.steps[3]);

  await typeInto(page, part.getByRole('textbox', { name: 'Mobile Number' }), a.contact.mobile);
  await typeInto(page, part.getByRole('textbox', { name: 'Company email address' }), a.contact.email);
  await typeInto(page, part.getByRole('textbox', { name: 'Website' }), a.contact.website);
  await saveOk(page, part);
  await expectStepCompleted(part, 5, C.steps[4]);
}

export async function fillActivity(page: Page, part: Locator, v: CompanyFinalAnswers['activity']): Promise<void> {
  await typeInto(page, part.getByRole('textbox', { name: 'Annual turnover (AED)' }), v.turnover);
  await typeInto(page, part.getByRole('textbox', { name: 'Monthly cash deposits and withdrawals (AED)' }), v.monthlyCash);
  await typeInto(page, part.getByRole('textbox', { name: 'Largest single cash transaction (AED)' }), v.singleCash);
  await typeInto(page, part.getByRole('textbox', { name: 'Monthly non-cash transactions (AED)' }), v.monthlyNonCash);
  await typeInto(page, part.getByRole('textbox', { name: 'Largest single non-cash transaction (AED)' }), v.singleNonCash);
}

/** Every step of a signatory's Final Questions, each saved. */
export async function fillSignatoryFinal(page: Page, part: Locator, a: SignatoryFinalAnswers): Promise<void> {
  await openStep(part, 1, S.steps[0]);
  await typeInto(page, part.getByRole('textbox', { name: "Mother's maiden name" }), a.mothersMaidenName);
  await part.getByLabel('Marital status', { exact: true }).selectOption({ label: a.maritalStatus });
  await typeInto(page, part.getByRole('textbox', { name: 'Place of birth' }), a.placeOfBirth);
  await pick(page, part.getByRole('combobox', { name: 'Country of birth' }), a.countryOfBirth);
  await saveOk(page, part);
  await expectStepCompleted(part, 1, S.steps[0]);

  await part.getByLabel('Highest qualification').selectOption({ label: a.qualification });
  await part.getByLabel('Employment type', { exact: true }).selectOption({ label: a.employmentType });
  await typeInto(page, part.getByRole('textbox', { name: 'Designation' }), a.designation);
  await answer(part, S.works, 'Yes');
  await typeInto(page, part.getByRole('textbox', { name: 'Total years of experience' }), a.experience);
  await saveOk(page, part);
  await expectStepCompleted(part, 2, S.steps[1]);

  for (const source of a.sources) await tick(part.getByRole('checkbox', { name: source, exact: true }));
  await saveOk(page, part);
  await expectStepCompleted(part, 3, S.steps[2]);

  await answer(part, S.livesAtCompany, 'No');
  // the country first: in the UAE the emirate is chosen from a list, elsewhere a city is typed
  await pick(page, part.getByRole('combobox', { name: 'Country' }), a.home.country);
  await typeInto(page, part.getByRole('textbox', { name: 'Address' }), a.home.line);
  await typeInto(page, part.getByRole('textbox', { name: 'PO Box' }), a.home.poBox);
  if (a.home.country === UAE) await part.getByLabel('Emirate', { exact: true }).selectOption({ label: a.home.city });
  else await typeInto(page, part.getByRole('textbox', { name: 'City' }), a.home.city);
  await saveOk(page, part);
  await expectStepCompleted(part, 4, S.steps[3]);

  await answer(part, S.mailing, a.mailing);
  await saveOk(page, part);
  await expectStepCompleted(part, 5, S.steps[4]);
}

const checked = (part: Locator, question: string | RegExp, choice: string) =>
  part.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true }).isChecked();
const selectedLabel = (select: Locator) => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

/** Opens each company step and reads back every answer. */
export async function expectCompanyFinal(page: Page, part: Locator, a: CompanyFinalAnswers): Promise<void> {
  for (const [i, title] of C.steps.entries()) await expectStepCompleted(part, i + 1, title);
  await openStep(part, 1, C.steps[0]);
  const customers = part.getByRole('group', { name: 'Top customers' });
  await expect.poll(() => customers.getByRole('textbox', { name: 'Name' }).first().inputValue()).toBe(a.customer.name);
  expect(await customers.getByRole('combobox', { name: 'Country' }).first().inputValue()).toBe(a.customer.country);
  const suppliers = part.getByRole('group', { name: 'Top suppliers' });
  expect(await suppliers.getByRole('textbox', { name: 'Name' }).first().inputValue()).toBe(a.supplier.name);
  expect(await suppliers.getByRole('combobox', { name: 'Country' }).first().inputValue()).toBe(a.supplier.country);
  expect(await part.getByRole('group', { name: 'Countries of origin of goods' }).getByRole('combobox').first().inputValue()).toBe(a.originCountry);
  expect(await checked(part, C.banks, 'No')).toBe(true);
  expect(await checked(part, C.dnfbp, 'No')).toBe(true);

  await openStep(part, 2, C.steps[1]);
  const within = part.getByRole('group', { name: 'Branches and subsidiaries in the UAE' });
  await expect.poll(() => within.getByRole('textbox', { name: 'Company name' }).first().inputValue()).toBe(a.branch.name);
  expect(await selectedLabel(within.getByLabel('Emirate').first())).toBe(a.branch.emirate);
  expect(await within.getByRole('textbox', { name: 'Trade licence number' }).first().inputValue()).toBe(a.branch.licence);
  expect(await checked(part, C.inUae, 'Yes')).toBe(true);
  expect(await checked(part, C.outsideUae, 'No')).toBe(true);

  await openStep(part, 3, C.steps[2]);
  const amount = (name: string) =>
    part
      .getByRole('textbox', { name })
      .inputValue()
      .then((v) => v.replace(/\D/g, ''));
  await expect.poll(() => amount('Annual turnover (AED)')).toBe(a.activity.turnover);
  expect(await amount('Monthly cash deposits and withdrawals (AED)')).toBe(a.activity.monthlyCash);
  expect(await amount('Largest single cash transaction (AED)')).toBe(a.activity.singleCash);
  expect(await amount('Monthly non-cash transactions (AED)')).toBe(a.activity.monthlyNonCash);
  expect(await amount('Largest single non-cash transaction (AED)')).toBe(a.activity.singleNonCash);

  await openStep(part, 4, C.steps[3]);
  await expect.poll(() => part.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(a.address.line);
  expect(await part.getByRole('textbox', { name: 'PO Box' }).inputValue()).toBe(a.address.poBox);
  expect(await selectedLabel(part.getByLabel('Emirate', { exact: true }))).toBe(a.address.emirate);
  expect(await selectedLabel(part.getByLabel('Type of space occupied'))).toBe(a.address.space);
  expect(await checked(part, C.officeDiffers, 'No')).toBe(true);

  await openStep(part, 5, C.steps[4]);
  await expect.poll(() => part.getByRole('textbox', { name: 'Mobile Number' }).inputValue()).toBe(a.contact.mobile);
  expect(await part.getByRole('textbox', { name: 'Company email address' }).inputValue()).toBe(a.contact.email);
  expect(await part.getByRole('textbox', { name: 'Website' }).inputValue()).toBe(a.contact.website);
  await openStep(part, 5, C.steps[4]);
}

/** Opens each step of a signatory and reads back every answer. */
export async function expectSignatoryFinal(page: Page, part: Locator, a: SignatoryFinalAnswers): Promise<void> {
  for (const [i, title] of S.steps.entries()) await expectStepCompleted(part, i + 1, title);
  await openStep(part, 1, S.steps[0]);
  await expect.poll(() => part.getByRole('textbox', { name: "Mother's maiden name" }).inputValue()).toBe(a.mothersMaidenName);
  expect(await selectedLabel(part.getByLabel('Marital status', { exact: true }))).toBe(a.maritalStatus);
  expect(await part.getByRole('textbox', { name: 'Place of birth' }).inputValue()).toBe(a.placeOfBirth);
  expect(await part.getByRole('combobox', { name: 'Country of birth' }).inputValue()).toBe(a.countryOfBirth);

  await openStep(part, 2, S.steps[1]);
  await expect.poll(() => selectedLabel(part.getByLabel('Highest qualification'))).toBe(a.qualification);
  expect(await selectedLabel(part.getByLabel('Employment type', { exact: true }))).toBe(a.employmentType);
  expect(await part.getByRole('textbox', { name: 'Designation' }).inputValue()).toBe(a.designation);
  expect(await checked(part, S.works, 'Yes')).toBe(true);
  expect(await part.getByRole('textbox', { name: 'Total years of experience' }).inputValue()).toBe(a.experience);

  await openStep(part, 3, S.steps[2]);
  for (const source of a.sources) await expect.poll(() => part.getByRole('checkbox', { name: source, exact: true }).isChecked()).toBe(true);

  await openStep(part, 4, S.steps[3]);
  await expect.poll(() => checked(part, S.livesAtCompany, 'No')).toBe(true);
  expect(await part.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(a.home.line);
  expect(await part.getByRole('textbox', { name: 'PO Box' }).inputValue()).toBe(a.home.poBox);
  if (a.home.country === UAE) expect(await selectedLabel(part.getByLabel('Emirate', { exact: true }))).toBe(a.home.city);
  else expect(await part.getByRole('textbox', { name: 'City' }).inputValue()).toBe(a.home.city);
  expect(await part.getByRole('combobox', { name: 'Country' }).inputValue()).toBe(a.home.country);

  await openStep(part, 5, S.steps[4]);
  await expect.poll(() => checked(part, S.mailing, a.mailing)).toBe(true);
}

/** Both parts of /business/FinalQuestions answered (`a` as in JourneyAnswers), then Continue. */
export async function answerFinalQuestions(
  page: Page,
  a: { company: CompanyFinalAnswers; signatory: SignatoryFinalAnswers },
  personName: string,
): Promise<void> {
  const company = companyPart(page);
  await company.waitFor();
  const signatory = signatoryPart(page, personName);
  await signatory.waitFor();
  await fillCompanyFinal(page, company, a.company);
  await fillSignatoryFinal(page, signatory, a.signatory);
  const next = page.getByRole('button', { name: 'Continue', exact: true }).last();
  await expect.poll(() => next.isDisabled()).toBe(false);
  await next.click();
}
