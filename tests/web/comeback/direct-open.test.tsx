import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../render';

// A file of its own: the event belongs to the first route of a page load (module state per file).
describe('opening the come-back login directly', () => {
  it('sends comebackStart once, as navigating there does', async () => {
    window.dataLayer = [];
    renderApp('/business/ComeBackLogin');
    await screen.findByRole('heading', { level: 1, name: 'Good to see you back!' });
    expect(window.dataLayer.filter((e) => e.event === 'comebackStart')).toHaveLength(1);
  });
});
