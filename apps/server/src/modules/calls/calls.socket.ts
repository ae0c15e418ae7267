import {
  addIceCandidatesSchema,
  createAnswerSchema,
  createOfferSchema,
  messages,
  socketEvents,
  type SocketAck,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppSocket, SocketServer } from '../../plugins/socket.ts';
import { sessionRoom, userRoom } from '../../realtime/realtime.ts';
import { findSession } from '../sessions/sessions.repository.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';

type Deps = { io: SocketServer; db: Db; sessions: SessionsService; log: FastifyBaseLogger };

const client = socketEvents.client;
const server = socketEvents.server;

/**
 * Call signalling (issue 10): offers, answers and ICE candidates go only to the other person of an AUDIO
 * session that is accepted or in progress, and only from a socket that joined that session's room (the
 * join checked who they are). Payload shapes and sizes are the contract's.
 */
export const registerCallSocket = ({ io, db, log }: Omit<Deps, 'sessions'>) => {
  io.on('connection', (socket: AppSocket) => {
    const user = socket.data.user;
    /**
     * One socket's signalling is checked and forwarded in the order it was sent: a restart offer must
     * never overtake the candidates or the offer before it (pooled queries can finish out of order).
     */
    let relaying: Promise<unknown> = Promise.resolve();

    const relay = <S extends z.ZodType<{ sessionId: string }>>(
      event: typeof client.createOffer | typeof client.createAnswer | typeof client.addIceCandidates,
      schema: S,
      allowed: 'LISTENER' | 'CUSTOMER' | 'ANY',
      forward: (payload: z.output<S>) => void,
    ) => {
      socket.on(event, (payload: unknown, maybeAck?: unknown) => {
        const ack = typeof maybeAck === 'function' ? (maybeAck as (answer: SocketAck) => void) : undefined;
        const refuse = (message: string) => {
          socket.emit(server.err, { message });
          ack?.({ ok: false, message });
        };
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? messages.chat.invalidPayload);
        const { sessionId } = parsed.data;
        if (allowed !== 'ANY' && user.role !== allowed) {
          return refuse(
            allowed === 'LISTENER' ? messages.chat.joinAsListenerOnly : messages.chat.joinAsCustomerOnly,
          );
        }
        if (!socket.rooms.has(sessionRoom(sessionId))) return refuse(messages.calls.notJoined);
        const checked = relaying.then(() => findSession(db, sessionId));
        relaying = checked.catch(() => undefined);
        checked.then(
          (session) => {
            if (!session) return refuse(messages.sessions.notFound);
            if (session.mode !== 'AUDIO') return refuse(messages.calls.audioOnly);
            if (session.status !== 'ACCEPTED' && session.status !== 'IN_PROGRESS') {
              return refuse(messages.calls.notCallable);
            }
            forward(parsed.data);
            ack?.({ ok: true, status: session.status });
          },
          (error: unknown) => {
            log.error({ err: error }, 'call signalling failed');
            refuse(messages.chat.sendFailed);
          },
        );
      });
    };

    /** The other person's sockets in the session: the room minus every socket of the sender. */
    const toOtherSide = (sessionId: string) => io.to(sessionRoom(sessionId)).except(userRoom(user.id));

    relay(client.createOffer, createOfferSchema, 'LISTENER', ({ sessionId, offer }) => {
      toOtherSide(sessionId).emit(server.offer, { sessionId, offer });
    });
    relay(client.createAnswer, createAnswerSchema, 'CUSTOMER', ({ sessionId, answer }) => {
      toOtherSide(sessionId).emit(server.answer, { sessionId, answer });
    });
    relay(client.addIceCandidates, addIceCandidatesSchema, 'ANY', ({ sessionId, candidate }) => {
      toOtherSide(sessionId).emit(server.iceCandidate, { sessionId, candidate });
    });
  });
};

/**
 * Called whenever a session room gains or loses a socket: a running call whose one side has no socket
 * left starts its grace period (CALL_RECONNECT_GRACE_SECONDS), and both back clears it. Checks of one
 * session run one after another (each reads the room afresh), so a late check never overwrites a newer
 * one: a join quickly followed by a disconnect ends with the disconnect's answer.
 */
export const callPresenceTracker = ({ io, sessions, log }: Pick<Deps, 'io' | 'sessions' | 'log'>) => {
  const pending = new Map<string, Promise<void>>();
  return (sessionId: string) => {
    const previous = pending.get(sessionId) ?? Promise.resolve();
    const next = previous
      .then(() => io.in(sessionRoom(sessionId)).fetchSockets())
      .then((sockets) =>
        sessions.updateCallPresence(sessionId, [...new Set(sockets.map((s) => s.data.user.id))]),
      )
      .catch((error: unknown) => {
        log.error({ err: error }, 'call presence update failed');
      });
    pending.set(sessionId, next);
    void next.then(() => {
      if (pending.get(sessionId) === next) pending.delete(sessionId);
    });
  };
};
