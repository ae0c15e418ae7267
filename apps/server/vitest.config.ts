import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The global setups run in Node's own loader, which takes @app/contract's compiled `default` export
// (the tests themselves read its sources through the `source` condition): compile it first (tsc -b, a
// second when up to date).
execFileSync(
  process.execPath,
  [
    path.join(import.meta.dirname, '../../node_modules/typescript/bin/tsc'),
    '-b',
    '../../packages/contract/tsconfig.build.json',
  ],
  { cwd: import.meta.dirname, stdio: 'inherit' },
);

const apiTests = 'test/api';

/**
 * The API files that carry vitest's file tag `// @module-tag embedded`: the embedded database runs only
 * these (every module's happy path, every money race; every migration runs when its template is made),
 * PostgreSQL runs the whole API suite.
 */
const taggedEmbedded = fs
  .readdirSync(path.join(import.meta.dirname, apiTests))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) =>
    /^\/\/ @module-tag embedded$/m.test(
      fs.readFileSync(path.join(import.meta.dirname, apiTests, file), 'utf8'),
    ),
  )
  .map((file) => `${apiTests}/${file}`);

// Five projects: pure unit tests, the real entry points as processes, the API suite on PostgreSQL and its
// `embedded` subset on the embedded database, and the multi-process suite (two app instances sharing
// PostgreSQL and Redis).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    globalSetup: ['./test/support/global-setup.ts'],
    // Files share a worker's module graph (the app's code is imported once per worker, not per file: about
    // half the suite's CPU). The server keeps no module-level state that one file could leave to the next.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    tags: [
      {
        name: 'embedded',
        description: 'Also runs on the embedded database (PGlite): a module’s happy path, a money race.',
      },
    ],
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['test/process/**/*.test.ts'],
          globalSetup: ['./test/support/compiled-server.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'api-pglite', include: taggedEmbedded, env: { TEST_DB: 'pglite' } },
      },
      {
        extends: true,
        test: { name: 'api-postgres', include: [`${apiTests}/**/*.test.ts`], env: { TEST_DB: 'postgres' } },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['test/cluster/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['./test/support/compiled-server.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'multi-redis', include: ['test/multi/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
      },
    ],
  },
});
