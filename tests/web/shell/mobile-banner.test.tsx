import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../render';

const TEXT = 'Use the desktop to access all the services of Quick Apply';

const COOKIE = 'qa_mobile_banner_closed';
const clearCookie = () => {
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0`;
};

beforeEach(() => {
  sessionStorage.clear();
  clearCookie();
});

describe('mobile banner', () => {
  it('is visible at first, closes, and stays closed on the next page and after a reload', async () => {
    const first = renderApp('/business/accounts');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the desktop notice' }));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'View RAKstarter' }));
    await screen.findByRole('heading', { level: 1, name: 'RAKstarter' });
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();

    first.unmount();
    renderApp('/business'); // a fresh app in the same browser session
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it('sets the session cookie that tells the server, and a new tab with only that cookie keeps it closed', async () => {
    const first = renderApp('/business/accounts');
    await screen.findByRole('heading', { level: 1 });
    expect(document.cookie).not.toContain(COOKIE);
    await userEvent.click(screen.getByRole('button', { name: 'Close the desktop notice' }));
    expect(document.cookie).toContain(`${COOKIE}=1`);
    first.unmount();

    sessionStorage.clear(); // another tab: its own sessionStorage, the browser's cookies
    renderApp('/business');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
