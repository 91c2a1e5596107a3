import type { Locator, Page } from 'playwright-core';
import { target } from './target';
import { codeFor, typeCode, type Applicant } from './journey';
import { completeCompanyInfo, newCompany, typeInto } from './company';
import { answer, completeSoleProprietor, continueFromStakeholders, type Individual } from './stakeholders';
import { answerFinalQuestions, type CompanyFinalAnswers, type SignatoryFinalAnswers } from './final-questions';
import { uploadRequiredDocuments, type UploadFiles } from './documents';
import { fillServices, type ServicesAnswers } from './services';

/** The demo agent of the suite's server (read from its first-start output by global-setup.ts). */
export function demoAgent(): { userName: string; password: string } {
  const agent = target().demoAgent;
  if (!agent) throw new Error('the server printed no demo agent on its first start');
  return agent;
}

/** /agent/Login with the demo agent; lands on the work queue (`onQueue` runs there), then opens the search page. */
export async function agentLogin(page: Page, onPage?: () => Promise<void>, onQueue?: () => Promise<void>): Promise<void> {
  const { userName, password } = demoAgent();
  await page.goto('/agent/Login');
  await page.getByLabel('User name').waitFor();
  await onPage?.();
  await typeInto(page, page.getByLabel('User name'), userName);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // the login leads to the work queue, the officer's home; the search is one step away
  await page.waitForURL('**/agent/Queue');
  await page.getByTestId('queue').or(page.getByTestId('queue-empty')).first().waitFor();
  await onQueue?.();
  // moved within the page, as its own links do: the page's analytics events (the login's) stay
  await page.evaluate(() => {
    history.pushState(null, '', '/agent/SearchProspect');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
}

/** Searches by one criterion (a text field of the search form, by its label); answers the results table. */
export async function searchBy(page: Page, label: string, text: string): Promise<Locator> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.waitFor();
  await typeInto(page, field, text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByTestId('search-results');
  await table.waitFor({ timeout: 15_000 });
  return table;
}

/** Opens the overview of the application of `fullName` from the search results. */
export async function openOverview(page: Page, results: Locator, fullName: string): Promise<string> {
  await results.getByRole('link', { name: fullName }).click();
  await page.waitForURL('**/agent/SearchedAppInfo/**');
  await page.getByTestId('overview-status').waitFor({ timeout: 15_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** The customer comes back: 'Good to see you back!' → code → My Applications. */
export async function comeBack(page: Page, who: Applicant, onPage?: (name: string) => Promise<void>): Promise<void> {
  await page.goto('/business/ComeBackLogin');
  await page.getByLabel('Email address').or(page.getByLabel('E-mail address')).first().waitFor();
  await onPage?.('come-back login');
  await typeInto(page, page.getByLabel('Email address').or(page.getByLabel('E-mail address')).first(), who.email);
  await typeInto(page, page.getByRole('textbox', { name: /Mobile Number/i }), who.mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL('**/business/ComeBackVerification**');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  await onPage?.('come-back code');
  await typeCode(page, await codeFor(who.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/business/MyApplications**');
  await page.getByTestId('applications').waitFor({ timeout: 15_000 });
}

/** The row of My Applications (there is one per application; these customers have one). */
export function applicationRow(page: Page): Locator {
  return page.getByTestId('applications').locator('tbody tr').first();
}

/** The error-code screen showing `code`. */
export function errorScreen(page: Page, code: string): Locator {
  return page.locator(`[data-error-code="${code}"]`);
}

export interface JourneyAnswers {
  person: Individual;
  company: CompanyFinalAnswers;
  signatory: SignatoryFinalAnswers;
  services: ServicesAnswers;
}

/** A sole proprietor (UAE national) and their answers, unique per call (the pattern of full-journey.e2e.ts). */
export function soleProprietor(first: string, last: string): JourneyAnswers {
  const n = Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0');
  return {
    person: {
      salutation: 'Mr',
      firstName: first,
      lastName: last,
      dateOfBirth: '02/11/1980',
      authorityType: 'Sole signatory / proprietor',
      share: '100',
      passports: [{ country: 'United Arab Emirates', number: `N${n}` }],
      residence: 'United Arab Emirates',
      emiratesId: `7841980${n}34`,
      email: `${first.toLowerCase()}.${n}@example.ae`,
      mobile: '501112233',
      home: '504445566',
    },
    company: {
      customer: { name: 'Emirates Retail Co', country: 'United Arab Emirates' },
      supplier: { name: 'Mumbai Textiles Ltd', country: 'India' },
      originCountry: 'India',
      branch: { name: `${last} Trading Ajman`, emirate: 'Ajman', licence: `AJ-${n}` },
      activity: { turnover: '1800000', monthlyCash: '40000', singleCash: '8000', monthlyNonCash: '150000', singleNonCash: '50000' },
      address: { line: 'Office 702, Business Bay Tower', poBox: '23456', emirate: 'Dubai', space: 'Rented / leased' },
      contact: { mobile: '503334455', email: `finance.${n}@example.ae`, website: 'www.example.ae' },
    },
    signatory: {
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
    },
    services: {
      express: false,
      currencies: ['UAE Dirham'],
      city: 'Dubai',
      branch: 'Dubai Main Branch',
      signingType: 'Sole signatory / proprietor',
      contact: { name: `Khalid ${last}`, mobile: '506667788' },
      nameOnCard: `${first} ${last}`.toUpperCase(),
    },
  };
}

/**
 * From Company Information (after startApplication) to Submit Application: the company, its sole
 * signatory and owner, Final Questions, the five required documents and the services — the path of
 * full-journey.e2e.ts without its refusals and axe checks (that test owns those).
 */
export async function journeyToSubmit(page: Page, a: JourneyAnswers, files: UploadFiles, companyName: string): Promise<void> {
  const name = `${a.person.firstName} ${a.person.lastName}`;
  await completeCompanyInfo(page, newCompany(companyName));
  await completeSoleProprietor(page, a.person);
  await continueFromStakeholders(page, 'Final Questions');
  await page.waitForURL('**/business/FinalQuestions', { timeout: 20_000 });
  await answerFinalQuestions(page, a, name);
  await page.waitForURL('**/business/UploadDocuments', { timeout: 20_000 });
  await uploadRequiredDocuments(page, name, files);
  await page.waitForURL('**/business/SelectServices', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Select your services' }).waitFor();
  await fillServices(page, a.services);
}

export interface KycAnswers {
  companyName: string;
  signatoryName: string;
  education: string;
  background: string;
  businessModel: string;
  location: string;
  date: string; // dd/mm/yyyy
  time: string; // hh:mm
  period: 'AM' | 'PM';
  roName: string;
  roEmployeeId: string;
}

/** Fills the open KYC annexure step of Select Services (edit-application mode); Continue not pressed. */
export async function fillKycAnnexure(page: Page, step: Locator, k: KycAnswers): Promise<void> {
  await typeInto(page, step.getByRole('textbox', { name: 'Company name', exact: true }), k.companyName);
  await answer(step, 'Is the business in a skill-based category?', 'No');
  await typeInto(page, step.getByRole('textbox', { name: 'Signatory name', exact: true }), k.signatoryName);
  const details = step.getByRole('group', { name: 'Signatory details' });
  if ((await details.getByRole('textbox', { name: 'Name', exact: true }).count()) === 0) {
    await details.getByRole('button', { name: 'Add signatory details' }).click();
  }
  await typeInto(page, details.getByRole('textbox', { name: 'Name', exact: true }).first(), k.signatoryName);
  await details.getByLabel('Education').first().selectOption({ label: k.education });
  await typeInto(page, details.getByRole('textbox', { name: 'Corporate experience' }).first(), k.background);
  await typeInto(page, step.getByRole('textbox', { name: 'Business model' }), k.businessModel);
  await answer(step, 'Is the signatory the ultimate beneficiary?', 'Yes');
  await step.getByLabel('Meeting location').selectOption({ label: k.location });
  await typeInto(page, step.getByRole('textbox', { name: 'KYC verification date' }).first(), k.date);
  await page.keyboard.press('Tab');
  await typeInto(page, step.getByRole('textbox', { name: 'KYC verification time' }).first(), k.time);
  await step.getByRole('combobox', { name: 'AM or PM' }).first().selectOption(k.period);
  await typeInto(page, step.getByRole('textbox', { name: 'RO name', exact: true }).first(), k.roName);
  await typeInto(page, step.getByRole('textbox', { name: 'RO employee ID' }).first(), k.roEmployeeId);
}
