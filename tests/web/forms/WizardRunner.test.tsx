import { screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { reopenedStepsAtom } from '../../../src/web/app/state/application';
import userEvent from '@testing-library/user-event';
import type { Bundle } from '../../../src/core/bundle';
import { recordTemplate } from '../../../src/core/schema/defaults';
import { createRegistry } from '../../../src/core/schema/registry';
import type { CompletedStep } from '../../../src/core/wizard/types';
import { appBundle } from '../app-bundle';
import { RunnerHarness } from './harness';
import { renderWithProviders } from './render-form';
import { typeAndChoose } from '../combobox';

const record = () => recordTemplate(appBundle) as Record<string, any>;
const header = (name: RegExp) => screen.getByRole('button', { name });
const stepItem = (id: string) => document.querySelector<HTMLElement>(`[data-step="${id}"]`)!;

beforeEach(() => {
  window.dataLayer = [];
});

async function fillCompanyDetails() {
  await userEvent.type(screen.getByLabelText('Company name'), 'Acme Trading');
  await userEvent.selectOptions(screen.getByLabelText('Company category'), 'LLC');
}

describe('WizardRunner on the Company Information wizard', () => {
  it('renders the 3 numbered steps as collapsible headers, the first open', () => {
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} />);
    const details = header(/1\.\s*Company Details/);
    expect(header(/2\.\s*Industry/)).toHaveAttribute('aria-expanded', 'false');
    expect(header(/3\.\s*License Information/)).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(details.getAttribute('aria-controls')!)!;
    expect(within(panel).getByLabelText('Company name')).toBeInTheDocument();
  }, 20_000);

  it('stays on the step when Continue finds errors, with the exact messages at the fields', async () => {
    const onSave = vi.fn(async () => {});
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByLabelText('Company name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0])).toHaveTextContent('Company name is not filled');
    expect(screen.getByRole('link', { name: 'Company category is not filled' })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(header(/1\.\s*Company Details/)).toHaveAttribute('aria-expanded', 'true');
    expect(window.dataLayer).toEqual([]);
    // the summary link focuses its field
    await userEvent.click(screen.getByRole('link', { name: 'Company name is not filled' }));
    expect(name).toHaveFocus();
    // live validation after the first Continue: too long a name says so as soon as the typing pauses
    await userEvent.type(name, 'x'.repeat(51));
    await waitFor(
      () => expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0])).toHaveTextContent('Maximum 50 characters allowed'),
      { timeout: 300 },
    );
  }, 20_000);

  it('saves on a valid Continue, marks the step COMPLETED, opens the next and focuses its heading, and pushes the event', async () => {
    const onSave = vi.fn(async () => {});
    const completed: CompletedStep[][] = [];
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} onSave={onSave} onCompleted={(s) => completed.push(s)} />);
    await fillCompanyDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(header(/2\.\s*Industry/)).toHaveAttribute('aria-expanded', 'true'));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [stepId, saved, action] = onSave.mock.calls[0] as unknown as [string, any, string];
    expect(stepId).toBe('companyDetails');
    expect(action).toBe('continue');
    expect(saved.organizationInfo.companyName).toBe('Acme Trading');
    expect(completed.at(-1)).toEqual([{ flowId: 'companyInfo', step: 'companyDetails', status: 'COMPLETED' }]);
    expect(stepItem('companyDetails')).toHaveAttribute('data-status', 'COMPLETED');
    // focus follows the opened panel in a later frame
    await waitFor(() => expect(header(/2\.\s*Industry/)).toHaveFocus());
    expect(window.dataLayer).toEqual([{ event: 'companyInformationDetails', productName: 'starter' }]);
  }, 20_000);

  it('makes a completed step AVAILABLE again when it is reopened and changed', async () => {
    const completed: CompletedStep[][] = [];
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} onCompleted={(s) => completed.push(s)} />);
    await fillCompanyDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepItem('companyDetails')).toHaveAttribute('data-status', 'COMPLETED'));
    await userEvent.click(header(/1\.\s*Company Details/));
    expect(header(/1\.\s*Company Details/)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(screen.getByLabelText('Company name'), ' LLC');
    expect(stepItem('companyDetails')).toHaveAttribute('data-status', 'AVAILABLE');
    expect(completed.at(-1)).toEqual([{ flowId: 'companyInfo', step: 'companyDetails', status: 'AVAILABLE' }]);
  }, 20_000);

  it('keeps the step open and says so when the save fails', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('offline');
    });
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} onSave={onSave} />);
    await fillCompanyDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save this step. Please try again.');
    expect(stepItem('companyDetails')).toHaveAttribute('data-status', 'AVAILABLE');
  }, 20_000);

  it('goes through all three steps, pushing each step event', async () => {
    const onSave = vi.fn(async () => {});
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} onSave={onSave} />);
    await fillCompanyDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // the runner puts focus on the opened step's heading: type only once it has, or keys go there
    await waitFor(() => expect(header(/2\.\s*Industry/)).toHaveFocus());
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    await typeAndChoose(industry, 'General Trading');
    const sub = screen.getByRole('combobox', { name: 'Sub-category' });
    await userEvent.click(sub);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(header(/3\.\s*License Information/)).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Trade licence number'), 'CN-1234567');
    await userEvent.type(screen.getByLabelText('Licence issuing date'), '01022015');
    const authority = screen.getByRole('combobox', { name: 'Licence issuing authority' });
    await userEvent.click(authority);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const country = screen.getByRole('combobox', { name: 'Country of incorporation' });
    await typeAndChoose(country, 'United Arab');
    await userEvent.type(screen.getByLabelText('Date of incorporation'), '01022015');
    // entering the incorporation date computes the years in business
    expect(Number((screen.getByLabelText('Years in business') as HTMLInputElement).value)).toBeGreaterThanOrEqual(10);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(3));
    expect(onSave.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['companyDetails', 'industry', 'license']);
    const saved = (onSave.mock.calls[1] as unknown as [string, any])[1];
    expect(saved.orgKYCDetails.industryMultiSelect[0]).toEqual({ industry: ['GENERAL_TRADING'], subCategory: ['GT01'] });
    expect(window.dataLayer!.map((e) => e.event)).toEqual(['companyInformationDetails', 'companyInformationIndustry', 'companyInformationLicense']);
  }, 20_000);
});

describe('WizardRunner with conditional steps', () => {
  it('leaves out a step whose `when` fails and shows it once the record satisfies it', async () => {
    const wizard = {
      id: 'conditional',
      titleKey: 'companyInfo.title',
      root: 'record',
      flowId: 'conditional',
      steps: [
        { id: 'companyDetails', titleKey: 'companyInfo.companyDetails', step: 'steps/companyInfo/companyDetails', event: 'one' },
        {
          id: 'industry',
          titleKey: 'companyInfo.industry',
          step: 'steps/companyInfo/industry',
          event: 'two',
          when: {
            properties: { organizationInfo: { properties: { companyName: { const: 'Show' } }, required: ['companyName'] } },
            required: ['organizationInfo'],
          },
        },
        { id: 'license', titleKey: 'companyInfo.license', step: 'steps/companyInfo/license', event: 'three' },
      ],
    };
    const bundle: Bundle = { schemas: { ...appBundle.schemas, 'wizards/conditional.json': wizard }, content: appBundle.content };
    renderWithProviders(<RunnerHarness wizardId="conditional" initial={record()} />, createRegistry(bundle));
    expect(screen.queryByRole('button', { name: /Industry/ })).not.toBeInTheDocument();
    expect(header(/2\.\s*License Information/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Company name'), 'Show');
    expect(header(/2\.\s*Industry/)).toBeInTheDocument();
    expect(header(/3\.\s*License Information/)).toBeInTheDocument();
  }, 20_000);
});

describe('a step a release opened again', () => {
  afterEach(() => getDefaultStore().set(reopenedStepsAtom, []));

  it('says so in the step itself, with the reasons, until it is completed again', () => {
    getDefaultStore().set(reopenedStepsAtom, [
      {
        wizardId: 'companyInfo',
        flowId: 'companyInfo',
        step: 'companyDetails',
        titleKey: 'companyInfo.companyDetails',
        reasons: ['VAT registration number is not filled'],
      },
    ]);
    const reopened: CompletedStep[] = [
      { flowId: 'companyInfo', step: 'companyDetails', status: 'AVAILABLE' },
      { flowId: 'companyInfo', step: 'industry', status: 'COMPLETED' },
    ];
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} initialCompleted={reopened} />);
    expect(header(/1\.\s*Company Details/)).toHaveAttribute('aria-expanded', 'true');
    expect(within(stepItem('companyDetails')).getByTestId('step-reopened')).toHaveTextContent(
      'We have changed what this step asks. Please check it again: VAT registration number is not filled',
    );
  }, 20_000);

  it('says nothing on a step that was not opened again', () => {
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} />);
    expect(screen.queryByTestId('step-reopened')).toBeNull();
  }, 20_000);
});
