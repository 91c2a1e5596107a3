import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../render-form';

const schema = {
  type: 'object' as const,
  properties: { f: { type: 'string' as const, title: 'companyInfo.licenseIssueDate', minDate: '1900-01-01', maxDate: 'today' } },
};
const uiSchema = { f: { 'ui:widget': 'date' } };
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const todayIso = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

describe('DateWidget', () => {
  it('takes dd/MM/yyyy typed and stores yyyy-MM-dd', async () => {
    const { last } = renderWidget({ schema, uiSchema });
    const input = screen.getByLabelText('Licence issuing date');
    await userEvent.type(input, '15032020');
    expect(input).toHaveValue('15/03/2020');
    expect(last()).toEqual({ f: '2020-03-15' });
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a future date and a date before 1900 with the schema messages', async () => {
    renderWidget({ schema, uiSchema });
    const input = screen.getByLabelText('Licence issuing date');
    await userEvent.type(input, `01/01/${now.getFullYear() + 1}`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = () => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0])!.textContent;
    expect(describedBy()).toMatch(/Licence issuing date should not be later than/);
    await userEvent.clear(input);
    await userEvent.type(input, '31121899');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy()).toBe('Licence issuing date should not be less than 01/01/1900');
  });

  it('opens a keyboard-usable calendar where future days are disabled and years start at 1900', async () => {
    const { last } = renderWidget({ schema, uiSchema });
    const opener = screen.getByRole('button', { name: 'Choose date from calendar' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('application', { name: 'Choose a date' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const years = within(within(dialog).getByLabelText('Year'))
      .getAllByRole('option')
      .map((o) => Number(o.textContent));
    expect(Math.min(...years)).toBe(1900);
    expect(Math.max(...years)).toBe(now.getFullYear());
    // focus starts on today; tomorrow (when in this month) is disabled and the arrow cannot reach it
    const todayButton = dialog.querySelector<HTMLElement>(`[role="button"][data-value="${todayIso}"]`)!;
    await vi.waitFor(() => expect(todayButton).toHaveFocus());
    const future = [...dialog.querySelectorAll<HTMLElement>('[role="button"][data-value]')].filter((b) => b.dataset.value! > todayIso);
    future.forEach((b) => expect(b).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(todayButton).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const weekAgo = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7);
    const weekAgoIso = `${weekAgo.getFullYear()}-${pad(weekAgo.getMonth() + 1)}-${pad(weekAgo.getDate())}`;
    await vi.waitFor(() => expect(document.activeElement).toHaveAttribute('data-value', weekAgoIso));
    await userEvent.keyboard('{Enter}');
    expect(last()).toEqual({ f: weekAgoIso });
    await vi.waitFor(() => expect(screen.queryByRole('application')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(screen.getByLabelText('Licence issuing date')).toHaveValue(`${weekAgoIso.slice(8)}/${weekAgoIso.slice(5, 7)}/${weekAgoIso.slice(0, 4)}`);
  });

  it('closes the calendar with Escape and returns focus to its button', async () => {
    renderWidget({ schema, uiSchema });
    const opener = screen.getByRole('button', { name: 'Choose date from calendar' });
    await userEvent.click(opener);
    await screen.findByRole('application');
    await userEvent.keyboard('{PageUp}{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('application')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('shows a validation error with aria-invalid and aria-describedby', () => {
    renderWidget({ schema, uiSchema, extraErrors: { f: { __errors: ['Licence issuing date is not filled'] } } as never });
    const input = screen.getByLabelText('Licence issuing date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)).toHaveTextContent('Licence issuing date is not filled');
  });
});
