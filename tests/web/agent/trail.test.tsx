// @vitest-environment-options {"url": "http://127.0.0.1:41746/"}
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { agentSessionAtom } from '../../../src/web/app/state/agent';
import { applicantWithToken, readProspect, saveProspect } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

const real = realServerForFile(41746);

/** A new officer, logged in, and a store holding their session. */
async function officer(userName: string) {
  const password = `${userName}-correct-horse-1`;
  await real.server.addAgent(userName, password);
  const signedIn = (
    await real.app.inject({ method: 'POST', url: '/api/v1/users/authenticate', payload: { userName, password, deviceId: 'web-test', uniqueId: userName } })
  ).json();
  const store = createStore();
  store.set(agentSessionAtom, { accessToken: signedIn.access_token, agentName: signedIn.agentName, roCode: signedIn.roCode, agentId: signedIn.agentId });
  return { store, signedIn };
}

// Rule TRAIL on the officer's overview: who changed what, under the labels the officer knows.
describe("the officer's overview: who changed what", { timeout: 30_000 }, () => {
  it('lists the customer’s change under its label with before and after, and the officer’s own read', async () => {
    const customer = await applicantWithToken(real.app);
    const read = (await readProspect(real.app, customer.token, customer.prospectId)).json();
    const saved = await saveProspect(real.app, customer.token, customer.prospectId, {
      version: read.version,
      organizationInfo: { companyName: 'Falcon Trading' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { store, signedIn } = await officer('officer.trail');
    renderApp(`/agent/SearchedAppInfo/${customer.prospectId}`, { store });
    const section = await screen.findByRole('region', { name: 'Who changed what' }, { timeout: 8000 });
    const table = await within(section).findByTestId('trail', undefined, { timeout: 8000 });
    for (const name of ['When', 'Who', 'What', 'Field', 'Before', 'After']) expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toContainEqual([expect.any(String), 'Customer', 'Saved', 'Company name', '(empty)', 'Falcon Trading']);
    expect(cells).toContainEqual([expect.any(String), `Officer ${signedIn.agentId}`, 'Read the application', '', '', '']);
    expect(cells.at(-1)).toEqual([expect.any(String), 'Customer', 'Started the application', '', '', '']);
    // the screening summary in words, not the stored value
    expect(screen.getByText('Overall: no check stops the application')).toBeInTheDocument();
  });

  it('shows the whole application on request, each answer under its label, without a hold', async () => {
    const customer = await applicantWithToken(real.app);
    const read = (await readProspect(real.app, customer.token, customer.prospectId)).json();
    const saved = await saveProspect(real.app, customer.token, customer.prospectId, {
      version: read.version,
      saveType: 'auto',
      actionType: 'save',
      organizationInfo: { companyName: 'Pearl Dunes Trading', countryOfIncorporation: 'AE' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { store } = await officer('officer.whole');
    renderApp(`/agent/SearchedAppInfo/${customer.prospectId}`, { store });
    const section = await screen.findByRole('region', { name: 'The whole application' }, { timeout: 8000 });
    const toggle = within(section).getByRole('button', { name: 'Show every answer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const answers = await within(section).findByTestId('whole-application');
    const company = await within(answers).findByRole('region', { name: 'Company information' }, { timeout: 8000 });
    const name = within(company).getByText('Company name').closest('[data-path]')!;
    expect(name).toHaveTextContent('Pearl Dunes Trading');
    // its last change, and its history on request
    expect(name).toHaveTextContent(/Last changed .+ by Customer/);
    await userEvent.setup().click(within(name as HTMLElement).getByRole('button', { name: 'History of Company name' }));
    await waitFor(() => expect(within(name as HTMLElement).getByTestId('field-history')).toHaveTextContent('Customer: (empty) → Pearl Dunes Trading'));
    expect(within(company).getByText('Country of incorporation').closest('[data-path]')).toHaveTextContent('United Arab Emirates');
    expect(within(company).getAllByText('Not answered').length).toBeGreaterThan(0);
    // no hold: the customer still saves
    const again = (await readProspect(real.app, customer.token, customer.prospectId)).json();
    expect(
      (await saveProspect(real.app, customer.token, customer.prospectId, { version: again.version, saveType: 'auto', actionType: 'save' })).statusCode,
    ).toBe(200);
  });

  it('keeps an internal note and a note for the customer in order under their author; the customer reads only theirs', async () => {
    const customer = await applicantWithToken(real.app);
    const { store, signedIn } = await officer('officer.notes');
    renderApp(`/agent/SearchedAppInfo/${customer.prospectId}`, { store });
    const section = await screen.findByRole('region', { name: 'Notes and status history' }, { timeout: 8000 });
    await within(section).findByText('No notes or status changes yet.');
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Note'), 'Called the customer about the licence.');
    await user.click(within(section).getByRole('button', { name: 'Add the note' }));
    await waitFor(() => expect(within(section).getByTestId('notes')).toHaveTextContent('Called the customer about the licence.'), { timeout: 8000 });
    expect(
      within(section)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('The note is kept.');
    // the form is empty again; the next note is for the customer
    await waitFor(() => expect(within(section).getByLabelText('Note')).toHaveValue(''));
    await user.type(within(section).getByLabelText('Note'), 'Please send the MOA.');
    await user.click(within(within(section).getByRole('radiogroup', { name: /Show this note to the customer/ })).getByRole('radio', { name: 'Yes' }));
    await user.click(within(section).getByRole('button', { name: 'Add the note' }));
    await waitFor(() => expect(within(section).getByTestId('notes')).toHaveTextContent('Please send the MOA.'), { timeout: 8000 });
    const items = within(within(section).getByTestId('notes')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['internal', 'customer']);
    expect(items[0]).toHaveTextContent(`Internal note`);
    expect(items[0]).toHaveTextContent(`Officer ${signedIn.agentId}`);
    expect(items[1]).toHaveTextContent('Note for the customer');
    const theirs = await real.app.inject({
      url: `/api/v1/usertypes/sme/prospects/${customer.prospectId}/messages`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(theirs.json().lines.map((line: { text: string }) => line.text)).toEqual(['Please send the MOA.']);
  });
});
