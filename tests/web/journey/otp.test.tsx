import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { OtpInput } from '../../../src/web/features/code-check/OtpInput';
import { prospectAtom } from '../../../src/web/app/state/application';
import { initialOtpState, otpAtom, otpReducer } from '../../../src/web/app/state/otp';
import { renderApp } from '../render';

function Harness() {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;

describe('one-time-code input', () => {
  it('labels six numeric boxes for one-time-code autofill, in a named group', () => {
    renderApp('/', { children: <Harness /> });
    expect(digit(1)).toHaveAttribute('autocomplete', 'one-time-code');
    for (let n = 1; n <= 6; n++) expect(digit(n)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('group', { name: /code/i })).toContainElement(digit(6));
  });

  it('typing advances focus, Backspace goes back', async () => {
    const user = userEvent.setup();
    renderApp('/', { children: <Harness /> });
    await user.click(digit(1));
    await user.keyboard('123');
    expect(screen.getByTestId('code')).toHaveTextContent('123');
    expect(digit(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digit(3)).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^12$/);
    await user.keyboard('x9');
    expect(screen.getByTestId('code')).toHaveTextContent('129');
  });

  it('retyping over an earlier code keeps every digit, also one equal to the digit already there', async () => {
    const user = userEvent.setup();
    renderApp('/', { children: <Harness /> });
    await user.click(digit(1));
    await user.keyboard('000000');
    expect(screen.getByTestId('code')).toHaveTextContent('000000');
    await user.click(digit(1));
    await user.keyboard('264086');
    expect(screen.getByTestId('code')).toHaveTextContent('264086');
    expect(digit(6)).toHaveFocus();
  });

  it('pasting a code fills every box, whatever spaces or dashes it carries', async () => {
    const user = userEvent.setup();
    renderApp('/', { children: <Harness /> });
    await user.click(digit(1));
    await user.paste('48 12-96');
    await expect.poll(() => screen.getByTestId('code').textContent).toBe('481296');
  });
});

describe('one-time-code state', () => {
  it('follows generate / verify / fail / clear', () => {
    let state = otpReducer({ ...initialOtpState, verificationError: 'old', isVerified: true }, { type: 'generate' });
    expect(state).toMatchObject({ isGenerating: true, isVerified: false, verificationError: null });
    state = otpReducer(state, { type: 'generated', at: 5 });
    expect(state).toMatchObject({ isGenerating: false, isGenerated: true, generatedAt: 5 });
    state = otpReducer(otpReducer(state, { type: 'verify' }), { type: 'verifyFailed', error: 'wrong', attemptsLeft: 3 });
    expect(state).toMatchObject({ isPending: false, attempts: 1, verificationError: 'wrong', attemptsLeft: 3 });
    state = otpReducer(state, { type: 'clearError' });
    expect(state.verificationError).toBeNull();
    state = otpReducer(otpReducer(state, { type: 'verify' }), { type: 'verified' });
    expect(state).toMatchObject({ isVerified: true, attempts: 0, isPending: false });
  });
});

describe('VerifyOTP page', () => {
  it("shows the server's error with the attempts left and clears it when the user edits", async () => {
    const store = createStore();
    store.set(prospectAtom, { applicantInfo: { email: 'a@example.com', countryCode: '971', mobileNo: '501234567' }, generalInfo: { prospectId: 'QA1' } });
    act(() => store.set(otpAtom, { type: 'verifyFailed', error: 'The code you entered is not valid. You have 3 attempts left.', attemptsLeft: 3 }));
    renderApp('/business/VerifyOTP', { store });
    expect(await screen.findByRole('heading', { name: "Confirm that it's you" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The code you entered is not valid. You have 3 attempts left.');
    expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    const user = userEvent.setup();
    await user.click(digit(1));
    await user.keyboard('4');
    expect(screen.queryByTestId('otp-error')).not.toBeInTheDocument();
    expect(store.get(otpAtom).verificationError).toBeNull();
  });

  it('asks for every digit before checking', async () => {
    const store = createStore();
    store.set(prospectAtom, { applicantInfo: { email: 'a@example.com', countryCode: '971', mobileNo: '501234567' }, generalInfo: { prospectId: 'QA1' } });
    renderApp('/business/VerifyOTP', { store });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('otp-error')).toHaveTextContent('Enter all 6 digits of the code');
  });

  it('without an application sent to Basic Information (and on to the comparison)', async () => {
    const { current } = renderApp('/business/VerifyOTP');
    await screen.findByRole('heading', { level: 1 });
    expect(current()).toBe('/business/accounts');
  });
});
