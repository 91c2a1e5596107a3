// Defects reported by the engineers using the renderer: server errors at their fields, a completed
// step reopened by mere default-filling, the required mark inside the accessible name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bundle } from '../../../src/core/bundle';
import { recordTemplate } from '../../../src/core/schema/defaults';
import { createRegistry } from '../../../src/core/schema/registry';
import type { CompletedStep } from '../../../src/core/wizard/types';
import { toExtraErrors } from '../../../src/web/api/field-errors';
import { appBundle } from '../app-bundle';
import { RunnerHarness, StepHarness } from './harness';
import { renderWithProviders } from './render-form';

const record = () => recordTemplate(appBundle) as Record<string, any>;
const header = (name: RegExp) => screen.getByRole('button', { name });
const stepItem = (id: string) => document.querySelector<HTMLElement>(`[data-step="${id}"]`)!;
const errorTextOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]);

beforeEach(() => {
  window.dataLayer = [];
});

describe('server field errors (extraErrors)', () => {
  // the shape the applicant-journey pages pass: toExtraErrors over the grouped field errors
  const licenceError = () => toExtraErrors({ 'prospect.organizationInfo.licenseNumber': ['Trade licence number is already registered'] });

  it('WizardRunner opens the step holding the field and shows the error at it', async () => {
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={record()} extraErrors={licenceError()} />);
    await waitFor(() => expect(header(/3\.\s*License Information/)).toHaveAttribute('aria-expanded', 'true'));
    expect(header(/1\.\s*Company Details/)).toHaveAttribute('aria-expanded', 'false');
    const licence = screen.getByLabelText('Trade licence number');
    expect(licence).toHaveAttribute('aria-invalid', 'true');
    const text = errorTextOf(licence)!;
    expect(text).toHaveTextContent('Trade licence number is already registered');
    expect(text.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // the summary links to it
    expect(screen.getByRole('link', { name: 'Trade licence number is already registered' })).toHaveAttribute('href', `#${licence.id}`);
  }, 20_000);

  it('StepForm shows only the errors of its own fields, and drops one once its field is edited', async () => {
    const errors = toExtraErrors({
      'prospect.organizationInfo.companyName': ['Company name is already taken'],
      'prospect.organizationInfo.licenseNumber': ['Trade licence number is already registered'],
    });
    renderWithProviders(<StepHarness stepKey="companyInfo/companyDetails" initial={record()} extraErrors={errors} />);
    const name = screen.getByLabelText('Company name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(errorTextOf(name)).toHaveTextContent('Company name is already taken');
    expect(screen.queryByText('Trade licence number is already registered')).toBeNull();
    await userEvent.type(name, 'Acme');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Company name is already taken')).toBeNull();
  }, 20_000);
});

describe('a completed step looked at again', () => {
  // the Company Details step with a field RJSF fills with its default on opening the step
  const schemaId = 'steps/companyInfo/companyDetails.schema.json';
  const source = appBundle.schemas[schemaId] as Record<string, any>;
  const organization = source.properties.organizationInfo;
  const withDefault = {
    ...organization,
    properties: { ...organization.properties, numberOfEmployees: { ...organization.properties.numberOfEmployees, default: 7 } },
  };
  const bundle: Bundle = {
    schemas: { ...appBundle.schemas, [schemaId]: { ...source, properties: { ...source.properties, organizationInfo: withDefault } } },
    content: appBundle.content,
  };

  it('stays COMPLETED when the form only fills in defaults, and becomes AVAILABLE on a real edit', async () => {
    const initial = record();
    initial.organizationInfo = { ...initial.organizationInfo, companyName: 'Acme Trading', companyCategory: 'LLC' };
    const values: any[] = [];
    const completed: CompletedStep[][] = [];
    renderWithProviders(
      <RunnerHarness
        wizardId="companyInfo"
        initial={initial}
        initialCompleted={[{ flowId: 'companyInfo', step: 'companyDetails', status: 'COMPLETED' }]}
        onValue={(v) => values.push(v)}
        onCompleted={(s) => completed.push(s)}
      />,
      createRegistry(bundle),
    );
    expect(header(/2\.\s*Industry/)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header(/1\.\s*Company Details/));
    expect(header(/1\.\s*Company Details/)).toHaveAttribute('aria-expanded', 'true');
    // the form did fill the default in, and that changed nothing in the step's status
    await waitFor(() => expect(values.at(-1)?.organizationInfo.numberOfEmployees).toBe(7));
    expect(stepItem('companyDetails')).toHaveAttribute('data-status', 'COMPLETED');
    expect(completed).toEqual([]);
    // a real edit reopens it
    await userEvent.type(screen.getByLabelText('Company name'), ' LLC');
    expect(stepItem('companyDetails')).toHaveAttribute('data-status', 'AVAILABLE');
    expect(completed.at(-1)).toEqual([{ flowId: 'companyInfo', step: 'companyDetails', status: 'AVAILABLE' }]);
  }, 20_000);
});

describe('the required mark', () => {
  it('is visible but not part of the accessible name; the input stays required', () => {
    renderWithProviders(<StepHarness stepKey="companyInfo/companyDetails" initial={record()} />);
    const name = screen.getByLabelText('Company name', { exact: true });
    expect(name).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBe(name);
    const label = document.querySelector(`label[for="${name.id}"]`)!;
    expect(label.textContent).toBe('Company name');
    const mark = within(label.parentElement!).getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toBeVisible();
  }, 20_000);
});

describe('Emirates ID on Country of residence', () => {
  it('keeps the digits as typed: a number that does not start with 784 is refused, never rewritten', async () => {
    const person = { signatoryId: 'companySignatory_1', kycDetails: { isSignatory: true, residenceCountry: 'AE' } };
    const onValid = vi.fn();
    renderWithProviders(<StepHarness stepKey="stakeholder/residence" initial={person} onValid={onValid} />);
    const eid = screen.getByLabelText('Emirates ID number', { exact: false });
    await userEvent.type(eid, '123456789012345');
    expect(eid).toHaveValue('123-4567-8901234-5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Emirates ID number is invalid')).length).toBeGreaterThan(0);
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.clear(eid);
    await userEvent.type(eid, '784123456789012');
    expect(eid).toHaveValue('784-1234-5678901-2');
  });
});

describe('the error summary', () => {
  it('names the field of every line', async () => {
    const initial = record();
    initial.organizationInfo.companyName = 'C'.repeat(51);
    renderWithProviders(<StepHarness stepKey="companyInfo/companyDetails" initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'Please correct the following' });
    const lines = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(lines).toContain('Company name: Maximum 50 characters allowed');
  });
});
