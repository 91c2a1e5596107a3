// @vitest-environment-options {"url": "http://127.0.0.1:41744/"}
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import { applicantWithToken, readProspect } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

const real = realServerForFile(41744);

async function open() {
  const { prospectId, token, applicant } = await applicantWithToken(real.app);
  const store = createStore();
  store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
  renderApp('/business/CompanyInfo', { store });
  const stored = async () => (await readProspect(real.app, token, prospectId)).json();
  return { stored, name: await screen.findByLabelText('Company name', undefined, { timeout: 10_000 }) };
}

describe('what the applicant types reaches the server', { timeout: 30_000 }, () => {
  it('a Continue that finds errors still saves the draft: the company name survives a reload', async () => {
    const { stored, name } = await open();
    const user = userEvent.setup();
    await user.type(name, 'Falcon Trading');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(/is not filled/)).length).toBeGreaterThan(0);
    await waitFor(async () => expect((await stored()).organizationInfo.companyName).toBe('Falcon Trading'), { timeout: 6000, interval: 250 });
  });

  it('a field left reaches the server within a few seconds, without Continue', async () => {
    const { stored, name } = await open();
    const user = userEvent.setup();
    await user.type(name, 'Gulf Textiles');
    await user.tab();
    const left = Date.now();
    await waitFor(async () => expect((await stored()).organizationInfo.companyName).toBe('Gulf Textiles'), { timeout: 6000, interval: 250 });
    expect(Date.now() - left).toBeLessThan(6000);
  });

  it('a value the draft rules refuse is not sent: the server keeps the last good draft', async () => {
    const { stored, name } = await open();
    const user = userEvent.setup();
    await user.type(name, 'Falcon');
    await user.tab();
    await waitFor(async () => expect((await stored()).organizationInfo.companyName).toBe('Falcon'), { timeout: 6000, interval: 250 });
    await user.type(name, '%%%');
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await stored()).organizationInfo.companyName).toBe('Falcon');
  });
});
