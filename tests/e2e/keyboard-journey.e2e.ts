import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, launch, openPage } from './support/browser';
import { codeFor, newApplicant } from './support/journey';
import { newCompany, saved } from './support/company';
import { card, expectPersonDone, expectStepCompleted, stepHeader, type Individual } from './support/stakeholders';
import { companyPart, signatoryPart, type CompanyFinalAnswers, type SignatoryFinalAnswers } from './support/final-questions';
import { documentSlot, removeUploadFiles, writeUploadFiles, type UploadFiles } from './support/documents';
import type { ServicesAnswers } from './support/services';
import {
  activate,
  answerByKeys,
  chooseByKeys,
  expectFocusOn,
  expectFocusOnTitle,
  interceptFileChoosers,
  isFocused,
  pickByKeys,
  pickDateByKeys,
  tabTo,
  tickByKeys,
  typeAt,
  uploadByKeys,
} from './support/keyboard';

const PEP = /holding or has held a position/;
const TOO_SMALL = 'Document size is insufficient. Please upload a document that is at least 50KB to continue.';

/** Opens a numbered step by Enter on its header (no key when it is already open). */
async function openStepByKeys(page: Page, scope: Locator, number: number, title: string): Promise<void> {
  const header = stepHeader(scope, number, title);
  await tabTo(page, header);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
}

// One journey from the comparison to Application submitted by the keyboard alone
// (Tab, Shift+Tab, Enter, Space, arrows, Escape and typing), with a visible focus indicator at every
// stop and axe on every page and error state reached on the way.
describe('the whole journey by keyboard alone', () => {
  let browser: Browser;
  let page: Page;
  let files: UploadFiles;
  const applicant = newApplicant('Mariam Al Shamsi');
  const company = newCompany('Shamsi Keyboard Trading LLC');
  const n = Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0');
  const person: Individual = {
    salutation: 'Mrs',
    firstName: 'Mariam',
    lastName: 'Shamsi',
    dateOfBirth: '14/06/1984',
    authorityType: 'Sole signatory / proprietor',
    share: '100',
    passports: [{ country: 'United Arab Emirates', number: `K${n}` }],
    residence: 'United Arab Emirates',
    emiratesId: `7841984${n}27`,
    email: `mariam.${n}@example.ae`,
    mobile: '502223344',
    home: '505556677',
  };
  const personName = `${person.firstName} ${person.lastName}`;
  const companyFinal: CompanyFinalAnswers = {
    customer: { name: 'Gulf Retail Co', country: 'United Arab Emirates' },
    supplier: { name: 'Karachi Cotton Ltd', country: 'Pakistan' },
    originCountry: 'Pakistan',
    branch: { name: 'Shamsi Trading Sharjah', emirate: 'Sharjah', licence: `SH-${n}` },
    activity: { turnover: '2400000', monthlyCash: '30000', singleCash: '6000', monthlyNonCash: '180000', singleNonCash: '60000' },
    address: { line: 'Office 1204, Al Moosa Tower', poBox: '45678', emirate: 'Dubai', space: 'Rented / leased' },
    contact: { mobile: '507778899', email: `accounts.${n}@shamsi.ae`, website: 'www.shamsi.ae' },
  };
  const signatoryFinal: SignatoryFinalAnswers = {
    mothersMaidenName: 'Aisha Rashid',
    maritalStatus: 'Married',
    placeOfBirth: 'Sharjah',
    countryOfBirth: 'United Arab Emirates',
    qualification: "Master's degree",
    employmentType: 'Self-employed / business owner',
    designation: 'Managing Partner',
    experience: '15',
    sources: ['Business revenue'],
    home: { line: 'Villa 12, Street 5, Al Khawaneej', poBox: '56789', city: 'Dubai', country: 'United Arab Emirates' },
    mailing: "The company's address",
  };
  const services: ServicesAnswers = {
    express: true,
    currencies: ['UAE Dirham'],
    city: 'Dubai',
    branch: 'Dubai Main Branch',
    signingType: 'Sole signatory / proprietor',
    contact: { name: 'Salem Shamsi', mobile: '508889900' },
    nameOnCard: 'MARIAM SHAMSI',
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
  // a failed test leaves its screenshot in tests/.tmp/e2e-failures (support/evidence.ts); KEYS_DEBUG=1 prints the keys' path

  it('goes from the comparison to the one-time code, with the errors of an empty form on the way', async () => {
    await page.goto('/business/accounts');
    await page.getByRole('heading', { level: 1, name: 'All businesses start with an account. Get yours now.' }).waitFor();
    await expectNoAxeViolations(page, 'comparison');
    await activate(page, page.getByRole('link', { name: 'View Business Current Account' }));
    await page.waitForURL('**/business/accounts/current-account');
    await expectFocusOnTitle(page);
    await expectNoAxeViolations(page, 'account landing');
    await activate(page, page.getByRole('link', { name: 'Apply now' }));
    await page.waitForURL('**/business/accounts/current-account/application-overview');
    await expectFocusOnTitle(page);
    await expectNoAxeViolations(page, 'application overview');
    await activate(page, page.getByRole('button', { name: 'Start application' }).or(page.getByRole('link', { name: 'Start application' })));

    await page.waitForURL('**/business/ApplicantInfo');
    await expectFocusOnTitle(page);
    await page.getByLabel('Full name').waitFor();
    await expectNoAxeViolations(page, 'basic information');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    // Continue on the empty form: the errors are shown (an error state reached by keys)
    await activate(page, continueButton);
    await expect.poll(() => page.getByText('Full name is not filled').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'basic information, empty form sent');

    await typeAt(page, page.getByLabel('Full name'), applicant.fullName, { back: true });
    await typeAt(page, page.getByLabel('Email address'), applicant.email);
    await typeAt(page, page.getByRole('textbox', { name: /Mobile Number/ }), applicant.mobile);
    await activate(page, continueButton);
    await page.waitForURL('**/business/VerifyOTP');
    await expectFocusOnTitle(page, "Confirm that it's you");
    await expectNoAxeViolations(page, 'one-time code');
  });

  it('reads the code on the phone, types a wrong one first, then the right one', async () => {
    const code = await codeFor(applicant.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await tabTo(page, first);
    await page.keyboard.type(wrong);
    await activate(page, page.getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => page.getByText(/attempts? left/).count()).toBeGreaterThan(0);
    // the refused code puts focus back in the first box, ready for the right one
    await expectFocusOn(page, first);
    await expectNoAxeViolations(page, 'one-time code, wrong code');

    await page.keyboard.type(code);
    await expect
      .poll(() => Promise.all([1, 2, 3, 4, 5, 6].map((n) => page.getByRole('textbox', { name: `Digit ${n} of 6` }).inputValue())).then((d) => d.join('')))
      .toBe(code);
    await activate(page, page.getByRole('button', { name: 'Confirm' }));
    await page.waitForURL('**/business/CompanyInfo');
    await expectFocusOnTitle(page);
    await page.getByLabel('Company name').waitFor();
    await expectNoAxeViolations(page, 'company information');
  });

  it('completes Company Information', async () => {
    const continueButton = page.getByRole('region').getByRole('button', { name: 'Continue', exact: true }).first();
    await typeAt(page, page.getByLabel('Company name'), company.companyName);
    await typeAt(page, page.getByLabel('Number of employees'), '12');
    await chooseByKeys(page, page.getByLabel('Company category'), 'Limited Liability Company (LLC)');
    await activate(page, continueButton);

    const industry = page.getByRole('combobox', { name: 'Industry' }).first();
    await industry.waitFor();
    await pickByKeys(page, industry, 'General Trading');
    await pickByKeys(page, page.getByRole('combobox', { name: 'Sub-category' }).first(), 'Import and export');
    await activate(page, continueButton);

    const licence = page.getByLabel('Trade licence number');
    await typeAt(page, licence, company.licenseNumber);
    await pickByKeys(page, page.getByRole('combobox', { name: 'Licence issuing authority' }), 'Dubai Multi Commodities Centre (DMCC)', 'DMCC');
    await pickDateByKeys(page, page.getByLabel('Licence issuing date'), '15/03/2019');
    await pickByKeys(page, page.getByRole('combobox', { name: 'Country of incorporation' }), 'United Arab Emirates');
    await pickDateByKeys(page, page.getByLabel('Date of incorporation'), '10/02/2015');
    await expect.poll(() => page.getByLabel('Years in business').inputValue()).toMatch(/^\d{1,3}$/);
    await activate(page, continueButton);
    await page.waitForURL('**/business/StakeholdersInfo', { timeout: 20_000 });
  });
  it('completes the one stakeholder, adds a second and deletes it again', async () => {
    await expectFocusOnTitle(page);
    const first = card(page, 0);
    await first.waitFor();
    await expectNoAxeViolations(page, 'stakeholders');
    const next = () => first.getByRole('region').getByRole('button', { name: 'Continue', exact: true }).first();

    // Continue on the empty first step: its errors are an error state reached by keys
    await activate(page, next());
    await expect.poll(() => first.getByText(/is not filled/).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'stakeholders, empty step sent');

    // the fields in the order the analysts put them (schemas/steps/stakeholder/personalInformation.ui.json)
    await pickDateByKeys(page, first.getByRole('textbox', { name: 'Date of birth' }), person.dateOfBirth, { back: true });
    await answerByKeys(page, first.getByRole('radiogroup', { name: PEP }), 'No');
    await chooseByKeys(page, first.getByLabel('Salutation'), person.salutation);
    await typeAt(page, first.getByRole('textbox', { name: 'First name' }), person.firstName);
    await typeAt(page, first.getByRole('textbox', { name: 'Last name' }), person.lastName);
    await activate(page, next());
    await expectStepCompleted(first, 1, 'Personal Information');

    await answerByKeys(page, first.getByRole('radiogroup', { name: 'Is this person a signatory' }), 'Yes');
    await chooseByKeys(page, first.getByLabel('Authority type'), person.authorityType);
    await activate(page, next());
    await expectStepCompleted(first, 2, 'Signatory Rights');

    // the sole proprietor holds every share; the percentage is typed all the same
    await answerByKeys(page, first.getByRole('radiogroup', { name: 'Is this person a shareholder' }), 'Yes');
    await typeAt(page, first.getByRole('textbox', { name: 'Percentage of shares' }), person.share);
    await activate(page, next());
    await expectStepCompleted(first, 3, 'Shareholding');

    await pickByKeys(page, first.getByRole('combobox', { name: 'Country of citizenship' }).first(), person.passports[0].country);
    await typeAt(page, first.getByRole('textbox', { name: 'Passport number' }).first(), person.passports[0].number);
    await activate(page, next());
    await expectStepCompleted(first, 4, 'Nationality');

    await pickByKeys(page, first.getByRole('combobox', { name: 'Country of residence' }), person.residence);
    await typeAt(page, first.getByRole('textbox', { name: 'Emirates ID number' }), person.emiratesId);
    await answerByKeys(page, first.getByRole('radiogroup', { name: /relation with the United States/ }), 'No');
    await activate(page, next());
    await expectStepCompleted(first, 5, 'Country of residence');

    await typeAt(page, first.getByRole('textbox', { name: 'E-mail address' }), person.email);
    await typeAt(page, first.getByRole('textbox', { name: 'Mobile number' }), person.mobile);
    await typeAt(page, first.getByRole('textbox', { name: 'Home country number' }), person.home);
    expect(await saved(page, () => activate(page, next()))).toBe(200);
    await expectPersonDone(first);
    // the steps closed: focus is on the person's name
    await expectFocusOn(page, first.getByRole('heading', { level: 2, name: personName }));
    await expect.poll(() => page.getByTestId('shares-total').textContent()).toBe('Shares held in total: 100%');
    await expectNoAxeViolations(page, 'stakeholders, complete');

    // a second stakeholder added and deleted again, the confirmation first refused with Escape
    await activate(page, page.getByRole('button', { name: 'Add another stakeholder' }));
    const second = card(page, 1);
    // the new card has focus on its heading; its Delete (enabled once the new person is saved) is
    // three stops on
    await expectFocusOn(page, second.getByRole('heading', { level: 2, name: 'New stakeholder' }));
    const remove = second.getByRole('button', { name: 'Delete New stakeholder' });
    await expect.poll(() => remove.isEnabled()).toBe(true);
    await activate(page, remove, 'Enter', { max: 3 });
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'stakeholders, delete confirmation');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(remove)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await activate(page, dialog.getByRole('button', { name: "Yes, I'm sure" }), 'Enter', { max: 4 });
    await expect.poll(() => page.locator('li[data-signatory]').count()).toBe(1);
    await expectFocusOn(page, page.getByRole('button', { name: 'Add another stakeholder' }));

    const onward = page.getByRole('button', { name: 'Continue to Final Questions' });
    await expect.poll(() => onward.isDisabled()).toBe(false);
    await activate(page, onward);
    await page.waitForURL('**/business/FinalQuestions', { timeout: 20_000 });
  });

  it('answers the Final Questions, a row of customers added and deleted on the way', async () => {
    await expectFocusOnTitle(page);
    const company = companyPart(page);
    await company.waitFor();
    const signatory = signatoryPart(page, personName);
    await signatory.waitFor();
    await expectNoAxeViolations(page, 'final questions');
    const next = (part: Locator) => part.getByRole('region').getByRole('button', { name: 'Continue', exact: true }).first();

    await openStepByKeys(page, company, 1, 'Business relationships');
    const customers = company.getByRole('group', { name: 'Top customers' });
    await typeAt(page, customers.getByRole('textbox', { name: 'Name' }).first(), companyFinal.customer.name);
    await pickByKeys(page, customers.getByRole('combobox', { name: 'Country' }).first(), companyFinal.customer.country);
    await activate(page, customers.getByRole('button', { name: /Add another customer/ }));
    await expect.poll(() => customers.getByRole('textbox', { name: 'Name' }).count()).toBe(2);
    await activate(page, customers.getByRole('button', { name: 'Delete row 2' }), 'Enter', { back: true });
    await expect.poll(() => customers.getByRole('textbox', { name: 'Name' }).count()).toBe(1);
    const suppliers = company.getByRole('group', { name: 'Top suppliers' });
    await typeAt(page, suppliers.getByRole('textbox', { name: 'Name' }).first(), companyFinal.supplier.name);
    await pickByKeys(page, suppliers.getByRole('combobox', { name: 'Country' }).first(), companyFinal.supplier.country);
    await pickByKeys(page, company.getByRole('group', { name: 'Countries of origin of goods' }).getByRole('combobox').first(), companyFinal.originCountry);
    await answerByKeys(page, company.getByRole('radiogroup', { name: 'Does the company bank with other banks?' }), 'No');
    await answerByKeys(page, company.getByRole('radiogroup', { name: /designated non-financial business/ }), 'No');
    expect(await saved(page, () => activate(page, next(company)))).toBe(200);
    await expectStepCompleted(company, 1, 'Business relationships');

    await answerByKeys(page, company.getByRole('radiogroup', { name: 'Does the company have branches or subsidiaries in the UAE?' }), 'Yes');
    const within = company.getByRole('group', { name: 'Branches and subsidiaries in the UAE' });
    await typeAt(page, within.getByRole('textbox', { name: 'Company name' }).first(), companyFinal.branch.name);
    await chooseByKeys(page, within.getByLabel('Emirate').first(), companyFinal.branch.emirate);
    await typeAt(page, within.getByRole('textbox', { name: 'Trade licence number' }).first(), companyFinal.branch.licence);
    await answerByKeys(page, company.getByRole('radiogroup', { name: 'Does the company have branches or subsidiaries outside the UAE?' }), 'No');
    expect(await saved(page, () => activate(page, next(company)))).toBe(200);
    await expectStepCompleted(company, 2, 'Branches and subsidiaries');

    const a = companyFinal.activity;
    await typeAt(page, company.getByRole('textbox', { name: 'Annual turnover (AED)' }), a.turnover);
    await typeAt(page, company.getByRole('textbox', { name: 'Monthly cash deposits and withdrawals (AED)' }), a.monthlyCash);
    await typeAt(page, company.getByRole('textbox', { name: 'Largest single cash transaction (AED)' }), a.singleCash);
    await typeAt(page, company.getByRole('textbox', { name: 'Monthly non-cash transactions (AED)' }), a.monthlyNonCash);
    await typeAt(page, company.getByRole('textbox', { name: 'Largest single non-cash transaction (AED)' }), a.singleNonCash);
    expect(await saved(page, () => activate(page, next(company)))).toBe(200);
    await expectStepCompleted(company, 3, 'Anticipated account activity');

    await typeAt(page, company.getByRole('textbox', { name: 'Address' }), companyFinal.address.line);
    await typeAt(page, company.getByRole('textbox', { name: 'PO Box' }), companyFinal.address.poBox);
    await chooseByKeys(page, company.getByLabel('Emirate', { exact: true }), companyFinal.address.emirate);
    await chooseByKeys(page, company.getByLabel('Type of space occupied'), companyFinal.address.space);
    await answerByKeys(page, company.getByRole('radiogroup', { name: 'Is the office address different from the registered address?' }), 'No');
    expect(await saved(page, () => activate(page, next(company)))).toBe(200);
    await expectStepCompleted(company, 4, 'Preferred mailing address');

    await typeAt(page, company.getByRole('textbox', { name: 'Mobile Number' }), companyFinal.contact.mobile);
    await typeAt(page, company.getByRole('textbox', { name: 'Company email address' }), companyFinal.contact.email);
    await typeAt(page, company.getByRole('textbox', { name: 'Website' }), companyFinal.contact.website);
    expect(await saved(page, () => activate(page, next(company)))).toBe(200);
    await expectStepCompleted(company, 5, 'Preferred contact');

    const s = signatoryFinal;
    await openStepByKeys(page, signatory, 1, 'Personal information');
    await typeAt(page, signatory.getByRole('textbox', { name: "Mother's maiden name" }), s.mothersMaidenName);
    await chooseByKeys(page, signatory.getByLabel('Marital status', { exact: true }), s.maritalStatus);
    await typeAt(page, signatory.getByRole('textbox', { name: 'Place of birth' }), s.placeOfBirth);
    await pickByKeys(page, signatory.getByRole('combobox', { name: 'Country of birth' }), s.countryOfBirth);
    expect(await saved(page, () => activate(page, next(signatory)))).toBe(200);
    await expectStepCompleted(signatory, 1, 'Personal information');

    await chooseByKeys(page, signatory.getByLabel('Highest qualification'), s.qualification);
    await chooseByKeys(page, signatory.getByLabel('Employment type', { exact: true }), s.employmentType);
    await typeAt(page, signatory.getByRole('textbox', { name: 'Designation' }), s.designation);
    await answerByKeys(page, signatory.getByRole('radiogroup', { name: 'Does this person work at the company?' }), 'Yes');
    await typeAt(page, signatory.getByRole('textbox', { name: 'Total years of experience' }), s.experience);
    expect(await saved(page, () => activate(page, next(signatory)))).toBe(200);
    await expectStepCompleted(signatory, 2, 'Employment details');

    for (const source of s.sources) await tickByKeys(page, signatory.getByRole('checkbox', { name: source, exact: true }));
    expect(await saved(page, () => activate(page, next(signatory)))).toBe(200);
    await expectStepCompleted(signatory, 3, 'Source of funds');

    await answerByKeys(page, signatory.getByRole('radiogroup', { name: "Does this person live at the company's address?" }), 'No');
    // living in the UAE: the emirate is a choice
    await pickByKeys(page, signatory.getByRole('combobox', { name: 'Country' }), s.home.country);
    await typeAt(page, signatory.getByRole('textbox', { name: 'Address' }), s.home.line);
    await typeAt(page, signatory.getByRole('textbox', { name: 'PO Box' }), s.home.poBox);
    await chooseByKeys(page, signatory.getByLabel('Emirate', { exact: true }), s.home.city);
    expect(await saved(page, () => activate(page, next(signatory)))).toBe(200);
    await expectStepCompleted(signatory, 4, 'Residential address');

    await answerByKeys(page, signatory.getByRole('radiogroup', { name: 'Preferred mailing address' }), s.mailing);
    expect(await saved(page, () => activate(page, next(signatory)))).toBe(200);
    await expectStepCompleted(signatory, 5, 'Preferred mailing address');

    const onward = page.getByRole('button', { name: 'Continue', exact: true }).last();
    await expect.poll(() => onward.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'final questions, all answered');
    await activate(page, onward);
    await page.waitForURL('**/business/UploadDocuments', { timeout: 20_000 });
  });

  it('uploads every required document from the keyboard, after a file too small is refused', async () => {
    interceptFileChoosers(page);
    await expectFocusOnTitle(page, 'Upload your documents');
    await documentSlot(page, 'Trade licence').waitFor();
    await expectNoAxeViolations(page, 'upload documents');
    // each slot's drop zone is its keyboard stop: "Choose a file for …", then "Replace the file for …"
    const zone = (title: string) => documentSlot(page, title).getByRole('button', { name: new RegExp(`file for ${title.replace(/[()]/g, '\\$&')}$`) });
    const uploaded = async (title: string, path: string) => {
      const slot = documentSlot(page, title);
      await expect
        .poll(() => slot.getByText(/^Uploaded: /).textContent(), { timeout: 20_000 })
        .toMatch(new RegExp(`^Uploaded: .*${basename(path).split('.')[0]}`));
    };

    await uploadByKeys(page, zone('Trade licence'), files.tiny);
    await documentSlot(page, 'Trade licence').getByRole('alert').waitFor({ timeout: 15_000 });
    expect((await documentSlot(page, 'Trade licence').getByRole('alert').innerText()).trim()).toBe(TOO_SMALL);
    await expectNoAxeViolations(page, 'upload documents, refused file');

    const uploads: Array<[string, string]> = [
      ['Trade licence', files.licence],
      ['Memorandum of association', files.memorandum],
      ['Company bank statements (last 6 months)', files.statements],
      [`Passport of ${personName}`, files.passport],
      [`Emirates ID of ${personName}`, files.emiratesId],
    ];
    for (const [title, path] of uploads) {
      await uploadByKeys(page, zone(title), path);
      await uploaded(title, path);
      // the drop zone keeps focus through the upload
      await expectFocusOn(page, zone(title));
    }
    const onward = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => onward.isDisabled()).toBe(false);
    await expectNoAxeViolations(page, 'upload documents, all uploaded');
    expect(await saved(page, () => activate(page, onward))).toBe(200);
    await page.waitForURL('**/business/SelectServices', { timeout: 20_000 });
  });

  it('selects the services', async () => {
    await expectFocusOnTitle(page, 'Select your services');
    await expectNoAxeViolations(page, 'select services');
    const next = () => page.getByRole('region').getByRole('button', { name: 'Continue', exact: true }).first();

    await answerByKeys(page, page.getByRole('radiogroup', { name: 'Would you like the Express Service for your AED account?' }), 'Yes');
    const terms = page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions of Express Service' });
    await terms.waitFor();
    const popup = page.waitForEvent('popup');
    await activate(page, page.getByRole('link', { name: /Read the terms and conditions of Express Service/ }));
    const tab = await popup;
    await tab.waitForLoadState('domcontentloaded').catch(() => {});
    expect(new URL(tab.url()).pathname).toBe('/api/v1/sheets/express-terms.pdf');
    // closing the new tab is the browser's own key (Ctrl+W), outside the page
    await tab.close();
    await tickByKeys(page, terms);
    await expectNoAxeViolations(page, 'select services, express terms accepted');
    expect(await saved(page, () => activate(page, next()))).toBe(200);
    await expectStepCompleted(page, 1, 'Express Service');

    const currencies = page.getByRole('group', { name: 'Account currencies' });
    await currencies.waitFor();
    await expect.poll(() => currencies.getByRole('checkbox', { name: 'UAE Dirham' }).isChecked()).toBe(true);
    await pickByKeys(page, page.getByRole('combobox', { name: 'City' }), services.city);
    await pickByKeys(page, page.getByRole('combobox', { name: 'Branch' }), services.branch);
    expect(await saved(page, () => activate(page, next()))).toBe(200);
    await expectStepCompleted(page, 2, 'Account details');

    await chooseByKeys(page, page.getByLabel('How will the account be operated?'), services.signingType);
    await typeAt(page, page.getByRole('textbox', { name: 'Full name' }), services.contact.name);
    await typeAt(page, page.getByRole('textbox', { name: 'Mobile Number' }), services.contact.mobile);
    expect(await saved(page, () => activate(page, next()))).toBe(200);
    await expectStepCompleted(page, 3, 'Signing preferences');

    await tickByKeys(page, page.getByRole('checkbox', { name: 'I would like a debit card' }));
    await typeAt(page, page.getByRole('textbox', { name: 'Name on debit card' }), services.nameOnCard);
    await tickByKeys(page, page.getByRole('checkbox', { name: 'I would like a cheque book' }));
    await tickByKeys(page, page.getByRole('checkbox', { name: 'Online statements' }));
    expect(await saved(page, () => activate(page, next()))).toBe(200);
    await expectStepCompleted(page, 4, 'Channels');

    await page.getByRole('heading', { name: 'Value packages' }).waitFor();
    await activate(page, page.getByRole('button', { name: `Select ${services.valuePackage}` }));
    await expect.poll(() => page.getByRole('button', { name: `Selected: ${services.valuePackage}` }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page, 'select services, value package chosen');
    await activate(page, next());
    await page.waitForURL('**/business/SubmitApplication', { timeout: 20_000 });
  });

  it('reviews the application and submits it', async () => {
    await expectFocusOnTitle(page, 'Submit your application');
    const stage = (id: string) => page.locator(`section[data-stage="${id}"]`);
    await expect.poll(() => stage('documents').innerText()).toContain('5 of 5 documents uploaded');
    await expect.poll(() => stage('stakeholders').innerText()).toContain(personName);
    expect(await stage('companyInfo').innerText()).toContain(company.companyName);
    expect(await stage('selectServices').innerText()).toContain(services.valuePackage);
    await expectNoAxeViolations(page, 'submit application');
    // the review is read on the way: Tab passes each stage's Edit link before Submit
    const edits = await page.getByRole('link', { name: /^Edit / }).count();
    expect(await tabTo(page, page.getByRole('button', { name: 'Submit application' }))).toBeGreaterThan(edits);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/business/ApplicationSubmitted', { timeout: 30_000 });
    await expectFocusOnTitle(page, 'Check it out. Application submitted!');
    await expectNoAxeViolations(page, 'application submitted');
    // the next stop from the page is its one action
    await tabTo(page, page.getByRole('button', { name: 'Check status' }));
  });
});
