// Flat, type-aware config for every workspace. Rules that matter most here: no floating promises
// (an unawaited DB write loses data silently) and the React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web code must not reach into the server, and features stay independent of each other.
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@app/server'] }],
    },
  },
  {
    // Server layers (ARCHITECTURE.md): only repositories (`*.repository.ts`) and `src/db/` build queries.
    // A service, route or plugin that imports Drizzle or the schema fails the lint.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Queries live in *.repository.ts or src/db/ only (ARCHITECTURE.md, Server layers).',
            },
            {
              regex: '(^|/)db/schema(\\.ts)?$',
              message: 'The schema is for *.repository.ts and src/db/ only (ARCHITECTURE.md, Server layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/cli/**', 'apps/server/src/main.ts', 'bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
