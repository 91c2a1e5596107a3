import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from '../../../src/web/features/code-check/OtpInput';
import { renderApp } from '../render';

/** The code boxes with a Confirm that is busy while the code is checked, then refuses it. */
function Refusing() {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setTimeout(() => {
          setBusy(false);
          setRefused((n) => n + 1);
        }, 10);
      }}
    >
      <OtpInput value={digits} onChange={setDigits} disabled={busy} refocus={refused} />
      <button type="submit" disabled={busy}>
        Confirm
      </button>
    </form>
  );
}

const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;

describe('one-time-code input after a refused code', () => {
  it('puts focus back in the first box (the busy Confirm lost it), where the next code is typed over the old one', async () => {
    const user = userEvent.setup();
    renderApp('/', { children: <Refusing /> });
    await user.click(digit(1));
    await user.keyboard('111111');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Confirm' });
    await expect.poll(() => document.activeElement).toBe(digit(1));
    await user.keyboard('246810');
    expect([1, 2, 3, 4, 5, 6].map((n) => digit(n).value).join('')).toBe('246810');
  });

  it('leaves focus where it is on the first render', () => {
    renderApp('/', { children: <OtpInput value={['', '', '', '', '', '']} onChange={() => {}} /> });
    expect(digit(1)).not.toHaveFocus();
  });
});
