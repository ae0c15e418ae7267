import {
  QUEUE_MAX_LENGTH,
  QUEUE_PLACE_TTL_MINUTES,
  canPayOneMinute,
  isApprovedListener,
  messages,
  socketEvents,
  type QueuePlace,
  type QueuePlaceEndReason,
  type SessionRequestBody,
  type WaitingCustomer,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { findBlockBetween } from '../blocks/blocks.repository.ts';
import { fileUrl } from '../files/files.service.ts';
import { balanceOf } from '../ledger/ledger.repository.ts';
import { isPresent } from '../presence/presence-rules.ts';
import { findBookableListener, findOpenSessionOf } from '../sessions/sessions.repository.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import {
  countWaiting,
  deleteEntry,
  deleteEntryOf,
  deleteExpiredPlaces,
  deleteLineOf,
  findEntryOf,
  findListenerCard,
  findPlaceOf,
  insertEntry,
  listWaiting,
  lockListenerQueue,
} from './queue.repository.ts';

const q = messages.favourites;

/** A place that ended, and why (told to its customer after the commit). */
type Ended = {
  customerId: string;
  reason: QueuePlaceEndReason;
  sessionId?: string;
  message?: string;
};

type Entry = Awaited<ReturnType<typeof listWaiting>>[number]['entry'];

const waitingFields = (entry: Entry, position: number) => ({
  mode: entry.mode,
  language: entry.language,
  userMood: entry.userMood,
  joinedAt: entry.joinedAt.toISOString(),
  expiresAt: entry.expiresAt.toISOString(),
  position,
});

/**
 * The waiting line of a busy listener (issue 23 §5). Rules: at most QUEUE_MAX_LENGTH wait for one
 * listener; a customer holds one place at a time, only while the listener is busy and they have no open
 * session and can pay a minute; a place lapses QUEUE_PLACE_TTL_MINUTES after joining, when the listener
 * turns their switch off, or when the customer leaves. When free, the listener's Take next sends the
 * usual request for the first in line (its own checks: balance, blocks, open session); someone who
 * cannot be served is dropped and told, and the next one is tried. Everything is in the database: each
 * write to a line holds that listener's row lock, the unique customer_id backs "one place each".
 */
export const createQueueService = ({
  db,
  clock,
  realtime,
  sessions,
}: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  sessions: SessionsService;
}) => {
  const placeOf = (
    entry: Entry,
    position: number,
    listener: { id: string; name: string; pictureId: string | null },
  ): QueuePlace => ({
    ...waitingFields(entry, position),
    listener: { id: listener.id, name: listener.name, profilePicture: fileUrl(listener.pictureId) },
  });

  /** The listener's view of their line, first in line first. */
  const toWaiting = (rows: Awaited<ReturnType<typeof listWaiting>>): WaitingCustomer[] =>
    rows.map((row, index) => ({
      ...waitingFields(row.entry, index + 1),
      customer: { id: row.entry.customerId, name: row.customerName },
    }));
  const waitingOf = async (listenerId: string, now: Date) =>
    toWaiting(await listWaiting(db, listenerId, now));

  /** After a line changed: each ended place hears why, everyone still waiting their position, the listener the line. */
  const announce = async (listenerId: string, ended: Ended[]) => {
    for (const place of ended) {
      realtime.notify([place.customerId], socketEvents.server.queuePlace, {
        place: null,
        reason: place.reason,
        sessionId: place.sessionId ?? null,
        message: place.message ?? null,
      });
    }
    const now = clock.now();
    const rows = await listWaiting(db, listenerId, now);
    const listener = await findListenerCard(db, listenerId);
    if (listener) {
      rows.forEach((row, index) =>
        realtime.notify([row.entry.customerId], socketEvents.server.queuePlace, {
          place: placeOf(row.entry, index + 1, listener),
          reason: null,
          sessionId: null,
          message: null,
        }),
      );
    }
    realtime.notify([listenerId], socketEvents.server.queueWaiting, { waiting: toWaiting(rows) });
  };

  const readPlace = async (customerId: string) => {
    const row = await findPlaceOf(db, customerId, clock.now());
    if (!row) return null;
    const listener = await findListenerCard(db, row.entry.listenerId);
    return listener ? placeOf(row.entry, row.ahead + 1, listener) : null;
  };

  return {
    async join(customer: CurrentUser, body: SessionRequestBody) {
      const joined = await db.transaction(async (tx) => {
        const now = clock.now();
        if (!(await lockListenerQueue(tx, body.listenerId))) {
          throw new AppError('NOT_FOUND', messages.sessions.listenerNotFound);
        }
        await deleteExpiredPlaces(tx, body.listenerId, now, customer.id);
        const mine = await findEntryOf(tx, customer.id);
        if (mine) {
          if (mine.entry.listenerId === body.listenerId) return false;
          throw new AppError('CONFLICT', q.queueElsewhere(mine.listenerName));
        }
        if (await findOpenSessionOf(tx, { customerId: customer.id })) {
          throw new AppError('CONFLICT', q.queueOpenSession);
        }
        const listener = await findBookableListener(tx, body.listenerId);
        if (!listener || listener.role !== 'LISTENER' || listener.deletedAt || !listener.isActive) {
          throw new AppError('NOT_FOUND', messages.sessions.listenerNotFound);
        }
        if (listener.isBlocked || !isApprovedListener(listener)) {
          throw new AppError('CONFLICT', messages.sessions.listenerUnavailable);
        }
        const blockers = await findBlockBetween(tx, customer.id, listener.id);
        if (blockers.includes(customer.id)) {
          throw new AppError('CONFLICT', messages.safety.listenerBlockedByYou);
        }
        if (blockers.length > 0) throw new AppError('CONFLICT', messages.safety.listenerNotTakingYou);
        if (!isPresent(listener, now)) throw new AppError('CONFLICT', messages.sessions.listenerOffline);
        if (!(await findOpenSessionOf(tx, { listenerId: listener.id }, ['ACCEPTED', 'IN_PROGRESS']))) {
          throw new AppError('CONFLICT', q.queueListenerFree);
        }
        const balance = await balanceOf(tx, 'CUSTOMER_WALLET', customer.id);
        if (!canPayOneMinute(balance, listener.coinsPerMinute)) {
          throw new AppError(
            'INSUFFICIENT_BALANCE',
            messages.sessions.insufficientBalance(listener.coinsPerMinute),
          );
        }
        if ((await countWaiting(tx, listener.id, now)) >= QUEUE_MAX_LENGTH) {
          throw new AppError('CONFLICT', q.queueFull);
        }
        const entry = await insertEntry(tx, {
          listenerId: listener.id,
          customerId: customer.id,
          mode: body.mode,
          language: body.language,
          userMood: body.userMood,
          joinedAt: now,
          expiresAt: new Date(now.getTime() + QUEUE_PLACE_TTL_MINUTES * 60_000),
        });
        // A parallel join to another listener's line took the customer's one place first.
        if (!entry) {
          const other = await findEntryOf(tx, customer.id);
          throw new AppError('CONFLICT', q.queueElsewhere(other?.listenerName ?? listener.id));
        }
        return true;
      });
      if (joined) await announce(body.listenerId, []);
      const place = await readPlace(customer.id);
      if (!place) throw new AppError('NOT_FOUND', q.queueExpired);
      return { data: place };
    },

    async mine(customer: CurrentUser) {
      return { data: await readPlace(customer.id) };
    },

    async leave(customer: CurrentUser) {
      const listenerId = await deleteEntryOf(db, customer.id);
      if (listenerId) await announce(listenerId, [{ customerId: customer.id, reason: 'left' }]);
      return { message: q.queueLeft };
    },

    async waiting(listener: CurrentUser) {
      return { data: await waitingOf(listener.id, clock.now()) };
    },

    async takeNext(listener: CurrentUser) {
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now();
        await lockListenerQueue(tx, listener.id);
        const me = await findBookableListener(tx, listener.id);
        if (!me || !isPresent(me, now)) throw new AppError('CONFLICT', q.queueGoOnline);
        if (await findOpenSessionOf(tx, { listenerId: listener.id }, ['ACCEPTED', 'IN_PROGRESS'])) {
          throw new AppError('CONFLICT', q.queueStillBusy);
        }
        if (await findOpenSessionOf(tx, { listenerId: listener.id }, ['pending'])) {
          throw new AppError('CONFLICT', q.queueRequestWaiting);
        }
        const ended: Ended[] = (await deleteExpiredPlaces(tx, listener.id, now)).map((customerId) => ({
          customerId,
          reason: 'expired',
        }));
        for (const { entry } of await listWaiting(tx, listener.id, now)) {
          await deleteEntry(tx, entry.id);
          try {
            // A savepoint: a refused request undoes only itself, and the next in line is tried.
            const row = await tx.transaction((attempt) =>
              sessions.requestWithin(attempt, entry.customerId, {
                listenerId: listener.id,
                mode: entry.mode,
                language: entry.language as SessionRequestBody['language'],
                userMood: entry.userMood,
              }),
            );
            ended.push({ customerId: entry.customerId, reason: 'taken', sessionId: row.id });
            return { row, ended };
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            ended.push({ customerId: entry.customerId, reason: 'dropped', message: error.message });
          }
        }
        return { row: null, ended };
      });
      await announce(listener.id, outcome.ended);
      if (!outcome.row) throw new AppError('NOT_FOUND', q.queueEmpty);
      await sessions.announceRequest(outcome.row);
      return sessions.listenerGet(listener, outcome.row.id);
    },

    /** The listener turned their switch off: their line closes and everyone in it is told. */
    async closeLineOf(listenerId: string) {
      const customers = await db.transaction(async (tx) => {
        await lockListenerQueue(tx, listenerId);
        return deleteLineOf(tx, listenerId);
      });
      if (customers.length > 0) {
        await announce(
          listenerId,
          customers.map((customerId) => ({ customerId, reason: 'offline' as const })),
        );
      }
    },
  };
};

export type QueueService = ReturnType<typeof createQueueService>;
