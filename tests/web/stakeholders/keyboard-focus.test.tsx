// @vitest-environment-options {"url": "http://127.0.0.1:41735/"}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { FastifyInstance } from 'fastify';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import { applicantWithToken, readProspect, saveProspect } from '../../server/applicant/support';
import { startServer } from '../documents/server';
import { renderApp } from '../render';

// Where focus goes on Company Stakeholders when the pressed button is disabled by the save it
// starts, or goes away with its card: never to <body>. Against the real server.
const PORT = 41735;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer(PORT);
}, 120_000); // a child process compiling the server and opening PGlite: slow on a busy machine
afterAll(async () => {
  await server?.stop();
}, 30_000);

const list = () => screen.getByRole('list', { name: 'Stakeholders' });
const card = (name: string) => within(list()).getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('Company Stakeholders, focus after the keys', () => {
  it('goes to the name of a person whose steps close, to a new card, and to Add after a delete', async () => {
    const app = server.app as unknown as FastifyInstance;
    const { prospectId, token, applicant } = await applicantWithToken(app);
    // the application is on Company Stakeholders with nobody listed yet
    const stored = (await readProspect(app, token, prospectId)).json();
    const moved = await saveProspect(app, token, prospectId, {
      ...stored,
      applicationInfo: { ...stored.applicationInfo, viewId: '/StakeholdersInfo' },
      saveType: 'continue',
      actionType: 'save',
    });
    expect(moved.statusCode).toBe(200);
    const store = createStore();
    store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
    const user = userEvent.setup();
    renderApp('/business/StakeholdersInfo', { store });

    // the one blank person, completed as a company shareholder (a company has only one step)
    const first = await screen.findByRole('heading', { level: 2, name: 'New stakeholder' }, { timeout: 15_000 });
    const scope = within(first.closest('li') as HTMLElement);
    await user.click(scope.getByRole('checkbox', { name: 'This stakeholder is a company' }));
    await user.click(await scope.findByRole('radio', { name: 'Yes' }));
    await user.type(scope.getByRole('textbox', { name: 'Percentage of shares' }), '100');
    await user.type(scope.getByRole('textbox', { name: 'Company name' }), 'Haddad Holdings LLC');
    await user.type(scope.getByRole('textbox', { name: 'Trade licence number' }), `HH-${prospectId.slice(-6)}`);
    const country = scope.getByRole('combobox', { name: 'Country of incorporation' });
    await user.type(country, 'United Arab Emirates');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(country).toHaveValue('United Arab Emirates'));
    await user.type(scope.getByRole('textbox', { name: 'Licence issue date' }), '01022016');
    await user.tab();
    const next = scope.getByRole('button', { name: 'Continue' });
    next.focus();
    await user.keyboard('{Enter}');
    const named = await screen.findByRole('heading', { level: 2, name: 'Haddad Holdings LLC' }, { timeout: 15_000 });
    await waitFor(() => expect(within(card('Haddad Holdings LLC')).queryByRole('button', { name: 'Continue' })).toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(named).toHaveFocus());

    // Add another stakeholder: the new card's name takes focus
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    const add = screen.getByRole('button', { name: /Add another stakeholder/ });
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');
    const added = await within(list()).findByRole('heading', { level: 2, name: 'New stakeholder' });
    await waitFor(() => expect(added).toHaveFocus());

    // Delete it: once the dialog closed and the card is gone, focus is on Add
    const remove = within(card('New stakeholder')).getByRole('button', { name: 'Delete New stakeholder' });
    await waitFor(() => expect(remove).toBeEnabled(), { timeout: 15_000 });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByRole('button', { name: "Yes, I'm sure" }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list()).queryByRole('heading', { level: 2, name: 'New stakeholder' })).toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /Add another stakeholder/ })).toHaveFocus(), { timeout: 15_000 });
  }, 90_000);
});
