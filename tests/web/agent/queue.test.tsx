// @vitest-environment-options {"url": "http://127.0.0.1:41747/"}
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { agentHoldAtom, agentSessionAtom } from '../../../src/web/app/state/agent';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import { accountChoiceAtom } from '../../../src/web/app/state/application';
import { applicantWithToken, outbox } from '../../server/applicant/support';
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
    // a day of submission too; a draft has none
    await userEvent.selectOptions(screen.getByLabelText('Waiting for'), '');
    fireEvent.change(screen.getByLabelText('Submitted from'), { target: { value: '2026-01-05' } });
    await waitFor(() => expect(current()).toBe('/agent/Queue?submittedFrom=2026-01-05'));
    expect(screen.getByLabelText('Submitted from')).toHaveValue('2026-01-05');
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

  it('lists the invites sent with where each stands; Send again and Revoke act on one; the link starts Basic Information with the name and e-mail', async () => {
    const session = await officer('officer.invites', 'invites-correct-horse-1');
    const store = createStore();
    store.set(agentSessionAtom, session);
    renderApp('/agent/InviteCustomer', { store });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Invites sent' }, { timeout: 8000 });
    await within(section).findByText('No invites sent yet.');
    await user.type(await screen.findByLabelText('Customer name'), 'Huda Al Mansoori');
    await user.type(screen.getByLabelText('Customer e-mail'), 'huda.invited@example.ae');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    const row = await within(section).findByRole('row', { name: /Huda Al Mansoori/ }, { timeout: 8000 });
    expect(row).toHaveTextContent('Sent, not opened yet');

    await user.click(within(row).getByRole('button', { name: 'Send the invite to Huda Al Mansoori again' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('A new link was sent to huda.invited@example.ae.'));
    await waitFor(() => expect(within(section).getByRole('row', { name: /Huda Al Mansoori/ })).toHaveTextContent('sent 2 times'));

    // the newest link opens Basic Information with the invited name and e-mail
    const mails = (await outbox(real.app)).filter((m) => m.to === 'huda.invited@example.ae');
    const links = mails.map((m) => new URL(m.body.match(/https?:\/\/\S+/)![0]));
    // the link that still opens: the resent one (the first stopped working)
    const opens = await Promise.all(
      links.map(
        async (link) =>
          (await real.app.inject({ method: 'POST', url: '/api/v1/invites/open', payload: { invite: link.searchParams.get('invite') } })).statusCode,
      ),
    );
    expect(opens.sort()).toEqual([200, 410]);
    const newest = links.find((_, i) => opens[i] === 200) ?? links[0];
    cleanup();
    const customer = createStore();
    // the customer has chosen an account (the link leads there first when they have not)
    customer.set(accountChoiceAtom, { slug: 'starter', accountType: 'starter', islamicBanking: false });
    const app = renderApp(`${newest.pathname}${newest.search}`, { store: customer });
    await waitFor(() => expect(app.current()).toMatch(/^\/business\/ApplicantInfo\?rocode=/), { timeout: 8000 });
    expect(await screen.findByDisplayValue('Huda Al Mansoori', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('huda.invited@example.ae')).toBeInTheDocument();
  });

  it('revokes an invite after asking, and says so', async () => {
    const session = await officer('officer.revokes', 'revokes-correct-horse-1');
    const sent = await real.app.inject({
      method: 'POST',
      url: '/api/v1/agent/createInvite',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { custName: 'Omar Revoked', custEmail: 'omar.revoked@example.ae' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const store = createStore();
    store.set(agentSessionAtom, session);
    renderApp('/agent/InviteCustomer', { store });
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Omar Revoked/ }, { timeout: 8000 });
    await user.click(within(row).getByRole('button', { name: 'Revoke the invite to Omar Revoked' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The link in their e-mail will no longer open an application.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Omar Revoked/ })).toHaveTextContent(/Revoked \d/));
    expect(within(screen.getByRole('row', { name: /Omar Revoked/ })).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('a tab opened from the tab that holds an application neither lets go of the hold nor beats for it', async () => {
    const session = await officer('officer.tabs', 'tabs-correct-horse-1');
    const customer = await applicantWithToken(real.app);
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const taken = await real.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${customer.prospectId}/edit`, headers: auth });
    expect(taken.statusCode, taken.body).toBe(200);
    // the second tab: the first tab's session storage, copied, with the first tab's id in it
    const store = createStore();
    store.set(agentSessionAtom, session);
    store.set(customerSessionAtom, {
      accessToken: session.accessToken,
      prospectId: customer.prospectId,
      countryCode: '',
      mobileNo: '',
      userId: session.agentId,
      tab: 'the-first-tab',
    } as never);
    // it opens on the application's page, then the officer goes to the search in it
    const app = renderApp('/business/CompanyInfo', { store });
    await waitFor(() => expect(store.get(customerSessionAtom)).toBeNull());
    expect(store.get(agentHoldAtom)).toBeNull();
    act(() => app.location.navigate('/agent/SearchProspect'));
    await screen.findByRole('button', { name: 'Search' }, { timeout: 8000 });
    // the first tab still holds it: its heartbeat is answered
    const beat = await real.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${customer.prospectId}/edit/heartbeat`, headers: auth });
    expect(beat.statusCode, beat.body).toBe(200);
  });

  it('a supervisor chooses an officer under the queue and reads what they did, each entry linking its application', async () => {
    const worker = await officer('officer.watched', 'watched-correct-horse-1');
    const customer = await applicantWithToken(real.app);
    const taken = await real.app.inject({
      method: 'POST',
      url: `/api/v1/agent/prospects/${customer.prospectId}/assign`,
      headers: { authorization: `Bearer ${worker.accessToken}` },
      payload: {},
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await real.server.addAgent('officer.boss', 'boss-correct-horse-1');
    await real.server.makeSupervisor('officer.boss');
    const boss = (
      await real.app.inject({
        method: 'POST',
        url: '/api/v1/users/authenticate',
        payload: { userName: 'officer.boss', password: 'boss-correct-horse-1', deviceId: 'web-test', uniqueId: 'boss' },
      })
    ).json();
    const store = createStore();
    store.set(agentSessionAtom, { accessToken: boss.access_token, agentName: boss.agentName, roCode: boss.roCode, agentId: boss.agentId, supervisor: true });
    const { current } = renderApp('/agent/Queue', { store });
    const section = await screen.findByRole('region', { name: 'What the officers did' }, { timeout: 8000 });
    await waitFor(() => expect(within(section).getByRole('option', { name: /^Officer officer\.watched/ })).toBeInTheDocument());
    await userEvent.selectOptions(within(section).getByLabelText('Officer'), worker.agentId);
    await waitFor(() => expect(current()).toBe(`/agent/Queue?officer=${worker.agentId}`));
    const trail = await within(section).findByRole('region', { name: 'What Officer officer.watched did' }, { timeout: 8000 });
    const row = await within(trail).findByRole('row', { name: new RegExp(customer.prospectId) }, { timeout: 8000 });
    expect(within(row).getByRole('link', { name: customer.prospectId })).toBeInTheDocument();
  });
});
