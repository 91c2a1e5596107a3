// @vitest-environment-options {"url": "http://127.0.0.1:41747/"}
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { agentSessionAtom } from '../../../src/web/app/state/agent';
import { applicantWithToken } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

const real = realServerForFile(41747);

/** An officer the bank added, logged in through the API; their session as the login page keeps it. */
async function officer(userName: string, password: string) {
  await real.server.addAgent(userName, password);
  const answer = (
    await real.app.inject({ method: 'POST', url: '/api/v1/users/authenticate', payload: { userName, password, deviceId: 'web-test', uniqueId: 'u1' } })
  ).json();
  return {
    accessToken: answer.access_token as string,
    agentName: answer.agentName as string,
    roCode: answer.roCode as string,
    agentId: answer.agentId as string,
  };
}

describe("the officer's work queue and deep links", { timeout: 30_000 }, () => {
  it("lists the officer's book with whom each waits for; Take puts another application there", async () => {
    const session = await officer('officer.queue', 'queue-correct-horse-1');
    const mine = await applicantWithToken(real.app);
    const taken = await real.app.inject({
      method: 'POST',
      url: `/api/v1/agent/prospects/${mine.prospectId}/assign`,
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: {},
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const store = createStore();
    store.set(agentSessionAtom, session);
    const { current } = renderApp('/agent/Queue', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work queue' }, { timeout: 8000 })).toBeInTheDocument();
    const table = await screen.findByTestId('queue', undefined, { timeout: 8000 });
    for (const name of ['Name', 'Company', 'Status', 'Waiting', 'Reference', 'RO code'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    const row = within(table).getByText(mine.prospectId).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('0 working days for the customer');
    expect(row).toHaveTextContent('In your book');

    // a filter is part of the page's address: the queue can be bookmarked or opened in another tab
    await userEvent.selectOptions(screen.getByLabelText('Waiting for'), 'bank');
    await waitFor(() => expect(current()).toBe('/agent/Queue?waitingFor=bank'));
    expect(await screen.findByTestId('queue-empty', undefined, { timeout: 8000 })).toHaveTextContent('No application matches.');
  });

  it('a page opened without a login comes back after it (a link, a second tab)', async () => {
    // a tab of its own: no officer's session in it (the first test's is kept in this tab's storage)
    sessionStorage.clear();
    await officer('officer.deep', 'deep-correct-horse-1');
    const customer = await applicantWithToken(real.app);
    const { current } = renderApp(`/agent/SearchedAppInfo/${customer.prospectId}`);
    await waitFor(() => expect(current()).toBe(`/agent/Login?next=${encodeURIComponent(`/agent/SearchedAppInfo/${customer.prospectId}`)}`));
    await userEvent.type(await screen.findByLabelText(/^User name/, undefined, { timeout: 8000 }), 'officer.deep');
    await userEvent.type(screen.getByLabelText(/^Password/), 'deep-correct-horse-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(current()).toBe(`/agent/SearchedAppInfo/${customer.prospectId}`), { timeout: 8000 });
  });
});
