import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { GeneratedSources } from './src/cli/generate-validators';

/**
 * `vite build` only: the browser bundle validates with ajv standalone code generated at build time
 * from schemas/ and content/ (src/core/schema/compiled/generate.ts), not with ajv compiling the
 * schemas at run time, so it holds no ajv compiler and never calls `new Function`, and the server's
 * CSP needs no 'unsafe-eval' (src/cli/check-bundle.ts verifies the built scripts).
 *
 * Every import of src/core/schema/compile-at-runtime.ts (createSchemaValidators) and of
 * src/core/schema/document-conditions.ts (compileDocumentCondition) resolves to a generated module
 * with the same export; the steps' validators are one generated module per steps folder, imported
 * lazily. Nothing is written to disk. The dev server and vitest compile at run time (a schema edit
 * hot-reloads). The generator is loaded through tsx so that this config imports no project code.
 */
function precompiledValidators(root: string): Plugin {
  const INDEX = '\0quick-apply-validators.js';
  const DOCUMENTS = '\0quick-apply-document-conditions.js';
  const FOLDER = '\0quick-apply-validators/';
  const swaps = new Map([
    [path.join(root, 'src/core/schema/compile-at-runtime.ts'), INDEX],
    [path.join(root, 'src/core/schema/document-conditions.ts'), DOCUMENTS],
  ]);
  let generated: GeneratedSources | undefined;
  return {
    name: 'quick-apply:precompiled-validators',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const generator = pathToFileURL(path.join(root, 'src/cli/generate-validators.ts')).href;
      const { generateFromDisk } = (await tsImport(generator, import.meta.url)) as typeof import('./src/cli/generate-validators');
      generated = await generateFromDisk(root, {
        precompiled: path.join(root, 'src/core/schema/compiled/precompiled.ts'),
        runtime: path.join(root, 'src/core/schema/compiled/runtime.ts'),
        folderSpecifier: (folder) => `${FOLDER}${folder}.js`,
      });
    },
    async resolveId(source, importer, options) {
      if (source === INDEX || source === DOCUMENTS || source.startsWith(FOLDER)) return source;
      if (!importer || !/(compile-at-runtime|document-conditions)(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
    load(id) {
      if (id === INDEX) return generated!.index;
      if (id === DOCUMENTS) return generated!.documents;
      if (!id.startsWith(FOLDER)) return null;
      const folder = id.slice(FOLDER.length).replace(/\.js$/, '');
      const code = generated!.folders[folder];
      if (code === undefined) throw new Error(`no generated validators for schemas/steps/${folder}`);
      return code;
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

/** What Chakra's createSystem computes for ChakraProvider's <Global> (the reset, global and token CSS). */
export const CHAKRA_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** A sync function running a generator of the same name plus "Steps" through at once (chakraSystem). */
const runThrough = (name: string, params: string) => `
// added by vite.config.ts chakraSystem
function ${name}(${params}) {
  const steps = ${name}Steps(${params});
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
`;

/** An edit that lets the steps hand the main thread back after `statement` (which ends a line). */
const pauseAfter = (statement: string, indent = '  '): [string, string] => [statement, `${statement}${indent}yield;\n`];

/**
 * What the build changes in Chakra's styled-system (chakraSystem), file by file: each text must be
 * there as it is, and each is replaced once. Then what is added at the end of the file.
 */
export const CHAKRA_SYSTEM_EDITS: Record<string, { edits: Array<[string, string]>; append: string }> = {
  'system.js': {
    edits: [
      [CHAKRA_GLOBALS, 'const _global = []; // in index.html (vite.config.ts chakraSystem)'],
      ['function createSystem(...configs) {', 'function* createSystemSteps(...configs) {'],
      ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
      pauseAfter('  const layers = createLayers(config);\n'),
      ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
      pauseAfter('    prefix: cssVarsPrefix\n  });\n'),
      pauseAfter('  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n'),
    ],
    append: `${runThrough('createSystem', '...configs')}createSystem.steps = createSystemSteps;\n`,
  },
  'token-dictionary.js': {
    edits: [
      ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
      ['  function build() {\n', '  function* build() {\n'],
      pauseAfter('    expandTokenReferences$1();\n', '    '),
      ['  build();\n  return dictionary;', '  yield* build();\n  return dictionary;'],
      ['export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };'],
    ],
    append: runThrough('createTokenDictionary', 'options'),
  },
};

/** How many times createSystem.steps hands the main thread back. */
export const CHAKRA_SYSTEM_PAUSES = Object.values(CHAKRA_SYSTEM_EDITS).flatMap(({ edits }) => edits).filter(([, to]) => to.endsWith('yield;\n')).length;

/**
 * `vite build` only: two changes to Chakra's createSystem (styled-system/system.js and the token
 * dictionary it makes); the build fails if Chakra's code no longer has the statements they rely on
 * (tests/core/build/chakra-globals.test.ts and chakra-system-steps.test.ts say so first).
 * - It no longer computes the global CSS that staticChakraStyles already wrote into index.html (a
 *   quarter of createSystem): ChakraProvider's <Global> then inserts nothing, and the page keeps the
 *   <style> elements the build wrote.
 * - It can be made in steps, one task each (25–45 ms on this machine's Chromium, four times that on a
 *   phone, right after the first paint): `createSystem.steps` is a generator doing the same work that
 *   pauses after merging the configs, in the middle of the token dictionary's build, after the token
 *   dictionary and after the utilities; createSystem itself runs it through at once, so every other
 *   caller gets what it always got. src/web/app/theme.ts drives the steps where it finds them.
 */
function chakraSystem(): Plugin {
  return {
    name: 'quick-apply:chakra-system',
    apply: 'build',
    transform(code, id) {
      const file = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]([\w-]+\.js)$/.exec(id)?.[1];
      if (!file || !CHAKRA_SYSTEM_EDITS[file]) return null;
      const missing = CHAKRA_SYSTEM_EDITS[file].edits.find(([from]) => !code.includes(from));
      if (missing) this.error(`${id} no longer holds "${missing[0].trim()}": update chakraSystem in vite.config.ts`);
      return withChakraEdits(file, code);
    },
  };
}

/** A file of Chakra's styled-system as the build changes it (chakraSystem; the test runs it). */
export function withChakraEdits(file: string, code: string): string {
  const { edits, append } = CHAKRA_SYSTEM_EDITS[file];
  return edits.reduce((changed, [from, to]) => changed.replace(from, () => to), code) + append;
}

/** The start of RJSF's `resolveAllReferences` (@rjsf/utils lib/schema/retrieveSchema.js), where refFreeSchemas adds its check. */
export const RJSF_RESOLVE_START = 'export function resolveAllReferences(schema, rootSchema, recurseList, baseURI, resolveAnyOfOrOneOfRefs, markCycleOnDetection = false, expandedRefs, passCount = 0) {\n    if (!isObject(schema)) {\n        return schema;\n    }';

/**
 * `vite build` only: RJSF's `resolveAllReferences` returns at once a schema with no `$ref` in it
 * (nor RJSF's marker of a resolved one), which it would give back unchanged after copying the whole
 * tree and comparing the copy deeply. RJSF calls it for every nested part of the step on every
 * change, and the registry's step schemas have every `$ref` inlined already: it was a quarter of the
 * work a keystroke caused in the largest step. Whether a schema object is free of refs is found once
 * (schemas are not changed in place). The build fails if RJSF's code no longer has that start.
 */
function refFreeSchemas(): Plugin {
  return {
    name: 'quick-apply:rjsf-ref-free-schemas',
    apply: 'build',
    transform(code, id) {
      if (!/@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]retrieveSchema\.js$/.test(id)) return null;
      if (!code.includes(RJSF_RESOLVE_START)) this.error(`${id} no longer starts resolveAllReferences as expected: update refFreeSchemas in vite.config.ts`);
      return withRefFreeCheck(code);
    },
  };
}

/** RJSF's retrieveSchema.js with the ref-free check of refFreeSchemas (tests/core/build/rjsf-ref-free.test.ts runs it). */
export function withRefFreeCheck(code: string): string {
  const check = `
const refFreeCache = new WeakMap();
// true when the node holds no $ref and no marker of a resolved one at any depth (added by vite.config.ts refFreeSchemas)
function refFree(node) {
  if (node === null || typeof node !== 'object') return true;
  const known = refFreeCache.get(node);
  if (known !== undefined) return known;
  let free = !(REF_KEY in node) && !(RJSF_REF_KEY in node);
  if (free) for (const value of Object.values(node)) if (!refFree(value)) { free = false; break; }
  refFreeCache.set(node, free);
  return free;
}
`;
  return code.replace(RJSF_RESOLVE_START, `${RJSF_RESOLVE_START}\n    if (refFree(schema)) return schema;`) + check;
}

// One config for the app build and for the unit/component/API test projects.
export default defineConfig({
  plugins: [react(), precompiledValidators(import.meta.dirname), staticChakraStyles(import.meta.dirname), inlineFavicon(import.meta.dirname), chakraSystem(), refFreeSchemas()],
  resolve: {
    // RJSF's markdown renderer: our forms never enable markdown (src/web/forms/plain-markdown.tsx)
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: `${import.meta.dirname}/src/web/forms/plain-markdown.tsx` }],
  },
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
        // the generated validators of a steps folder: named after it (not grouped: that would move shared code)
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.startsWith('\0quick-apply-validators/') ? 'assets/validators-[name]-[hash].js' : 'assets/[name]-[hash].js'),
        manualChunks(id: string, { getModuleInfo }) {
          // The analysts' JSON that only the forms' registry imports (src/web/app/bundle.ts; the translations
          // also fetch their namespaces from it on first use): one chunk, not forty small files that a phone's
          // six connections fetch a round trip at a time. Files the first script imports stay with it.
          if (/[\\/](content|schemas)[\\/].+\.json$/.test(id)) {
            const importers = getModuleInfo(id)?.importers ?? [];
            return importers.length > 0 && importers.every((importer) => /src[\\/]web[\\/]app[\\/]bundle\.ts$/.test(importer)) ? 'app-data' : undefined;
          }
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/@chakra-ui|@ark-ui|@emotion|@zag-js|@pandacss/.test(id)) return 'chakra';
          if (/@rjsf/.test(id)) return 'rjsf';
          // only ajv's run-time helpers and ajv-formats' checks reach the browser (src/cli/check-bundle.ts)
          if (/[\\/](ajv|ajv-errors|ajv-formats|fast-deep-equal|fast-uri|json-schema-traverse)[\\/]/.test(id)) return 'ajv-runtime';
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
