import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the app build and for the unit/component/API test projects.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/@chakra-ui|@ark-ui|@emotion|@zag-js|@pandacss/.test(id)) return 'chakra';
          if (/@rjsf/.test(id)) return 'rjsf';
          if (/[\\/](ajv|ajv-errors|ajv-formats|fast-deep-equal|fast-uri|json-schema-traverse)[\\/]/.test(id)) return 'ajv';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
    },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node', testTimeout: 30000 },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // lazily loaded routes compile schemas on first render: generous on a busy 2-core machine
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
