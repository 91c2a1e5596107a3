import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordTemplate } from '../../../../src/core/schema/defaults';
import { appBundle } from '../../app-bundle';
import { renderWithProviders } from '../render-form';
import { StepHarness } from '../harness';

const record = () => recordTemplate(appBundle) as Record<string, any>;

describe('PhoneWidget (phone pair)', () => {
  it('shows the country code from dialCodes (default 971) beside the number, both labelled', () => {
    const initial = record();
    initial.applicantInfo.countryCode = '';
    renderWithProviders(<StepHarness stepKey="applicantInfo/applicantInfo" initial={initial} />);
    const number = screen.getByLabelText('Mobile Number');
    expect(number).toHaveAttribute('type', 'tel');
    const code = screen.getByLabelText('Country code of Mobile Number');
    expect(code).toHaveValue('971');
    expect((code as HTMLSelectElement).options.length).toBeGreaterThan(10);
  }, 20_000);

  it('applies the phone rule of the core validator: 8 digits on 971 is refused, accepted on another code', async () => {
    const values: any[] = [];
    const valid = vi.fn();
    renderWithProviders(<StepHarness stepKey="applicantInfo/applicantInfo" initial={record()} onValid={valid} onValue={(v) => values.push(v)} />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Sara Ahmed');
    await userEvent.type(screen.getByLabelText('Email address'), 'sara@example.com');
    const number = screen.getByLabelText('Mobile Number');
    await userEvent.type(number, '50123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(valid).not.toHaveBeenCalled();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(number.getAttribute('aria-describedby')!.split(' ')[0])).toHaveTextContent('Mobile Number should have 9 digits');
    // keyboard: choose another country code; the rule changes to 4–10 digits and the error goes
    await userEvent.selectOptions(screen.getByLabelText('Country code of Mobile Number'), '44');
    expect(values.at(-1).applicantInfo.countryCode).toBe('44');
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(valid).toHaveBeenCalledTimes(1);
    expect(valid.mock.calls[0][0].applicantInfo).toMatchObject({ countryCode: '44', mobileNo: '50123456' });
  }, 20_000);
});
