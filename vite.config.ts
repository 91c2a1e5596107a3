import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * `vite build` only: the browser validates with the ajv standalone modules its server generates for
 * each release, not with ajv compiling the schemas, so it holds no ajv compiler, never calls
 * `new Function`, and the server's CSP needs no 'unsafe-eval' (src/cli/check-bundle.ts verifies the
 * built scripts). Two modules of our own are swapped for their browser counterparts, which export
 * the same functions: src/core/schema/compile-at-runtime.ts and document-conditions.ts. The dev
 * server and vitest compile at run time.
 */
function releaseValidators(root: string): Plugin {
  const swaps = new Map([
    [path.join(root, 'src/core/schema/compile-at-runtime.ts'), path.join(root, 'src/web/app/release/validators.ts')],
    [path.join(root, 'src/core/schema/document-conditions.ts'), path.join(root, 'src/web/app/release/document-conditions.ts')],
  ]);
  return {
    name: 'quick-apply:release-validators',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/(compile-at-runtime|document-conditions)(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
  };
}

/**
 * `vite build` only: Chakra's global styles go into index.html as the <style> elements Emotion
 * renders on a server (src/web/app/static-styles.tsx), so the first paint needs no script for them
 * and the browser's <Global> adopts them instead of compiling and inserting them again. The dev
 * server and the tests insert them at run time, as before.
 */
function staticChakraStyles(root: string): Plugin {
  return {
    name: 'quick-apply:static-chakra-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const module = pathToFileURL(path.join(root, 'src/web/app/static-styles.tsx')).href;
        const { chakraGlobalStyleTags } = (await tsImport(module, import.meta.url)) as typeof import('./src/web/app/static-styles');
        return html.replace('</head>', `    ${chakraGlobalStyleTags()}\n  </head>`);
      },
    },
  };
}

/**
 * `vite build` only: the favicon (public/favicon.svg) goes into index.html as a data URI, so the
 * browser asks the server for no icon while the first page loads. The file stays public for
 * anything that asks for it by name.
 */
function inlineFavicon(root: string): Plugin {
  return {
    name: 'quick-apply:inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
      const link = 'href="/favicon.svg"';
      if (!html.includes(link)) throw new Error(`index.html no longer links ${link}: update inlineFavicon in vite.config.ts`);
      return html.replace(link, `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`);
    },
  };
}

// One config for the app build and for the unit/component/API test projects.
export default defineConfig({
  plugins: [react(), releaseValidators(import.meta.dirname), staticChakraStyles(import.meta.dirname), inlineFavicon(import.meta.dirname)],
  build: {
    outDir: 'dist',
    // index.html names the first scripts' imports with modulepreload, as Vite does. A dynamic import
    // adds no <link> per dependency: appending them (a page's wizard names some twenty) was one of
    // the longest tasks after the first paint on a phone; the browser finds the imports in the chunk
    // instead (Rollup hoists a chunk's transitive imports into it: one more round trip, off the main thread).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    sourcemap: false,
    // dist/.vite/manifest.json: the server names the scripts of the route asked for (src/server/plugins/route-pages.ts)
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
            // Emotion is one chunk (every page styles through it); Chakra's components are not: each page
            // loads the ones it renders, so the landing page no longer fetches the date picker, the
            // combobox and the uploads (landing JS 225 → 178 KB gzip; Lighthouse A/B over 5 runs each:
            // landing 95 → 97, Company Information 95 → 96).
            { name: 'emotion', test: /@emotion/, priority: 50 },
            { name: 'rjsf', test: /@rjsf/, priority: 50 },
            // only ajv's run-time helpers and ajv-formats' checks reach the browser (src/cli/check-bundle.ts)
            { name: 'ajv-runtime', test: /[\\/](ajv|ajv-errors|ajv-formats|fast-deep-equal|fast-uri|json-schema-traverse)[\\/]/, priority: 50 },
            // Left alone, the bundler gives every set of lazy chunks that share a module its own chunk: Company
            // Information fetched 61 scripts after its first paint, most under 2 KB, and a phone over HTTP/1.1 has 6
            // connections, each script a round trip. Two groups take the modules many chunks share (without their
            // dependencies, which stay where they were): the forms' shared parts (ids, texts, templates) where 4 or
            // more chunks use one, and the rest of what 12 or more pages use (Chakra's small parts, the app's state
            // and calls), less the validators and what imports ajv's helpers, which the public pages never load.
            // Company Information: 61 → 31 scripts for 175 → 179 KB brotli; the landing page 24 → 9 for 59 → 74 KB.
            // Lighthouse mobile, median of 3: Company Information in Arabic 76 → 80 (Largest Contentful Paint
            // 5.3 → 4.7 s, with its application read beside the rules), the landing page and Company Information
            // in English 93–95 → 96.
            { name: 'forms', test: /[\\/]src[\\/]web[\\/]forms[\\/]/, minShareCount: 4, includeDependenciesRecursively: false, priority: 30 },
            {
              name: 'common',
              test: (id: string) => !/[\\/]src[\\/](web[\\/]forms|core[\\/]schema|web[\\/]app[\\/]release[\\/](validators|document-conditions))|@rjsf/.test(id),
              minShareCount: 12,
              includeDependenciesRecursively: false,
              priority: 20,
            },
          ],
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
    // one test file per core: Vitest's default keeps a core free, and this suite spends much of its
    // time waiting on the real servers it starts (measured on 2 cores: the web project 378 s → 278 s)
    maxWorkers: availableParallelism(),
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
