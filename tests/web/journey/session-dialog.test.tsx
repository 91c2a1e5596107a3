// @vitest-environment-options {"url": "http://127.0.0.1:41739/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import constants from '../../../schemas/rules/constants.json';
import { customerSessionAtom, sessionExpiredAtom } from '../../../src/web/app/state/session';
import { SessionHost } from '../../../src/web/features/session/SessionHost';
import { applicantWithToken } from '../../server/applicant/support';
import { realServerForFile } from '../real-server';
import { renderApp } from '../render';

const WARNING = 'Oops, looks like your session is about to expire. Would you like to continue on this page?';
const EXPIRED = "Sorry, your session has expired. But don't worry, you can retrieve your application from where you left.";

// The real API server (tests/web/real-server.ts), and a real customer of it for each test (its login
// ends with the session); every call is recorded on its way to the server.
const real = realServerForFile(41739);
let customer: Awaited<ReturnType<typeof applicantWithToken>>;
beforeEach(async () => {
  customer = await applicantWithToken(real.app);
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const store = createStore();
  const { token, prospectId, applicant } = customer;
  store.set(customerSessionAtom, { accessToken: token, prospectId, countryCode: applicant.countryCode, mobileNo: applicant.mobileNo });
  renderApp('/', { store, children: <SessionHost routeKey="companyInfo" path="/business/CompanyInfo" /> });
  return store;
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('session-expiry dialog', () => {
  it('warns after 14 minutes without activity and counts down once per second', async () => {
    setup();
    await advance(constants.sessionTimeoutMs - 1000);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(screen.getByText('60 seconds left')).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('59 seconds left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No, Thanks' })).toBeInTheDocument();
  });

  it('typing postpones the warning', async () => {
    setup();
    await advance(constants.sessionTimeoutMs - 5000);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(6000);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    await advance(constants.sessionTimeoutMs);
    expect(screen.getByText(WARNING)).toBeInTheDocument();
  });

  it('Yes keeps the session', async () => {
    const store = setup();
    await advance(constants.sessionTimeoutMs);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await advance(constants.sessionCountdownSeconds * 1000);
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    // still signed in (the server may have slid the token: an accesstoken header replaces it)
    expect(store.get(customerSessionAtom)?.accessToken).toBeTruthy();
    expect(store.get(sessionExpiredAtom)).toBe(false);
  });

  it('at zero the session ends: logout called, token cleared, expiry notice with Continue', async () => {
    const store = setup();
    await advance(constants.sessionTimeoutMs);
    await advance(constants.sessionCountdownSeconds * 1000);
    expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(store.get(customerSessionAtom)).toBeNull();
    expect(store.get(sessionExpiredAtom)).toBe(true);
    const logout = real.calls.mock.calls.find(([url]) => String(url).endsWith('/api/v1/auth/logout'));
    expect(logout).toBeDefined();
    expect((logout![1] as RequestInit).headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer \S+$/),
      mobileNo: customer.applicant.mobileNo,
      prospectId: customer.prospectId,
    });
    // the server took the logout
    const logoutAnswer = (await real.calls.mock.results[real.calls.mock.calls.indexOf(logout!)].value) as Response;
    expect(logoutAnswer.status).toBeLessThan(300);
  });

  it('a 401 shows the expiry notice at once', async () => {
    const store = setup();
    act(() => store.set(sessionExpiredAtom, true));
    await advance(0);
    expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    expect(store.get(customerSessionAtom)).toBeNull();
  });
});
