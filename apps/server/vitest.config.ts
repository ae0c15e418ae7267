import { defineConfig } from 'vitest/config';

// Five projects: pure unit tests, the real entry points as processes, the API suite on the embedded database and again on PostgreSQL,
// and the multi-process suite (two app instances sharing PostgreSQL and Redis).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'process', include: ['test/process/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'api-pglite', include: ['test/api/**/*.test.ts'], env: { TEST_DB: 'pglite' } },
      },
      {
        extends: true,
        test: { name: 'api-postgres', include: ['test/api/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
      },
      {
        extends: true,
        test: { name: 'multi-redis', include: ['test/multi/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
      },
    ],
  },
});
