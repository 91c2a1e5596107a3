import { Suspense, useEffect, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageComponent } from '../../../src/web/app/route-page';

const Words = ({ text }: { text: string }) => <p>{text}</p>;
const moduleOf = (component: ComponentType<{ text: string }>) => ({ default: component });

function shown(Page: ComponentType<{ text: string }>) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page text="the page" />
    </Suspense>,
  );
}

describe('a route page (src/web/app/route-page.ts)', () => {
  it('renders in the first commit once preloaded: no loading fallback, so the page paints with the app', async () => {
    const load = vi.fn(async () => moduleOf(Words));
    const Page = pageComponent(load);
    await Page.preload();
    shown(Page);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first use like React.lazy when not preloaded, and loads the module once', async () => {
    const load = vi.fn(async () => moduleOf(Words));
    const Page = pageComponent(load);
    shown(Page);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a page mounted by the lazy path once its module is here (switching would remount it)', async () => {
    let mounts = 0;
    const Counting = ({ text }: { text: string }) => {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{text}</p>;
    };
    const Page = pageComponent(async () => moduleOf(Counting));
    const view = shown(Page);
    await screen.findByText('the page');
    view.rerender(
      <Suspense fallback={<p>Loading…</p>}>
        <Page text="the page again" />
      </Suspense>,
    );
    expect(screen.getByText('the page again')).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(moduleOf(Words));
    const Page = pageComponent(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    shown(Page);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
