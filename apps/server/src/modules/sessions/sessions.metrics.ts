import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AppMetrics } from '../../plugins/metrics.ts';
import { countSessionsByStatus, oldestPassedDeadline } from './sessions.repository.ts';

/**
 * Sessions by state, and the deadline sweepers' lag: how long the oldest passed deadline (a request's
 * expiry, an acceptance's lapse, a wallet's run-out) has waited for a sweeper to end its session, 0 when
 * none waits. Every process sweeps each second, so it stays under about a second; a lag that grows means
 * no process sweeps (or sweeps fall behind), and customers are being kept in sessions they cannot pay.
 * Both are read from the database at scrape time: every process reports the same figures.
 */
export const registerSessionMetrics = (metrics: AppMetrics, { db, clock }: { db: Db; clock: Clock }) => {
  metrics.readAtScrape(
    () => countSessionsByStatus(db),
    [
      {
        name: 'listenwell_sessions',
        help: 'Sessions by state (database, all processes).',
        labelNames: ['state'],
        samples: (counts) => Object.entries(counts).map(([state, value]) => ({ labels: { state }, value })),
      },
    ],
  );
  metrics.readAtScrape(async () => {
    const now = clock.now();
    const oldest = await oldestPassedDeadline(db, now);
    return oldest ? Math.max(0, now.getTime() - oldest.getTime()) / 1000 : 0;
  }, [
    {
      name: 'listenwell_deadline_sweeper_lag_seconds',
      help: 'How long the oldest passed session deadline (expiry, run-out) has waited for a sweeper; 0 when none waits (database, all processes).',
      samples: (seconds) => seconds,
    },
  ]);
};
