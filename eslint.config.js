// The lint gate (part of `npm test`): ESLint's and typescript-eslint's recommended rules, the
// rules of hooks, no import cycles, and imports that flow one way (core <- web, core <- server;
// a feature uses another only through its index). Formatting is Prettier's, checked beside it.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A zone's rule: imports whose path climbs into one of `dirs` are refused with `message`. */
function refuse(dirs, message) {
  return { regex: `^(\\.\\./)+(${dirs.join('|')})(/|$)`, message };
}

const notServer = refuse(['server', 'cli'], 'the browser app does not import the server');

export default defineConfig([
  globalIgnores(['dist/', 'dist-server/', 'coverage/', 'node_modules/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // the TypeScript parser reads the files an import leads to (what no-cycle follows)
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      // An unused name that starts with `_` is one a signature needs (a callback's first argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read and edit whole JSON documents (records, schemas, answers) by path; the product's
    // code types what it reads.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            refuse(['web', 'server', 'cli'], 'core is shared by the browser and the server: it imports neither (imports flow core <- web, core <- server)'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notServer] }] },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [refuse(['web', 'cli'], 'the server does not import the browser app')] }],
    },
  },
  {
    files: ['src/web/features/*/*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            notServer,
            {
              regex: '^\\.\\./[a-z-]+/',
              message: 'a feature uses another feature through its index (../<feature>), never its insides',
            },
          ],
        },
      ],
    },
  },
]);
