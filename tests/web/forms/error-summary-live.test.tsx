// The error summary's count is announced: its status is in the page before any error, so a screen
// reader hears the count appear and change as answers are corrected.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepHarness } from './harness';
import { renderWithProviders } from './render-form';

const STEP = 'comeBackLogin/comeBackLogin';
const initial = () => ({ applicantInfo: { email: '', countryCode: '+971', mobileNo: '' } });
const input = (id: string) => document.getElementById(`root_applicantInfo_${id}`) as HTMLInputElement;

describe('the error summary as a live region', () => {
  it('keeps one polite status from the first render, which says how many answers need correcting', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StepHarness stepKey={STEP} initial={initial()} onValid={vi.fn()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // the same node, now holding the count
    await waitFor(() => expect(screen.getByRole('status')).toBe(status));
    expect(status).toHaveTextContent('2 answers need correcting');
    fireEvent.change(input('email'), { target: { value: 'a@example.com' } });
    fireEvent.blur(input('email'));
    await waitFor(() => expect(status).toHaveTextContent('1 answer needs correcting'));
    expect(screen.getByRole('status')).toBe(status);
  }, 20_000);
});
