import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { agentSessionAtom, searchStateAtom } from '../../../src/web/app/state/agent';
import { errorCodeAtom } from '../../../src/web/app/state/screening';
import { searchBody } from '../../../src/web/api/agent';
import { renderApp } from '../render';
import type { SearchLine } from '../../../src/core/api/search';

/** A search line as the server answers one, with what a test names. */
const line = (fields: Partial<SearchLine>): SearchLine => ({
  prospectId: '',
  leadNumber: '',
  fullName: '',
  countryCode: '',
  mobileNo: '',
  email: '',
  companyName: '',
  tradeLicenseNo: '',
  accountType: '',
  islamicBanking: false,
  roCode: '',
  status: '',
  heldBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...fields,
});

const live = `h.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 600 })).replace(/=+$/, '')}.s`;

function asAgent(path: string) {
  const store = createStore();
  store.set(agentSessionAtom, { accessToken: live, agentName: 'Demo Agent', roCode: '1001', agentId: '7' });
  return renderApp(path, { store });
}

describe('agent pages', () => {
  it('sends agent pages to the login without a login, and the login asks for both fields', async () => {
    const { current } = renderApp('/agent/SearchProspect');
    await waitFor(() => expect(current()).toBe(`/agent/Login?next=${encodeURIComponent('/agent/SearchProspect')}`));
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect((await screen.findAllByText('User name is not filled')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Password is not filled').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('shows the agent bar (name, RO code, Logout) and a hidden title on the search page', async () => {
    asAgent('/agent/SearchProspect');
    const title = await screen.findByRole('heading', { level: 1, name: 'Search applications' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // visually hidden, still the page's name for assistive technology
    const style = getComputedStyle(title);
    expect([style.position, style.width]).toEqual(['absolute', '1px']);
    expect(await screen.findByTestId('agent-name')).toHaveTextContent('Demo Agent');
    expect(await screen.findByTestId('agent-ro-code')).toHaveTextContent('RO code 1001');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('asks for at least one search criterion and masks the Emirates ID', async () => {
    asAgent('/agent/SearchProspect');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect((await screen.findAllByText('Enter at least one search criterion')).length).toBeGreaterThan(0);
    const eid = screen.getByLabelText('Emirates ID');
    await user.type(eid, '784123412345671');
    expect(eid).toHaveValue('784-1234-1234567-1');
  });

  it('asks for enough of a name, has one country picker for the mobile number, and clears old results when a search is refused', async () => {
    const { store } = asAgent('/agent/SearchProspect');
    store.set(searchStateAtom, {
      searchInfo: {},
      searchResults: [
        line({
          prospectId: 'QA1',
          fullName: 'Sara Ali',
          companyName: 'Acme',
          accountType: 'starter',
          islamicBanking: false,
          status: 'Incomplete',
          updatedAt: '2026-01-02T00:00:00Z',
        }),
      ],
      searchError: false,
      searchErrorDesc: null,
      isSearchLoading: false,
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('textbox', { name: /^Country code/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'S');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findAllByText('Minimum 3 characters required')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(store.get(searchStateAtom).searchResults).toBeNull();
  });

  it("an error screen on an officer's page leads back to the officers' search, not to the customer comparison", async () => {
    const { store } = asAgent('/agent/SearchedAppInfo/QA404');
    store.set(errorCodeAtom, '12002');
    const back = await screen.findByRole('link', { name: 'Back to search' });
    expect(back).toHaveAttribute('href', '/agent/SearchProspect');
    expect(screen.queryByRole('link', { name: 'See products' })).toBeNull();
    // the side menu keeps both officer steps on the overview
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getByRole('link', { name: /Send Invite/i })).toHaveAttribute('href', '/agent/InviteCustomer');
  });

  it('shows results as a table with headers, an empty result and a failure plainly', async () => {
    const { store } = asAgent('/agent/SearchProspect');
    store.set(searchStateAtom, {
      searchInfo: { fullName: 'Sara' },
      searchResults: [
        line({
          prospectId: 'QA1',
          fullName: 'Sara Ali',
          companyName: 'Acme',
          accountType: 'starter',
          islamicBanking: false,
          status: 'Incomplete',
          updatedAt: '2026-01-02T00:00:00Z',
        }),
      ],
      searchError: false,
      searchErrorDesc: null,
      isSearchLoading: false,
    });
    const table = await screen.findByRole('table');
    for (const name of ['Name', 'Company', 'Account type', 'Status']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.queryByTestId('held-by')).toBeNull();
    store.set(searchStateAtom, (s) => ({
      ...s,
      searchResults: s.searchResults!.map((r) => ({ ...r, heldBy: { name: 'Nadia Officer', since: '2026-11-25T10:05:00Z', until: '2026-11-25T10:09:00Z' } })),
    }));
    expect(await screen.findByTestId('held-by')).toHaveTextContent(/^Being edited by Nadia Officer since 25\/11\/2026, \d\d:05$/);
    expect(screen.getByRole('link', { name: 'Sara Ali' })).toHaveAttribute('href', '/agent/SearchedAppInfo/QA1');
    expect(table).toHaveTextContent('Acme');
    expect(table).toHaveTextContent('Incomplete');
    store.set(searchStateAtom, (s) => ({ ...s, searchResults: [] }));
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('No application matches your search.');
    store.set(searchStateAtom, (s) => ({ ...s, searchResults: [], searchError: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search did not work.');
  });

  it('sends only the given criteria, the country code only with a mobile number', () => {
    expect(searchBody({ fullName: ' Sara ', countryCode: '971', email: '' })).toEqual({ segment: 'sme', fullName: 'Sara' });
    expect(searchBody({ countryCode: '971', mobileNo: '501234567' })).toEqual({ segment: 'sme', countryCode: '971', mobileNo: '501234567' });
  });

  it("checks the invite form: both required, the product's name rule, 79 and 50 characters", async () => {
    asAgent('/agent/InviteCustomer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send invite' }));
    expect((await screen.findAllByText('Customer name is not filled')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Customer e-mail is not filled').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/^Customer name/), 'Omar 2');
    const nameRule = 'Customer name can hold letters of any language, spaces, hyphens, apostrophes and dots, and starts with a letter';
    expect((await screen.findAllByText(nameRule)).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(/^Customer name/));
    await user.type(screen.getByLabelText(/^Customer name/), "Sara O'Neil-Ahmed");
    await waitFor(() => expect(screen.queryAllByText(nameRule)).toEqual([]));
    await user.clear(screen.getByLabelText(/^Customer name/));
    await user.type(screen.getByLabelText(/^Customer name/), 'A'.repeat(80));
    expect((await screen.findAllByText('Maximum 79 characters allowed')).length).toBeGreaterThan(0);
  });
});
