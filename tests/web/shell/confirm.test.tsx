import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from '../../../src/web/components/confirm/useConfirm';
import { renderApp } from '../render';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm({ message: 'Delete this stakeholder?' })))}>
        delete
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('confirm dialog', () => {
  it('resolves true for "Yes, I\'m sure"', async () => {
    renderApp('/', { children: <Asker /> });
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Delete this stakeholder?');
    await userEvent.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false for Cancel', async () => {
    renderApp('/', { children: <Asker /> });
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
  });

  it('resolves false on Escape and keeps focus inside while open', async () => {
    renderApp('/', { children: <Asker /> });
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
  });
});
