// After a failed Continue, fields are re-checked on blur and when typing pauses. A press on Continue
// blurs the field just typed in; the error lines and summary must not move under the pointer before
// the click, and the click must submit the values just entered (as Playwright's fill() sets them).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepHarness } from './harness';
import { renderWithProviders } from './render-form';

const STEP = 'comeBackLogin/comeBackLogin';
const initial = () => ({ applicantInfo: { email: '', countryCode: '+971', mobileNo: '' } });
const input = (id: string) => document.getElementById(`root_applicantInfo_${id}`) as HTMLInputElement;
const summary = () => document.querySelector('[aria-labelledby="form-error-summary"]');

describe('a click on Continue right after typing, once errors show', () => {
  it('keeps the summary and error lines while the pointer is pressed, then submits the current values', async () => {
    const valid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StepHarness stepKey={STEP} initial={initial()} onValid={valid} />);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await user.click(continueButton);
    expect(summary()).not.toBeNull();
    // whole values at once, as fill() sets them
    input('email').focus();
    fireEvent.change(input('email'), { target: { value: 'a@example.com' } });
    input('mobileNo').focus();
    fireEvent.change(input('mobileNo'), { target: { value: '501234567' } });
    // the press blurs the phone field; its re-check must not change the layout before the release
    await user.pointer({ keys: '[MouseLeft>]', target: continueButton });
    expect(document.activeElement).toBe(continueButton);
    expect(summary()).not.toBeNull();
    expect(screen.getAllByText('Mobile Number is not filled')).toHaveLength(2);
    expect(valid).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: continueButton });
    expect(valid).toHaveBeenCalledTimes(1);
    expect(valid.mock.calls[0][0]).toEqual({ applicantInfo: { email: 'a@example.com', countryCode: '+971', mobileNo: '501234567' } });
    // once the press is over the layout shows the current errors (none)
    await waitFor(() => expect(summary()).toBeNull());
    expect(screen.queryAllByText('Mobile Number is not filled')).toHaveLength(0);
  }, 20_000);

  it('typed text survives the re-check when the typing pauses, and Continue right after typing submits it', async () => {
    const valid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StepHarness stepKey={STEP} initial={initial()} onValid={valid} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(input('email'), 'a@example.com');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await waitFor(() => expect(screen.queryByText('Email address is not filled')).toBeNull());
    await user.type(input('mobileNo'), '50123');
    await user.type(input('mobileNo'), '4567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(input('email')).toHaveValue('a@example.com');
    expect(valid).toHaveBeenCalledTimes(1);
    expect(valid.mock.calls[0][0]).toEqual({ applicantInfo: { email: 'a@example.com', countryCode: '+971', mobileNo: '501234567' } });
  }, 20_000);

  it('still shows the errors of a Continue that fails after the press', async () => {
    const valid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StepHarness stepKey={STEP} initial={initial()} onValid={valid} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(input('email'), { target: { value: 'a@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(valid).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Email address is not filled')).toBeNull());
    expect(screen.getAllByText('Mobile Number is not filled').length).toBeGreaterThan(0);
    expect(input('email')).toHaveValue('a@example.com');
  }, 20_000);
});
