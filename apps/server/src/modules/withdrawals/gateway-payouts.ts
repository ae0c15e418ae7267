import { inSourceLanguage } from '../../lib/locale-context.ts';
import { messages, routes } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { RECONCILE_INTERVAL_MS } from '../../lib/durations.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import type { SendPush } from '../push/push.service.ts';
import {
  FAILED_PAYOUT_STATUSES,
  GATEWAY_CURRENCY,
  GatewayError,
  OPEN_PAYOUT_STATUSES,
  payoutFailureDetail,
  type RazorpayPayout,
  type RazorpayPayouts,
} from '../payments/razorpay.ts';
import { decisionAudit, reversePayout, settleReserve, toAdminWithdrawal } from './withdrawal-steps.ts';
import {
  findAdminWithdrawal,
  claimProcessingPayouts,
  releasePayoutClaim,
  updateWithdrawal,
  type AdminWithdrawalRow,
} from './withdrawals.repository.ts';

const w = messages.withdrawals;
/** A reason is stored: in the source language, whoever's request wrote it (screens translate it). */
const stored = inSourceLanguage;

/** How many PROCESSING payouts one reconciler pass asks about (the rest wait for the next pass). */
const RECONCILE_BATCH = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a payout report (the API's answer, a webhook, the reconciler's question) did to its request. */
type PayoutOutcome =
  | 'paid'
  | 'failed'
  | 'reversed'
  | 'still processing'
  | 'already settled'
  | 'refused: unknown payout'
  | 'refused: amount or currency does not match the withdrawal';

type Applied = { outcome: PayoutOutcome; row: AdminWithdrawalRow | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A webhook's `payload.payout.entity`, checked for the fields settling needs. */
const payoutOfEntity = (entity: unknown): RazorpayPayout | undefined => {
  if (!isRecord(entity) || typeof entity.id !== 'string' || typeof entity.status !== 'string')
    return undefined;
  const details = isRecord(entity.status_details) ? entity.status_details : undefined;
  const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    id: entity.id,
    amount: typeof entity.amount === 'number' ? entity.amount : Number.NaN,
    currency: typeof entity.currency === 'string' ? entity.currency : '',
    status: entity.status,
    reference_id: textOf(entity.reference_id),
    utr: textOf(entity.utr),
    failure_reason: textOf(entity.failure_reason),
    status_details: details
      ? {
          reason: textOf(details.reason),
          description: textOf(details.description),
          source: textOf(details.source),
        }
      : null,
  };
};

/**
 * Listener payouts through RazorpayX (issue 22 §4). The admin's Pay on an ACCEPTED request:
 *
 *   intent:  one transaction locks the request row, checks it is ACCEPTED and makes it PROCESSING
 *            (`payout_sent_at`), audited, and commits BEFORE the gateway is called. Of two clicks or two
 *            admins one finds it ACCEPTED; the other gets 409. The payout's idempotency key and
 *            reference_id are the request's id, so every later attempt is the same payout.
 *   send:    POST /v1/payouts (outside any transaction). Its answer is applied like a webhook. A 5xx or
 *            a timeout leaves it PROCESSING (503 to the admin): the gateway may or may not have it.
 *            A 4xx means the gateway made no payout: the request FAILS at once and the coins return.
 *   settle:  whichever comes first of the answer, the webhooks (payout.processed / failed / rejected /
 *            reversed) and the reconciler locks the row and applies the payout's status once:
 *            processed -> PROCESSED (UTR = payout reference; PAYOUTS_PENDING -> PAID_OUT); failed,
 *            rejected, cancelled, reversed -> FAILED with the gateway's reason (PAYOUTS_PENDING ->
 *            earnings); reversed after PROCESSED -> FAILED (PAID_OUT -> earnings, once).
 *   recover: the reconciler asks about every request PROCESSING longer than `checkAfterSeconds`: by
 *            payout id, else by reference_id; a payout the gateway never got (a crash or an outage
 *            between the intent and the call) is sent again with the same idempotency key.
 *
 * A payout whose amount or currency is not the request's, or that no PROCESSING request sent, is
 * refused (and recorded by the webhook).
 */
export const createGatewayPayouts = ({
  db,
  clock,
  gateway,
  log,
  settings,
  sendPush,
}: {
  db: Db;
  clock: Clock;
  gateway: RazorpayPayouts;
  log: FastifyBaseLogger;
  /** Web push (modules/push): the listener hears their withdrawal was paid, once it committed. */
  sendPush?: SendPush | undefined;
  settings: { checkAfterSeconds: number };
}) => {
  /** Applies what the gateway says of a payout to its request, under the request row's lock. */
  const apply = async (tx: Db, withdrawalId: string, payout: RazorpayPayout): Promise<Applied> => {
    const found = UUID.test(withdrawalId)
      ? await findAdminWithdrawal(tx, withdrawalId, { forUpdate: true })
      : undefined;
    const before = found?.withdrawal;
    const sent = before && before.payoutSentAt !== null;
    if (!found || !before || !sent || (before.payoutId !== null && before.payoutId !== payout.id)) {
      return { outcome: 'refused: unknown payout', row: found };
    }
    if (payout.amount !== before.amountPaise || payout.currency !== GATEWAY_CURRENCY) {
      return { outcome: 'refused: amount or currency does not match the withdrawal', row: found };
    }
    const now = clock.now();
    const finish = async (
      outcome: PayoutOutcome,
      change: Parameters<typeof updateWithdrawal>[2],
      action?: 'WITHDRAWAL_PROCESSED' | 'WITHDRAWAL_FAILED',
    ): Promise<Applied> => {
      const after = await updateWithdrawal(tx, before.id, { payoutId: payout.id, ...change });
      if (action) {
        await insertAudit(tx, {
          // The gateway acts on the admin's Pay: the record names that admin, and says who answered.
          actorId: before.decidedBy ?? before.listenerId,
          action,
          entityType: 'withdrawal',
          entityId: before.id,
          before: decisionAudit(before),
          after: { ...decisionAudit(after), by: 'gateway', payoutId: payout.id, payoutStatus: payout.status },
        });
      }
      return { outcome, row: { ...found, withdrawal: after } };
    };

    if (before.status === 'PROCESSING') {
      if (payout.status === 'processed') {
        const settleTransactionId = await settleReserve(tx, before, {
          to: 'PAID_OUT',
          step: 'process',
          at: now,
        });
        return finish(
          'paid',
          {
            status: 'PROCESSED',
            payoutReference: payout.utr ?? payout.id,
            decidedAt: now,
            settleTransactionId,
          },
          'WITHDRAWAL_PROCESSED',
        );
      }
      if (FAILED_PAYOUT_STATUSES.has(payout.status)) {
        const settleTransactionId = await settleReserve(tx, before, {
          to: 'EARNINGS',
          step: 'fail',
          at: now,
        });
        const detail = payoutFailureDetail(payout);
        return finish(
          'failed',
          {
            status: 'FAILED',
            reason:
              payout.status === 'reversed'
                ? stored(() => w.payoutReversedReason(detail))
                : stored(() => w.payoutFailedReason(detail)),
            decidedAt: now,
            settleTransactionId,
          },
          'WITHDRAWAL_FAILED',
        );
      }
      return before.payoutId === null
        ? finish('still processing', {})
        : { outcome: 'still processing', row: found };
    }
    if (before.status === 'PROCESSED' && payout.status === 'reversed') {
      const reverseTransactionId = await reversePayout(tx, before, now);
      return finish(
        'reversed',
        {
          status: 'FAILED',
          reason: stored(() => w.payoutReversedReason(payoutFailureDetail(payout))),
          decidedAt: now,
          reverseTransactionId,
        },
        'WITHDRAWAL_FAILED',
      );
    }
    return { outcome: 'already settled', row: found };
  };

  /** What to do once a settlement committed: a paid payout's push to its listener. */
  const afterSettled = (applied: Applied) => {
    const listenerId = applied.row?.withdrawal.listenerId;
    if (applied.outcome !== 'paid' || !listenerId) return undefined;
    return async () => {
      await sendPush?.(listenerId, { kind: 'withdrawal-paid', url: routes.listener.withdrawals });
    };
  };

  const applyInTransaction = async (withdrawalId: string, payout: RazorpayPayout) => {
    const applied = await db.transaction((tx) => apply(tx, withdrawalId, payout));
    await afterSettled(applied)?.();
    return applied;
  };

  const send = (row: AdminWithdrawalRow) =>
    gateway.createPayout({
      amountPaise: row.withdrawal.amountPaise,
      upiId: row.withdrawal.upiId,
      name: row.name,
      referenceId: row.withdrawal.id,
      idempotencyKey: row.withdrawal.id,
    });

  /** A 4xx to a payout request: the gateway made no payout, so the request fails and the coins return. */
  const failRefused = (withdrawalId: string, error: GatewayError) =>
    db.transaction(async (tx) => {
      const found = await findAdminWithdrawal(tx, withdrawalId, { forUpdate: true });
      if (found?.withdrawal.status !== 'PROCESSING' || found.withdrawal.payoutId !== null) return found;
      const before = found.withdrawal;
      const now = clock.now();
      const settleTransactionId = await settleReserve(tx, before, { to: 'EARNINGS', step: 'fail', at: now });
      const after = await updateWithdrawal(tx, before.id, {
        status: 'FAILED',
        reason: stored(() => w.payoutFailedReason(error.message)),
        decidedAt: now,
        settleTransactionId,
      });
      await insertAudit(tx, {
        actorId: before.decidedBy ?? before.listenerId,
        action: 'WITHDRAWAL_FAILED',
        entityType: 'withdrawal',
        entityId: before.id,
        before: decisionAudit(before),
        after: { ...decisionAudit(after), by: 'gateway' },
      });
      return { ...found, withdrawal: after };
    });

  const isRefusal = (error: GatewayError) =>
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429;

  return {
    /** The admin's Pay on an ACCEPTED request: PROCESSING, then the payout is sent (see above). */
    async pay(admin: CurrentUser, id: string) {
      const sent = await db.transaction(async (tx) => {
        const found = await findAdminWithdrawal(tx, id, { forUpdate: true });
        if (!found) throw new AppError('NOT_FOUND', w.notFound);
        const before = found.withdrawal;
        if (before.status !== 'ACCEPTED') {
          throw new AppError(
            'CONFLICT',
            before.status === 'PENDING' ? w.cannotPay : w.alreadyDecided(before.status),
          );
        }
        const now = clock.now();
        const after = await updateWithdrawal(tx, id, {
          status: 'PROCESSING',
          payoutSentAt: now,
          decidedAt: now,
          decidedBy: admin.id,
        });
        await insertAudit(tx, {
          actorId: admin.id,
          action: 'WITHDRAWAL_PAYOUT_SENT',
          entityType: 'withdrawal',
          entityId: id,
          before: decisionAudit(before),
          after: decisionAudit(after),
        });
        return { ...found, withdrawal: after };
      });
      let payout: RazorpayPayout;
      try {
        payout = await send(sent);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        if (isRefusal(error)) {
          log.warn({ withdrawalId: id, err: error.message }, 'RazorpayX refused a payout: failed');
          const failed = await failRefused(id, error);
          throw new AppError('GATEWAY_REFUSED', w.payoutRefused(failed?.withdrawal.reason ?? error.message));
        }
        log.warn(
          { withdrawalId: id, err: error.message },
          'RazorpayX did not answer a payout: left processing',
        );
        throw new AppError('UNAVAILABLE', w.payoutGatewayUnavailable);
      }
      const applied = await applyInTransaction(id, payout);
      if (applied.outcome.startsWith('refused')) {
        log.error(
          { withdrawalId: id, payoutId: payout.id, outcome: applied.outcome },
          'RazorpayX payout answer refused',
        );
      }
      return { data: toAdminWithdrawal(applied.row ?? sent) };
    },

    /**
     * A `payout.*` webhook, in the webhook's transaction (its event id already recorded, so a duplicate
     * never gets here). Answers what it did and the request it was about.
     */
    settleWebhook: async (tx: Db, event: string, entity: unknown) => {
      const payout = payoutOfEntity(entity);
      if (!payout || !payout.reference_id) {
        return { outcome: 'refused: unknown payout' as PayoutOutcome, withdrawalId: undefined };
      }
      // A terminal event settles by its name (its entity says the same); others leave it processing.
      const named = event.slice('payout.'.length);
      if (named === 'processed' || FAILED_PAYOUT_STATUSES.has(named)) payout.status = named;
      else if (!OPEN_PAYOUT_STATUSES.has(payout.status)) payout.status = 'processing';
      const applied = await apply(tx, payout.reference_id, payout);
      return {
        outcome: applied.outcome,
        withdrawalId: applied.row?.withdrawal.id,
        afterCommit: afterSettled(applied),
      };
    },

    /**
     * The reconciler: every request PROCESSING longer than `checkAfterSeconds` is asked about at the
     * gateway (by payout id, else by reference_id) and settled; one the gateway never got is sent again
     * with the same idempotency key. Gateway calls are made outside any transaction.
     */
    async reconcile(recheckAfterMs = RECONCILE_INTERVAL_MS) {
      const now = clock.now();
      const sentBefore = new Date(now.getTime() - settings.checkAfterSeconds * 1000);
      // Claimed until the next pass is due: another process's reconciler skips them meanwhile.
      const stuck = await claimProcessingPayouts(db, sentBefore, {
        now,
        until: new Date(now.getTime() + recheckAfterMs),
        limit: RECONCILE_BATCH,
      });
      const counts = { settled: 0, resent: 0, unreachable: 0 };
      for (const { id } of stuck) {
        const found = await findAdminWithdrawal(db, id);
        if (found?.withdrawal.status !== 'PROCESSING') continue;
        let payout: RazorpayPayout | undefined;
        try {
          payout = found.withdrawal.payoutId
            ? await gateway.fetchPayout(found.withdrawal.payoutId)
            : (await gateway.findPayouts(id)).find((p) => p.reference_id === id);
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          counts.unreachable += 1;
          log.warn(
            { withdrawalId: id, err: error.message },
            'RazorpayX unreachable while reconciling a payout',
          );
          await releasePayoutClaim(db, id);
          continue;
        }
        if (!payout) {
          // The gateway never got it (a crash or an outage between the intent and the call): the same
          // idempotency key makes this the one payout even if the first call arrives after all.
          try {
            payout = await send(found);
            counts.resent += 1;
          } catch (error) {
            if (!(error instanceof GatewayError)) throw error;
            if (isRefusal(error)) {
              await failRefused(id, error);
              counts.settled += 1;
            } else {
              counts.unreachable += 1;
              log.warn(
                { withdrawalId: id, err: error.message },
                'RazorpayX unreachable while resending a payout',
              );
              await releasePayoutClaim(db, id);
            }
            continue;
          }
        }
        const applied = await applyInTransaction(id, payout);
        if (applied.outcome === 'paid' || applied.outcome === 'failed' || applied.outcome === 'reversed') {
          counts.settled += 1;
        } else if (applied.outcome.startsWith('refused')) {
          log.error(
            { withdrawalId: id, payoutId: payout.id, outcome: applied.outcome },
            'RazorpayX payout refused',
          );
        }
      }
      return counts;
    },
  };
};

export type GatewayPayouts = ReturnType<typeof createGatewayPayouts>;

/**
 * Runs the payout reconciler every `intervalMs` on this process (a pass at a time; each pass claims what
 * it asks about for `intervalMs`); answers its stop.
 */
export const startPayoutReconciler = (payouts: GatewayPayouts, intervalMs: number, log: FastifyBaseLogger) =>
  startPeriodicJob(() => payouts.reconcile(intervalMs), {
    intervalMs,
    log,
    failure: 'payout reconciliation failed',
  });
