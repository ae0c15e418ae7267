import type { LedgerSummary } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { ledgerTotals } from './ledger.repository.ts';

/** The books at a glance, for admins. */
export const createLedgerService = ({ db }: { db: Db }) => ({
  async summary(): Promise<{ data: LedgerSummary }> {
    const { totals, sumOfAllEntries } = await ledgerTotals(db);
    return {
      data: {
        accounts: {
          customerWallets: totals.CUSTOMER_WALLET ?? 0,
          listenerEarnings: totals.LISTENER_EARNINGS ?? 0,
          platformRevenue: totals.PLATFORM_REVENUE ?? 0,
          // PAID_IN is where bought coins come from, so its balance is minus what was paid in.
          paidIn: 0 - (totals.PAID_IN ?? 0),
          paidOut: totals.PAID_OUT ?? 0,
          payoutsPending: totals.PAYOUTS_PENDING ?? 0,
        },
        sumOfAllEntries,
      },
    };
  },
});

export type LedgerService = ReturnType<typeof createLedgerService>;
