// @vitest-environment-options {"url": "http://127.0.0.1:41741/"}
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { prospectAtom } from '../../../src/web/app/state/application';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import { createBody, lastCode, otpCall, person } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

// The page is loaded with a pending application already in this tab's storage, as after a reload of
// the code page: the application is created below, before the first test, and its id put there.
const who = vi.hoisted(() => {
  const n = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const applicant = { fullName: 'Amal Haddad', email: `reload${n}@example.com`, countryCode: '971', mobileNo: `52${n}` };
  sessionStorage.setItem(
    'quickApply.pendingApplication',
    JSON.stringify({ email: applicant.email, countryCode: '971', mobileNo: applicant.mobileNo, prospectId: 'pending' }),
  );
  return applicant;
});

const real = realServerForFile(41741);
const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

async function createApplication(applicant = who) {
  const created = await real.app.inject({ method: 'POST', url: '/api/v1/users/sme/prospects', payload: createBody(applicant) });
  expect(created.statusCode).toBe(200);
  return (created.json() as { prospectId: string }).prospectId;
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(digit(1));
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('the code pages', { timeout: 30_000 }, () => {
  it('after a reload the code page keeps the application: the code sent is still enterable', async () => {
    const prospectId = await createApplication();
    sessionStorage.setItem('quickApply.pendingApplication', JSON.stringify({ email: who.email, countryCode: '971', mobileNo: who.mobileNo, prospectId }));
    const store = createStore();
    const { current } = renderApp('/business/VerifyOTP', { store });
    expect(await screen.findByText(`Code sent to +971 ${who.mobileNo} and ${who.email}`, undefined, { timeout: 8000 })).toBeInTheDocument();
    await typeCode(await lastCode(real.app, who));
    await waitFor(() => expect(current()).toBe('/business/CompanyInfo'), { timeout: 8000 });
    expect(store.get(customerSessionAtom)?.prospectId).toBe(prospectId);
    expect(sessionStorage.getItem('quickApply.pendingApplication')).toBe('null');
  });

  it('four wrong codes end in one sentence that says what to do', async () => {
    const applicant = person();
    const prospectId = await createApplication(applicant);
    const store = createStore();
    store.set(prospectAtom, { applicantInfo: applicant, generalInfo: { prospectId } });
    renderApp('/business/VerifyOTP', { store });
    const code = await lastCode(real.app, applicant);
    const wrong = code === '000000' ? '111111' : '000000';
    await screen.findByRole('heading', { name: "Confirm that it's you" }, { timeout: 8000 });
    for (let i = 0; i < 4; i += 1) {
      await typeCode(wrong);
      await screen.findByRole('alert');
    }
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^You have entered a wrong code too many times\. Please ask for a new code\.$/));
  });

  it('a refused resend says when to ask again and counts the wait down on a disabled Resend', async () => {
    const applicant = person();
    const prospectId = await createApplication(applicant);
    for (let i = 0; i < 2; i += 1) expect((await otpCall(real.app, 'resend', applicant)).statusCode).toBe(200);
    const store = createStore();
    store.set(prospectAtom, { applicantInfo: applicant, generalInfo: { prospectId } });
    renderApp('/business/VerifyOTP', { store });
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 8000 });
    await userEvent.setup().click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^You have asked for a new code too many times\. You can ask for another in 15 min\.$/);
    await waitFor(() => expect(resend).toBeDisabled());
    expect(screen.getByTestId('resend-wait')).toHaveTextContent(/^You can ask for a new code in 1[45]:\d\d\.$/);
    const before = screen.getByTestId('resend-wait').textContent;
    await waitFor(() => expect(screen.getByTestId('resend-wait').textContent).not.toBe(before), { timeout: 3000 });
  });

  it('a refused resend takes away the earlier "Code sent": the two never stand side by side', async () => {
    const applicant = person();
    const prospectId = await createApplication(applicant);
    expect((await otpCall(real.app, 'resend', applicant)).statusCode).toBe(200);
    const store = createStore();
    store.set(prospectAtom, { applicantInfo: applicant, generalInfo: { prospectId } });
    renderApp('/business/VerifyOTP', { store });
    const user = userEvent.setup();
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 8000 });
    await user.click(resend);
    expect(await screen.findByText('We have sent you a new code.')).toBeInTheDocument();
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many times/);
    await waitFor(() => expect(screen.queryByText('We have sent you a new code.')).toBeNull());
  });
});
