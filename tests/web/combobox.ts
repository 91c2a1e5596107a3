import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Types into a combobox as a person does, one key at a time (its state machine answers each key on
 * a later tick), waits until the first match is highlighted, and chooses it with Enter.
 */
export async function typeAndChoose(combobox: HTMLElement, text: string, options: { clear?: boolean } = {}): Promise<void> {
  const user = userEvent.setup();
  if (options.clear) await user.clear(combobox);
  const typed = () => (combobox as HTMLInputElement).value.toLowerCase().includes(text.toLowerCase());
  // every key reached the box; when the page moved focus away meanwhile (a step opening puts it on
  // its heading a moment later on a busy machine), the person notices and types it again
  for (let attempt = 0; attempt < 3 && (attempt === 0 || !typed()); attempt++) {
    if (attempt > 0) await user.clear(combobox);
    combobox.focus();
    for (const key of text) {
      await user.keyboard(key.replace(/[{[]/g, '$&$&'));
      await new Promise((settled) => setTimeout(settled, 20));
    }
    await waitFor(() => expect(typed()).toBe(true), { timeout: 1000 }).catch(() => undefined);
  }
  expect((combobox as HTMLInputElement).value.toLowerCase()).toContain(text.toLowerCase());
  // filtering a long list (249 countries) in jsdom on a busy machine can take more than waitFor's 1 s
  await waitFor(
    () => {
      const active = document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
      expect(active?.textContent?.toLowerCase()).toContain(text.toLowerCase());
    },
    { timeout: 5000 },
  );
  await user.keyboard('{Enter}');
}
