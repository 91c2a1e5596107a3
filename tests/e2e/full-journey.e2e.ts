import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations as axeCheck, latestMessageTo, launch, openPage } from './support/browser';
import { codeFor, newApplicant, typeCode } from './support/journey';
import { completeCompanyInfo, newCompany, saved } from './support/company';
import { card, completeSoleProprietor, type Individual } from './support/stakeholders';
import {
  companyPart,
  fillCompanyFinal,
  fillSignatoryFinal,
  signatoryPart,
  type CompanyFinalAnswers,
  type SignatoryFinalAnswers,
} from './support/final-questions';
import { documentSlot, refusedAt, removeUploadFiles, requiredSlotTitles, uploadInto, writeUploadFiles, type UploadFiles } from './support/documents';
import { fillServices, type ServicesAnswers } from './support/services';

// The whole journey in Chromium, from the comparison to Application submitted, with real
// files (a refused upload on the way) and zero axe violations on every page and state.
const TOO_SMALL = 'Document size is insufficient. Please upload a document that is at least 50KB to continue.';
const WRONG_TYPE = 'Supported formats are PDF, JPG and PNG.';

const EXPRESS = 'Would you like the Express Service for your AED account?';

/** The answers of a review stage: each term and its description. */
async function reviewed(stage: Locator): Promise<Record<string, string>> {
  return stage.locator('dl').evaluate((dl) => {
    const out: Record<string, string> = {};
    dl.querySelectorAll('dt').forEach((dt) => {
      const dd = dt.nextElementSibling;
      out[(dt.textContent ?? '').trim()] = (dd?.textContent ?? '').trim();
    });
    return out;
  });
}

/**
 * axe once the page is still: no finite CSS transition or animation running (a button caught
 * mid-fade between two colours is no finding; spinners, which never end, are not waited for).
 * AXE_DEBUG=1 prints each failing node's HTML.
 */
async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const running = () =>
    page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length);
  await expect.poll(running).toBe(0);
  if (process.env.AXE_DEBUG) {
    const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const v of r.violations) for (const node of v.nodes) console.log('AXE', label, v.id, node.html, node.failureSummary);
  }
  await axeCheck(page, label);
}

describe('the whole journey in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let files: UploadFiles;
  const applicant = newApplicant('Omar Al Nuaimi');
  const n = Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0');
  const person: Individual = {
    salutation: 'Mr',
    firstName: 'Omar',
    lastName: 'Nuaimi',
    dateOfBirth: '02/11/1980',
    authorityType: 'Sole signatory / proprietor',
    share: '100',
    passports: [{ country: 'United Arab Emirates', number: `N${n}` }],
    residence: 'United Arab Emirates',
    emiratesId: `7841980${n}34`,
    email: `omar.${n}@example.ae`,
    mobile: '501112233',
    home: '504445566',
  };
  const personName = `${person.firstName} ${person.lastName}`;
  const company = newCompany('Nuaimi General Trading LLC');
  const companyFinal: CompanyFinalAnswers = {
    customer: { name: 'Emirates Retail Co', country: 'United Arab Emirates' },
    supplier: { name: 'Mumbai Textiles Ltd', country: 'India' },
    originCountry: 'India',
    branch: { name: 'Nuaimi Trading Ajman', emirate: 'Ajman', licence: `AJ-${n}` },
    activity: { turnover: '1800000', monthlyCash: '40000', singleCash: '8000', monthlyNonCash: '150000', singleNonCash: '50000' },
    address: { line: 'Office 702, Business Bay Tower', poBox: '23456', emirate: 'Dubai', space: 'Rented / leased' },
    contact: { mobile: '503334455', email: `finance.${n}@nuaimi.ae`, website: 'www.nuaimi.ae' },
  };
  const signatoryFinal: SignatoryFinalAnswers = {
    mothersMaidenName: 'Fatima Saeed',
    maritalStatus: 'Married',
    placeOfBirth: 'Ajman',
    countryOfBirth: 'United Arab Emirates',
    qualification: "Bachelor's degree",
    employmentType: 'Self-employed / business owner',
    designation: 'Owner',
    experience: '20',
    sources: ['Business revenue'],
    home: { line: 'Villa 3, Street 14, Al Barsha', poBox: '34567', city: 'Dubai', country: 'United Arab Emirates' },
    mailing: "The company's address",
  };
  const services: ServicesAnswers = {
    express: true,
    currencies: ['UAE Dirham'],
    city: 'Dubai',
    branch: 'Dubai Main Branch',
    signingType: 'Sole signatory / proprietor',
    contact: { name: 'Khalid Nuaimi', mobile: '506667788' },
    nameOnCard: 'OMAR NUAIMI',
    valuePackage: 'RAKvalue SME PLUS',
  };

  beforeAll(async () => {
    browser = await launch();
    ({ page } = await openPage(browser));
    files = await writeUploadFiles();
  });
  afterAll(async () => {
    await browser?.close();
    await removeUploadFiles(files);
  });

  it('goes from the comparison to Company Information', async () => {
    await page.goto('/business/accounts');
    await page.getByRole('heading', { level: 1, name: 'All businesses start with an account. Get yours now.' }).waitFor();
    await expectNoAxeViolations(page, 'comparison');
    await page.getByRole('link', { name: 'View Business Current Account' }).first().click();
    await page.waitForURL('**/business/accounts/current-account');
    await page.getByRole('link', { name: 'Apply now' }).waitFor();
    await expectNoAxeViolations(page, 'account landing');
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL('**/business/accounts/current-account/application-overview');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'application overview');
    await page
      .getByRole('button', { name: 'Start application' })
      .or(page.getByRole('link', { name: 'Start application' }))
      .first()
      .click();

    await page.waitForURL('**/business/ApplicantInfo');
    await page.getByLabel('Full name').waitFor();
    await expectNoAxeViolations(page, 'basic information');
    await page.getByLabel('Full name').fill(applicant.fullName);
    await page.getByLabel('Email address').fill(applicant.email);
    await page.getByRole('textbox', { name: /Mobile Number/ }).fill(applicant.mobile);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/business/VerifyOTP');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await expectNoAxeViolations(page, 'one-time code');
    await typeCode(page, await codeFor(applicant.email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/business/CompanyInfo');
    await page.getByLabel('Company name').waitFor();
    await expectNoAxeViolations(page, 'company information');
  });

  it('completes the company and its one stakeholder, the sole signatory and owner', async () => {
    await completeCompanyInfo(page, company);
    const first = card(page, 0);
    await first.waitFor();
    await expectNoAxeViolations(page, 'stakeholders');

    await completeSoleProprietor(page, person);
    await expect.poll(() => page.getByTestId('shares-total').textContent()).toBe('Shares held in total: 100%');
    await expectNoAxeViolations(page, 'stakeholders, complete');

    const next = page.getByRole('button', { name: 'Continue to Final Questions' });
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();
    await page.waitForURL('**/business/FinalQuestions', { timeout: 20_000 });
  });

  it('answers the Final Questions', async () => {
    const company = companyPart(page);
    await company.waitFor();
    const signatory = signatoryPart(page, personName);
    await signatory.waitFor();
    await expectNoAxeViolations(page, 'final questions');
    await fillCompanyFinal(page, company, companyFinal);
    await fillSignatoryFinal(page, signatory, signatoryFinal);
    const next = page.getByRole('button', { name: 'Continue', exact: true }).last();
    await expect.poll(() => next.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'final questions, all answered');
    await next.click();
    await page.waitForURL('**/business/UploadDocuments', { timeout: 20_000 });
  });

  it('uploads every required document, after refusing a file that is too small and one that is not what its name says', async () => {
    await page.getByRole('heading', { level: 1, name: 'Upload your documents' }).waitFor();
    await documentSlot(page, 'Trade licence').waitFor();
    const required = {
      licence: 'Trade licence',
      memorandum: 'Memorandum of association',
      statements: 'Company bank statements (last 6 months)',
      passport: `Passport of ${personName}`,
      emiratesId: `Emirates ID of ${personName}`,
    };
    // a UAE national living in the UAE: passport and Emirates ID, no visa
    expect(await requiredSlotTitles(page)).toEqual(Object.values(required));
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await next.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'upload documents');

    expect(await refusedAt(page, required.licence, files.tiny)).toBe(TOO_SMALL);
    expect(await refusedAt(page, required.passport, files.htmlAsPng)).toBe(WRONG_TYPE);
    await expectNoAxeViolations(page, 'upload documents, refused files');

    await uploadInto(page, required.licence, files.licence);
    await uploadInto(page, required.memorandum, files.memorandum);
    await uploadInto(page, required.statements, files.statements);
    expect(await next.isDisabled()).toBe(true);
    await uploadInto(page, required.passport, files.passport);
    await uploadInto(page, required.emiratesId, files.emiratesId);
    await expect.poll(() => next.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'upload documents, all uploaded');

    expect(await saved(page, () => next.click())).toBe(200);
    await page.waitForURL('**/business/SelectServices', { timeout: 20_000 });
  });

  it('selects the services', async () => {
    await page.getByRole('heading', { level: 1, name: 'Select your services' }).waitFor();
    await fillServices(page, services, async (step) => {
      await expectNoAxeViolations(page, `select services, ${step}`);
    });
  });

  it('reviews the application stage by stage and submits it', async () => {
    await page.getByRole('heading', { level: 1, name: 'Submit your application' }).waitFor();
    const stages = page.locator('section[data-stage]');
    await expect
      .poll(() => stages.locator('h2').allInnerTexts())
      .toEqual(['Company information', 'Company stakeholders', 'Final questions', 'Documents', 'Select services']);
    const stage = (id: string) => page.locator(`section[data-stage="${id}"]`);
    await expect.poll(() => stage('stakeholders').innerText()).toContain(personName);
    await expect.poll(() => stage('documents').innerText()).toContain('5 of 5 documents uploaded');
    expect(await reviewed(stage('companyInfo'))).toMatchObject({
      'Company name': company.companyName,
      'Trade licence number': company.licenseNumber,
      'Country of incorporation': 'United Arab Emirates',
    });
    expect(await reviewed(stage('selectServices'))).toMatchObject({
      [EXPRESS]: 'Yes',
      'Account currencies': 'UAE Dirham',
      City: services.city,
      Branch: services.branch,
      'I would like a debit card': 'Yes',
      'I would like a cheque book': 'Yes',
      'Online statements': 'Yes',
      'Value package': services.valuePackage,
    });
    expect(await stage('companyInfo').getByRole('link', { name: 'Edit Company information' }).getAttribute('href')).toBe('/business/CompanyInfo');
    await expectNoAxeViolations(page, 'submit application');

    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/business/ApplicationSubmitted', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Check it out. Application submitted!' }).waitFor();
    await expectNoAxeViolations(page, 'application submitted');

    const before = (await latestMessageTo(applicant.email)).body;
    await page.getByRole('button', { name: 'Check status' }).click();
    await page.waitForURL('**/business/ComeBackLogin', { timeout: 20_000 });

    // Check status: the applicant comes back with a new code and sees the application being assessed
    await page.getByLabel('Email address').fill(applicant.email);
    await page.getByRole('textbox', { name: /Mobile Number/ }).fill(applicant.mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/business/ComeBackVerification');
    await expect.poll(async () => (await latestMessageTo(applicant.email)).body).not.toBe(before);
    await typeCode(page, await codeFor(applicant.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/business/MyApplications', { timeout: 20_000 });
    const row = page.getByRole('row').filter({ hasText: company.companyName });
    await row.waitFor();
    expect(await row.getByText('Assessing', { exact: true }).count()).toBe(1);
    expect(await row.getByText('We are reviewing your application. We will be in touch soon.').count()).toBe(1);
    await expectNoAxeViolations(page, 'my applications');
  });
});
