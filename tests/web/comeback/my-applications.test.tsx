// @vitest-environment-options {"url": "http://127.0.0.1:41742/"}
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { comeBackSessionAtom } from '../../../src/web/app/state/comeback';
import { createBody, lastCode, otpCall, person } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

const real = realServerForFile(41742);

describe('My Applications', { timeout: 30_000 }, () => {
  it('shows a second start with the same details as continued in the first, not as declined', async () => {
    const applicant = person();
    const create = async () =>
      (await real.app.inject({ method: 'POST', url: '/api/v1/users/sme/prospects', payload: createBody(applicant) })).json().prospectId as string;
    const first = await create();
    const second = await create();
    const verified = await otpCall(real.app, 'verify', applicant, { otpToken: await lastCode(real.app, applicant) });
    const store = createStore();
    store.set(comeBackSessionAtom, {
      email: applicant.email,
      countryCode: applicant.countryCode,
      mobileNo: applicant.mobileNo,
      accessToken: verified.json().access_token,
    });
    renderApp('/business/MyApplications', { store });
    await screen.findByRole('heading', { level: 1, name: 'Your applications, at a glance' }, { timeout: 8000 });
    const rowOf = async (id: string) =>
      (await screen.findByText((_t, el) => el?.getAttribute('data-prospect-id') === id, undefined, { timeout: 8000 })) as HTMLElement;
    const copy = await rowOf(second);
    expect(within(copy).getByText('Duplicate')).toBeInTheDocument();
    expect(within(copy).getByText(`Continued in application ${first}.`)).toBeInTheDocument();
    expect(copy).not.toHaveTextContent(/Declined|unable to offer/);
    expect(within(copy).queryByRole('button')).toBeNull();
    expect(within(await rowOf(first)).getByRole('button', { name: /^Finish application/ })).toBeInTheDocument();
    // each application says its reference, the one the confirmation and the officer use
    expect(within(await rowOf(first)).getByTestId('application-reference')).toHaveTextContent(first);
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
  });

  it('asks the server again on Finish application: a hold that lapsed since the list loaded no longer stops the customer', async () => {
    const applicant = person();
    const prospectId = (await real.app.inject({ method: 'POST', url: '/api/v1/users/sme/prospects', payload: createBody(applicant) })).json()
      .prospectId as string;
    const verified = await otpCall(real.app, 'verify', applicant, { otpToken: await lastCode(real.app, applicant) });
    await real.server.addAgent('officer.lapse', 'lapse-correct-horse-1');
    const signedIn = await real.app.inject({
      method: 'POST',
      url: '/api/v1/users/authenticate',
      payload: { userName: 'officer.lapse', password: 'lapse-correct-horse-1', deviceId: 'web-test', uniqueId: 'u1' },
    });
    const officer = { authorization: `Bearer ${signedIn.json().access_token}` };
    expect((await real.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${prospectId}/edit`, headers: officer })).statusCode).toBe(200);

    const store = createStore();
    store.set(comeBackSessionAtom, {
      email: applicant.email,
      countryCode: applicant.countryCode,
      mobileNo: applicant.mobileNo,
      accessToken: verified.json().access_token,
    });
    renderApp('/business/MyApplications', { store });
    const finish = await screen.findByRole('button', { name: /^Finish application/ }, { timeout: 8000 });
    // the officer's page went away while the list was on screen
    await real.server.lapseHold(prospectId);
    await userEvent.click(finish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us about your company' }, { timeout: 8000 })).toBeInTheDocument();
    expect(document.querySelector('[data-error-code]')).toBeNull();
  });
});
