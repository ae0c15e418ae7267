import type { earningsQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { HOUR_MS } from '../../lib/durations.ts';
import { balanceOf } from '../ledger/ledger.repository.ts';
import { heldEarnings, listEarnings } from './earnings.repository.ts';

// What a listener earns, keeps, has on hold and may withdraw: the one home of these rules (issue 12's
// hold, issue 11's withdrawable balance). Session views, the Earnings page, the dashboards, withdrawals
// and refunds read them here.

export type EarningsSettings = {
  /** A session's earnings are on hold (refundable, not withdrawable) this long after it ended. */
  earningsHoldHours: number;
};

/** What the listener keeps of a session: earned less a refund's take-back (SQL twin: `keptEarnings`). */
export const keptOf = (s: { coinsEarned: number; listenerRefundedCoins: number }) =>
  s.coinsEarned - s.listenerRefundedCoins;

/**
 * The earnings balance (the LISTENER_EARNINGS account: earned, less refunds' take-backs, less what is
 * reserved for or paid out by withdrawals) split into what is still on hold and what is available:
 * available = balance − held, never below zero.
 */
export const splitBalance = (balance: number, held: number) => ({
  held: Math.min(held, balance),
  available: Math.max(0, balance - held),
});

const round1 = (n: number) => Math.round(n * 10) / 10;

export const createEarningsService = ({
  db,
  clock,
  settings,
}: {
  db: Db;
  clock: Clock;
  settings: EarningsSettings;
}) => {
  const holdMs = settings.earningsHoldHours * HOUR_MS;
  /** When a session's earnings leave the hold (null for one that has not ended). */
  const heldUntil = (endedAt: Date | null) => (endedAt ? new Date(endedAt.getTime() + holdMs) : null);

  /**
   * A listener's balance, held and available coins. Pass `balance` when the caller locked the earnings
   * row and read it (a withdrawal decides under that lock).
   */
  const standing = async (tx: Db, listenerId: string, balance?: number) => {
    const [current, held] = await Promise.all([
      balance ?? balanceOf(tx, 'LISTENER_EARNINGS', listenerId),
      heldEarnings(tx, listenerId, new Date(clock.now().getTime() - holdMs)),
    ]);
    return { balance: current, ...splitBalance(current, held) };
  };

  return {
    heldUntil,
    standing,

    /**
     * The listener's part of a refund of `coins` on a session, at `now`: within the hold their share goes
     * back in proportion to what they earned of the charge (floor of the cumulative share, so a full
     * refund takes back exactly what they earned); after it, nothing (the platform bears it all).
     */
    refundTakeBack(
      session: {
        endedAt: Date | null;
        coinsCharged: number;
        coinsEarned: number;
        refundedCoins: number;
        listenerRefundedCoins: number;
      },
      coins: number,
      now: Date,
    ) {
      const held = (heldUntil(session.endedAt)?.getTime() ?? 0) > now.getTime();
      if (!held) return 0;
      return (
        Math.floor(((session.refundedCoins + coins) * session.coinsEarned) / session.coinsCharged) -
        session.listenerRefundedCoins
      );
    },

    /** The Earnings page: earning sessions (what the listener kept of each), totals, held and available. */
    async list(listener: CurrentUser, query: z.output<typeof earningsQuerySchema>) {
      const [result, split] = await Promise.all([
        listEarnings(db, listener.id, query, {
          limit: query.pagesize,
          offset: (query.pagenumber - 1) * query.pagesize,
        }),
        standing(db, listener.id),
      ]);
      return {
        data: {
          sessions: result.rows.map((row) => ({
            id: row.id,
            customer: { name: row.customerName },
            timeInMinutes: row.billedMinutes,
            coinsEarned: keptOf(row),
            refundedCoins: row.listenerRefundedCoins,
            coinsPerMinute: row.coinsPerMinute,
            completedAt: (row.endedAt ?? row.updatedAt).toISOString(),
          })),
          totalRows: result.total,
          summary: {
            totalMinutes: result.totalMinutes,
            totalCoins: result.totalCoins,
            averageRatePerMinute: result.totalMinutes ? round1(result.totalCoins / result.totalMinutes) : 0,
            heldCoins: split.held,
            availableCoins: split.available,
          },
        },
      };
    },
  };
};

export type EarningsService = ReturnType<typeof createEarningsService>;
