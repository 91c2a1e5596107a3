import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useMoveOn } from '../../../src/web/app/move-on';
import { pathOf } from '../../../src/web/app/routes';
import { nextPageAfter } from '../../../src/web/app/state/next-view';

/** The hook on a page at `path`, with the memory location it navigates. */
function at(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  const hook = renderHook(() => useMoveOn('selectServices'), { wrapper });
  return { ...hook, last: () => location.history[location.history.length - 1], navigate: location.navigate };
}

// A save that finishes after the person left its page does not take them back into the application.
describe('moving on after a save', () => {
  it('goes to the next page from the page of the save', () => {
    const page = at(pathOf('selectServices'));
    act(() => page.result.current('starter'));
    expect(page.last()).toBe(pathOf(nextPageAfter('selectServices')));
  });

  it('goes nowhere once the person has moved elsewhere or the page is gone', () => {
    const moved = at(pathOf('selectServices'));
    act(() => moved.navigate('/agent/SearchProspect'));
    act(() => moved.result.current('starter'));
    expect(moved.last()).toBe('/agent/SearchProspect');

    const gone = at(pathOf('selectServices'));
    const moveOn = gone.result.current;
    gone.unmount();
    moveOn('starter');
    expect(gone.last()).toBe(pathOf('selectServices'));
  });
});
