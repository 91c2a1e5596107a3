import { act, render, renderHook, screen } from '@testing-library/react';
import CompanyInfoPage from '../../../src/web/features/company/CompanyInfoPage';
import { AppProviders } from '../../../src/web/app/providers';
import { useAfterFirstPaint } from '../../../src/web/components/use-after-first-paint';

describe('words before the form code', () => {
  it('useAfterFirstPaint: false while mounting, true after the frame that paints it', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(result.current).toBe(true);
  });

  it("Company Information shows its title and intro in its first render, with only the shell's words", () => {
    // the browser's words: namespaces beyond the shell's (applicant, fields…) are still to fetch
    render(
      <AppProviders>
        <CompanyInfoPage />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about your company' })).toBeInTheDocument();
    expect(screen.getByText('Tell us about your company. Your answers are saved as you go.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your application…');
  });
});
