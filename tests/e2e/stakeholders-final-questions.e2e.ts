import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { newApplicant, startApplication } from './support/journey';
import { completeCompanyInfo, continueStep, newCompany, saved, typeInto } from './support/company';
import {
  card,
  editPerson,
  expectCompanyShareholder,
  expectIndividual,
  expectPersonDone,
  fillCompanyShareholder,
  fillIndividual,
  type CompanyShareholder,
  type Individual,
} from './support/stakeholders';
import {
  companyPart,
  expectCompanyFinal,
  expectSignatoryFinal,
  fillActivity,
  fillCompanyFinal,
  fillSignatoryFinal,
  signatoryPart,
  type CompanyFinalAnswers,
  type SignatoryFinalAnswers,
} from './support/final-questions';

// Two stakeholders (an individual signatory with two citizenships and an Emirates ID, a
// company shareholder), shares over 100% refused, Final Questions for the company and the signatory,
// every answer kept across reloads; axe on each page and on each state with errors.
const TOO_MANY_SHARES = "Shareholders can't hold more than 100% of shares in total";

describe('stakeholders and final questions in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const applicant = newApplicant('Mariam Al Falasi');
  const n = Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0');
  const person: Individual = {
    salutation: 'Ms',
    firstName: 'Mariam',
    lastName: 'Falasi',
    dateOfBirth: '14/07/1985',
    authorityType: 'Any of us can sign',
    share: '60',
    passports: [
      { country: 'United Arab Emirates', number: `A${n}` },
      { country: 'United Kingdom', number: `B${n}` },
    ],
    residence: 'United Arab Emirates',
    emiratesId: `7841985${n}12`,
    email: `mariam.${n}@example.ae`,
    mobile: '501234567',
    home: '509876543',
  };
  const holding: CompanyShareholder = { companyName: 'Falasi Holdings LLC', licence: `HL-${n}`, country: 'United Arab Emirates', licenceDate: '01/06/2012' };

  const companyFinal: CompanyFinalAnswers = {
    customer: { name: 'Gulf Retail Group', country: 'Saudi Arabia' },
    supplier: { name: 'Shenzhen Parts Co', country: 'China' },
    originCountry: 'China',
    branch: { name: 'Falasi Trading Sharjah', emirate: 'Sharjah', licence: `SH-${n}` },
    activity: { turnover: '2500000', monthlyCash: '50000', singleCash: '10000', monthlyNonCash: '200000', singleNonCash: '75000' },
    address: { line: 'Office 1204, Al Moosa Tower 2', poBox: '12345', emirate: 'Dubai', space: 'Rented / leased' },
    contact: { mobile: '502223344', email: `accounts.${n}@falasi.ae`, website: 'www.falasi.ae' },
  };
  const signatoryFinal: SignatoryFinalAnswers = {
    mothersMaidenName: 'Aisha Rahman',
    maritalStatus: 'Married',
    placeOfBirth: 'Dubai',
    countryOfBirth: 'United Arab Emirates',
    qualification: "Master's degree",
    employmentType: 'Self-employed / business owner',
    designation: 'Managing Director',
    experience: '15',
    sources: ['Business revenue', 'Salary'],
    home: { line: 'Villa 12, Street 5', poBox: '54321', city: 'Dubai', country: 'United Arab Emirates' },
    mailing: "The company's address",
  };
  const personName = `${person.firstName} ${person.lastName}`;

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists two stakeholders, refusing shares over 100%', async () => {
    await startApplication(page, applicant);
    await completeCompanyInfo(page, newCompany('Falasi Trading LLC'));
    const first = card(page, 0);
    await first.waitFor();
    await expectNoAxeViolations(page, 'stakeholders');

    // Continue on an empty step: the errors are announced at their fields
    await continueStep(first);
    await expect.poll(() => first.getByText('First name is not filled').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'stakeholders, step with errors');

    await fillIndividual(page, first, person);
    await expect.poll(() => page.getByTestId('shares-total').textContent()).toBe('Shares held in total: 60%');

    expect(await saved(page, () => page.getByRole('button', { name: 'Add another stakeholder' }).click())).toBe(200);
    const second = card(page, 1);
    await second.waitFor();
    await fillCompanyShareholder(page, second, holding, '50');
    await expect.poll(() => second.getByText(TOO_MANY_SHARES).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'stakeholders, shares over 100%');
    expect(await page.getByRole('button', { name: 'Continue to Final Questions' }).isDisabled()).toBe(true);

    await typeInto(page, second.getByRole('textbox', { name: 'Percentage of shares' }), '40');
    // the error goes as soon as the total fits (before Continue: its removal would move the button under the pointer)
    await expect.poll(() => second.getByText(TOO_MANY_SHARES).count()).toBe(0);
    expect(await saved(page, () => continueStep(second))).toBe(200);
    await expectPersonDone(second);
    // a company incorporated in the UAE passes screening (one incorporated elsewhere would end the journey)
    expect(await page.getByRole('region', { name: 'Application status' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('shares-total').textContent()).toBe('Shares held in total: 100%');
    await expect.poll(() => page.getByRole('button', { name: 'Continue to Final Questions' }).isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'stakeholders, complete');
  });

  it('keeps every stakeholder answer across a reload', async () => {
    await page.reload();
    await card(page, 1).waitFor();
    await expect.poll(() => page.getByTestId('shares-total').textContent()).toBe('Shares held in total: 100%');
    const first = card(page, 0);
    await expectPersonDone(first);
    await editPerson(first, personName);
    await expectIndividual(first, person);
    await first.getByRole('button', { name: `Close the steps of ${personName}` }).click();

    const second = card(page, 1);
    await expectPersonDone(second);
    await editPerson(second, holding.companyName);
    await expectCompanyShareholder(second, holding, '40');
    await expectNoAxeViolations(page, 'stakeholders after reload');

    await page.getByRole('button', { name: 'Continue to Final Questions' }).click();
    await page.waitForURL('**/business/FinalQuestions', { timeout: 20_000 });
  });

  it('answers the Final Questions of the company and of the signatory', async () => {
    const company = companyPart(page);
    await company.waitFor();
    // only the individual signs: the company stakeholder has no questions of its own
    await expect.poll(() => page.locator('section[aria-labelledby^="fq-signatory-"]').count()).toBe(1);
    const signatory = signatoryPart(page, personName);
    await signatory.waitFor();
    await expectNoAxeViolations(page, 'final questions');

    // Continue on an empty step: errors at the fields
    await continueStep(company);
    await expect.poll(() => company.getByText(/is not filled/).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'final questions, step with errors');

    await fillCompanyFinal(page, company, companyFinal, async () => {
      // the largest single cash transaction may not exceed the monthly cash amount
      await fillActivity(page, company, { ...companyFinal.activity, singleCash: '60000' });
      await continueStep(company);
      await expect.poll(() => company.getByText(/cannot be more than the monthly cash amount/).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page, 'final questions, activity rule');
    });
    await fillSignatoryFinal(page, signatory, signatoryFinal);
    await expect.poll(() => page.getByRole('button', { name: 'Continue', exact: true }).last().isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'final questions, all answered');
  });

  it('keeps every Final Questions answer across a reload', async () => {
    await page.waitForTimeout(1500); // the save queue drains once a second
    await page.reload();
    const company = companyPart(page);
    await company.waitFor();
    await expectCompanyFinal(page, company, companyFinal);
    const signatory = signatoryPart(page, personName);
    await expectSignatoryFinal(page, signatory, signatoryFinal);
    await expectNoAxeViolations(page, 'final questions after reload');
  });
});
