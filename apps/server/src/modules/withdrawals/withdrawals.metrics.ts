import type { Db } from '../../db/database.ts';
import type { AppMetrics } from '../../plugins/metrics.ts';
import { countWithdrawalsByStatus } from './withdrawals.repository.ts';

/** Withdrawal requests (payouts) by state, read at scrape time. */
export const registerWithdrawalMetrics = (metrics: AppMetrics, db: Db) => {
  metrics.readAtScrape(
    () => countWithdrawalsByStatus(db),
    [
      {
        name: 'listenwell_withdrawals',
        help: 'Withdrawal requests (payouts) by state: PENDING, ACCEPTED, PROCESSED, REJECTED (database, all processes).',
        labelNames: ['state'],
        samples: (counts) => Object.entries(counts).map(([state, value]) => ({ labels: { state }, value })),
      },
    ],
  );
};
