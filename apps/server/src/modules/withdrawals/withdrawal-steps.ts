import { formatRupees, type AdminWithdrawal, type LedgerKind, type Withdrawal } from '@app/contract';
import type { Db } from '../../db/database.ts';
import {
  PLATFORM_ACCOUNT_IDS,
  lockAccount,
  lockPendingAccountOf,
  postTransaction,
} from '../ledger/ledger.repository.ts';
import type { AdminWithdrawalRow, WithdrawalRow } from './withdrawals.repository.ts';

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: formatRupees(row.amountPaise),
  amountPaise: row.amountPaise,
  coins: row.coins,
  requestedAt: row.requestedAt.toISOString(),
  status: row.status,
  upiId: row.upiId,
  payoutReference: row.payoutReference,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  reason: row.reason,
});

export const toAdminWithdrawal = (row: AdminWithdrawalRow): AdminWithdrawal => ({
  ...toWithdrawal(row.withdrawal),
  listener: { id: row.withdrawal.listenerId, name: row.name, email: row.email ?? '' },
});

/** What an audit record keeps of a request before and after a step. */
export const decisionAudit = (row: WithdrawalRow) => ({
  status: row.status,
  amountPaise: row.amountPaise,
  payoutReference: row.payoutReference,
  reason: row.reason,
});

/**
 * Moves a request's reserved coins out of the PAYOUTS_PENDING account its reserve put them in: paid
 * (-> PAID_OUT, `WITHDRAWAL_PAYOUT`) or back to the listener (-> earnings, `WITHDRAWAL_RELEASE`: rejected,
 * or a gateway payout that failed). The caller holds the request row locked; the rest of the lock order
 * (earnings, then the pending account, then PAID_OUT) is taken here. `step` names the ledger reference
 * (`withdrawal:<id>:<step>`, unique: a step is never posted twice). Answers the ledger transaction id.
 */
export const settleReserve = async (
  tx: Db,
  row: WithdrawalRow,
  move: { to: 'PAID_OUT' | 'EARNINGS'; step: string; at: Date },
) => {
  const earnings = move.to === 'EARNINGS' ? await lockAccount(tx, 'LISTENER_EARNINGS', row.listenerId) : null;
  const pending = await lockPendingAccountOf(tx, row.reserveTransactionId);
  const kind: LedgerKind = earnings ? 'WITHDRAWAL_RELEASE' : 'WITHDRAWAL_PAYOUT';
  const posted = await postTransaction(tx, {
    kind,
    reference: `withdrawal:${row.id}:${move.step}`,
    at: move.at,
    postings: [
      { accountId: pending, amount: -row.coins },
      { accountId: earnings ? earnings.id : PLATFORM_ACCOUNT_IDS.PAID_OUT, amount: row.coins },
    ],
  });
  return posted.transactionId;
};

/**
 * A paid-out request the bank sent back (RazorpayX `payout.reversed` after `payout.processed`): PAID_OUT
 * -> the listener's earnings, once (reference `withdrawal:<id>:reversal`). The caller holds the request
 * row; earnings are locked before PAID_OUT (the lock order). Answers the ledger transaction id.
 */
export const reversePayout = async (tx: Db, row: WithdrawalRow, at: Date) => {
  const earnings = await lockAccount(tx, 'LISTENER_EARNINGS', row.listenerId);
  const posted = await postTransaction(tx, {
    kind: 'WITHDRAWAL_REVERSAL',
    reference: `withdrawal:${row.id}:reversal`,
    at,
    postings: [
      { accountId: PLATFORM_ACCOUNT_IDS.PAID_OUT, amount: -row.coins },
      { accountId: earnings.id, amount: row.coins },
    ],
  });
  return posted.transactionId;
};
