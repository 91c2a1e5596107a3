import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRegistry } from '../../../src/core/schema/registry';
import { WizardPreview } from '../../../src/web/features/studio/WizardPreview';
import { withFile } from '../../core/helpers/load-bundle';
import { appBundle } from '../app-bundle';
import { renderWithProviders } from '../forms/render-form';

const record = () => JSON.parse(screen.getByRole('region', { name: 'Live record (JSON)' }).textContent!);
const section = (name: RegExp) => screen.getByRole('region', { name });

describe('WizardPreview', () => {
  it('lists every wizard of schemas/ and renders the chosen one on an empty record', async () => {
    renderWithProviders(<WizardPreview />);
    const select = screen.getByLabelText('Wizard');
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['Company information', 'Basic information']));
    await userEvent.selectOptions(select, 'companyInfo');
    expect(screen.getByRole('button', { name: /1\.\s*Company Details/ })).toHaveAttribute('aria-expanded', 'true');
    expect(record().organizationInfo?.companyName ?? '').toBe('');
    const submit = section(/Submit rules: \d+ errors/);
    expect(within(submit).getByText('$.organizationInfo.companyName')).toBeInTheDocument();
    expect(within(submit).getAllByText(/Company name is not filled/).length).toBeGreaterThan(0);
    expect(within(section(/Draft \(save\) rules: 0 errors/)).getByText('No errors')).toBeInTheDocument();
  }, 20_000);

  it('follows typing in the live record and the validation, and resets', async () => {
    renderWithProviders(<WizardPreview />);
    await userEvent.selectOptions(screen.getByLabelText('Wizard'), 'companyInfo');
    await userEvent.type(screen.getByLabelText('Company name'), ' Acme');
    // the panels follow once the typing pauses
    await waitFor(() => expect(record().organizationInfo.companyName).toBe(' Acme'));
    await waitFor(() =>
      expect(within(section(/Draft \(save\) rules: 1 errors/)).getByText(/Company name should not have trailing spaces/)).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(record().organizationInfo?.companyName ?? '').toBe(''));
    expect(screen.getByLabelText('Company name')).toHaveValue('');
  }, 20_000);

  it('lets the panels wait after typing as long as rules/releases.json says', async () => {
    const slow = withFile(appBundle, 'schemas', 'rules/releases.json', (rules) => ({ ...rules, studio: { ...rules.studio, panelsDelayMs: 60_000 } }));
    renderWithProviders(<WizardPreview />, createRegistry(slow));
    await userEvent.selectOptions(screen.getByLabelText('Wizard'), 'companyInfo');
    await userEvent.type(screen.getByLabelText('Company name'), 'Acme');
    // four times the shipped delay: the panels would have followed by now
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme');
    expect(record().organizationInfo?.companyName ?? '').toBe('');
  }, 20_000);

  it('loads the sample record, which passes both modes, and runs the wizard to the end', async () => {
    renderWithProviders(<WizardPreview />);
    await userEvent.selectOptions(screen.getByLabelText('Wizard'), 'companyInfo');
    await userEvent.selectOptions(screen.getByLabelText('Start from'), 'sample');
    expect(record().organizationInfo.companyName).toBe('Al Noor General Trading LLC');
    expect(section(/Submit rules: 0 errors/)).toBeInTheDocument();
    expect(section(/Draft \(save\) rules: 0 errors/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // the preview's own status, beside the form's error count (empty)
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Saved step companyDetails (continue)'));
    expect(screen.getByRole('button', { name: /2\.\s*Industry/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the steps an agent sees and opens the wizard at a chosen step', async () => {
    renderWithProviders(<WizardPreview />);
    await userEvent.selectOptions(screen.getByLabelText('Wizard'), 'selectServices');
    const openAt = () =>
      within(screen.getByLabelText('Open at step'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    // the KYC annexure exists only in edit-application mode
    expect(openAt()).not.toContain('KYC Annexure');
    expect(screen.queryByRole('button', { name: /KYC Annexure/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Viewed by'), 'agent');
    expect(openAt()).toContain('KYC Annexure');
    await userEvent.selectOptions(screen.getByLabelText('Start from'), 'sample');
    await userEvent.selectOptions(screen.getByLabelText('Open at step'), 'kycAnnexure');
    expect(screen.getByRole('button', { name: /5\.\s*KYC Annexure/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /1\.\s*/ })).toHaveAttribute('aria-expanded', 'false');
    // the live record never holds the viewer's context
    await waitFor(() => expect(record()._context).toBeUndefined());
  }, 60_000);
});
