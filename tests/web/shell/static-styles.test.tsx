import { execFileSync } from 'node:child_process';
import path from 'node:path';
import createCache from '@emotion/cache';
import { cleanup, render } from '@testing-library/react';
import { AppProviders } from '../../../src/web/app/providers';

// What `vite build` writes into index.html (vite.config.ts staticChakraStyles): made where there is
// no document, as the build makes it.
function builtStyleTags(): string {
  const module = path.resolve('src/web/app/static-styles.tsx');
  const script = `import(${JSON.stringify(module)}).then((m) => process.stdout.write(m.chakraGlobalStyleTags()))`;
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
}

/** The <style> elements of the page that hold Chakra's reset (one of its global layers). */
const resetStyles = () => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('@layer reset{'));

describe("Chakra's global styles written at build time", () => {
  let tags = '';
  beforeAll(() => {
    tags = builtStyleTags();
  }, 30000);
  // unmounting takes each test's global styles away again (Emotion's <Global> removes its elements)
  afterEach(() => cleanup());

  it('are Emotion <style> elements with the layers, the reset and the tokens', () => {
    expect(tags).toMatch(/^<style data-emotion="css-global [a-z0-9]+">@layer reset,base,tokens,recipes;<\/style>/);
    expect(tags).toContain('@layer reset{');
    expect(tags).toContain('--chakra-colors-brand-600:');
  });

  it("are taken over by Emotion's cache as any server-rendered style, kept once in <head>", () => {
    document.head.insertAdjacentHTML('beforeend', tags);
    createCache({ key: 'css' });
    expect(resetStyles()).toHaveLength(1);
    expect(resetStyles()[0].parentElement).toBe(document.head);
    document.head.innerHTML = '';
  });

  it('are inserted at run time when the page does not carry them (npm run dev, tests)', () => {
    render(<AppProviders>{null}</AppProviders>);
    expect(resetStyles()).toHaveLength(1);
    expect(resetStyles()[0].getAttribute('data-emotion')).toBe('css-global');
    cleanup();
    expect(resetStyles()).toHaveLength(0);
  });

  it('are adopted by the first render, which then inserts no global styles of its own', () => {
    document.head.insertAdjacentHTML('beforeend', tags);
    render(<AppProviders>{null}</AppProviders>);
    expect(resetStyles()).toHaveLength(1);
    expect(resetStyles()[0].getAttribute('data-emotion')).toBe('css-global');
  });
});
