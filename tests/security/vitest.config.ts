import { defineConfig } from 'vitest/config';

// Security suite: `npm run test:security`. Drives buildApp() with inject() on
// PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'security',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
