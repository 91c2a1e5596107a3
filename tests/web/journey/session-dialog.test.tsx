import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import constants from '../../../schemas/rules/constants.json';
import { customerSessionAtom, sessionExpiredAtom } from '../../../src/web/app/state/session';
import { SessionHost } from '../../../src/web/features/session/SessionHost';
import { renderApp } from '../render';

const WARNING = 'Oops, looks like your session is about to expire. Would you like to continue on this page?';
const EXPIRED = "Sorry, your session has expired. But don't worry, you can retrieve your application from where you left.";

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const store = createStore();
  store.set(customerSessionAtom, { accessToken: 'tok', prospectId: 'QA1', countryCode: '971', mobileNo: '501234567' });
  renderApp('/', { store, children: <SessionHost routeKey="companyInfo" path="/business/CompanyInfo" /> });
  return store;
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('session-expiry dialog (spec 001 §2)', () => {
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
    expect(store.get(customerSessionAtom)?.accessToken).toBe('tok');
  });

  it('at zero the session ends: logout called, token cleared, expiry notice with Continue', async () => {
    const store = setup();
    await advance(constants.sessionTimeoutMs);
    await advance(constants.sessionCountdownSeconds * 1000);
    expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(store.get(customerSessionAtom)).toBeNull();
    expect(store.get(sessionExpiredAtom)).toBe(true);
    const logout = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/v1/auth/logout'));
    expect(logout).toBeDefined();
    expect((logout![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer tok', mobileNo: '501234567', prospectId: 'QA1' });
  });

  it('a 401 shows the expiry notice at once', async () => {
    const store = setup();
    act(() => store.set(sessionExpiredAtom, true));
    await advance(0);
    expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    expect(store.get(customerSessionAtom)).toBeNull();
  });
});
