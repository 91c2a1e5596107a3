import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { recordTemplate } from '../../../src/core/schema/defaults';
import { ApiError } from '../../../src/web/api/http';
import { appBundle } from '../app-bundle';
import { prospectAtom } from '../../../src/web/app/state/application';
import { editApplicationAtom } from '../../../src/web/app/state/edit-mode';
import { customerSessionAtom, otpVerifiedAtom } from '../../../src/web/app/state/session';
import { enqueueSaveAtom, prospectVersionAtom } from '../../../src/web/app/state/save';
import { renderApp } from '../render';

type Json = Record<string, any>;

function application(): Json {
  const record = recordTemplate(appBundle) as Json;
  record.applicationInfo.accountType = 'starter';
  record.organizationInfo.companyName = 'Al Noor General Trading LLC';
  record.organizationInfo.branchCity = 'DXB';
  record.accountInfo[0] = { ...record.accountInfo[0], accountCurrencies: ['AED', 'USD'], debitCardApplied: true };
  record.generalInfo = { ...record.generalInfo, prospectId: 'QA7K2M9P4R8T6W' };
  record.signatoryInfo = [{ signatoryId: 'companySignatory_1', firstName: 'Omar', lastName: 'Haddad', kycDetails: { isSignatory: true } }];
  return record;
}

async function open(path: string, options: { edit?: boolean; answer?: (request: Json) => Promise<void>; queue?: boolean; record?: Json } = {}) {
  const store = createStore();
  store.set(prospectAtom, options.record ?? application());
  store.set(prospectVersionAtom, 1);
  store.set(editApplicationAtom, options.edit ?? false);
  const utils = renderApp(path, { store });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  const saves: Json[] = [];
  if (options.queue === false) return { ...utils, store, saves };
  await waitFor(() => expect(store.get(enqueueSaveAtom)).not.toBeNull(), { timeout: 10_000 });
  store.set(enqueueSaveAtom, {
    enqueue: async (request) => {
      saves.push(request);
      await options.answer?.(request);
    },
  });
  return { ...utils, store, saves };
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('Submit application', { timeout: 30_000 }, () => {
  it('reviews the application by stage, each with a link to edit it', async () => {
    await open('/business/SubmitApplication');
    const company = screen.getByRole('region', { name: 'Company information' });
    expect(company).toHaveTextContent('Al Noor General Trading LLC');
    expect(within(company).getByRole('link', { name: 'Edit Company information' })).toHaveAttribute('href', '/business/CompanyInfo');
    const services = screen.getByRole('region', { name: 'Select services' });
    expect(services).toHaveTextContent('UAE Dirham, US Dollar');
    expect(services).toHaveTextContent('Dubai');
    expect(within(services).getByRole('link', { name: 'Edit Select services' })).toHaveAttribute('href', '/business/SelectServices');
    expect(screen.getByRole('region', { name: 'Company stakeholders' })).toHaveTextContent('Omar Haddad');
    for (const name of ['Final questions', 'Documents']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('shows the final answers, and says so before submitting when the shares do not add up to the whole company', async () => {
    const record = application();
    record.signatoryInfo = [
      {
        signatoryId: 'companySignatory_1',
        firstName: 'Omar',
        lastName: 'Haddad',
        kycDetails: { isSignatory: true, isShareholder: true, shareHoldingPercentage: 60 },
      },
      { signatoryId: 'companySignatory_2', firstName: 'Sara', lastName: 'Khan', kycDetails: { isShareholder: true, shareHoldingPercentage: 35 } },
    ];
    record.organizationInfo.contactDetails = { ...record.organizationInfo.contactDetails, primaryEmail: 'accounts@alnoor.example' };
    record.orgKYCDetails = { ...record.orgKYCDetails, anticipatedTransactionsDetails: { annualFinTurnoverAmtInAED: 2500000 } };
    const { store } = await open('/business/SubmitApplication', { record });
    const people = screen.getByRole('region', { name: 'Company stakeholders' });
    expect(people).toHaveTextContent('2 stakeholders');
    expect(people).toHaveTextContent('Shares held between them: 95%');
    expect(within(people).getByTestId('review-notice')).toHaveTextContent('hold 95% of the company between them, not 100%');
    const final = screen.getByRole('region', { name: 'Final questions' });
    expect(final).toHaveTextContent('accounts@alnoor.example');
    expect(final).toHaveTextContent('2500000');
    // five more percent and the notice goes
    const whole = structuredClone(store.get(prospectAtom)) as Json;
    whole.signatoryInfo[1].kycDetails.shareHoldingPercentage = 40;
    store.set(prospectAtom, whole);
    await waitFor(() => expect(within(people).queryByTestId('review-notice')).toBeNull());
    expect(people).toHaveTextContent('Shares held between them: 100%');
  });

  it('submits with actionType submit and moves on to the confirmation', async () => {
    const { saves, current } = await open('/business/SubmitApplication');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(current()).toBe('/business/ApplicationSubmitted'));
    expect(saves).toEqual([{ saveType: 'submit', actionType: 'submit' }]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'formSubmitted' }));
  });

  it('shows the server messages under their stage when the submit is refused', async () => {
    const refusal = new ApiError(400, {
      errorType: 'FieldsValidation',
      requestId: 'test',
      errors: [
        { errorCode: 'FIELD_INVALID', fieldPath: '$.organizationInfo.branchID', message: 'Branch is not filled' },
        { errorCode: 'FIELD_INVALID', fieldPath: '$.organizationInfo.licenseNumber', message: 'Trade licence number is not filled' },
      ],
    });
    const { current } = await open('/business/SubmitApplication', { answer: async () => Promise.reject(refusal) });
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Some answers need your attention before the application can be submitted.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Select services' })).getByText('Branch is not filled')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Company information' })).getByText('Trade licence number is not filled')).toBeInTheDocument();
    expect(current()).toBe('/business/SubmitApplication');
  });
});

describe('Back after submitting', { timeout: 30_000 }, () => {
  it('the review of a submitted application goes to the confirmation: no Submit, no "you can still change"', async () => {
    const store = createStore();
    const record = application();
    record.applicationInfo.viewId = '/ApplicationSubmitted';
    store.set(prospectAtom, record);
    store.set(prospectVersionAtom, 3);
    const { current } = renderApp('/business/SubmitApplication', { store });
    await waitFor(() => expect(current()).toBe('/business/ApplicationSubmitted'), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(screen.queryByText(/You can still change any stage/)).toBeNull();
  });

  it('the code page of an applicant who confirmed the code goes back to the application', async () => {
    const store = createStore();
    store.set(prospectAtom, application());
    store.set(customerSessionAtom, { accessToken: 'a.b.c', prospectId: 'QA7K2M9P4R8T6W', countryCode: '971', mobileNo: '501234567' });
    store.set(otpVerifiedAtom, true);
    const { current } = renderApp('/business/VerifyOTP', { store });
    await waitFor(() => expect(current()).toBe('/business/CompanyInfo'), { timeout: 10_000 });
  });
});

describe('Application submitted', { timeout: 30_000 }, () => {
  it('confirms, and Check status clears the application and goes to the come-back login', async () => {
    const { store, current } = await open('/business/ApplicationSubmitted', { queue: false });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check it out. Application submitted!');
    expect(screen.getByTestId('application-reference')).toHaveTextContent('Your application reference is QA7K2M9P4R8T6W.');
    expect(screen.getByText(/contacts you within 2 working days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(current()).toBe('/business/ComeBackLogin'));
    expect(store.get(prospectAtom)).toBeNull();
  });

  it('opened with no application in the window, confirms nothing and offers My Applications', async () => {
    const { current } = renderApp('/business/ApplicationSubmitted');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('No application submitted in this window');
    expect(screen.queryByText(/Application submitted!/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'See my applications' }));
    await waitFor(() => expect(current()).toBe('/business/ComeBackLogin'));
  });

  it('hides Check status in edit-application mode', async () => {
    await open('/business/ApplicationSubmitted', { edit: true, queue: false });
    expect(screen.queryByRole('button', { name: 'Check status' })).toBeNull();
  });
});
