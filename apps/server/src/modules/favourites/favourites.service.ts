import { DASHBOARD_TIME_ZONE, messages, type Favourite } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { fileUrl } from '../files/files.service.ts';
import { isPresent } from '../presence/presence-rules.ts';
import {
  claimOnlineNotices,
  deleteFavourite,
  findListenerPresence,
  findStarrableListener,
  listFavouritesOf,
  upsertFavourite,
} from './favourites.repository.ts';

/**
 * The port the "notify me when online" notice leaves through: the app connects it to web push
 * (`sendPush(userId, notification)` of the push module) for each customer in `customerIds`. Called
 * once per claimed notice, after the claim committed; a failure is logged, not retried (the day's
 * notice is spent: better one missed alert than two).
 */
export type OnlineNotifier = (notice: {
  customerIds: string[];
  listener: { id: string; name: string };
  title: string;
  body: string;
}) => Promise<void> | void;

/** India's calendar day of `at` (YYYY-MM-DD): the once-a-day limit counts in it. */
const indianDayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: DASHBOARD_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

const f = messages.favourites;

/** Favourites (issue 23 §5): a customer's stars, and who is told when a starred listener comes online. */
export const createFavouritesService = ({
  db,
  clock,
  notifier,
  log,
}: {
  db: Db;
  clock: Clock;
  notifier: OnlineNotifier;
  log: FastifyBaseLogger;
}) => ({
  async list(customer: CurrentUser): Promise<{ data: Favourite[] }> {
    const rows = await listFavouritesOf(db, customer.id);
    const now = clock.now();
    return {
      data: rows.map((row) => ({
        listener: {
          id: row.id,
          name: row.name,
          profilePicture: fileUrl(row.pictureId),
          presence: row.isBusy ? 'busy' : isPresent(row, now) ? 'online' : 'offline',
        },
        notifyOnline: row.notifyOnline,
        favouritedAt: row.createdAt.toISOString(),
      })),
    };
  },

  /** Idempotent: starring a favourite again keeps its date (and its flag unless one is given). */
  async star(customer: CurrentUser, listenerId: string, notifyOnline: boolean | undefined) {
    const listener = await findStarrableListener(db, listenerId);
    if (!listener) throw new AppError('NOT_FOUND', messages.sessions.listenerNotFound);
    const now = clock.now();
    const row = await upsertFavourite(db, customer.id, listener.id, notifyOnline, now);
    const data: Favourite = {
      listener: {
        id: listener.id,
        name: listener.name,
        profilePicture: fileUrl(listener.pictureId),
        presence: isPresent(listener, now) ? 'online' : 'offline',
      },
      notifyOnline: row.notifyOnline,
      favouritedAt: row.createdAt.toISOString(),
    };
    return { data };
  },

  /** Idempotent: removing a star that is not there answers the same. */
  async unstar(customer: CurrentUser, listenerId: string) {
    await deleteFavourite(db, customer.id, listenerId);
    return { data: { listenerId } };
  },

  /**
   * The decision "who should be told that this listener came online now": the customers who asked,
   * at most once per listener per Indian day, claimed in the database (two processes noticing the same
   * event send one notice). Hands them to the notifier and answers who they were. A listener who does
   * not count as online now (switch off, no console) tells nobody.
   */
  async tellListenerOnline(listenerId: string): Promise<string[]> {
    const now = clock.now();
    const listener = await findListenerPresence(db, listenerId);
    if (!listener || !isPresent(listener, now)) return [];
    const customerIds = await claimOnlineNotices(db, listenerId, indianDayOf(now), now);
    if (customerIds.length === 0) return [];
    try {
      await notifier({
        customerIds,
        listener: { id: listenerId, name: listener.name },
        title: f.notifyTitle,
        body: f.notifyBodyOf(listener.name),
      });
    } catch (error) {
      log.warn({ err: error, listenerId, count: customerIds.length }, 'favourite online notice failed');
    }
    return customerIds;
  },
});

export type FavouritesService = ReturnType<typeof createFavouritesService>;
