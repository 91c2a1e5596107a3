import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../src/web/components/notifications/toaster';
import { useNotify, type Notification } from '../../../src/web/components/notifications/useNotify';
import { renderApp } from '../render';

function Trigger({ notification }: { notification: Notification }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(notification)}>
      notify
    </button>
  );
}

// the toaster is the app's one store: each test starts with none, and not paused by a pointer
// left over the region the last test clicked in
afterEach(() =>
  act(() => {
    toaster.remove();
    toaster.resume();
  }),
);

describe('notifications', () => {
  it('shows the default title and message as an alert in the Notifications region, and dismisses it', async () => {
    renderApp('/', { children: <Trigger notification={{}} /> });
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent('We are facing a glitch at the moment, please try again later.');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region).queryByText('Oops!')).not.toBeInTheDocument());
  });

  it('stacks several and keeps their own words', async () => {
    renderApp('/', { children: <Trigger notification={{ title: 'Saved', message: 'Your application was saved', status: 'success' }} /> });
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    await waitFor(() => expect(screen.getAllByText('Your application was saved')).toHaveLength(2));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('status')).toHaveLength(2);
  });

  it('leaves by itself after its delay', async () => {
    renderApp('/', { children: <Trigger notification={{ message: 'Short lived', delay: 300 }} /> });
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Short lived')).toBeInTheDocument();
    // on a busy shared machine the toast's timer and exit animation may take seconds
    await waitFor(() => expect(screen.queryByText('Short lived')).not.toBeInTheDocument(), { timeout: 15_000 });
  }, 20_000);

  it('stays without a delay', async () => {
    renderApp('/', { children: <Trigger notification={{ message: 'Stays' }} /> });
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Stays')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(screen.getByText('Stays')).toBeInTheDocument();
  });
});
