// @vitest-environment-options {"url": "http://127.0.0.1:41743/"}
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { prospectAtom } from '../../../src/web/app/state/application';
import { screeningScreenAtom } from '../../../src/web/app/state/screening';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import { applicantWithToken, readProspect, saveProspect } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';
import { stepsAt } from '../../support/completed-steps';

type Rec = Record<string, any>;
const real = realServerForFile(41743);
const done = (...steps: number[]) => JSON.stringify({ completedSteps: stepsAt('companyInfo', steps) });

/** A starter application on Company Information, its first two steps done, opened by its customer. */
async function open(change: (stored: Rec) => Rec = (stored) => stored) {
  const { prospectId, token, applicant } = await applicantWithToken(real.app, undefined, {
    applicationInfo: { accountType: 'starter', islamicBanking: false },
  });
  const stored = (await readProspect(real.app, token, prospectId)).json();
  const body = change({
    ...stored,
    organizationInfo: { ...stored.organizationInfo, companyName: 'Falcon Trading' },
    applicationInfo: { ...stored.applicationInfo, viewId: '/CompanyInfo' },
    freeFieldsInfo: { ...stored.freeFieldsInfo, freeField5: done(1, 2) },
    saveType: 'save',
    actionType: 'save',
  });
  const saved = await saveProspect(real.app, token, prospectId, body);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const store = createStore();
  store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
  return { ...renderApp('/business/CompanyInfo', { store }), store, token, prospectId };
}

describe('a starter application of a business a year old or more', { timeout: 30_000 }, () => {
  it('is told as soon as the date of incorporation is typed, and moves to the current account with every answer kept', async () => {
    const { store, token, prospectId } = await open();
    const date = await screen.findByLabelText('Date of incorporation', undefined, { timeout: 10_000 });
    expect(screen.queryByTestId('account-switch-notice')).toBeNull();
    await userEvent.type(date, '01032021');
    const notice = await screen.findByRole('region', { name: 'This account is for businesses less than a year old' });
    expect(notice).toHaveTextContent('Please note that RAKstarter account is only available for business with a length of business less than a year.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Open Business Current Account' }));
    await waitFor(() => expect((store.get(prospectAtom) as Rec).applicationInfo.accountType).toBe('Current Account'), { timeout: 8000 });
    expect(screen.queryByTestId('account-switch-notice')).toBeNull();
    const stored = (await readProspect(real.app, token, prospectId)).json();
    expect(stored.applicationInfo.accountType).toBe('Current Account');
    expect(stored.organizationInfo).toMatchObject({ companyName: 'Falcon Trading', dateOfIncorporation: '2021-03-01' });
  });

  it('stopped on Continue, the screen switches the same application and brings the form back', async () => {
    const { store, token, prospectId } = await open((stored) => ({
      ...stored,
      orgKYCDetails: { ...stored.orgKYCDetails, yearsInBusiness: 4 },
      saveType: 'continue',
    }));
    const button = await screen.findByRole('button', { name: 'Open Current Account' }, { timeout: 10_000 });
    expect(store.get(screeningScreenAtom)?.screeningType).toBe('starter account validation');
    await userEvent.click(button);
    await waitFor(() => expect(store.get(screeningScreenAtom)).toBeNull(), { timeout: 8000 });
    expect(await screen.findByLabelText('Date of incorporation', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect((await readProspect(real.app, token, prospectId)).json().applicationInfo.accountType).toBe('Current Account');
  });
});
