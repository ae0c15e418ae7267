import { randomUUID } from 'node:crypto';
import {
  WITHDRAWAL_CSV_COLUMNS,
  messages,
  routes,
  type adminWithdrawalsFilterSchema,
  type adminWithdrawalsQuerySchema,
  type myWithdrawalsQuerySchema,
  formatRupees,
  formatDateTime,
  DASHBOARD_TIME_ZONE,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { csvText } from '../../lib/csv.ts';
import { requiredIdempotencyKey } from '../../lib/idempotency-key.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import type { SendPush } from '../push/push.service.ts';
import type { EarningsService } from '../earnings/earnings.service.ts';
import { accountIdOf, lockAccount, postTransaction } from '../ledger/ledger.repository.ts';
import { decisionAudit, settleReserve, toAdminWithdrawal, toWithdrawal } from './withdrawal-steps.ts';
import {
  exportAdminWithdrawals,
  findAdminWithdrawal,
  findPayoutTarget,
  findWithdrawalByKey,
  insertWithdrawal,
  listAdminWithdrawals,
  listListenerWithdrawals,
  openWithdrawalTotals,
  updateWithdrawal,
  type WithdrawalRow,
} from './withdrawals.repository.ts';

type WithdrawalSettings = {
  coinValuePaise: number;
  minWithdrawalRupees: number;
  /** Issue 25 §2: no request for this long after the UPI id changed (WITHDRAWAL_HOLD_HOURS). */
  withdrawalHoldHours: number;
};
const HOUR_MS = 3_600_000;

/** Rows in one CSV export (a payout batch); more is a sign the filter is wrong. */
const EXPORT_MAX_ROWS = 10_000;

const w = messages.withdrawals;

type Decision =
  { kind: 'accept' } | { kind: 'process'; payoutReference: string } | { kind: 'reject'; reason: string };

/**
 * Listener withdrawals and the admin's decisions on them. A listener may withdraw their earnings less
 * what is still on hold (sessions that ended within EARNINGS_HOLD_HOURS, which a refund may take back).
 * Money moves only here, each step one database transaction with its ledger movement and audit record:
 * request (earnings -> the listener's PAYOUTS_PENDING), process (PAYOUTS_PENDING -> PAID_OUT), reject
 * (PAYOUTS_PENDING -> earnings), a settlement taking the coins from the pending account its request's
 * reserve put them in (the platform's row for requests made before migration 0013).
 *
 * Lock order, the same in every step (each takes the locks it needs, in this order): the request row
 * (decisions), the listener's profile row (request: the payout guard's UPI change locks it too, so a
 * request and a change run one after the other), the listener's earnings row (request, reject), the
 * pending account, PAID_OUT (process).
 * So no two of these wait for each other in a circle. A request locks only its own listener's rows:
 * requests of different listeners never wait for each other, and those of one listener queue on the
 * earnings row. Session charges and refunds lock earnings rows but never a pending account or PAID_OUT.
 */
export const createWithdrawalsService = ({
  db,
  clock,
  earnings,
  settings,
  sendPush,
}: {
  db: Db;
  clock: Clock;
  /** Web push (modules/push): the listener hears their withdrawal was paid, once it committed. */
  sendPush?: SendPush | undefined;
  /** What is available: the earnings less what is on hold (earnings.service.ts). */
  earnings: Pick<EarningsService, 'standing'>;
  settings: WithdrawalSettings & {
    /** Whether the admin's Pay sends payouts through the gateway (RAZORPAYX_ACCOUNT_NUMBER). */
    gatewayPayouts: boolean;
  };
}) => {
  const minimumPaise = settings.minWithdrawalRupees * 100;
  const toPaise = (coins: number) => coins * settings.coinValuePaise;
  /** The end of the pause after a UPI id change, or null once it has passed (the app clock). */
  const holdEnd = (changedAt: Date | null) => {
    if (!changedAt) return null;
    const until = new Date(changedAt.getTime() + settings.withdrawalHoldHours * HOUR_MS);
    return until > clock.now() ? until : null;
  };
  const holdMessage = (until: Date) =>
    w.payoutHold(
      formatDateTime(until, { dateStyle: 'medium', timeStyle: 'short', timeZone: DASHBOARD_TIME_ZONE }),
    );

  const decide = async (admin: CurrentUser, id: string, decision: Decision) => {
    const row = await db.transaction(async (tx) => {
      const found = await findAdminWithdrawal(tx, id, { forUpdate: true });
      if (!found) throw new AppError('NOT_FOUND', w.notFound);
      const before = found.withdrawal;
      const allowed =
        decision.kind === 'reject'
          ? before.status === 'PENDING' || before.status === 'ACCEPTED'
          : decision.kind === 'accept'
            ? before.status === 'PENDING'
            : before.status === 'ACCEPTED';
      if (!allowed) {
        const message =
          decision.kind === 'process' && before.status === 'PENDING'
            ? w.cannotProcess
            : w.alreadyDecided(before.status);
        throw new AppError('CONFLICT', message);
      }
      const now = clock.now();
      const decided = { decidedAt: now, decidedBy: admin.id };
      let after: WithdrawalRow;
      if (decision.kind === 'accept') {
        after = await updateWithdrawal(tx, id, { ...decided, status: 'ACCEPTED' });
      } else {
        const settleTransactionId = await settleReserve(tx, before, {
          to: decision.kind === 'process' ? 'PAID_OUT' : 'EARNINGS',
          step: decision.kind,
          at: now,
        });
        after = await updateWithdrawal(
          tx,
          id,
          decision.kind === 'process'
            ? {
                ...decided,
                status: 'PROCESSED',
                payoutReference: decision.payoutReference,
                settleTransactionId,
              }
            : {
                ...decided,
                status: 'REJECTED',
                reason: decision.reason,
                settleTransactionId,
              },
        );
      }
      await insertAudit(tx, {
        actorId: admin.id,
        action:
          decision.kind === 'accept'
            ? 'WITHDRAWAL_ACCEPTED'
            : decision.kind === 'process'
              ? 'WITHDRAWAL_PROCESSED'
              : 'WITHDRAWAL_REJECTED',
        entityType: 'withdrawal',
        entityId: id,
        before: decisionAudit(before),
        after: decisionAudit(after),
      });
      return { withdrawal: after, name: found.name, email: found.email };
    });
    if (row.withdrawal.status === 'PROCESSED') {
      await sendPush?.(row.withdrawal.listenerId, {
        kind: 'withdrawal-paid',
        url: routes.listener.withdrawals,
      });
    }
    return { data: toAdminWithdrawal(row) };
  };

  return {
    async listMine(listenerId: string, query: z.output<typeof myWithdrawalsQuerySchema>) {
      const [page, standing, open, target] = await Promise.all([
        listListenerWithdrawals(db, listenerId, query.status, {
          limit: query.pagesize,
          offset: (query.pagenumber - 1) * query.pagesize,
        }),
        earnings.standing(db, listenerId),
        openWithdrawalTotals(db, listenerId),
        findPayoutTarget(db, listenerId),
      ]);
      const until = holdEnd(target.changedAt);
      return {
        data: {
          withdrawals: page.rows.map(toWithdrawal),
          totalRows: page.total,
          available: toPaise(standing.available),
          held: toPaise(standing.held),
          reserved: open.amountPaise,
          minimum: minimumPaise,
          coinValuePaise: settings.coinValuePaise,
          hasUpiId: target.upiId !== null,
          payoutHold: until ? { until: until.toISOString(), message: holdMessage(until) } : null,
        },
      };
    },

    /**
     * Reserves the amount at once, once per Idempotency-Key, in the listener's own PAYOUTS_PENDING
     * account. The earnings row is locked before anything is read, so parallel requests of one listener
     * run one after another: each sees the balance the previous one left, and a replayed key finds the
     * committed first request. No row another listener's request writes is touched.
     */
    async request(listenerId: string, amountPaise: number, rawKey: string | string[] | undefined) {
      const key = requiredIdempotencyKey(rawKey, w.idempotencyKeyRequired);
      const row = await db.transaction(async (tx) => {
        // The profile row first (see the lock order above): a UPI change in flight is waited for.
        const target = await findPayoutTarget(tx, listenerId, { lock: true });
        const locked = await lockAccount(tx, 'LISTENER_EARNINGS', listenerId);
        const earlier = await findWithdrawalByKey(tx, listenerId, key);
        if (earlier) {
          if (earlier.amountPaise !== amountPaise)
            throw new AppError('IDEMPOTENCY_KEY_REUSED', w.idempotencyKeyReused);
          return earlier;
        }
        if (amountPaise < minimumPaise)
          throw new AppError('VALIDATION_ERROR', w.belowMinimum(formatRupees(minimumPaise)));
        if (amountPaise % settings.coinValuePaise !== 0) {
          throw new AppError('VALIDATION_ERROR', w.notCoinMultiple(formatRupees(settings.coinValuePaise)));
        }
        const { upiId } = target;
        if (!upiId) throw new AppError('VALIDATION_ERROR', w.upiRequired);
        const until = holdEnd(target.changedAt);
        if (until) throw new AppError('CONFLICT', holdMessage(until));
        const coins = amountPaise / settings.coinValuePaise;
        // Under the earnings row lock: the balance it read is the one the hold is taken from.
        const { available } = await earnings.standing(tx, listenerId, locked.balance);
        if (coins > available)
          throw new AppError('VALIDATION_ERROR', w.exceedsAvailable(formatRupees(toPaise(available))));
        const id = randomUUID();
        const now = clock.now();
        // Created by the listener's first request; its row is locked by the posting, after the earnings.
        const pending = await accountIdOf(tx, 'PAYOUTS_PENDING', listenerId);
        const posted = await postTransaction(tx, {
          kind: 'WITHDRAWAL_RESERVE',
          reference: `withdrawal:${id}:reserve`,
          at: now,
          postings: [
            { accountId: locked.id, amount: -coins },
            { accountId: pending, amount: coins },
          ],
        });
        const inserted = await insertWithdrawal(tx, {
          id,
          listenerId,
          idempotencyKey: key,
          amountPaise,
          coins,
          upiId,
          requestedAt: now,
          reserveTransactionId: posted.transactionId,
        });
        if (!inserted) throw new Error('withdrawal idempotency conflict under the account lock');
        await insertAudit(tx, {
          actorId: listenerId,
          action: 'WITHDRAWAL_REQUESTED',
          entityType: 'withdrawal',
          entityId: id,
          before: null,
          after: { status: inserted.status, amountPaise, coins, upiId },
        });
        return inserted;
      });
      return { data: toWithdrawal(row) };
    },

    async listForAdmin(query: z.output<typeof adminWithdrawalsQuerySchema>) {
      const { rows, total } = await listAdminWithdrawals(db, query, {
        limit: query.pagesize,
        offset: (query.pagenumber - 1) * query.pagesize,
      });
      return { data: rows.map(toAdminWithdrawal), totalRows: total, gatewayPayouts: settings.gatewayPayouts };
    },

    accept: (admin: CurrentUser, id: string) => decide(admin, id, { kind: 'accept' }),
    process: (admin: CurrentUser, id: string, payoutReference: string) =>
      decide(admin, id, { kind: 'process', payoutReference }),
    reject: (admin: CurrentUser, id: string, reason: string) => decide(admin, id, { kind: 'reject', reason }),

    /** The filtered requests as CSV text (header row first), oldest first. */
    async exportCsv(filter: z.output<typeof adminWithdrawalsFilterSchema>) {
      const rows = await exportAdminWithdrawals(db, filter, EXPORT_MAX_ROWS);
      return csvText(
        WITHDRAWAL_CSV_COLUMNS,
        rows.map(({ withdrawal: row, name, email }) => [
          row.id,
          row.requestedAt.toISOString(),
          row.status,
          name,
          email ?? '',
          row.upiId,
          (row.amountPaise / 100).toFixed(2),
          row.coins,
          row.payoutReference,
          row.decidedAt?.toISOString() ?? null,
          row.reason,
        ]),
      );
    },
  };
};

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
