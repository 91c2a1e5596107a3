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
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/agent/SearchProspect', '/agent/InviteCustomer']);
    expect(links[0]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the progress line only with more than one step', () => {
    const { container } = renderApp('/', { children: <StepList steps={journeyFlows.agentSearch.steps} clickable currentPath="/agent/SearchProspect" /> });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(container.querySelector('[data-part="progress-line"]')).toBeNull();
  });
});
