import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_BILLING_GRACE_SECONDS, routes, startedMinutes } from '@app/contract';
import { customerApi, customerSession, ids } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

// The customer's live "billed so far" counts minutes with the server's billing rule (the contract's
// startedMinutes): the first minute shows from 15.0 s, the moment the server would bill it. The
// moments are the contract's own boundary table (packages/contract/src/rules/rules.test.ts).
const NOW = new Date('2026-03-02T10:00:00.000Z').getTime();
const RATE = 4;

const boundaries: [elapsedMs: number, minutes: number, graceSeconds: number][] = [
  [14_999, 0, DEFAULT_BILLING_GRACE_SECONDS],
  [15_000, 1, DEFAULT_BILLING_GRACE_SECONDS],
  [60_000, 1, DEFAULT_BILLING_GRACE_SECONDS],
  [60_001, 2, DEFAULT_BILLING_GRACE_SECONDS],
  [75_000, 2, DEFAULT_BILLING_GRACE_SECONDS],
  // A server set to another grace (BILLING_GRACE_SECONDS) sends it with the session; the screen uses it.
  [2_999, 0, 3],
  [3_000, 1, 3],
  [14_999, 1, 3],
];

afterEach(() => {
  vi.useRealTimers();
});

describe('live "billed so far" (a running call)', () => {
  it.each(boundaries)(
    '%i ms after the start shows %i started minutes (grace %i s)',
    async (elapsedMs, minutes, graceSeconds) => {
      // Only the clock is frozen (timers run), so the screen's "now" is exactly NOW.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
      expect(startedMinutes(elapsedMs, graceSeconds)).toBe(minutes);
      customerApi({
        [`GET /sessions/mine/${ids.session}`]: () =>
          jsonResponse(200, {
            data: customerSession({
              mode: 'AUDIO',
              status: 'IN_PROGRESS',
              coinsPerMinute: RATE,
              billingGraceSeconds: graceSeconds,
              startedAt: new Date(NOW - elapsedMs).toISOString(),
              runsOutAt: new Date(NOW + 600_000).toISOString(),
              walletBalance: 100,
            }),
          }),
      });
      await renderApp(routes.app.session(ids.session));
      // The first render loads the lazy session screen, slow on a busy machine.
      await screen.findByRole('heading', { level: 1, name: 'In session with Asha Rao' }, { timeout: 10_000 });
      expect(screen.getByText(`${minutes} min × ${RATE} coins/min`)).toBeInTheDocument();
      expect(screen.getByText(`${minutes * RATE} coins`)).toBeInTheDocument();
    },
    30_000,
  );
});
