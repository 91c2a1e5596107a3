import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { recordTemplate } from '../../../src/core/schema/defaults';
import type { CompletedStep } from '../../../src/core/wizard/types';
import { appBundle } from '../app-bundle';
import { completedStepsAtom, prospectAtom } from '../../../src/web/app/state/application';
import { editApplicationAtom } from '../../../src/web/app/state/edit-mode';
import { agentSessionAtom } from '../../../src/web/app/state/agent';
import { enqueueSaveAtom, prospectVersionAtom } from '../../../src/web/app/state/save';
import { configFixture } from '../fixtures-config';
import { renderApp } from '../render';
import { typeAndChoose } from '../combobox';
import { stepsAt } from '../../support/completed-steps';

type Json = Record<string, any>;
const TERMS = '/api/v1/sheets/express-terms.pdf';

function application(accountType = 'starter'): Json {
  const record = recordTemplate(appBundle) as Json;
  record.applicationInfo.accountType = accountType;
  record.signatoryInfo = [{ signatoryId: 'companySignatory_1', firstName: 'Omar', lastName: 'Haddad', kycDetails: { isSignatory: true } }];
  return record;
}

async function open(
  record: Json,
  options: { edit?: boolean; completed?: CompletedStep[]; officer?: { agentName: string; roCode: string; employeeId: string } } = {},
) {
  const store = createStore();
  if (options.officer) store.set(agentSessionAtom, { accessToken: 'not-used-here', agentId: '7', ...options.officer });
  store.set(prospectAtom, record);
  store.set(prospectVersionAtom, 1);
  store.set(completedStepsAtom, options.completed ?? []);
  store.set(editApplicationAtom, options.edit ?? false);
  const config = configFixture({ links: { expressTermsAndConditions: { conventional: TERMS, islamic: '/api/v1/sheets/express-terms-islamic.pdf' } } });
  const utils = renderApp('/business/SelectServices', { store, config });
  await screen.findByRole('heading', { level: 1, name: 'Select your services' }, { timeout: 10_000 });
  await waitFor(() => expect(store.get(enqueueSaveAtom)).not.toBeNull(), { timeout: 10_000 });
  const saves: Array<{ request: Json; record: Json }> = [];
  store.set(enqueueSaveAtom, {
    enqueue: async (request) => {
      saves.push({ request, record: store.get(prospectAtom) as Json });
    },
  });
  return { ...utils, store, saves };
}

const stepTitles = () =>
  screen.getAllByRole('button', { name: /^\d\./ }).map((b) => b.textContent?.replace(/(Available|Completed|Not available).*$/i, '').trim());
const done = (...steps: number[]): CompletedStep[] => stepsAt('selectServices', steps);

beforeEach(() => {
  window.dataLayer = [];
});

describe('Select Services page', { timeout: 30_000 }, () => {
  it('has five steps, six with the KYC annexure as step 5 in edit-application mode', async () => {
    const { unmount } = await open(application());
    expect(stepTitles().map((t) => t?.replace(/^\d\.\s*/, ''))).toEqual(
      ['Express Service', 'Account details', 'Signing preferences', 'Channels', 'Value added services'].map((t) => expect.stringContaining(t)),
    );
    unmount();
    await open(application(), { edit: true });
    const titles = stepTitles();
    expect(titles).toHaveLength(6);
    expect(titles[4]).toMatch(/^5\.\s*KYC Annexure/);
    expect(titles[5]).toMatch(/^6\.\s*Value added services/);
  });

  it('opens the KYC annexure with the company, the signatories and the officer at work filled in, all editable', async () => {
    const record = application();
    record.organizationInfo.companyName = 'Haddad Trading LLC';
    record.signatoryInfo[0].fullName = 'Omar Haddad';
    record.applicantInfo.roCode = '5555';
    const { store } = await open(record, {
      edit: true,
      completed: done(1, 2, 3, 4),
      officer: { agentName: 'Mariam Al Suwaidi', roCode: '2040', employeeId: 'EMP-2040' },
    });
    const header = screen.getByRole('button', { name: /^5\.\s*KYC Annexure/ });
    if (header.getAttribute('aria-expanded') !== 'true') await userEvent.click(header);
    const region = await screen.findByRole('region', { name: /KYC Annexure/ });
    const field = (name: string) => within(region).getByRole('textbox', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(field('Company name')).toHaveValue('Haddad Trading LLC'));
    expect(field('Signatory name')).toHaveValue('Omar Haddad');
    expect(field('Name')).toHaveValue('Omar Haddad');
    expect(field('RO name')).toHaveValue('Mariam Al Suwaidi');
    expect(field('RO employee ID')).toHaveValue('EMP-2040');
    // the agent code is the working officer's, not the code the customer typed
    expect(field('Agent code')).toHaveValue('2040');
    // the country lists are searched, not 249 checkboxes each
    expect(within(region).getByRole('combobox', { name: 'Power of attorney countries' })).toBeInTheDocument();
    expect(within(region).getByRole('combobox', { name: 'Countries of clients dealt with' })).toBeInTheDocument();
    expect(region.querySelectorAll('input, select, textarea').length).toBeLessThan(120);
    await userEvent.clear(field('RO name'));
    await userEvent.type(field('RO name'), 'Mariam Suwaidi');
    await waitFor(() => expect((store.get(prospectAtom) as Json).kycAnnexure.roName).toBe('Mariam Suwaidi'));
    expect(field('RO name')).toHaveValue('Mariam Suwaidi');

    // the remarks, the other location and the goAML number are asked only when their answer calls for them
    const asked = (name: string) => within(region).queryByRole('textbox', { name: new RegExp(`^${name}`) });
    expect([asked('Emirates ID remarks'), asked('Other location'), asked('goAML registration number')]).toEqual([null, null, null]);
    store.set(prospectAtom, (now) => {
      const next = structuredClone(now) as Json;
      Object.assign(next.kycAnnexure, { signatoryEIDinfo: 'no', kycVerificationLocation: 'OTHERS', goAmlRegistration: 'yes' });
      return next;
    });
    await waitFor(() => expect(asked('Other location')).not.toBeNull());
    expect(asked('Emirates ID remarks')).not.toBeNull();
    expect(asked('goAML registration number')).not.toBeNull();
  });

  it('needs the terms opened before the express box can be ticked, and accepted on Yes', async () => {
    const { store, saves } = await open(application());
    const region = screen.getByRole('region', { name: /Express Service/ });
    expect(within(region).getByText(/Express Service costs 250 AED \+ VAT/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('radio', { name: 'Yes' }));
    expect((store.get(prospectAtom) as Json).accountInfo[0].accountCurrencies).toEqual(['AED']);
    expect(within(region).queryByRole('group', { name: /currencies/i })).toBeNull();
    const box = within(region).getByRole('checkbox', { name: /accept the terms and conditions of Express Service/ });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(
      within(region)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('It is important to read the terms and conditions of Express Service before you proceed.');
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    expect((await within(region).findAllByText('Please accept terms and conditions of Express Service')).length).toBeGreaterThan(0);
    expect(saves).toHaveLength(0);
    const link = within(region).getByRole('link', { name: /Read the terms and conditions of Express Service/ });
    expect(link).toHaveAttribute('href', TERMS);
    fireEvent.click(link);
    await waitFor(() => expect(box).toBeEnabled());
    expect(
      within(region)
        .queryAllByRole('status')
        .map((status) => status.textContent),
    ).not.toContain('It is important to read the terms and conditions of Express Service before you proceed.');
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].request).toEqual({ saveType: 'continue', actionType: 'save' });
    expect(saves[0].record.accountInfo[0]).toMatchObject({ express: true, expressTandC: true, accountCurrencies: ['AED'] });
  });

  it('makes the currencies read-only with express', async () => {
    const record = application();
    record.accountInfo[0] = { ...record.accountInfo[0], express: true, expressTandC: true };
    await open(record, { completed: done(1) });
    const region = screen.getByRole('region', { name: /Account details/ });
    const usd = within(region).getByRole('checkbox', { name: /US Dollar/ });
    expect(usd).toBeDisabled();
  });

  it('shows the package cards: Plus included with the starter account, Max as an upgrade that toggles', async () => {
    const { store } = await open(application('starter'), { completed: done(1, 2, 3, 4) });
    const region = screen.getByRole('region', { name: /Value added services/ });
    const plus = within(region).getByRole('article', { name: /PLUS/ });
    const max = within(region).getByRole('article', { name: /MAX/ });
    expect(plus).toHaveTextContent('Included in RAKstarter');
    expect(within(plus).queryByRole('button')).toBeNull();
    // each card says what the package holds
    const holds = within(max).getByRole('list', { name: 'RAKvalue SME MAX includes' });
    expect(
      within(holds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Everything in PLUS');
    expect(within(plus).getByRole('list', { name: 'RAKvalue SME PLUS includes' })).toHaveTextContent('Insurance of your office contents');
    expect(max).toHaveTextContent('Upgrade available');
    expect(within(max).getByRole('link', { name: /Read more/ })).toHaveAttribute('href', 'https://example.org/max');
    const upgrade = within(max).getByRole('button', { name: /Select/ });
    expect(upgrade).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(upgrade);
    expect((store.get(prospectAtom) as Json).applicationInfo.rakValuePackage).toBe('RAKvalue MAX');
    await userEvent.click(within(max).getByRole('button', { name: /Selected/ }));
    expect((store.get(prospectAtom) as Json).applicationInfo.rakValuePackage).toBe('RAKvalue PLUS');
  });

  it('marks the cards Not Applicable when only foreign currencies are chosen', async () => {
    const record = application('Current Account');
    record.accountInfo[0] = { ...record.accountInfo[0], accountCurrencies: ['USD'] };
    await open(record, { completed: done(1, 2, 3, 4) });
    const region = screen.getByRole('region', { name: /Value added services/ });
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card).toHaveTextContent('Not Applicable');
      expect(within(card).queryByRole('button')).toBeNull();
    }
  });

  it('resets the branch when the city changes, and offers the branches of the city', async () => {
    const { store } = await open(application(), { completed: done(1) });
    const region = screen.getByRole('region', { name: /Account details/ });
    await typeAndChoose(within(region).getByRole('combobox', { name: /City/ }), 'Dubai');
    await waitFor(() => expect((store.get(prospectAtom) as Json).organizationInfo.branchCity).toBe('DXB'));
    const branch = within(region).getByRole('combobox', { name: /Branch/ });
    await userEvent.click(branch);
    await userEvent.keyboard('{ArrowDown}');
    const options = within(region)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => !/Abu Dhabi|Al Ain/.test(o ?? ''))).toBe(true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect((store.get(prospectAtom) as Json).organizationInfo.branchID).toMatch(/^DXB/));
    expect((store.get(prospectAtom) as Json).accountInfo[0].branchId).toBe((store.get(prospectAtom) as Json).organizationInfo.branchID);
    const city = within(region).getByRole('combobox', { name: /City/ });
    await typeAndChoose(city, 'Abu Dhabi', { clear: true });
    await waitFor(() => expect((store.get(prospectAtom) as Json).organizationInfo.branchCity).toBe('AUH'));
    expect((store.get(prospectAtom) as Json).organizationInfo.branchID).toBe('');
  });

  it('offers the single-signatory type only with one signatory', async () => {
    const record = application();
    record.signatoryInfo.push({ signatoryId: 'companySignatory_2', firstName: 'Sara', lastName: 'Khan', kycDetails: { isSignatory: true } });
    await open(record, { completed: done(1, 2) });
    const region = screen.getByRole('region', { name: /Signing preferences/ });
    const selects = within(region).getAllByRole('combobox', { name: /How will the account be operated/ });
    expect(selects).toHaveLength(2);
    const labels = within(selects[0])
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toContain('Any of us can sign');
    expect(labels).not.toContain('Sole signatory / proprietor');
  });

  it('asks how the signatories sign only when the account is operated some other way', async () => {
    const record = application();
    await open(record, { completed: done(1, 2) });
    const region = screen.getByRole('region', { name: /Signing preferences/ });
    const select = within(region).getByRole('combobox', { name: /How will the account be operated/ });
    await userEvent.selectOptions(select, 'Any of us can sign');
    expect(within(region).queryByRole('textbox', { name: /Please specify/ })).toBeNull();
    await userEvent.selectOptions(select, 'Other');
    expect(await within(region).findByRole('textbox', { name: /Please specify/ })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Any of us can sign');
    await waitFor(() => expect(within(region).queryByRole('textbox', { name: /Please specify/ })).toBeNull());
  });

  it('defaults the debit card name and moves on to the submission after the last step', async () => {
    const record = application('Current Account');
    record.signatoryInfo[0].accountSigningInfo = { accountSigningType: '100' };
    // a person added in the wizard holds an empty card name (the record's default)
    record.signatoryInfo[0].debitCardInfo = { authSignatoryDetails: { nameOnDebitCard: '' } };
    const { store, saves, current } = await open(record, { completed: done(1, 2, 3) });
    const region = screen.getByRole('region', { name: /Channels/ });
    await userEvent.click(within(region).getByRole('checkbox', { name: /debit card/ }));
    expect((store.get(prospectAtom) as Json).signatoryInfo[0].debitCardInfo.authSignatoryDetails.nameOnDebitCard).toBe('Omar Haddad');
    expect(await within(region).findByRole('textbox', { name: /Name on debit card/ })).toHaveValue('Omar Haddad');
    expect(within(region).getByRole('checkbox', { name: 'Online statements' })).toBeChecked();
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Paper statements' }));
    expect(within(region).getByRole('checkbox', { name: 'Online statements' })).not.toBeChecked();
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const last = screen.getByRole('region', { name: /Value added services/ });
    await userEvent.click(within(last).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(current()).toBe('/business/SubmitApplication'));
    expect(saves.at(-1)!.record.applicationInfo.viewId).toBe('/SubmitApplication');
  });

  it('keeps a non-signatory stakeholder when a signatory changes how the account is operated', async () => {
    const record = application('Current Account');
    record.signatoryInfo = [
      {
        signatoryId: 'companySignatory_1',
        firstName: 'Omar',
        lastName: 'Haddad',
        kycDetails: { isSignatory: true, isShareholder: true, shareHoldingPercentage: 50 },
        accountSigningInfo: { authorityType: '100' },
      },
      {
        signatoryId: 'companySignatory_2',
        firstName: 'Sara',
        lastName: 'Khan',
        kycDetails: { isSignatory: false, isShareholder: true, shareHoldingPercentage: 50 },
      },
    ];
    const { store, saves } = await open(record, { completed: done(1, 2) });
    const region = screen.getByRole('region', { name: /Signing preferences/ });
    const [select] = within(region).getAllByRole('combobox', { name: /How will the account be operated/ });
    await userEvent.selectOptions(select, 'Sole signatory / proprietor');
    expect((store.get(prospectAtom) as Json).signatoryInfo.map((p: Json) => p.signatoryId)).toEqual(['companySignatory_1', 'companySignatory_2']);
    await userEvent.type(within(region).getByRole('textbox', { name: 'Full name' }), 'Sara Khan');
    await userEvent.type(within(region).getAllByLabelText(/Mobile Number/)[0], '501234567');
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].record.signatoryInfo).toHaveLength(2);
    expect(saves[0].record.signatoryInfo[1]).toEqual(record.signatoryInfo[1]);
  });

  it('asks for online or paper statements: unticking online leaves neither, and Continue says so', async () => {
    const record = application('Current Account');
    record.signatoryInfo[0].accountSigningInfo = { accountSigningType: '100' };
    const { store, saves } = await open(record, { completed: done(1, 2, 3) });
    const region = screen.getByRole('region', { name: /Channels/ });
    const online = within(region).getByRole('checkbox', { name: 'Online statements' });
    expect(online).toBeChecked();
    await userEvent.click(online);
    await waitFor(() => expect(online).not.toBeChecked());
    expect(within(region).getByRole('checkbox', { name: 'Paper statements' })).not.toBeChecked();
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    expect((await within(region).findAllByText('Choose online or paper statements')).length).toBeGreaterThan(0);
    expect(saves).toHaveLength(0);
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Paper statements' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].record.accountInfo[0]).toMatchObject({ eStatements: false, mailStatements: true });
    expect((store.get(prospectAtom) as Json).accountInfo[0]).toMatchObject({ eStatements: false, mailStatements: true });
  });

  it('adds a second reconfirmation contact once the first has a valid name; delete shows only with two', async () => {
    const { store } = await open(application(), { completed: done(1, 2) });
    const region = screen.getByRole('region', { name: /Signing preferences/ });
    const add = within(region).getByRole('button', { name: /Add another person/ });
    expect(add).toBeDisabled();
    expect(within(region).queryByRole('button', { name: /Delete/i })).toBeNull();
    const name = within(region).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, 'Sara 2');
    expect(within(region).queryByRole('button', { name: /Add another person/ })).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Sara Khan');
    await userEvent.type(within(region).getAllByRole('textbox', { name: /Mobile Number/ })[0] ?? within(region).getByLabelText(/Mobile Number/), '501234567');
    const enabled = within(region).getByRole('button', { name: /Add another person/ });
    expect(enabled).toBeEnabled();
    await userEvent.click(enabled);
    await waitFor(() => expect((store.get(prospectAtom) as Json).organizationInfo.contactDetailsForTxnReconfirming).toHaveLength(2));
    expect(within(region).getAllByRole('button', { name: /Delete/i })).toHaveLength(2);
    expect(within(region).getByRole('button', { name: /Add another person/ })).toBeDisabled();
    expect((store.get(prospectAtom) as Json).organizationInfo.contactDetailsForTxnReconfirming[0].primaryMobCountryCode).toBe('971');
  });
});
