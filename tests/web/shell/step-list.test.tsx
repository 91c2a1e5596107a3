import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { StepList, isStepActive } from '../../../src/web/app/layout/StepList';
import { journeyFlows } from '../../../src/web/app/rules';
import { renderApp } from '../render';

const steps = journeyFlows.application.steps;

describe('step list', () => {
  it('is passive by default: no links, the active step marked, with a progress line', () => {
    const { container } = renderApp('/', { children: <StepList steps={steps} currentPath="/business/CompanyInfo" /> });
    const nav = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Company Information');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(container.querySelector('[data-part="progress-line"]')).not.toBeNull();
  });

  it('marks the step of a related path active', () => {
    renderApp('/', { children: <StepList steps={steps} currentPath="/business/VerifyOTP" /> });
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(isStepActive(steps[5], '/business/SubmitApplication')).toBe(true);
    expect(isStepActive(steps[5], '/business/CompanyInfo')).toBe(false);
  });

  it('renders links when clickable', () => {
    renderApp('/', { children: <StepList steps={journeyFlows.agentInvite.steps} clickable currentPath="/agent/SearchedAppInfo/9" /> });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/agent/Queue', '/agent/SearchProspect', '/agent/InviteCustomer']);
    expect(links[1]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the progress line only with more than one step', () => {
    const { container } = renderApp('/', { children: <StepList steps={journeyFlows.agentSearch.steps} clickable currentPath="/agent/SearchProspect" /> });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(container.querySelector('[data-part="progress-line"]')).toBeNull();
  });
});

describe('the application step list follows the application', () => {
  it('marks done steps, opens a done step from the list, and names the account being opened', async () => {
    const { createStore } = await import('jotai');
    const { completedStepsAtom, accountChoiceAtom } = await import('../../../src/web/app/state/application');
    const { otpVerifiedAtom } = await import('../../../src/web/app/state/session');
    const store = createStore();
    store.set(otpVerifiedAtom, true);
    store.set(accountChoiceAtom, { slug: 'current-account-islamic', accountType: 'Current Account', islamicBanking: true });
    store.set(completedStepsAtom, [
      { flowId: 'companyInfo', step: 'companyDetails', status: 'COMPLETED' },
      { flowId: 'companyInfo', step: 'industry', status: 'COMPLETED' },
      { flowId: 'companyStakeholder_S1', step: 'personalInformation', status: 'AVAILABLE' },
    ]);
    renderApp('/business/StakeholdersInfo', { store });
    const nav = await screen.findByRole('navigation', { name: 'Application steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-done'))).toEqual([true, true, false, false, false, false]);
    expect(items[1]).toHaveTextContent('Company Information (done)');
    // Company Information opens again from the list; Basic Information is behind the code, the rest not done
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/business/CompanyInfo']);
    expect(within(nav).getByTestId('account-being-opened')).toHaveTextContent('Opening: Business Current Account RAKislamic');
  });
});
