import { randomUUID } from 'node:crypto';
import {
  CLOSING_CASE_ACTIONS,
  messages,
  routes,
  type CaseAction,
  type CaseDetail,
  type CaseParty,
  type CaseRow,
  type Helpline,
  type MessageFlag,
  type casesQuerySchema,
  type listPageQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { requiredIdempotencyKey } from '../../lib/idempotency-key.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import type { EarningsService } from '../earnings/earnings.service.ts';
import type { MailDispatcher } from '../mail/mail-dispatcher.ts';
import type { SendPush } from '../push/push.service.ts';
import {
  InsufficientFundsError,
  PLATFORM_ACCOUNT_IDS,
  accountIdOf,
  lockAccount,
  postTransaction,
} from '../ledger/ledger.repository.ts';
import { findSession } from '../sessions/sessions.repository.ts';
import {
  addSessionRefund,
  casesInvolving,
  findCase,
  findRefundByKey,
  insertCaseAction,
  insertRefund,
  listCaseActions,
  listCases,
  listHelplines,
  listReportsBy,
  listTranscript,
  lockCase,
  replaceHelplines,
  updateCase,
  type CaseWithPeople,
} from './moderation.repository.ts';
import { warningMail } from './moderation.mails.ts';
import { withLocale } from '../../lib/locale-context.ts';

const s = messages.safety;
const HISTORY_LIMIT = 10;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toCaseRow = (row: CaseWithPeople): CaseRow => ({
  id: row.record.id,
  kind: row.record.kind,
  status: row.record.status,
  urgent: row.record.urgent,
  category: row.record.category,
  details: row.record.details,
  reporter:
    row.record.reporterId && row.reporterName && row.reporterRole
      ? { id: row.record.reporterId, name: row.reporterName, role: row.reporterRole }
      : null,
  customer: { id: row.customer.id, name: row.customer.name, email: row.customer.email ?? '' },
  listener: { id: row.listener.id, name: row.listener.name, email: row.listener.email ?? '' },
  session: {
    id: row.session.id,
    mode: row.session.mode,
    status: row.session.status,
    startedAt: iso(row.session.startedAt),
    endedAt: iso(row.session.endedAt),
    timeInMinutes: row.session.billedMinutes,
    coinsCharged: row.session.coinsCharged,
    refundedCoins: row.session.refundedCoins,
  },
  flaggedMessages: row.flaggedMessages,
  outcome: row.record.outcome,
  createdAt: row.record.createdAt.toISOString(),
  closedAt: iso(row.record.closedAt),
});

const AUDIT_OF: Partial<Record<CaseAction, 'CASE_DISMISSED' | 'CASE_WARNED'>> = {
  DISMISS: 'CASE_DISMISSED',
  WARN: 'CASE_WARNED',
};

type ActionInput = {
  action: CaseAction;
  note?: string | undefined;
  refundCoins?: number | undefined;
  warn?: CaseParty | undefined;
};

/** Runs in the case's transaction; returns what to do once it has committed (a sign-out). */
type WithinCase = (tx: Db, admin: CurrentUser, userId: string) => Promise<() => void>;

/**
 * The moderation queue (reports and crisis flags), the admin's actions on a case, refunds, the
 * helplines list and each person's own report history. Blocking a listener and deactivating a customer
 * go through the listeners and users services (their audited paths, sign-out included), inside the
 * case's transaction; a warning is mailed through the outbox, in it too.
 */
export const createModerationService = ({
  db,
  clock,
  earnings,
  mail,
  blockListener,
  deactivateUser,
  sendPush,
}: {
  db: Db;
  clock: Clock;
  /** The earnings hold: when it ends, and a refund's take-back within it (earnings.service.ts). */
  earnings: Pick<EarningsService, 'heldUntil' | 'refundTakeBack'>;
  mail: Pick<MailDispatcher, 'queue' | 'wake'>;
  blockListener: WithinCase;
  deactivateUser: WithinCase;
  /** Web push (modules/push): the reporter hears that their report was decided. */
  sendPush?: SendPush | undefined;
}) => {
  const personHistory = async (userId: string, caseId: string) => {
    const { rows, filed, against } = await casesInvolving(db, userId, caseId, HISTORY_LIMIT);
    return {
      reportsFiled: filed,
      reportsAgainst: against,
      cases: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        category: row.category,
        status: row.status,
        outcome: row.outcome,
        createdAt: row.createdAt.toISOString(),
        role:
          row.kind === 'CRISIS'
            ? ('FLAGGED' as const)
            : row.reporterId === userId
              ? ('REPORTER' as const)
              : ('REPORTED' as const),
      })),
    };
  };

  const detail = async (id: string): Promise<CaseDetail> => {
    const row = await findCase(db, id);
    if (!row) throw new AppError('NOT_FOUND', s.caseNotFound);
    const [transcript, actions, customerHistory, listenerHistory] = await Promise.all([
      listTranscript(db, row.session.id),
      listCaseActions(db, id),
      personHistory(row.customer.id, id),
      personHistory(row.listener.id, id),
    ]);
    return {
      ...toCaseRow(row),
      transcript: transcript.map((message) => ({
        id: message.id,
        senderType: message.senderType,
        message: message.body,
        originalMessage: message.originalBody,
        flags: message.flags as MessageFlag[],
        timestamp: message.createdAt.toISOString(),
      })),
      actions: actions.map((entry) => ({
        action: entry.action,
        note: entry.note,
        refundCoins: entry.refundCoins,
        actor: { id: entry.actorId, name: entry.actorName },
        warned:
          entry.warnedId && entry.warnedName
            ? {
                id: entry.warnedId,
                name: entry.warnedName,
                party: entry.warnedId === row.customer.id ? ('CUSTOMER' as const) : ('LISTENER' as const),
              }
            : null,
        at: entry.at.toISOString(),
      })),
      history: { customer: customerHistory, listener: listenerHistory },
      transcriptDeletedAt: iso(row.session.transcriptErasedAt),
      refundable: row.session.coinsCharged - row.session.refundedCoins,
      earningsHeldUntil: iso(earnings.heldUntil(row.session.endedAt)),
    };
  };

  /**
   * Gives coins of a session back to its customer, inside the case's transaction. Within the earnings
   * hold the listener's share of the refund goes back too (in proportion to what they earned of the
   * charge, rounded so a full refund takes back exactly what they earned); after it the platform bears
   * it all. Lock order as a session charge: the session, then the wallet, then the ledger's rows.
   */
  const refund = async (
    tx: Db,
    admin: CurrentUser,
    caseId: string,
    sessionId: string,
    coins: number,
    key: string,
  ) => {
    const session = await findSession(tx, sessionId, { forUpdate: true });
    if (!session) throw new AppError('NOT_FOUND', messages.sessions.notFound);
    const earlier = await findRefundByKey(tx, sessionId, key);
    if (earlier) {
      if (earlier.coins !== coins)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.wallet.idempotencyKeyReused);
      return false;
    }
    if (session.coinsCharged === 0) throw new AppError('CONFLICT', s.nothingToRefund);
    const refundable = session.coinsCharged - session.refundedCoins;
    if (coins > refundable) throw new AppError('VALIDATION_ERROR', s.refundTooLarge(refundable));
    const now = clock.now();
    const listenerCoins = earnings.refundTakeBack(session, coins, now);
    const wallet = await lockAccount(tx, 'CUSTOMER_WALLET', session.customerId);
    const refundId = randomUUID();
    try {
      const posted = await postTransaction(tx, {
        kind: 'REFUND',
        reference: `refund:${refundId}`,
        at: now,
        postings: [
          { accountId: wallet.id, amount: coins },
          {
            accountId: await accountIdOf(tx, 'LISTENER_EARNINGS', session.listenerId),
            amount: -listenerCoins,
          },
          { accountId: PLATFORM_ACCOUNT_IDS.PLATFORM_REVENUE, amount: -(coins - listenerCoins) },
        ],
      });
      await insertRefund(tx, {
        id: refundId,
        sessionId,
        caseId,
        idempotencyKey: key,
        coins,
        listenerCoins,
        transactionId: posted.transactionId,
        createdBy: admin.id,
        createdAt: now,
      });
    } catch (error) {
      // Only the listener's earnings can run short (platform revenue may go below zero after the hold).
      if (error instanceof InsufficientFundsError) throw new AppError('CONFLICT', s.refundNotCovered);
      throw error;
    }
    await addSessionRefund(tx, sessionId, coins, listenerCoins);
    await insertAudit(tx, {
      actorId: admin.id,
      action: 'SESSION_REFUNDED',
      entityType: 'session',
      entityId: sessionId,
      before: { refundedCoins: session.refundedCoins },
      after: { refundedCoins: session.refundedCoins + coins, listenerCoins, caseId },
    });
    return true;
  };

  return {
    async helplines(): Promise<{ data: Helpline[] }> {
      return { data: await listHelplines(db) };
    },

    async updateHelplines(admin: CurrentUser, list: Helpline[]) {
      await db.transaction(async (tx) => {
        const before = await listHelplines(tx);
        await replaceHelplines(tx, list);
        await insertAudit(tx, {
          actorId: admin.id,
          action: 'HELPLINES_UPDATED',
          entityType: 'helplines',
          entityId: admin.id,
          before: { helplines: before },
          after: { helplines: list },
        });
      });
      return { data: await listHelplines(db) };
    },

    async listCases(query: z.output<typeof casesQuerySchema>) {
      const { rows, total } = await listCases(db, query.status, {
        limit: query.pagesize,
        offset: (query.pagenumber - 1) * query.pagesize,
      });
      return { data: rows.map(toCaseRow), totalRows: total };
    },

    /**
     * One case with its transcript. Reading a transcript is recorded in the audit log (who, which
     * session, when; issue 25), once the case is known to exist. The action endpoint's answer carries
     * the transcript too, but that action is itself audited on the case.
     */
    async getCase(admin: CurrentUser, id: string) {
      const data = await detail(id);
      await insertAudit(db, {
        actorId: admin.id,
        action: 'TRANSCRIPT_READ',
        entityType: 'session',
        entityId: data.session.id,
        before: null,
        after: null,
      });
      return { data };
    },

    /**
     * One admin action on an open case, audited, in one transaction with the case change: a refund's
     * ledger movement, a block or a deactivation (their own audited paths), a warning's mail. Sign-outs
     * and the mail go out once it has committed.
     */
    async act(admin: CurrentUser, id: string, input: ActionInput, rawKey: string | string[] | undefined) {
      let key: string | undefined;
      if (input.action === 'REFUND') key = requiredIdempotencyKey(rawKey, s.idempotencyKeyRequired);
      const current = await findCase(db, id);
      if (!current) throw new AppError('NOT_FOUND', s.caseNotFound);
      if (current.record.status === 'CLOSED') throw new AppError('CONFLICT', s.caseClosed);
      const warned = input.warn === 'CUSTOMER' ? current.customer : input.warn ? current.listener : null;

      const afterCommit = await db.transaction(async (tx) => {
        const locked = await lockCase(tx, id);
        if (!locked) throw new AppError('NOT_FOUND', s.caseNotFound);
        if (locked.status === 'CLOSED') throw new AppError('CONFLICT', s.caseClosed);
        const now = clock.now();
        let effect: (() => void) | undefined;
        if (input.action === 'REFUND' && key && input.refundCoins !== undefined) {
          const fresh = await refund(tx, admin, id, locked.sessionId, input.refundCoins, key);
          if (!fresh) return undefined; // A replay: the first request already recorded everything.
        }
        if (input.action === 'BLOCK_LISTENER') effect = await blockListener(tx, admin, current.listener.id);
        if (input.action === 'DEACTIVATE_CUSTOMER') {
          effect = await deactivateUser(tx, admin, current.customer.id);
        }
        if (warned?.email && input.note) {
          const words = { to: warned.email, name: warned.name, warning: input.note };
          // In the language the warned person reads, not the admin's.
          const warning = withLocale(warned.locale, () =>
            warningMail({ ...words, sessionStartedAt: current.session.startedAt }),
          );
          await mail.queue(warning, tx);
          effect = mail.wake;
        }
        const closes = CLOSING_CASE_ACTIONS.includes(input.action);
        await updateCase(tx, id, {
          outcome: input.action,
          ...(closes ? { status: 'CLOSED' as const, closedAt: now } : {}),
        });
        await insertCaseAction(tx, {
          caseId: id,
          action: input.action,
          note: input.note || null,
          refundCoins: input.refundCoins ?? null,
          warnedUserId: warned?.id ?? null,
          actorId: admin.id,
          at: now,
        });
        const audit = AUDIT_OF[input.action];
        if (audit) {
          await insertAudit(tx, {
            actorId: admin.id,
            action: audit,
            entityType: 'case',
            entityId: id,
            before: { status: locked.status },
            after: {
              status: closes ? 'CLOSED' : locked.status,
              note: input.note ?? null,
              ...(warned ? { warnedUserId: warned.id } : {}),
            },
          });
        }
        return effect;
      });
      afterCommit?.();
      // The person who filed a report hears it was decided once it closes (no word of what was decided:
      // the screen it opens says that).
      const reporterId = current.record.reporterId;
      if (CLOSING_CASE_ACTIONS.includes(input.action) && reporterId && current.reporterRole) {
        await sendPush?.(reporterId, {
          kind: 'moderation-outcome',
          url: current.reporterRole === 'LISTENER' ? routes.listener.reports : routes.app.reports,
        });
      }
      return { data: await detail(id) };
    },

    async myReports(userId: string, query: z.output<typeof listPageQuerySchema>) {
      const { rows, total } = await listReportsBy(db, userId, {
        limit: query.pagesize,
        offset: (query.pagenumber - 1) * query.pagesize,
      });
      return {
        data: rows.map(({ record, otherName }) => ({
          id: record.id,
          sessionId: record.sessionId,
          category: record.category ?? 'OTHER',
          reason: record.details ?? '',
          createdAt: record.createdAt.toISOString(),
          status: record.status,
          outcome: record.outcome,
          closedAt: iso(record.closedAt),
          about: { name: otherName },
        })),
        totalRows: total,
      };
    },
  };
};

export type ModerationService = ReturnType<typeof createModerationService>;
