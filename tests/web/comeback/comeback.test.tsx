import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionFor, resumePath } from '../../../src/web/features/comeback/resume';
import { renderApp } from '../render';

describe('come-back journey', () => {
  it("offers Finish application for Incomplete, Upload Document for the bank's requests, nothing otherwise", () => {
    expect(actionFor('Incomplete')).toBe('finish');
    expect(actionFor('Documents needed')).toBe('upload');
    expect(actionFor('Need Additional Information/Documents')).toBe('upload');
    for (const status of ['Assessing', 'Account activated', 'Declined', 'Ineligible']) expect(actionFor(status)).toBeNull();
  });

  it('resumes at the stored view id, else at the first form step', () => {
    expect(resumePath('/StakeholdersInfo')).toBe('/business/StakeholdersInfo');
    expect(resumePath('/SelectServices')).toBe('/business/SelectServices');
    expect(resumePath(null)).toBe('/business/CompanyInfo');
    expect(resumePath('/SearchProspect')).toBe('/business/CompanyInfo');
  });

  it('Good to see you back! asks for the e-mail and a valid mobile number', async () => {
    renderApp('/business/ComeBackLogin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Good to see you back!' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findAllByText('Email address is not filled')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: /^Mobile Number/ }), '5012');
    expect((await screen.findAllByText('Mobile Number should have 9 digits')).length).toBeGreaterThan(0);
  });

  it('guards the code check and My Applications: without a come-back login they go to it', async () => {
    const first = renderApp('/business/ComeBackVerification');
    await waitFor(() => expect(first.current()).toBe('/business/ComeBackLogin'));
    first.unmount();
    const second = renderApp('/business/MyApplications');
    await waitFor(() => expect(second.current()).toBe('/business/ComeBackLogin'));
  });
});
