// @vitest-environment-options {"url": "http://127.0.0.1:41740/"}
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { completedStepsAtom, prospectAtom } from '../../../src/web/app/state/application';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import type { CompletedStep } from '../../../src/core/wizard/types';
import { applicantWithToken, readProspect, saveProspect } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';
import { stepsAt } from '../../support/completed-steps';

type Rec = Record<string, any>;

// The real API server (tests/web/real-server.ts), a real application on it for each test, and every
// save the page sends recorded on its way there.
const real = realServerForFile(41740);

const omar = {
  signatoryId: 'companySignatory_1',
  firstName: 'Omar',
  lastName: 'Haddad',
  fullName: 'Omar Haddad',
  kycDetails: { isSignatory: true, isShareholder: true, shareHoldingPercentage: 60 },
};
const lina = {
  signatoryId: 'companySignatory_2',
  firstName: 'Lina',
  lastName: 'Saleh',
  fullName: 'Lina Saleh',
  kycDetails: { isSignatory: false, isShareholder: true, shareHoldingPercentage: 40 },
};
const allDone = (id: string): CompletedStep[] => stepsAt(`companyStakeholder_${id}`, [1, 2, 3, 4, 5, 6]);

/** A new application on Company Stakeholders with these people and completed steps, opened by its customer. */
async function open(people: Rec[], steps: CompletedStep[] = []) {
  const app = real.app;
  const { prospectId, token, applicant } = await applicantWithToken(app);
  const stored = (await readProspect(app, token, prospectId)).json();
  const moved = await saveProspect(app, token, prospectId, {
    ...stored,
    applicationInfo: { ...stored.applicationInfo, viewId: '/StakeholdersInfo' },
    signatoryInfo: people,
    freeFieldsInfo: { ...stored.freeFieldsInfo, freeField5: JSON.stringify({ completedSteps: steps }) },
    saveType: 'continue',
    actionType: 'save',
  });
  if (moved.statusCode !== 200) throw new Error(`the application could not be set up: ${moved.body}`);
  const store = createStore();
  store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
  return { ...renderApp('/business/StakeholdersInfo', { store }), store };
}

const list = () => screen.getByRole('list', { name: 'Stakeholders' });
const people = (store: ReturnType<typeof createStore>) => (store.get(prospectAtom)!.signatoryInfo as Rec[]).map((p) => p.signatoryId);

describe('Company Stakeholders page', { timeout: 20000 }, () => {
  it('a failed read of the application offers Try again, which reads it', async () => {
    // the network fails the page's first read of the application; the server answers every other call
    const through = real.calls.getMockImplementation()!;
    let failed = 0;
    real.calls.mockImplementation((input, init) => {
      const read = (!init?.method || init.method === 'GET') && /\/prospects\/[^/]+$/.test(String(input));
      if (read && failed++ === 0) return Promise.reject(new TypeError('Failed to fetch'));
      return through(input, init);
    });
    await open([omar], allDone(omar.signatoryId));
    expect(await screen.findByText('We could not load your application.', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Omar Haddad' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('We could not load your application.')).not.toBeInTheDocument();
  });

  it('an empty list on this view gets one blank person, opened at Personal Information, names first', async () => {
    const { store } = await open([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add your company stakeholders' }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(people(store)).toEqual(['companySignatory_1']));
    expect(within(list()).getByRole('heading', { name: 'New stakeholder' })).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: /Personal Information/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(list()).getByLabelText('This stakeholder is a company')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Final Questions' })).toBeDisabled();
    // a person says who they are (salutation, names) before their date of birth and the PEP question
    await within(list()).findByLabelText(/^First name/);
    const order = [...list().querySelectorAll('label, legend')].map((label) => label.textContent?.replace(/\s*\*$/, '').trim() ?? '');
    const at = (text: RegExp) => order.findIndex((label) => text.test(label));
    expect(at(/^This stakeholder is a company/)).toBeLessThan(at(/^Salutation/));
    expect(at(/^Salutation/)).toBeLessThan(at(/^First name/));
    expect(at(/^Last name/)).toBeLessThan(at(/^Date of birth/));
    const pep = within(list()).getByRole('radiogroup', { name: /position in the government/ });
    const birth = within(list()).getByText(/^Date of birth/, { selector: 'label, legend' });
    expect(birth.compareDocumentPosition(pep) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists people with their role badges; a company shows only Personal Information', async () => {
    const company = {
      signatoryId: 'companySignatory_3',
      fullName: 'Parent Co',
      kycDetails: { isShareholderACompany: true },
      signatoryCompanyInfo: { companyName: 'Parent Co' },
    };
    await open([omar, lina, company], [...allDone(omar.signatoryId), ...allDone(lina.signatoryId)]);
    const omarCard = (await screen.findByRole('heading', { name: 'Omar Haddad' }, { timeout: 8000 })).closest('li')!;
    expect(within(omarCard).getByText('Signatory')).toBeInTheDocument();
    expect(within(omarCard).getByText('Shareholder 60%')).toBeInTheDocument();
    const linaCard = screen.getByRole('heading', { name: 'Lina Saleh' }).closest('li')!;
    expect(within(linaCard).queryByText('Signatory')).not.toBeInTheDocument();
    // the company is the one not done: its wizard is open, with one step only
    const companyCard = screen.getByRole('heading', { name: 'Parent Co' }).closest('li')!;
    expect([...companyCard.querySelectorAll('li[data-step]')].map((li) => li.getAttribute('data-step'))).toEqual(['personalInformation']);
    const omarSteps = omarCard.querySelectorAll('li[data-step]');
    expect(omarSteps).toHaveLength(0);
    expect(screen.getByText('Shares held in total: 100%')).toBeInTheDocument();
  });

  it('an unnamed person who is not being edited is not listed', async () => {
    await open([omar, { signatoryId: 'companySignatory_9', firstName: 'Only', lastName: '' }], allDone(omar.signatoryId));
    await screen.findByRole('heading', { name: 'Omar Haddad' }, { timeout: 8000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the steps of Only' }));
    expect(list().querySelectorAll(':scope > li')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Only' })).not.toBeInTheDocument();
  });

  it('Continue once everyone is complete and the shares are within 100; it stores the next view and goes on', async () => {
    const { current } = await open([omar, lina], [...allDone(omar.signatoryId), ...allDone(lina.signatoryId)]);
    const button = await screen.findByRole('button', { name: 'Continue to Final Questions' }, { timeout: 8000 });
    expect(button).toBeEnabled();
    await userEvent.setup().click(button);
    await waitFor(() => expect(current()).toBe('/business/FinalQuestions'), { timeout: 4000 });
    expect(real.saves().at(-1)!.applicationInfo.viewId).toBe('/FinalQuestions');
  });

  it('shares above 100 keep Continue disabled and say so (the server refuses such a save too)', async () => {
    await open([omar, lina], [...allDone(omar.signatoryId), ...allDone(lina.signatoryId)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Lina Saleh' }, { timeout: 8000 }));
    const linaCard = screen.getByRole('heading', { name: 'Lina Saleh' }).closest('li')!;
    const shareholding = within(linaCard).getByRole('button', { name: /Shareholding/ });
    if (shareholding.getAttribute('aria-expanded') !== 'true') await user.click(shareholding);
    const percentage = await within(linaCard).findByRole('textbox', { name: 'Percentage of shares' });
    await user.clear(percentage);
    await user.type(percentage, '41');
    await user.tab();
    expect(await screen.findByText("Shareholders can't hold more than 100% of shares in total", undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Final Questions' })).toBeDisabled();
  });

  it('Add opens a new person with a new id and saves; Delete asks first, removes and saves', async () => {
    const { store } = await open([omar, lina], [...allDone(omar.signatoryId), ...allDone(lina.signatoryId)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add another stakeholder/ }, { timeout: 8000 }));
    expect(people(store)).toEqual(['companySignatory_1', 'companySignatory_2', 'companySignatory_3']);
    expect(within(list()).getByRole('heading', { name: 'New stakeholder' })).toBeInTheDocument();
    await waitFor(() => expect(real.saves().at(-1)?.signatoryInfo).toHaveLength(3), { timeout: 10_000 });

    // the page may hold its buttons while the add's save is answered
    const deleteLina = screen.getByRole('button', { name: 'Delete Lina Saleh' });
    await waitFor(() => expect(deleteLina).toBeEnabled(), { timeout: 8000 });
    await user.click(deleteLina);
    const dialog = await screen.findByRole('alertdialog', undefined, { timeout: 8000 });
    expect(dialog).toHaveTextContent('Lina Saleh and everything entered for this stakeholder will be removed.');
    await user.click(within(dialog).getByRole('button', { name: "Yes, I'm sure" }));
    await waitFor(() => expect(people(store)).toEqual(['companySignatory_1', 'companySignatory_3']));
    expect(store.get(completedStepsAtom).some((s) => s.flowId.endsWith('companySignatory_2'))).toBe(false);
    await waitFor(
      () =>
        expect(
          real
            .saves()
            .at(-1)
            ?.signatoryInfo.map((p: Rec) => p.signatoryId),
        ).toEqual(['companySignatory_1', 'companySignatory_3']),
      { timeout: 4000 },
    );
    // the delete action names whom it removes: the server keeps anyone a save merely leaves out
    expect(real.saves().at(-1)?.removeStakeholders).toEqual(['companySignatory_2']);
    const session = store.get(customerSessionAtom)!;
    await waitFor(async () =>
      expect((await readProspect(real.app, session.accessToken, session.prospectId)).json().signatoryInfo.map((p: Rec) => p.signatoryId)).toEqual([
        'companySignatory_1',
        'companySignatory_3',
      ]),
    );
    await user.click(screen.getByRole('button', { name: /Add another stakeholder/ }));
    await waitFor(() => expect(real.saves().at(-1)?.signatoryInfo).toHaveLength(3), { timeout: 10_000 });
    expect(real.saves().at(-1)?.removeStakeholders).toBeUndefined();
  });

  it('leaves the compliance questions unanswered until the person answers them', async () => {
    const { store } = await open([]);
    await waitFor(() => expect(people(store)).toEqual(['companySignatory_1']), { timeout: 8000 });
    const pep = await within(list()).findByRole('radiogroup', { name: /holding or has held a position in the government/ });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const radio of within(pep).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect((store.get(prospectAtom)!.signatoryInfo as Rec[])[0].kycDetails.isPEP).toBeUndefined();
    await userEvent.setup().click(within(list()).getByLabelText('This stakeholder is a company'));
    const shareholder = await within(list()).findByRole('radiogroup', { name: /shareholder/i });
    for (const radio of within(shareholder).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect((store.get(prospectAtom)!.signatoryInfo as Rec[])[0].kycDetails.isShareholder).toBeUndefined();
  });

  it('Cancel in the delete dialog keeps the person', async () => {
    const { store } = await open([omar, lina], [...allDone(omar.signatoryId), ...allDone(lina.signatoryId)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Omar Haddad' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('alertdialog', undefined, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(people(store)).toEqual(['companySignatory_1', 'companySignatory_2']);
  });

  it('a stop outcome of the save shows the screening screen (an eleventh stakeholder: Too many Stakeholders Check)', async () => {
    const others = Array.from({ length: 8 }, (_, i) => ({
      signatoryId: `companySignatory_${i + 3}`,
      firstName: 'Sami',
      lastName: `Nasser${'abcdefgh'[i]}`,
      fullName: `Sami Nasser${'abcdefgh'[i]}`,
      kycDetails: { isSignatory: false, isShareholder: false },
    }));
    const everyone = [omar, lina, ...others];
    await open(
      everyone,
      everyone.flatMap((person) => allDone(person.signatoryId)),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: /Add another stakeholder/ }, { timeout: 8000 }));
    expect(await screen.findByText(/more stakeholders than we can handle online/, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(real.saves().at(-1)?.signatoryInfo).toHaveLength(11);
  });
});
