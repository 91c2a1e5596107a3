import { describe, expect, it, beforeEach } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { recordTemplate } from '../../../src/core/schema/defaults';
import type { CompletedStep } from '../../../src/core/wizard/types';
import { appBundle } from '../app-bundle';
import { completedStepsAtom, prospectAtom } from '../../../src/web/app/state/application';
import { enqueueSaveAtom, prospectVersionAtom } from '../../../src/web/app/state/save';
import { renderApp } from '../render';
import { typeAndChoose } from '../combobox';
import { stepsAt } from '../../support/completed-steps';

type Json = Record<string, any>;

// the page loads lazily and each step saves asynchronously: allow for a busy machine
configure({ asyncUtilTimeout: 5_000 });

const aisha = { signatoryId: 'companySignatory_1', firstName: 'Aisha', lastName: 'Rahman', kycDetails: { isSignatory: true } };
const omar = { signatoryId: 'companySignatory_2', firstName: 'Omar', lastName: 'Said', kycDetails: { isSignatory: false } };

function application(people: Json[] = [aisha, omar]): Json {
  const record = recordTemplate(appBundle) as Json;
  record.applicationInfo.accountType = 'starter';
  record.signatoryInfo = structuredClone(people);
  return record;
}

const steps = (flowId: string, numbers: number[]): CompletedStep[] => stepsAt(flowId, numbers);

interface Saved {
  request: { saveType: string; actionType: string };
  record: Json;
  completed: CompletedStep[];
}

/** The page with the application in the atoms, as after loading it; saves are recorded instead of sent. */
async function open(record: Json, completed: CompletedStep[] = [], failing = false) {
  const store = createStore();
  store.set(prospectAtom, record);
  store.set(prospectVersionAtom, 1);
  store.set(completedStepsAtom, completed);
  const utils = renderApp('/business/FinalQuestions', { store });
  await screen.findByRole('heading', { level: 1, name: 'Final questions' }, { timeout: 10_000 });
  // once the (lazily loaded) session host published the app's queue, this one replaces it: it records
  // each save and answers at once, so nothing reaches a server
  await waitFor(() => expect(store.get(enqueueSaveAtom)).not.toBeNull(), { timeout: 10_000 });
  const saves: Saved[] = [];
  store.set(enqueueSaveAtom, {
    enqueue: async (request) => {
      saves.push({ request, record: store.get(prospectAtom) as Json, completed: store.get(completedStepsAtom) });
      if (failing) throw new Error('save refused');
    },
  });
  return { ...utils, store, saves };
}

const section = (name: string | RegExp) => screen.getByRole('region', { name }) as HTMLElement;
const companyPart = () => section(/^About the company/);
const signatoryPart = (name: RegExp) => section(name);
const stepHeader = (part: HTMLElement, name: RegExp) => within(part).getByRole('button', { name });
const continueIn = (part: HTMLElement) => within(part).getByRole('button', { name: 'Continue' });
const errorsIn = (part: HTMLElement) =>
  within(part)
    .queryAllByText(/is not filled|is invalid|cannot be|Maximum/)
    .map((e) => e.textContent);

const choose = (input: HTMLElement, text: string) => typeAndChoose(input, text);

beforeEach(() => {
  window.dataLayer = [];
});

describe('Final Questions page', { timeout: 90_000 }, () => {
  it('shows the company wizard and one wizard per signatory, and keeps Continue closed until all are done', async () => {
    await open(application());
    const company = companyPart();
    for (const [n, title] of [
      'Business relationships',
      'Branches and subsidiaries',
      'Anticipated account activity',
      'Preferred mailing address',
      'Preferred contact',
    ].entries())
      expect(stepHeader(company, new RegExp(`^${n + 1}\\.\\s*${title}`))).toBeInTheDocument();
    expect(stepHeader(company, /^1\.\s*Business relationships/)).toHaveAttribute('aria-expanded', 'true');
    expect(within(company).getByRole('group', { name: 'Top customers' })).toBeInTheDocument();

    const person = signatoryPart(/^Aisha Rahman/);
    for (const [n, title] of ['Personal information', 'Employment details', 'Source of funds', 'Residential address', 'Preferred mailing address'].entries())
      expect(stepHeader(person, new RegExp(`^${n + 1}\\.\\s*${title}`))).toBeInTheDocument();
    expect(within(person).getByLabelText("Mother's maiden name")).toBeInTheDocument();
    // a stakeholder who is not a signatory gets no questions
    expect(screen.queryByRole('region', { name: /Omar Said/ })).toBeNull();
    expect(screen.queryByTestId('no-signatories')).toBeNull();

    const next = screen.getByRole('button', { name: 'Continue', description: /Answer every question/ });
    expect(next).toBeDisabled();
  });

  it('without signatories shows only the company part and says so', async () => {
    await open(application([omar]));
    expect(companyPart()).toBeInTheDocument();
    expect(screen.getByTestId('no-signatories')).toHaveTextContent('No one has been named a signatory yet.');
    expect(screen.queryByText('Personal information')).toBeNull();
  });

  it('company business relationships: exact messages first, then a saved, completed step and its event', async () => {
    const { saves } = await open(application());
    const company = companyPart();
    await userEvent.click(continueIn(company));
    expect(errorsIn(company)).toEqual(
      expect.arrayContaining([
        'Top customers is not filled',
        'Top suppliers is not filled',
        'Countries of origin of goods is not filled',
        'Does the company bank with other banks? is not filled',
        'Is the company a designated non-financial business or profession (DNFBP)? is not filled',
      ]),
    );
    expect(saves).toEqual([]);

    const customers = within(company).getByRole('group', { name: 'Top customers' });
    await userEvent.type(within(customers).getByLabelText('Name'), 'Gulf Retail Group');
    await choose(within(customers).getByRole('combobox', { name: 'Country' }), 'Oman');
    await userEvent.click(within(company).getByLabelText('We have no suppliers yet'));
    expect(within(company).queryByRole('group', { name: 'Top suppliers' })).toBeNull();
    // a new business can say it has no customers yet either (the list then goes)
    expect(within(company).getByLabelText('We have no customers yet')).not.toBeChecked();
    await userEvent.click(within(company).getByLabelText("We don't trade goods yet"));
    await userEvent.click(within(within(company).getByRole('radiogroup', { name: 'Does the company bank with other banks?' })).getByLabelText('Yes'));
    await userEvent.type(within(company).getByLabelText('Bank name'), 'Emirates Commercial Bank');
    await userEvent.click(within(within(company).getByRole('radiogroup', { name: /DNFBP/ })).getByLabelText('No'));
    await userEvent.type(within(company).getByLabelText(/GIIN/), 'a1b2c312345sl001');
    await userEvent.click(continueIn(company));

    await waitFor(() => expect(saves).toHaveLength(1));
    const [saved] = saves;
    expect(saved.request).toEqual({ saveType: 'continue', actionType: 'save' });
    expect(saved.completed).toContainEqual({ flowId: 'finalQuestionsCompany', step: 'businessRelationships', status: 'COMPLETED' });
    expect(saved.record.orgKYCDetails).toMatchObject({
      topCustomers: [{ name: 'Gulf Retail Group', country: 'OM' }],
      noSuppliersYet: true,
      dontTradeGoodsYet: true,
      otherBankingRelationshipsInfo: { otherBankingRelationshipsExist: 'yes', otherBankDetails: [{ bankName: 'Emirates Commercial Bank' }] },
      isDnfbp: 'no',
      giin: 'A1B2C3-12345-SL-001',
    });
    expect(window.dataLayer).toContainEqual({ event: 'finalQuestionsBusinessRelationships', productName: 'starter' });
    await waitFor(() => expect(stepHeader(company, /^2\.\s*Branches and subsidiaries/)).toHaveAttribute('aria-expanded', 'true'));
    expect(stepHeader(company, /^1\.\s*Business relationships/)).toHaveTextContent('Completed');
  });

  it('signatory personal information: "Other" asks for words; the answers are saved on that person only', async () => {
    const { saves } = await open(application());
    const person = signatoryPart(/^Aisha Rahman/);
    expect(within(person).queryByLabelText('Marital status (other)')).toBeNull();
    await userEvent.selectOptions(within(person).getByLabelText('Marital status'), 'OTHER');
    await userEvent.click(continueIn(person));
    expect(errorsIn(person)).toEqual(
      expect.arrayContaining([
        "Mother's maiden name is not filled",
        'Marital status (other) is not filled',
        'Place of birth is not filled',
        'Country of birth is not filled',
      ]),
    );
    await userEvent.type(within(person).getByLabelText("Mother's maiden name"), 'Fatima Khan');
    await userEvent.type(within(person).getByLabelText('Marital status (other)'), 'Engaged');
    await userEvent.type(within(person).getByLabelText('Place of birth'), 'Sharjah');
    await choose(within(person).getByRole('combobox', { name: 'Country of birth' }), 'Jordan');
    await userEvent.click(continueIn(person));

    await waitFor(() => expect(saves).toHaveLength(1));
    const [saved] = saves;
    expect(saved.completed).toEqual([{ flowId: 'finalQuestions_companySignatory_1', step: 'personal', status: 'COMPLETED' }]);
    expect(saved.record.signatoryInfo[0].kycDetails).toEqual({
      isSignatory: true,
      mothersMaidenName: 'Fatima Khan',
      maritalStatus: 'OTHER',
      maritalStatusOthers: 'Engaged',
      placeOfBirth: 'Sharjah',
      countryOfBirth: 'JO',
    });
    expect(saved.record.signatoryInfo[1]).toEqual(omar);
    expect(window.dataLayer).toContainEqual({ event: 'finalQuestionsPersonalInformation', productName: 'starter' });
    await waitFor(() => expect(stepHeader(person, /^2\.\s*Employment details/)).toHaveAttribute('aria-expanded', 'true'));
  });

  it('addresses: a different office address adds the office and the mailing choice, and the preferred flags follow it', async () => {
    const { store, saves } = await open(application(), steps('finalQuestionsCompany', [1, 2, 3]));
    const company = companyPart();
    expect(stepHeader(company, /^4\.\s*Preferred mailing address/)).toHaveAttribute('aria-expanded', 'true');
    expect(within(company).getByRole('group', { name: 'Registered address' })).toBeInTheDocument();
    expect(within(company).queryByRole('group', { name: 'Office address' })).toBeNull();

    await userEvent.click(within(within(company).getByRole('radiogroup', { name: /office address different/ })).getByLabelText('Yes'));
    const office = await within(company).findByRole('group', { name: 'Office address' });
    await userEvent.click(within(within(company).getByRole('radiogroup', { name: 'Preferred mailing address' })).getByLabelText('Office address'));
    const addresses = () => (store.get(prospectAtom) as Json).organizationInfo.addressInfo;
    expect(addresses().map((a: Json) => [a.typeOfAddress, a.addressDetails[0].preferredAddress])).toEqual([
      ['registered', 'N'],
      ['office', 'Y'],
    ]);

    const registered = within(company).getByRole('group', { name: 'Registered address' });
    for (const [part, line, box, space] of [
      [registered, 'Office 1204, Al Noor Tower', '12345', 'RENTED'],
      [office, 'Warehouse 7, Al Quoz', '54321', 'WAREHOUSE'],
    ] as const) {
      await userEvent.type(within(part).getByLabelText('Address'), line);
      await userEvent.type(within(part).getByLabelText('PO Box'), box);
      await userEvent.selectOptions(within(part).getByLabelText('Emirate'), 'DXB');
      await userEvent.selectOptions(within(part).getByLabelText('Type of space occupied'), space);
    }
    // the PO box limit shows at once after the first Continue
    await userEvent.type(within(office).getByLabelText('PO Box'), '123456');
    await userEvent.click(continueIn(company));
    expect(within(office).getByText('Maximum 10 characters allowed')).toBeInTheDocument();
    await userEvent.type(within(office).getByLabelText('PO Box'), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await userEvent.click(continueIn(company));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].record.organizationInfo.addressInfo[1]).toMatchObject({
      typeOfAddress: 'office',
      addressDetails: [
        { addressLine1: 'Warehouse 7, Al Quoz', poBox: '54321', emirateCity: 'DXB', country: 'AE', typeOfSpaceOccupied: 'WAREHOUSE', preferredAddress: 'Y' },
      ],
    });
    expect(window.dataLayer).toContainEqual({ event: 'finalQuestionsPreferredMailingAddress', productName: 'starter' });

    // the office is the same after all: it goes, and mail goes to the registered address
    await userEvent.click(stepHeader(company, /^4\.\s*Preferred mailing address/));
    await userEvent.click(within(within(company).getByRole('radiogroup', { name: /office address different/ })).getByLabelText('No'));
    expect(addresses().map((a: Json) => [a.typeOfAddress, a.addressDetails[0].preferredAddress])).toEqual([['registered', 'Y']]);
    expect(within(company).queryByRole('group', { name: 'Office address' })).toBeNull();
  });

  it('Continue saves the next view and goes to Upload Documents once every flow is completed', async () => {
    const completed = [...steps('finalQuestionsCompany', [1, 2, 3, 4, 5]), ...steps('finalQuestions_companySignatory_1', [1, 2, 3, 4, 5])];
    const { saves, current } = await open(application(), completed);
    expect(screen.queryByText(/Answer every question/)).toBeNull();
    const next = screen.getAllByRole('button', { name: 'Continue' }).at(-1)!;
    expect(next).toBeEnabled();
    await userEvent.click(next);
    await waitFor(() => expect(current()).toBe('/business/UploadDocuments'));
    expect(saves).toHaveLength(1);
    expect(saves[0].request).toEqual({ saveType: 'continue', actionType: 'save' });
    expect(saves[0].record.applicationInfo.viewId).toBe('/UploadDocuments');
  });

  it('a signatory still open keeps Continue closed even when the company is done', async () => {
    await open(application(), steps('finalQuestionsCompany', [1, 2, 3, 4, 5]));
    expect(companyPart()).toHaveAccessibleName(/All answered/);
    expect(screen.getByRole('button', { name: 'Continue', description: /Answer every question/ })).toBeDisabled();
  });
  it('signatory employment, source of funds and addresses: conditional questions, saved step by step until the flow is done', async () => {
    const { saves } = await open(application(), steps('finalQuestions_companySignatory_1', [1]));
    const person = signatoryPart(/^Aisha Rahman/);
    const radio = (group: RegExp | string, option: string) =>
      userEvent.click(within(within(person).getByRole('radiogroup', { name: group })).getByLabelText(option));

    await userEvent.selectOptions(within(person).getByLabelText('Highest qualification'), 'MASTER');
    await userEvent.selectOptions(within(person).getByLabelText('Employment type'), 'OTHER');
    await userEvent.type(within(person).getByLabelText('Employment type (other)'), 'Consultant');
    await userEvent.type(within(person).getByLabelText('Designation'), 'Managing Director');
    expect(within(person).queryByLabelText('Employer name')).toBeNull();
    await radio('Does this person work at the company?', 'No');
    await userEvent.type(within(person).getByLabelText('Employer name'), 'Gulf Holdings LLC');
    await userEvent.type(within(person).getByLabelText('Total years of experience'), '71');
    await userEvent.click(continueIn(person));
    expect(errorsIn(person)).toEqual([]);
    expect(within(person).getByRole('link', { name: /: Must be less than or equal to 70$/ })).toBeInTheDocument();
    await userEvent.clear(within(person).getByLabelText('Total years of experience'));
    await userEvent.type(within(person).getByLabelText('Total years of experience'), '15');
    await userEvent.click(continueIn(person));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].record.signatoryInfo[0].employmentDetails).toEqual({
      qualification: 'MASTER',
      employmentType: 'OTHER',
      otherEmploymentType: 'Consultant',
      designation: 'Managing Director',
      isWorkingAtCompany: 'no',
      employerName: 'Gulf Holdings LLC',
      totalExperienceYrs: 15,
    });

    await waitFor(() => expect(stepHeader(person, /^3\.\s*Source of funds/)).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(within(person).getByLabelText('Business revenue'));
    await userEvent.click(within(person).getByLabelText('Other'));
    await userEvent.click(continueIn(person));
    // in the summary and at the field
    expect(errorsIn(person)).toEqual(['Source of funds (other) is not filled', 'Source of funds (other) is not filled']);
    await userEvent.type(within(person).getByLabelText('Source of funds (other)'), 'Royalties');
    await userEvent.click(continueIn(person));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1].record.signatoryInfo[0].sourceOfWealth).toEqual({ wealthType: ['BUSINESS_REVENUE', 'OTHER'], others: 'Royalties' });

    await waitFor(() => expect(stepHeader(person, /^4\.\s*Residential address/)).toHaveAttribute('aria-expanded', 'true'));
    await radio("Does this person live at the company's address?", 'No');
    const homeAddress = await within(person).findByRole('group', { name: 'Where does this person live?' });
    // a UAE resident is asked for the emirate (a choice) and a PO Box
    await choose(within(homeAddress).getByRole('combobox', { name: 'Country' }), 'Emirates');
    const emirate = await within(homeAddress).findByRole('combobox', { name: 'Emirate' });
    expect(
      within(emirate)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Dubai');
    await userEvent.type(within(homeAddress).getByLabelText('Address'), 'Villa 12, Street 4');
    await userEvent.click(continueIn(person));
    expect(errorsIn(person)).toEqual(expect.arrayContaining(['PO Box is not filled', 'Emirate or city is not filled']));
    // living abroad, the same answer is a city typed in
    await typeAndChoose(within(homeAddress).getByRole('combobox', { name: 'Country' }), 'Jordan', { clear: true });
    await userEvent.type(await within(homeAddress).findByRole('textbox', { name: 'City' }), 'Amman');
    expect(within(homeAddress).queryByRole('combobox', { name: 'Emirate' })).toBeNull();
    await userEvent.click(continueIn(person));
    await waitFor(() => expect(saves).toHaveLength(3));
    expect(saves[2].record.signatoryInfo[0].addressInfo[0]).toMatchObject({
      sameAsCompanyAddress: 'no',
      addressDetails: [{ addressLine1: 'Villa 12, Street 4', emirateCity: 'Amman', country: 'JO' }],
    });

    await waitFor(() => expect(stepHeader(person, /^5\.\s*Preferred mailing address/)).toHaveAttribute('aria-expanded', 'true'));
    await radio('Preferred mailing address', 'My residential address');
    await userEvent.click(continueIn(person));
    await waitFor(() => expect(saves).toHaveLength(4));
    expect(saves[3].record.signatoryInfo[0].addressInfo[0]).toMatchObject({ sameAsCompanyAddress: 'no', preferredMailingAddress: 'residential' });
    expect(saves[3].completed).toEqual(steps('finalQuestions_companySignatory_1', [1, 2, 3, 4, 5]));
    expect(window.dataLayer!.map((e) => e.event)).toEqual([
      'finalQuestionsEmploymentDetails',
      'finalQuestionsSourceOfFund',
      'finalQuestionsResidentialAddress',
      'finalQuestionsPreferredMailingAddress',
    ]);
    await waitFor(() => expect(signatoryPart(/^Aisha Rahman/)).toHaveAccessibleName(/All answered/));
  });

  it('opening a finished flow keeps it finished; a real change reopens the step', async () => {
    const record = application();
    const completed = [...steps('finalQuestionsCompany', [1, 2, 3, 4, 5]), ...steps('finalQuestions_companySignatory_1', [1, 2, 3, 4, 5])];
    const { store } = await open(record, completed);
    const company = companyPart();
    // the first step is open and its form filled its empty rows in: nothing reopened
    expect(stepHeader(company, /^1\.\s*Business relationships/)).toHaveAttribute('aria-expanded', 'true');
    expect(store.get(completedStepsAtom)).toEqual(completed);
    expect(company).toHaveAccessibleName(/All answered/);
    await userEvent.type(within(company).getByLabelText(/GIIN/), 'A');
    await waitFor(() => expect(stepHeader(company, /^1\.\s*Business relationships/)).toHaveTextContent('Open'));
    expect(store.get(completedStepsAtom)).toContainEqual({ flowId: 'finalQuestionsCompany', step: 'businessRelationships', status: 'AVAILABLE' });
    expect(screen.getByRole('button', { name: 'Continue', description: /Answer every question/ })).toBeDisabled();
  });
  it('branches and anticipated activity: lists appear on "Yes", the single-transaction limit follows the monthly amount', async () => {
    const { saves } = await open(application(), steps('finalQuestionsCompany', [1]));
    const company = companyPart();
    const radio = (group: RegExp | string, option: string) =>
      userEvent.click(within(within(company).getByRole('radiogroup', { name: group })).getByLabelText(option));
    expect(within(company).queryByRole('group', { name: 'Branches and subsidiaries in the UAE' })).toBeNull();
    await radio('Does the company have branches or subsidiaries in the UAE?', 'Yes');
    const inside = await within(company).findByRole('group', { name: 'Branches and subsidiaries in the UAE' });
    await userEvent.type(within(inside).getByLabelText('Company name'), 'Al Noor Abu Dhabi');
    await userEvent.selectOptions(within(inside).getByLabelText('Emirate'), 'AUH');
    await userEvent.type(within(inside).getByLabelText('Trade licence number'), 'CN 76/5');
    await radio('Does the company have branches or subsidiaries outside the UAE?', 'No');
    await userEvent.click(continueIn(company));
    expect(within(inside).getAllByText('Trade licence number is invalid').length).toBeGreaterThan(0);
    await userEvent.clear(within(inside).getByLabelText('Trade licence number'));
    await userEvent.type(within(inside).getByLabelText('Trade licence number'), 'CN-765');
    await userEvent.click(continueIn(company));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].record.orgKYCDetails).toMatchObject({
      hasEntityWithinUAE: 'yes',
      entityWithinUAE: [{ companyName: 'Al Noor Abu Dhabi', emirate: 'AUH', tradeLicenseNo: 'CN-765' }],
      hasEntityOutsideUAE: 'no',
    });

    await waitFor(() => expect(stepHeader(company, /^3\.\s*Anticipated account activity/)).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.type(within(company).getByLabelText('Annual turnover (AED)'), '0');
    await userEvent.type(within(company).getByLabelText('Monthly cash deposits and withdrawals (AED)'), '50000');
    await userEvent.type(within(company).getByLabelText('Largest single cash transaction (AED)'), '60000');
    await userEvent.type(within(company).getByLabelText('Monthly non-cash transactions (AED)'), '150000');
    await userEvent.type(within(company).getByLabelText('Largest single non-cash transaction (AED)'), '60000');
    await userEvent.click(continueIn(company));
    expect(errorsIn(company)).toEqual(expect.arrayContaining(['Largest single cash transaction (AED) cannot be more than the monthly cash amount']));
    expect(within(company).getAllByText('Must be more than 0').length).toBeGreaterThan(0);
    expect(saves).toHaveLength(1);
  });
  it('a refused save keeps the applicant on the page and says so', async () => {
    const completed = [...steps('finalQuestionsCompany', [1, 2, 3, 4, 5]), ...steps('finalQuestions_companySignatory_1', [1, 2, 3, 4, 5])];
    const { saves, current } = await open(application(), completed, true);
    await userEvent.click(screen.getAllByRole('button', { name: 'Continue' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your answers. Please try again.');
    expect(saves).toHaveLength(1);
    expect(current()).toBe('/business/FinalQuestions');
  });
});
