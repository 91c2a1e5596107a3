import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepHarness } from './harness';
import { renderWithProviders } from './render-form';

const STEP = 'comeBackLogin/comeBackLogin';
const initial = () => ({ applicantInfo: { email: '', countryCode: '+971', mobileNo: '' } });

describe('repro', () => {
  it('fireEvent.change after failed submit then click', async () => {
    const valid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StepHarness stepKey={STEP} initial={initial()} onValid={valid} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    console.log('errors after submit:', [...document.querySelectorAll('[role=alert], [id$=__error]')].map((e) => e.textContent));
    const email = document.getElementById('root_applicantInfo_email') as HTMLInputElement;
    const mobile = document.getElementById('root_applicantInfo_mobileNo') as HTMLInputElement;

    email.focus();
    fireEvent.change(email, { target: { value: 'a@example.com' } });
    mobile.focus();
    fireEvent.change(mobile, { target: { value: '501234567' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    console.log('email now', email.value, 'mobile', mobile.value, document.body.textContent?.match(/[^.]*is not filled/g));
    expect(valid).toHaveBeenCalled();
    console.log(JSON.stringify(valid.mock.calls[0][0]));
  });
  it('type after failed submit then click', async () => {
    const valid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StepHarness stepKey={STEP} initial={initial()} onValid={valid} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const email = document.getElementById('root_applicantInfo_email') as HTMLInputElement;
    const mobile = document.getElementById('root_applicantInfo_mobileNo') as HTMLInputElement;
    await user.type(email, 'a@example.com');
    await user.type(mobile, '501234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    console.log('email now', email.value, 'mobile', mobile.value, document.body.textContent?.match(/[^.]*is not filled/g));
    expect(valid).toHaveBeenCalled();
    console.log(JSON.stringify(valid.mock.calls[0][0]));
  });
});
