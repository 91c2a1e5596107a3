import { defineConfig } from 'vitest/config';

// End-to-end: Debian's Chromium (playwright-core) against the built app served by our own server,
// started exactly as `npm start` starts it (see global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    // `npm run test:chaos` runs the generated runs (typing-chaos.e2e.ts) alone, a seed of its own each time
    include: process.env.CHAOS ? ['tests/e2e/typing-chaos.e2e.ts'] : ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/evidence.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // what a page shows after a navigation: its form arrives after the page's first paint (its
    // scripts and the application load then), which on this shared machine can take seconds
    expect: { poll: { timeout: 10_000 } },
  },
});
