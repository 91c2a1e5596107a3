import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/web/app/ErrorBoundary';
import { renderApp } from '../render';

function Broken(): never {
  throw new Error('Cannot read the prospect');
}

describe('error boundary', () => {
  it("shows 'Error occured' with the error text", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/business', {
      children: (
        <ErrorBoundary resetKey="/business">
          <Broken />
        </ErrorBoundary>
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error occured');
    expect(alert).toHaveTextContent('Cannot read the prospect');
    expect(screen.getByRole('heading', { level: 1, name: 'Error occured' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    renderApp('/business', { children: <ErrorBoundary>fine</ErrorBoundary> });
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByText('Error occured')).not.toBeInTheDocument();
  });
});
