import type { Db } from '../../db/database.ts';
import type { AppMetrics } from '../../plugins/metrics.ts';
import { countPurchasesByStatus } from './wallet.repository.ts';

/** Plan purchases (payments) by state, read at scrape time. */
export const registerWalletMetrics = (metrics: AppMetrics, db: Db) => {
  metrics.readAtScrape(
    () => countPurchasesByStatus(db),
    [
      {
        name: 'listenwell_purchases',
        help: 'Plan purchases (payments) by state: PENDING, CONFIRMED, DECLINED (database, all processes).',
        labelNames: ['state'],
        samples: (counts) => Object.entries(counts).map(([state, value]) => ({ labels: { state }, value })),
      },
    ],
  );
};
