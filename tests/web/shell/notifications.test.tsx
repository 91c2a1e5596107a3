import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsAtom } from '../../../src/web/components/notifications/atoms';
import { useNotify } from '../../../src/web/components/notifications/useNotify';
import type { Notification } from '../../../src/web/components/notifications/atoms';
import { renderApp } from '../render';

function Trigger({ notification }: { notification: Omit<Notification, 'id'> }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(notification)}>
      notify
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('notifications', () => {
  it('adds a notification with the default title and message, and dismisses it', async () => {
    const { store } = renderApp('/', { children: <Trigger notification={{}} /> });
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent('We are facing a glitch at the moment, please try again later.');
    expect(store.get(notificationsAtom)[0].id).toMatch(/[0-9a-f-]{36}/);
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(store.get(notificationsAtom)).toHaveLength(0);
  });

  it('stacks several and keeps their own words', async () => {
    const { store } = renderApp('/', { children: <Trigger notification={{ title: 'Saved', message: 'Your application was saved', status: 'success' }} /> });
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getAllByText('Your application was saved')).toHaveLength(2);
    const ids = store.get(notificationsAtom).map((n) => n.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('dismisses itself after its delay', () => {
    vi.useFakeTimers();
    const { store } = renderApp('/', { children: <Trigger notification={{ message: 'Short lived', delay: 3000 }} /> });
    act(() => screen.getByRole('button', { name: 'notify' }).click());
    expect(screen.getByText('Short lived')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Short lived')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Short lived')).not.toBeInTheDocument();
    expect(store.get(notificationsAtom)).toHaveLength(0);
  });
});
