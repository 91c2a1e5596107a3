import { defineConfig } from 'vitest/config';

// Fault suite (`npm run test:faults`): real server processes killed, restarted, cut off from their
// database. Files run one after another: they stop and start this machine's PostgreSQL.
export default defineConfig({
  test: {
    name: 'faults',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/faults/**/*.test.ts'],
    globalSetup: ['tests/faults/global-setup.ts'],
    environment: 'node',
    testTimeout: 900_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
