import {
  ACCEPTED_SESSION_TTL_SECONDS,
  LOW_BALANCE_WARNING_SECONDS,
  canPayOneMinute,
  isApprovedListener,
  isLowBalance,
  messages,
  routes,
  socketEvents,
  type ChatMessage,
  type CustomerSession,
  type ListenerSession,
  type SessionEndReason,
  type SessionRequestBody,
  type SessionStatus,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { SendPush } from '../push/push.service.ts';
import { findBlockBetween } from '../blocks/blocks.repository.ts';
import { keptOf } from '../earnings/earnings.service.ts';
import { fileUrl } from '../files/files.service.ts';
import { isPresent } from '../presence/presence-rules.ts';
import {
  accountIdOf,
  balanceOf,
  lockAccount,
  postTransaction,
  PLATFORM_ACCOUNT_IDS,
} from '../ledger/ledger.repository.ts';
import { billSession, runsOutAt, type BillingSettings } from './billing.ts';
import { isOpen, notifySessionChange, toChatMessage } from './session-events.ts';
import {
  claimLowBalanceWarnings,
  findBookableListener,
  findDueSessionIds,
  findOpenSessionOf,
  findSession,
  findSessionByKey,
  findSessionView,
  insertSession,
  listCustomerSessions,
  listListenerSessions,
  listMessages,
  lockOpenSessionOf,
  lockOpenSessionsOf,
  updateSession,
  type ListenerViewRow,
  type SessionRow,
  type SessionViewRow,
} from './sessions.repository.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';

export type SessionSettings = BillingSettings & { requestTtlSeconds: number };

type SessionsDeps = {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  settings: SessionSettings;
  /** Web push (modules/push), sent once a change committed; none for the demo seeding. */
  sendPush?: SendPush | undefined;
};
type Paging = { pagenumber: number; pagesize: number };

const pageOf = (query: Paging) => ({
  limit: query.pagesize,
  offset: (query.pagenumber - 1) * query.pagesize,
});
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const sameRequest = (row: SessionRow, body: SessionRequestBody) =>
  row.listenerId === body.listenerId &&
  row.mode === body.mode &&
  row.language === body.language &&
  row.userMood === body.userMood;

const commonView = (s: SessionRow) => ({
  id: s.id,
  status: s.status,
  endReason: s.endReason,
  mode: s.mode,
  language: s.language,
  userMood: s.userMood,
  coinsPerMinute: s.coinsPerMinute,
  requestedAt: s.requestedAt.toISOString(),
  expiresAt: s.expiresAt.toISOString(),
  startedAt: iso(s.startedAt),
  endedAt: iso(s.endedAt),
  timeInMinutes: s.billedMinutes,
  // Lists carry no messages; one session's view fills them in (withMessages).
  sessionMessages: [] as ChatMessage[],
  transcriptDeleted: s.transcriptErasedAt !== null,
  reportedAt: iso(s.reportedAt),
});

const toListenerView = (row: ListenerViewRow): ListenerSession => ({
  ...commonView(row.session),
  customer: { id: row.session.customerId, name: row.customerName },
  coinsEarned: keptOf(row.session),
  completedAt: iso(row.session.endedAt),
  crisisAt: iso(row.session.crisisAt),
  customerNote: row.customerNote,
});

const toCustomerView = (
  row: SessionViewRow,
  walletBalance: number,
  now: Date,
  settings: BillingSettings,
): CustomerSession => {
  const s = row.session;
  const running = s.status === 'IN_PROGRESS' ? s.runsOutAt : null;
  return {
    ...commonView(s),
    listener: { id: s.listenerId, name: row.listenerName, profilePicture: fileUrl(row.listenerPictureId) },
    coinsCharged: s.coinsCharged,
    billingGraceSeconds: settings.graceSeconds,
    runsOutAt: iso(running),
    lowBalance: running !== null && isLowBalance(running.getTime(), now.getTime()),
    walletBalance,
    refundedCoins: s.refundedCoins,
    rating: row.ratingStars === null ? null : { stars: row.ratingStars, comment: row.ratingComment ?? null },
  };
};

/**
 * The session lifecycle and its billing. Every change happens in one database transaction on the
 * locked session row (then the customer's wallet row, always in that order); deadlines live in the
 * session row and are honoured by whichever process sees them first (`runDueDeadlines`).
 */
export const createSessionsService = ({ db, clock, realtime, settings, sendPush }: SessionsDeps) => {
  /** Tells both people about a change of state (session-events.ts). */
  const notify = (session: SessionRow, before: SessionStatus | null = null) =>
    notifySessionChange(realtime, session, before);

  /** Ends a running session and bills it (once: the caller holds the row lock and saw IN_PROGRESS). */
  const endRunning = async (
    tx: Db,
    session: SessionRow,
    reason: SessionEndReason,
    now: Date,
    /** When the session stopped, if before now (a call whose side left: billed up to that moment). */
    stopAt: Date = now,
  ) => {
    const startedAt = session.startedAt ?? now;
    const ranOut = session.runsOutAt !== null && stopAt.getTime() >= session.runsOutAt.getTime();
    const endedAt = ranOut && session.runsOutAt ? session.runsOutAt : stopAt;
    const wallet = await lockAccount(tx, 'CUSTOMER_WALLET', session.customerId);
    const bill = billSession(
      {
        elapsedMs: Math.max(0, endedAt.getTime() - startedAt.getTime()),
        coinsPerMinute: session.coinsPerMinute,
        walletBalance: wallet.balance,
      },
      settings,
    );
    if (bill.charged > 0) {
      await postTransaction(tx, {
        kind: 'SESSION_CHARGE',
        reference: `session:${session.id}`,
        at: endedAt,
        postings: [
          { accountId: wallet.id, amount: -bill.charged },
          {
            accountId: await accountIdOf(tx, 'LISTENER_EARNINGS', session.listenerId),
            amount: bill.earned,
          },
          { accountId: PLATFORM_ACCOUNT_IDS.PLATFORM_REVENUE, amount: bill.platform },
        ],
      });
    }
    return mustUpdate(tx, session.id, {
      status: 'COMPLETED',
      endReason: ranOut ? 'INSUFFICIENT_BALANCE' : reason,
      endedAt,
      billedMinutes: bill.minutes,
      coinsCharged: bill.charged,
      coinsEarned: bill.earned,
      updatedAt: now,
    });
  };

  const mustUpdate = async (tx: Db, id: string, patch: Partial<SessionRow>) => {
    const row = await updateSession(tx, id, patch);
    if (row === 'LISTENER_BUSY') throw new AppError('CONFLICT', messages.sessions.listenerBusy);
    return row;
  };

  /** A request or acceptance that never started: free, CANCELLED with the reason. */
  const cancelUnstarted = (tx: Db, session: SessionRow, reason: SessionEndReason, endedAt: Date, now: Date) =>
    mustUpdate(tx, session.id, { status: 'CANCELLED', endReason: reason, endedAt, updatedAt: now });

  /** Applies a passed deadline to a locked session; returns the updated row, or null if none was due. */
  const applyDeadline = async (tx: Db, session: SessionRow, now: Date) => {
    if ((session.status === 'pending' || session.status === 'ACCEPTED') && session.expiresAt <= now) {
      return cancelUnstarted(tx, session, 'EXPIRED', session.expiresAt, now);
    }
    if (session.status === 'IN_PROGRESS' && session.runsOutAt && session.runsOutAt <= now) {
      return endRunning(tx, session, 'INSUFFICIENT_BALANCE', now);
    }
    return null;
  };

  /**
   * Runs `change` on the locked session after applying any passed deadline, so an action never works on
   * a session that should already have ended. 404 for a session the caller is not part of.
   */
  const withSession = async (
    id: string,
    isMine: (session: SessionRow) => boolean,
    change: (tx: Db, session: SessionRow, now: Date) => Promise<SessionRow>,
  ) => {
    const { before, after } = await db.transaction(async (tx) => {
      const now = clock.now();
      const locked = await findSession(tx, id, { forUpdate: true });
      if (!locked || !isMine(locked)) throw new AppError('NOT_FOUND', messages.sessions.notFound);
      // An action refused on the now-ended session rolls the deadline back too; the sweeper redoes it.
      const current = (await applyDeadline(tx, locked, now)) ?? locked;
      return { before: locked, after: await change(tx, current, now) };
    });
    if (before.status !== after.status) notify(after, before.status);
    return after;
  };

  const historyOf = async (id: string) => (await listMessages(db, id)).map(toChatMessage);

  const customerView = async (id: string, options: { withMessages?: boolean } = {}) => {
    const row = await findSessionView(db, id);
    if (!row) throw new AppError('NOT_FOUND', messages.sessions.notFound);
    const view = toCustomerView(
      row,
      await balanceOf(db, 'CUSTOMER_WALLET', row.session.customerId),
      clock.now(),
      settings,
    );
    return options.withMessages ? { ...view, sessionMessages: await historyOf(id) } : view;
  };

  const listenerView = async (id: string, options: { withMessages?: boolean } = {}) => {
    const row = await findSessionView(db, id);
    if (!row) throw new AppError('NOT_FOUND', messages.sessions.notFound);
    const view = toListenerView(row);
    return options.withMessages ? { ...view, sessionMessages: await historyOf(id) } : view;
  };

  const isDue = (s: SessionRow, now: Date) =>
    ((s.status === 'pending' || s.status === 'ACCEPTED') && s.expiresAt <= now) ||
    (s.status === 'IN_PROGRESS' && s.runsOutAt !== null && s.runsOutAt <= now);

  /**
   * A session for reading: no row lock (screens poll), unless its deadline has passed, in which case
   * the deadline is applied first so nobody sees a session that should have ended.
   */
  const readSession = async (id: string, isMine: (session: SessionRow) => boolean) => {
    const row = await findSession(db, id);
    if (!row || !isMine(row)) throw new AppError('NOT_FOUND', messages.sessions.notFound);
    if (!isDue(row, clock.now())) return row;
    return withSession(id, isMine, (_tx, s) => Promise.resolve(s));
  };

  const ofCustomer = (customer: CurrentUser) => (s: SessionRow) => s.customerId === customer.id;
  const ofListener = (listener: CurrentUser) => (s: SessionRow) => s.listenerId === listener.id;

  /** A state rule of an action: 409 with the message when it does not hold. */
  const expect = (condition: boolean, message: string) => {
    if (!condition) throw new AppError('CONFLICT', message);
  };

  /**
   * A customer's request: its checks and its row, in the caller's transaction (the queue's Take next
   * sends the request of the first in line with it). The caller announces it after the commit.
   */
  const openRequest = async (
    tx: Db,
    customerId: string,
    body: SessionRequestBody,
    idempotencyKey: string | undefined,
  ): Promise<{ row: SessionRow; created: boolean }> => {
    const now = clock.now();
    // Lock order: the customer's open session (if any), then the wallet. The wallet lock puts one
    // customer's requests in a line, so the open-session check below cannot be raced (and a partial
    // unique index backs it up).
    const lockedOpen = await lockOpenSessionOf(tx, customerId);
    const wallet = await lockAccount(tx, 'CUSTOMER_WALLET', customerId);
    if (idempotencyKey) {
      const earlier = await findSessionByKey(tx, customerId, idempotencyKey);
      if (earlier) {
        if (!sameRequest(earlier, body)) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.wallet.idempotencyKeyReused);
        }
        return { row: earlier, created: false };
      }
    }
    // One opened by a parallel request while this one waited for the wallet is not locked here.
    const open = lockedOpen ?? (await findOpenSessionOf(tx, { customerId }));
    if (open && (open !== lockedOpen || !(await applyDeadline(tx, open, now)))) {
      throw new AppError('CONFLICT', messages.sessions.openSessionExists);
    }
    const listener = await findBookableListener(tx, body.listenerId);
    if (!listener || listener.role !== 'LISTENER' || listener.deletedAt || !listener.isActive) {
      throw new AppError('NOT_FOUND', messages.sessions.listenerNotFound);
    }
    if (listener.isBlocked || !isApprovedListener(listener)) {
      throw new AppError('CONFLICT', messages.sessions.listenerUnavailable);
    }
    // Blocks both ways; a customer the listener blocked hears only the neutral "not available".
    const blockers = await findBlockBetween(tx, customerId, listener.id);
    if (blockers.includes(customerId)) {
      throw new AppError('CONFLICT', messages.safety.listenerBlockedByYou);
    }
    if (blockers.length > 0) throw new AppError('CONFLICT', messages.safety.listenerNotTakingYou);
    if (!isPresent(listener, now)) throw new AppError('CONFLICT', messages.sessions.listenerOffline);
    if (await findOpenSessionOf(tx, { listenerId: listener.id }, ['ACCEPTED', 'IN_PROGRESS'])) {
      throw new AppError('CONFLICT', messages.sessions.listenerBusy);
    }
    // Re-read: ending the open session above (its deadline had passed) may have just billed the wallet.
    const balance = open ? await balanceOf(tx, 'CUSTOMER_WALLET', customerId) : wallet.balance;
    if (!canPayOneMinute(balance, listener.coinsPerMinute)) {
      throw new AppError(
        'INSUFFICIENT_BALANCE',
        messages.sessions.insufficientBalance(listener.coinsPerMinute),
      );
    }
    const row = await insertSession(tx, {
      customerId,
      listenerId: listener.id,
      mode: body.mode,
      language: body.language,
      userMood: body.userMood,
      coinsPerMinute: listener.coinsPerMinute,
      idempotencyKey: idempotencyKey ?? null,
      requestedAt: now,
      expiresAt: new Date(now.getTime() + settings.requestTtlSeconds * 1000),
      updatedAt: now,
    });
    // Both unique indexes are backstops for checks made above under the wallet lock.
    if (typeof row === 'string') throw new AppError('CONFLICT', messages.sessions.openSessionExists);
    return { row, created: true };
  };

  /** Tells both people about a new request (after its transaction committed). */
  const announceRequest = async (row: SessionRow) => {
    notify(row);
    const session = await listenerView(row.id);
    realtime.notify([row.listenerId], socketEvents.server.sessionRequest, { session });
    // Reaches the listener's devices when no console of theirs is open (or always, if they chose).
    await sendPush?.(row.listenerId, {
      kind: 'new-request',
      name: session.customer.name,
      url: routes.listener.sessionRequests,
    });
  };

  return {
    // ---------- customer ----------

    async request(customer: CurrentUser, body: SessionRequestBody, idempotencyKey: string | undefined) {
      const session = await db.transaction((tx) => openRequest(tx, customer.id, body, idempotencyKey));
      if (session.created) await announceRequest(session.row);
      return { data: await customerView(session.row.id) };
    },

    /** A request made for a customer inside the caller's transaction (see openRequest); announce it after. */
    async requestWithin(tx: Db, customerId: string, body: SessionRequestBody) {
      return (await openRequest(tx, customerId, body, undefined)).row;
    },

    announceRequest,

    async customerList(customer: CurrentUser, query: Paging) {
      const { rows, total } = await listCustomerSessions(db, customer.id, pageOf(query));
      const balance = await balanceOf(db, 'CUSTOMER_WALLET', customer.id);
      const now = clock.now();
      return {
        data: { sessions: rows.map((row) => toCustomerView(row, balance, now, settings)), totalRows: total },
      };
    },

    async customerCurrent(customer: CurrentUser) {
      const open = await findOpenSessionOf(db, { customerId: customer.id });
      if (!open) return { data: null };
      // A passed deadline is applied first, so "current" never shows a session that has ended.
      const after = await readSession(open.id, ofCustomer(customer));
      return { data: isOpen(after.status) ? await customerView(after.id) : null };
    },

    async customerGet(customer: CurrentUser, id: string) {
      await readSession(id, ofCustomer(customer));
      return { data: await customerView(id, { withMessages: true }) };
    },

    /** Withdraws a request that has not started; a running session must be ended instead. */
    async cancel(customer: CurrentUser, id: string) {
      await withSession(id, ofCustomer(customer), async (tx, s, now) => {
        if (s.status === 'pending' || s.status === 'ACCEPTED') {
          return cancelUnstarted(tx, s, 'CANCELLED', now, now);
        }
        expect(s.status !== 'IN_PROGRESS', messages.sessions.notPending);
        return s;
      });
      return { data: await customerView(id) };
    },

    async end(customer: CurrentUser, id: string) {
      await withSession(id, ofCustomer(customer), async (tx, s, now) => {
        if (s.status === 'pending' || s.status === 'ACCEPTED') {
          return cancelUnstarted(tx, s, 'CANCELLED', now, now);
        }
        if (s.status === 'IN_PROGRESS') return endRunning(tx, s, 'ENDED_BY_CUSTOMER', now);
        return s;
      });
      return { data: await customerView(id) };
    },

    // ---------- listener ----------

    async listenerGet(listener: CurrentUser, id: string) {
      await readSession(id, ofListener(listener));
      return { data: await listenerView(id, { withMessages: true }) };
    },

    async accept(listener: CurrentUser, id: string) {
      const accepted = await withSession(id, ofListener(listener), async (tx, s, now) => {
        expect(s.status === 'pending', messages.sessions.notPending);
        return mustUpdate(tx, s.id, {
          status: 'ACCEPTED',
          acceptedAt: now,
          expiresAt: new Date(now.getTime() + ACCEPTED_SESSION_TTL_SECONDS * 1000),
          updatedAt: now,
        });
      });
      await sendPush?.(accepted.customerId, {
        kind: 'request-accepted',
        name: listener.name,
        url: routes.app.session(accepted.id),
      });
      return { data: await listenerView(id), message: messages.sessions.accepted };
    },

    async start(listener: CurrentUser, id: string) {
      await withSession(id, ofListener(listener), async (tx, s, now) => {
        expect(s.status === 'ACCEPTED', messages.sessions.notAccepted);
        const wallet = await lockAccount(tx, 'CUSTOMER_WALLET', s.customerId);
        if (!canPayOneMinute(wallet.balance, s.coinsPerMinute)) {
          throw new AppError('INSUFFICIENT_BALANCE', messages.sessions.cannotStartUnpaid);
        }
        return mustUpdate(tx, s.id, {
          status: 'IN_PROGRESS',
          startedAt: now,
          runsOutAt: runsOutAt(now, wallet.balance, s.coinsPerMinute),
          updatedAt: now,
        });
      });
      return { data: await listenerView(id), message: messages.sessions.started };
    },

    /**
     * The socket's `start-session`: the listener's client sends it after the REST start succeeded, so a
     * session already in progress is announced to both sides again; an accepted one is started here.
     */
    async startOrAnnounce(listener: CurrentUser, id: string) {
      const session = await readSession(id, ofListener(listener));
      if (session.status !== 'IN_PROGRESS') return this.start(listener, id);
      notify(session);
      return { data: await listenerView(id), message: messages.sessions.started };
    },

    /** Close means what the state says: pending declines, accepted cancels, in progress ends and bills. */
    async close(listener: CurrentUser, id: string) {
      await withSession(id, ofListener(listener), async (tx, s, now) => {
        if (s.status === 'pending') return cancelUnstarted(tx, s, 'DECLINED', now, now);
        if (s.status === 'ACCEPTED') return cancelUnstarted(tx, s, 'CLOSED_BY_LISTENER', now, now);
        if (s.status === 'IN_PROGRESS') return endRunning(tx, s, 'CLOSED_BY_LISTENER', now);
        return s;
      });
      return { data: await listenerView(id), message: messages.sessions.closed };
    },

    async listenerList(listener: CurrentUser, kind: 'pending' | 'ongoing' | 'completed', query: Paging) {
      const { rows, total } = await listListenerSessions(db, listener.id, kind, clock.now(), pageOf(query));
      return { data: { sessions: rows.map(toListenerView), totalRows: total } };
    },

    // ---------- deadlines and wallet changes ----------

    /**
     * Ends every session whose deadline has passed. Safe to run in every process at once: each session
     * is re-read under its row lock and changed only if still due, so it ends exactly once.
     */
    async runDueDeadlines(limit = 100) {
      const now = clock.now();
      let ended = 0;
      for (const id of await findDueSessionIds(db, now, limit)) {
        const changed = await db.transaction(async (tx) => {
          const locked = await findSession(tx, id, { forUpdate: true });
          const after = locked ? await applyDeadline(tx, locked, clock.now()) : null;
          return locked && after ? { before: locked.status, after } : null;
        });
        if (changed) {
          ended += 1;
          notify(changed.after, changed.before);
        }
      }
      return ended;
    },

    /**
     * The presence module's one way in: ends an accepted or running session one of whose people left
     * (CONNECTION_LOST), exactly once. Under the session's row lock `lostAt` reads the room afresh and
     * answers when they left, or null if they are back; a running session is billed up to that moment,
     * an accepted one is cancelled (free). A deadline that passed first (run-out) ends it by its own rule.
     */
    async endConnectionLost(id: string, lostAt: (tx: Db, session: SessionRow) => Promise<Date | null>) {
      const changed = await db.transaction(async (tx) => {
        const locked = await findSession(tx, id, { forUpdate: true });
        if (!locked) return null;
        const now = clock.now();
        const due = await applyDeadline(tx, locked, now);
        if (due) return { before: locked.status, after: due };
        if (locked.status !== 'ACCEPTED' && locked.status !== 'IN_PROGRESS') return null;
        const leftAt = await lostAt(tx, locked);
        if (!leftAt) return null;
        const after =
          locked.status === 'IN_PROGRESS'
            ? await endRunning(tx, locked, 'CONNECTION_LOST', now, leftAt)
            : await cancelUnstarted(tx, locked, 'CONNECTION_LOST', leftAt, now);
        return { before: locked.status, after };
      });
      if (changed) notify(changed.after, changed.before);
      return changed !== null;
    },

    /**
     * Ends every open session of a person the platform stopped (a blocked listener, a deactivated
     * account), inside the caller's transaction, at once: requests and acceptances are cancelled (free),
     * running sessions are ended and billed up to now, all as ENDED_BY_PLATFORM, whose words to the other
     * person are neutral. Returns the notifications to send once that transaction has committed.
     */
    async endAllOf(tx: Db, userId: string) {
      const now = clock.now();
      const ended: { before: SessionStatus; after: SessionRow }[] = [];
      for (const session of await lockOpenSessionsOf(tx, userId)) {
        const after =
          (await applyDeadline(tx, session, now)) ??
          (session.status === 'IN_PROGRESS'
            ? await endRunning(tx, session, 'ENDED_BY_PLATFORM', now)
            : await cancelUnstarted(tx, session, 'ENDED_BY_PLATFORM', now, now));
        ended.push({ before: session.status, after });
      }
      return () => {
        for (const { before, after } of ended) notify(after, before);
      };
    },

    /**
     * Warns customers whose wallet runs out within LOW_BALANCE_WARNING_SECONDS (`low-balance`), once per
     * run-out moment: a top-up moves it, and a new one is warned again. Safe in every process at once.
     */
    async runLowBalanceWarnings() {
      const claimed = await claimLowBalanceWarnings(db, clock.now(), LOW_BALANCE_WARNING_SECONDS);
      for (const row of claimed) {
        if (!row.runsOutAt) continue;
        realtime.notify([row.customerId], socketEvents.server.lowBalance, {
          sessionId: row.id,
          runsOutAt: row.runsOutAt.toISOString(),
        });
        // The session's screen, where the warning offers the top-up.
        await sendPush?.(row.customerId, { kind: 'low-balance', url: routes.app.session(row.id) });
      }
      return claimed.length;
    },

    // ---------- for the modules built on sessions (reports) ----------

    /**
     * Runs `change` on the locked session after applying any passed deadline (404 when `isMine` says
     * no); both people hear of a change of state once it committed.
     */
    changeLocked: withSession,
    /** Updates a locked session (409 if it would make a listener busy twice). */
    update: mustUpdate,
  };
};

export type SessionsService = ReturnType<typeof createSessionsService>;

/**
 * Checks deadlines every `intervalMs` in this process (every process runs one; see runDueDeadlines),
 * then `alsoSweep` (the presence module's abandoned sessions).
 */
export const startDeadlineSweeper = (
  sessions: SessionsService,
  intervalMs: number,
  log: FastifyBaseLogger,
  alsoSweep: () => Promise<unknown> = () => Promise.resolve(),
) =>
  startPeriodicJob(
    () =>
      sessions
        .runDueDeadlines()
        .then(() => sessions.runLowBalanceWarnings())
        .then(alsoSweep),
    { intervalMs, log, failure: 'session deadline sweep failed' },
  );
