import {
  PRESENCE_HEARTBEAT_SECONDS,
  messages,
  type ParticipantRole,
  type PeerConnection,
  type SessionStatus,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import type { RealtimeRooms } from '../../realtime/realtime.ts';
import {
  findListenerStamp,
  findQuietRooms,
  findSession,
  type SessionRow,
  markListenersSeen,
  roomPresenceOf,
  stampRoomPresence,
  type RoomPresenceRow,
  type RoomStamp,
} from './presence.repository.ts';
import {
  connectionEndsAt,
  isGoneFor,
  isPresent,
  leftAtOf,
  shortestReconnectGraceMs,
} from './presence-rules.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';

/** The one way presence ends a session (sessions.service's `endConnectionLost`). */
type EndConnectionLost = (
  sessionId: string,
  lostAt: (tx: Db, session: SessionRow) => Promise<Date | null>,
) => Promise<boolean>;

type PresenceDeps = {
  db: Db;
  clock: Clock;
  rooms: RealtimeRooms;
  endConnectionLost: EndConnectionLost;
  log: FastifyBaseLogger;
  /** Told when a listener's socket makes them count as online again (favourites' online notice). */
  onListenerBack?: (listenerId: string) => Promise<unknown>;
};

/** The moment the first of `people` left, of those gone for the mode's whole grace; null if none is. */
const firstGone = (
  session: Pick<SessionRow, 'mode' | 'startedAt'>,
  seen: Map<string, Date | null>,
  now: Date,
) => {
  let first: Date | null = null;
  for (const seenAt of seen.values()) {
    const leftAt = leftAtOf(seenAt, session.startedAt);
    if (leftAt && isGoneFor(session.mode, leftAt, now) && (!first || leftAt < first)) first = leftAt;
  }
  return first;
};

const isOpen = (status: SessionStatus) => status === 'ACCEPTED' || status === 'IN_PROGRESS';

const seenOf = (row: RoomPresenceRow) =>
  new Map<string, Date | null>([
    [row.customerId, row.customerSeenAt],
    [row.listenerId, row.listenerSeenAt],
  ]);

/**
 * Presence, in one place and in the database (nothing a second process needs lives in memory):
 *
 * - a listener's directory presence: their switch, and `listener_profiles.last_seen_at`, stamped while
 *   a process holds a socket of theirs (see `isPresent`);
 * - who may be in a session's room (`join`), and when each of its two people was last seen there
 *   (`session_presence`), stamped on join, every heartbeat while they stay, and when their socket goes;
 * - the abandonment rule: an accepted or running session one of whose people has been gone from its
 *   room, on every process, for the mode's reconnect grace ends as CONNECTION_LOST, billed up to the
 *   moment they left (`endAbandoned`, run by every process's deadline sweeper). It needs no disconnect
 *   event: a process that is killed just stops stamping, and the others see its people go quiet.
 */
export const createPresenceService = ({
  db,
  clock,
  rooms,
  endConnectionLost,
  log,
  onListenerBack,
}: PresenceDeps) => {
  const stamp = async (user: Pick<CurrentUser, 'id' | 'role'>, sessionIds: string[], at: Date) => {
    if (user.role === 'LISTENER') await markListenersSeen(db, [user.id], at);
    await stampRoomPresence(
      db,
      sessionIds.map((sessionId) => ({ sessionId, userId: user.id })),
      at,
    );
  };

  /**
   * Whether the people of one quiet room are really gone: anyone a live process still holds a socket
   * of in the room is stamped now (their process's heartbeat is late, not gone) and no longer counts.
   * A room that cannot be read across processes (an adapter timeout) is judged on the stamps alone.
   */
  const confirmGone = async (row: RoomPresenceRow, now: Date) => {
    const seen = seenOf(row);
    let inRoom: string[] = [];
    try {
      inRoom = await rooms.usersInSessionRoom(row.id);
    } catch (error) {
      log.warn({ err: error }, 'presence room read failed; judging on the stamps');
    }
    const here = inRoom.filter((userId) => seen.has(userId));
    if (here.length > 0) {
      await stampRoomPresence(
        db,
        here.map((userId) => ({ sessionId: row.id, userId })),
        now,
      );
      for (const userId of here) seen.delete(userId);
    }
    return seen;
  };

  /**
   * The connection of `role`'s person in an open session (issue 23 §3), by the same rules that end it:
   * a socket of theirs in the room on any process is connected; otherwise they left at `leftAtOf`
   * their last stamp (the moment billing stops if it ends this way) and the session ends a mode's
   * grace later; never seen in a session that has not started is waiting. A room that cannot be read
   * across processes is judged on the stamp: seen within the last two heartbeats counts as there.
   */
  const connectionIn = async (session: SessionRow, role: ParticipantRole): Promise<PeerConnection | null> => {
    if (!isOpen(session.status)) return null;
    const userId = role === 'listener' ? session.listenerId : session.customerId;
    const base = { sessionId: session.id, role };
    const seenAt = (await roomPresenceOf(db, session.id)).get(userId) ?? null;
    let here: boolean;
    try {
      here = (await rooms.usersInSessionRoom(session.id)).includes(userId);
    } catch (error) {
      log.warn({ err: error }, 'presence room read failed; judging on the stamps');
      here =
        seenAt !== null && clock.now().getTime() - seenAt.getTime() <= 2 * PRESENCE_HEARTBEAT_SECONDS * 1000;
    }
    if (here) return { ...base, state: 'connected', leftAt: null, endsAt: null };
    const leftAt = leftAtOf(seenAt, session.startedAt);
    if (!leftAt) return { ...base, state: 'waiting', leftAt: null, endsAt: null };
    return {
      ...base,
      state: 'lost',
      leftAt: leftAt.toISOString(),
      endsAt: connectionEndsAt(session.mode, leftAt).toISOString(),
    };
  };

  return {
    /** A socket connected: a listener counts as seen. */
    async connected(user: Pick<CurrentUser, 'id' | 'role'>) {
      if (user.role !== 'LISTENER') return;
      const now = clock.now();
      const before = onListenerBack ? await findListenerStamp(db, user.id) : undefined;
      await markListenersSeen(db, [user.id], now);
      // Away before this socket, switch on: they came online now. Two processes may both see it; the
      // hook's own claim in the database keeps that to one notice.
      if (onListenerBack && before?.isOnline && !isPresent(before, now)) {
        try {
          await onListenerBack(user.id);
        } catch (error) {
          log.warn({ err: error }, 'listener back hook failed');
        }
      }
    },

    /**
     * Who may join a session's room: only its listener (joining as listener) or its customer (as
     * customer). A join counts as being seen there. Answers the session's state for the joiner.
     */
    async join(
      user: CurrentUser,
      sessionId: string,
      as: ParticipantRole,
    ): Promise<{ status: SessionStatus; peer: PeerConnection | null }> {
      const expectedRole = as === 'listener' ? 'LISTENER' : 'CUSTOMER';
      if (user.role !== expectedRole) {
        throw new AppError(
          'FORBIDDEN',
          as === 'listener' ? messages.chat.joinAsListenerOnly : messages.chat.joinAsCustomerOnly,
        );
      }
      const session = await findSession(db, sessionId);
      const mine = as === 'listener' ? session?.listenerId === user.id : session?.customerId === user.id;
      if (!session || !mine) throw new AppError('NOT_FOUND', messages.sessions.notFound);
      await stamp(user, [sessionId], clock.now());
      const peer = as === 'listener' ? 'customer' : 'listener';
      return { status: session.status, peer: await connectionIn(session, peer) };
    },

    /**
     * Where `role`'s person of a session stands now (null once the session is closed): told to the room
     * when their last socket went (or it was not their last: then still connected).
     */
    async connectionOf(sessionId: string, role: ParticipantRole) {
      const session = await findSession(db, sessionId);
      return session ? connectionIn(session, role) : null;
    },

    /**
     * A socket went: its person was there until now (their last stamp in each room it had joined). If
     * it was their last socket, the grace runs from this moment; if not, the heartbeat keeps them.
     */
    async left(user: Pick<CurrentUser, 'id' | 'role'>, sessionIds: string[]) {
      await stamp(user, sessionIds, clock.now());
    },

    /** This process's heartbeat: stamps every listener and every session room person it holds a socket of. */
    async heartbeat() {
      const now = clock.now();
      const listeners = new Set<string>();
      const stamps = new Map<string, RoomStamp>();
      for (const socket of rooms.localSockets()) {
        if (socket.role === 'LISTENER') listeners.add(socket.userId);
        for (const sessionId of socket.sessionIds) {
          stamps.set(`${sessionId}:${socket.userId}`, { sessionId, userId: socket.userId });
        }
      }
      await markListenersSeen(db, [...listeners], now);
      await stampRoomPresence(db, [...stamps.values()], now);
    },

    /**
     * Ends the accepted and running sessions one of whose people has been gone from the room past the
     * mode's grace (CONNECTION_LOST, billed up to when they left). Safe in every process at once: each
     * session is ended under its row lock after re-reading the room's stamps, so it ends exactly once.
     */
    async endAbandoned(limit = 100) {
      const now = clock.now();
      let ended = 0;
      const quiet = await findQuietRooms(db, new Date(now.getTime() - shortestReconnectGraceMs), limit);
      for (const row of quiet) {
        if (!firstGone(row, seenOf(row), now)) continue;
        const gone = await confirmGone(row, now);
        if (!firstGone(row, gone, now)) continue;
        const lostAt = async (tx: Db, session: SessionRow) => {
          const fresh = await roomPresenceOf(tx, session.id);
          const still = new Map([...gone.keys()].map((userId) => [userId, fresh.get(userId) ?? null]));
          return firstGone(session, still, clock.now());
        };
        if (await endConnectionLost(row.id, lostAt)) ended += 1;
      }
      return ended;
    },
  };
};

export type PresenceService = ReturnType<typeof createPresenceService>;

/** Every `intervalMs`, this process stamps the people it holds live sockets for (see heartbeat). */
export const startPresenceHeartbeat = (
  presence: PresenceService,
  intervalMs: number,
  log: FastifyBaseLogger,
) => startPeriodicJob(() => presence.heartbeat(), { intervalMs, log, failure: 'presence heartbeat failed' });
