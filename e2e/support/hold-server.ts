// The test fixture for the files that run on the second server with the product's earnings hold
// (support/hold-server-process.ts, started by global setup in the background).
import { test as base } from './fixtures.ts';
import { holdServerUrl } from './hold-server-process.ts';

/** Its start (a fresh embedded database) may still be under way when the first such test begins. */
const START_TIMEOUT_MS = 300_000;

/** The shared fixture with `baseURL` (so `page`, `request` and new contexts) on the server with the hold. */
export const test = base.extend<object, { holdServer: string }>({
  holdServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await holdServerUrl(START_TIMEOUT_MS));
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS },
  ],
  baseURL: async ({ holdServer }, use) => {
    await use(holdServer);
  },
});
