import type { Db } from '../../db/database.ts';
import type { AppMetrics } from '../../plugins/metrics.ts';
import { checkLedger } from './ledger.repository.ts';

/**
 * The books' balance check at scrape time, both figures from one query: the sum of all ledger entries
 * (must stay 0) and the accounts whose balance differs from the sum of their entries (must stay 0).
 */
export const registerLedgerMetrics = (metrics: AppMetrics, db: Db) => {
  metrics.readAtScrape(
    () => checkLedger(db),
    [
      {
        name: 'listenwell_ledger_entries_sum_coins',
        help: 'Sum of every ledger entry ever written, in coins: 0 while the books balance.',
        samples: ({ sumOfAllEntries }) => sumOfAllEntries,
      },
      {
        name: 'listenwell_ledger_accounts_off_balance',
        help: 'Accounts whose balance differs from the sum of their ledger entries: 0 while the books agree.',
        samples: ({ accountsOffBalance }) => accountsOffBalance,
      },
    ],
  );
};
