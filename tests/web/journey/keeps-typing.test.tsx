// @vitest-environment-options {"url": "http://127.0.0.1:41745/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { customerSessionAtom } from '../../../src/web/app/state/session';
import { prospectAtom } from '../../../src/web/app/state/application';
import { applicantWithToken, readProspect, saveProspect } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

const real = realServerForFile(41745);

afterEach(() => localStorage.clear());

/** PUTs fail as a dropped network does while `drop.on` is set; everything else reaches the server. */
function dropSaves() {
  const drop = { on: true };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    drop.on && init?.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : real.calls(input, init),
  );
  return drop;
}

async function application() {
  const { prospectId, token, applicant } = await applicantWithToken(real.app);
  const session = { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo };
  const stored = async () => (await readProspect(real.app, token, prospectId)).json();
  return { session, stored, token, prospectId };
}

async function open(session: { accessToken: string; prospectId: string; countryCode: string; mobileNo: string }) {
  const store = createStore();
  store.set(customerSessionAtom, session);
  renderApp('/business/CompanyInfo', { store });
  return { store, name: await screen.findByLabelText('Company name', undefined, { timeout: 10_000 }) };
}

/** Another window's save: the record as the server has it with `change` laid over, at its version. */
async function saveElsewhere(app: Awaited<ReturnType<typeof application>>, change: (record: any) => void) {
  const record = await app.stored();
  change(record);
  const answer = await saveProspect(real.app, app.token, app.prospectId, { ...record, saveType: 'auto', actionType: 'save' });
  expect(answer.statusCode).toBe(200);
}

/** The page open, another window saving "Their Name" and this one "My Name": the company name in conflict. */
async function nameInConflict(app: Awaited<ReturnType<typeof application>>) {
  const { name } = await open(app.session);
  await saveElsewhere(app, (record) => (record.organizationInfo = { ...record.organizationInfo, companyName: 'Their Name' }));
  const user = userEvent.setup();
  await user.type(name, 'My Name');
  await user.tab();
  return { user, notice: await screen.findByTestId('conflict-notice', undefined, { timeout: 10_000 }) };
}

const status = () => screen.getAllByTestId('save-status')[0];
/** What this browser keeps of the application's unsaved changes, every tab's, as text. */
const kept = (prospectId: string) =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(`quickApply.unsaved.${prospectId}.`))
    .map((key) => localStorage.getItem(key))
    .join('\n');
const waitStored = (check: () => Promise<void>) => waitFor(check, { timeout: 12_000, interval: 250 });

describe('nothing the applicant types is lost', { timeout: 45_000 }, () => {
  it('an invalid field does not hold back a valid one beside it, and says it is not saved', async () => {
    const app = await application();
    const { name } = await open(app.session);
    const user = userEvent.setup();
    await user.type(name, 'F'.repeat(64));
    const employees = screen.getByLabelText('Number of employees');
    await user.clear(employees);
    await user.type(employees, '15');
    await user.tab();
    await waitStored(async () => expect((await app.stored()).organizationInfo.numberOfEmployees).toBe(15));
    expect((await app.stored()).organizationInfo.companyName || '').toBe('');
    await waitFor(() => expect(status()).toHaveTextContent('Not saved: fix Company name'));
    expect(name).toHaveValue('F'.repeat(64));
    // fixed, it is saved the moment it passes
    await user.clear(name);
    await user.type(name, 'Falcon Trading');
    await waitStored(async () => expect((await app.stored()).organizationInfo.companyName).toBe('Falcon Trading'));
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved \d/));
  });

  it('a save the network dropped is kept, said to be offline, and sent when the browser is back online', async () => {
    const app = await application();
    const drop = dropSaves();
    const { name } = await open(app.session);
    const user = userEvent.setup();
    await user.type(name, 'Gulf Textiles');
    await user.tab();
    await waitFor(() => expect(status()).toHaveTextContent('Offline'), { timeout: 8000 });
    expect(kept(app.prospectId)).toContain('"companyName":"Gulf Textiles"');
    drop.on = false;
    window.dispatchEvent(new Event('online'));
    await waitStored(async () => expect((await app.stored()).organizationInfo.companyName).toBe('Gulf Textiles'));
    await waitFor(() => expect(kept(app.prospectId)).toBe(''));
  });

  it('a change no save carried survives a reload: it is laid over the record and saved', async () => {
    const app = await application();
    dropSaves();
    const { name } = await open(app.session);
    const user = userEvent.setup();
    await user.type(name, 'Desert Rose');
    await waitFor(() => expect(kept(app.prospectId)).toContain('Desert Rose'));
    // meanwhile another window saved another field
    await saveElsewhere(app, (record) => (record.organizationInfo = { ...record.organizationInfo, numberOfEmployees: 7 }));
    cleanup();
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', real.calls);
    const reopened = await open(app.session);
    await waitFor(() => expect(reopened.name).toHaveValue('Desert Rose'));
    await waitStored(async () => expect((await app.stored()).organizationInfo).toMatchObject({ companyName: 'Desert Rose', numberOfEmployees: 7 }));
  });

  it('a second window’s save (409) is merged field by field: both windows’ changes are on the server', async () => {
    const app = await application();
    const { name } = await open(app.session);
    await saveElsewhere(app, (record) => (record.organizationInfo = { ...record.organizationInfo, numberOfEmployees: 42 }));
    const user = userEvent.setup();
    await user.type(name, 'Twin Tabs LLC');
    await user.tab();
    await waitStored(async () => expect((await app.stored()).organizationInfo).toMatchObject({ companyName: 'Twin Tabs LLC', numberOfEmployees: 42 }));
    await waitFor(() => expect(screen.getByLabelText('Number of employees')).toHaveValue('42'));
    expect(screen.queryByTestId('conflict-notice')).toBeNull();
    expect(screen.queryByText(/We loaded the latest version/)).toBeNull();
  });

  it('another window’s record arriving between a render and a keystroke keeps both (the form’s older values do not overwrite it)', async () => {
    const app = await application();
    const { store, name } = await open(app.session);
    await saveElsewhere(app, (record) => (record.organizationInfo = { ...record.organizationInfo, numberOfEmployees: 10 }));
    const before = store.get(prospectAtom) as Record<string, any>;
    // what a merge lays into the page, and a keystroke before React renders it
    act(() => {
      store.set(prospectAtom, { ...before, organizationInfo: { ...before.organizationInfo, numberOfEmployees: 10 } });
      fireEvent.change(name, { target: { value: 'Pearl Dunes' } });
    });
    expect((store.get(prospectAtom) as Record<string, any>).organizationInfo).toMatchObject({ companyName: 'Pearl Dunes', numberOfEmployees: 10 });
    await waitStored(async () => expect((await app.stored()).organizationInfo).toMatchObject({ companyName: 'Pearl Dunes', numberOfEmployees: 10 }));
    await waitFor(() => expect(screen.getByLabelText('Number of employees')).toHaveValue('10'));
  });

  it('both windows changing one field is shown with both values, and the person’s choice is saved', async () => {
    const app = await application();
    const { user, notice } = await nameInConflict(app);
    expect(within(notice).getByText('Yours: My Name')).toBeInTheDocument();
    expect(within(notice).getByText('Other window: Their Name')).toBeInTheDocument();
    // a reload before choosing asks again: the value in conflict is kept as this tab's
    await waitFor(() => expect(kept(app.prospectId)).toContain('My Name'));
    cleanup();
    await open(app.session);
    const again = await screen.findByTestId('conflict-notice', undefined, { timeout: 10_000 });
    expect(within(again).getByText('Yours: My Name')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Keep your Company name' }));
    await waitStored(async () => expect((await app.stored()).organizationInfo.companyName).toBe('My Name'));
    expect(screen.queryByTestId('conflict-notice')).toBeNull();
  });

  it('typing anew into a field in conflict is the person’s choice, even the other window’s value: the notice goes, that value stays', async () => {
    const app = await application();
    const { user } = await nameInConflict(app);
    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Company name'), 'Their Name');
    await user.tab();
    await waitFor(() => expect(screen.queryByTestId('conflict-notice')).toBeNull());
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved/), { timeout: 12_000 });
    expect((await app.stored()).organizationInfo.companyName).toBe('Their Name');
    // nothing of the choice it ended is kept to ask again after a reload
    await waitFor(() => expect(kept(app.prospectId)).not.toContain('My Name'));
  });
});

describe('an officer taking the application keeps what the customer typed', { timeout: 60_000 }, () => {
  it('the 12013 screen says it is kept, and it is saved and the page comes back when the hold ends', async () => {
    const app = await application();
    const userName = `officer.keeps.${process.pid}`;
    const password = 'pw-keeps-correct-horse';
    await real.server.addAgent(userName, password);
    const login = await real.app.inject({ method: 'POST', url: '/api/v1/users/authenticate', payload: { userName, password, deviceId: 'd', uniqueId: 'u' } });
    const officer = { authorization: `Bearer ${login.json().access_token}` };
    const { name } = await open(app.session);
    const taken = await real.app.inject({ method: 'POST', url: `/api/v1/agent/prospects/${app.prospectId}/edit`, headers: officer });
    expect(taken.statusCode).toBe(200);
    const user = userEvent.setup();
    await user.type(name, 'Kept While Held');
    await user.tab();
    expect(await screen.findByTestId('held-kept', undefined, { timeout: 10_000 })).toHaveTextContent('What you typed is kept');
    expect(kept(app.prospectId)).toContain('Kept While Held');
    const released = await real.app.inject({ method: 'DELETE', url: `/api/v1/agent/prospects/${app.prospectId}/edit`, headers: officer });
    expect(released.statusCode).toBe(204);
    await waitFor(async () => expect((await app.stored()).organizationInfo.companyName).toBe('Kept While Held'), { timeout: 25_000, interval: 500 });
    expect(await screen.findByLabelText('Company name', undefined, { timeout: 5000 })).toHaveValue('Kept While Held');
  });
});
