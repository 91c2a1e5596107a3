import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordTemplate } from '../../../../src/core/schema/defaults';
import { appBundle } from '../../app-bundle';
import { StepHarness } from '../harness';
import { renderWithProviders } from '../render-form';
import { typeAndChoose } from '../../combobox';

const industries = (rows: [string, string][]) => {
  const record = recordTemplate(appBundle) as Record<string, any>;
  record.orgKYCDetails = { industryMultiSelect: [{ industry: rows.map((r) => r[0]), subCategory: rows.map((r) => r[1]) }] };
  return record;
};
const rowsNow = () => document.querySelectorAll('[data-rows-row]').length;
const add = () => screen.getByRole('button', { name: /Add another industry/ });

const choose = (combobox: HTMLElement, text: string) => typeAndChoose(combobox, text, { clear: true });

describe('RowsField (industry rows)', () => {
  it('starts with one row; add stays disabled until the row is filled', async () => {
    const values: any[] = [];
    renderWithProviders(<StepHarness stepKey="companyInfo/industry" initial={industries([])} onValue={(v) => values.push(v)} />);
    expect(rowsNow()).toBe(1);
    expect(add()).toBeDisabled();
    await choose(screen.getByRole('combobox', { name: 'Industry' }), 'Retail');
    expect(add()).toBeDisabled();
    const sub = screen.getByRole('combobox', { name: 'Sub-category' });
    await userEvent.click(sub);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(add()).toBeEnabled();
    add().focus();
    await userEvent.keyboard('{Enter}');
    expect(rowsNow()).toBe(2);
    expect(values.at(-1).orgKYCDetails.industryMultiSelect[0]).toEqual({ industry: ['RETAIL', ''], subCategory: ['RT01', ''] });
    expect(add()).toBeDisabled();
  });

  it('does not offer a sub-category already used for the same industry, and changing the industry clears the sub-category', async () => {
    const values: any[] = [];
    renderWithProviders(
      <StepHarness
        stepKey="companyInfo/industry"
        initial={industries([
          ['RETAIL', 'RT01'],
          ['RETAIL', ''],
        ])}
        onValue={(v) => values.push(v)}
      />,
    );
    const subs = screen.getAllByRole('combobox', { name: 'Sub-category' });
    await userEvent.click(subs[1]);
    const offered = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).not.toContain('Supermarkets and groceries');
    expect(offered).toContain('Clothing and footwear retail');
    await userEvent.keyboard('{Escape}');
    await choose(screen.getAllByRole('combobox', { name: 'Industry' })[0], 'General Trading');
    expect(values.at(-1).orgKYCDetails.industryMultiSelect[0]).toEqual({ industry: ['GENERAL_TRADING', 'RETAIL'], subCategory: ['', ''] });
  });

  it('stops at the maximum of 12 rows', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ['RETAIL', `RT0${(i % 8) + 1}`] as [string, string]);
    renderWithProviders(<StepHarness stepKey="companyInfo/industry" initial={industries(twelve)} />);
    expect(rowsNow()).toBe(12);
    expect(add()).toBeDisabled();
  });

  it('deletes a row, and deleting the last row leaves one empty row', async () => {
    const values: any[] = [];
    renderWithProviders(
      <StepHarness
        stepKey="companyInfo/industry"
        initial={industries([
          ['RETAIL', 'RT01'],
          ['CONSTRUCTION', 'CN01'],
        ])}
        onValue={(v) => values.push(v)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(rowsNow()).toBe(1);
    expect(values.at(-1).orgKYCDetails.industryMultiSelect[0]).toEqual({ industry: ['CONSTRUCTION'], subCategory: ['CN01'] });
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(rowsNow()).toBe(1);
    expect(values.at(-1).orgKYCDetails.industryMultiSelect[0]).toEqual({ industry: [''], subCategory: [''] });
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('');
  });

  it('shows the pairing error at the sub-category of its row', async () => {
    renderWithProviders(<StepHarness stepKey="companyInfo/industry" initial={industries([['RETAIL', '']])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const sub = screen.getByRole('combobox', { name: 'Sub-category' });
    expect(sub).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(sub.getAttribute('aria-describedby')!)).toHaveTextContent(/Sub-category/);
  });
});
