import { useEffect, useState } from 'react';
import { screen, within } from '@testing-library/react';
import { recordTemplate } from '../../../src/core/schema/defaults';
import type { WizardContext } from '../../../src/core/services/context';
import { appBundle } from '../app-bundle';
import { WizardRunner } from '../../../src/web/forms/WizardRunner';
import { renderWithProviders } from '../forms/render-form';

type Json = Record<string, any>;

/** The runner's optional props used by Select Services: context for `when` and `ui:when`, step extras, server errors. */
function Harness(props: { context?: WizardContext; extraErrors?: object; initial?: Json }) {
  const [value, setValue] = useState<unknown>(props.initial ?? (recordTemplate(appBundle) as Json));
  // server errors arrive after the step opened (as after a refused save)
  const [errors, setErrors] = useState<object | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setErrors(props.extraErrors), 50);
    return () => clearTimeout(timer);
  }, [props.extraErrors]);
  return (
    <WizardRunner
      wizardId="selectServices"
      value={value}
      onChange={setValue}
      onSave={async () => {}}
      completedSteps={[]}
      onCompletedStepsChange={() => {}}
      productName="starter"
      context={props.context}
      stepExtra={(id) => (id === 'expressService' ? <p>extra for {id}</p> : null)}
      extraErrors={errors}
    />
  );
}

const headers = () => screen.getAllByRole('button', { name: /^\d\./ }).map((b) => b.textContent ?? '');

describe('WizardRunner extensions', () => {
  it('evaluates `when` against the context, which never enters the value', () => {
    const { unmount } = renderWithProviders(<Harness />);
    expect(headers().some((h) => /KYC Annexure/.test(h))).toBe(false);
    unmount();
    renderWithProviders(<Harness context={{ editApplication: true }} />);
    expect(headers()[4]).toMatch(/^5\.\s*KYC Annexure/);
  });

  it('renders a step with the UI its `ui:when` decides for the value and the context, and its extra content', () => {
    // the terms box waits until the terms were opened (a fact of the page, at _context)
    const { unmount } = renderWithProviders(<Harness context={{ termsOpened: false }} />);
    const panel = screen.getByRole('region', { name: /Express Service/ });
    expect(within(panel).getByRole('checkbox')).toBeDisabled();
    expect(within(panel).getByText('extra for expressService')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness context={{ termsOpened: true }} />);
    expect(within(screen.getByRole('region', { name: /Express Service/ })).getByRole('checkbox')).toBeEnabled();
  });

  it('shows server field errors at their fields', async () => {
    renderWithProviders(<Harness extraErrors={{ accountInfo: { 0: { express: { __errors: ['Express answer refused by the server'] } } } }} />);
    expect((await screen.findAllByText('Express answer refused by the server')).length).toBeGreaterThan(0);
  });
});
