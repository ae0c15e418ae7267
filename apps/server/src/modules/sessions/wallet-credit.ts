import type { Db } from '../../db/database.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { balanceOf } from '../ledger/ledger.repository.ts';
import { runsOutAt } from './billing.ts';
import { notifySessionChange } from './session-events.ts';
import { findOpenSessionOf, lockRunningSessionOf, updateSession } from './sessions.repository.ts';

// The sessions rule of a wallet top-up: coins that land during a running session move its run-out
// moment. The wallet's purchase calls these in this order (the sessions' lock order: session, then wallet).

/** Before coins land in a wallet (same transaction): takes the running session's lock first. */
export const lockRunningSessionBeforeCredit = async (tx: Db, customerId: string) => {
  await lockRunningSessionOf(tx, customerId);
};

/** After coins landed in a wallet (same transaction): a running session's run-out moment moves. */
export const moveRunOutAfterCredit = async (tx: Db, customerId: string, now: Date) => {
  const running = await lockRunningSessionOf(tx, customerId);
  if (!running?.startedAt) return;
  // A session whose wallet already ran out has ended at that moment, swept or not: coins that arrive
  // later stay in the wallet and do not revive it (the sweeper bills it up to runsOutAt).
  if (running.runsOutAt && running.runsOutAt <= now) return;
  const balance = await balanceOf(tx, 'CUSTOMER_WALLET', customerId);
  await updateSession(tx, running.id, {
    runsOutAt: runsOutAt(running.startedAt, balance, running.coinsPerMinute),
    updatedAt: now,
  });
};

/** After the coins committed: both sides of a running session hear its new run-out moment. */
export const announceRunningSessionOf = async (db: Db, realtime: Realtime, customerId: string) => {
  const running = await findOpenSessionOf(db, { customerId }, ['IN_PROGRESS']);
  if (running) notifySessionChange(realtime, running);
};
