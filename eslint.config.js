// Flat, type-aware config for every workspace. Rules that matter most here: no floating promises
// (an unawaited DB write loses data silently) and the React hooks rules.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import walls from './eslint-walls/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.js',
      '**/*.mjs',
      // The types of eslint-walls/fixture-suite.js (a .js file, not linted like the others).
      'eslint-walls/*.d.ts',
      // The types of scripts/*.mjs (typed where TypeScript imports them).
      'scripts/*.d.mts',
      // Files that must fail the lint, each checked as if it stood where its header says (*.lint.test.ts).
      'eslint-walls/fixtures/**',
      // A scratch bench with its own packages, installed only there (bench/i18n-size/README.md).
      'bench/i18n-size/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, walls },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web code must not reach into the server.
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@app/server'] }],
      // Features stay independent: one uses another only through its features/<name>/index.ts (app/
      // composes the pages and may import them directly). Proved by eslint-walls/fixtures/web.
      'walls/feature-zones': ['error', { srcDir: path.join(import.meta.dirname, 'apps/web/src') }],
    },
  },
  {
    // Server layers (ARCHITECTURE.md, Walls): only repositories (src/modules/<module>/*.repository.ts)
    // and src/db/ build queries. Anything else that names drizzle, a driver, the schema, the query
    // builder (qb) or another src/db file than database/data-dir-lock/loggable-error fails the lint;
    // repositories and src/db may not re-export those. Proved by eslint-walls/fixtures/server.
    files: ['apps/server/src/**/*.ts'],
    plugins: { walls },
    rules: {
      'walls/server-layers': ['error', { srcDir: path.join(import.meta.dirname, 'apps/server/src') }],
    },
  },
  {
    files: ['apps/server/src/cli/**', 'apps/server/src/main.ts', 'bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
