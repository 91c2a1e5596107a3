import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useMoveOn } from '../../../src/web/app/move-on';
import { pathOf } from '../../../src/web/app/routes';
import { nextPageAfter } from '../../../src/web/app/state/next-view';

// A save that finishes after the person left its page does not take them back into the application.
describe('moving on after a save', () => {
  it('goes to the next page from the page of the save, and nowhere once the person has left it', () => {
    const { result } = renderHook(() => useMoveOn('selectServices'));
    window.history.pushState(null, '', '/agent/SearchProspect');
    act(() => result.current('starter'));
    expect(window.location.pathname).toBe('/agent/SearchProspect');

    window.history.pushState(null, '', pathOf('selectServices'));
    act(() => result.current('starter'));
    expect(window.location.pathname).toBe(pathOf(nextPageAfter('selectServices')));
  });
});
