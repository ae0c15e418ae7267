import {
  messages,
  sendMessageSchema,
  sessionRefSchema,
  socketEvents,
  type ParticipantRole,
  type SendMessageAck,
  type SocketAck,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SocketServer, AppSocket } from '../../plugins/socket.ts';
import { sessionRoom } from '../../realtime/realtime.ts';
import { findSession } from '../sessions/sessions.repository.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { markListenersSeen } from './chat.repository.ts';
import { createSendLimiter, type ChatService } from './chat.service.ts';

type Deps = {
  io: SocketServer;
  db: Db;
  clock: Clock;
  chat: ChatService;
  sessions: SessionsService;
  log: FastifyBaseLogger;
  /** Told when a session room gains or loses a socket (a call's presence depends on it). */
  onRoomChange?: (sessionId: string) => void;
};

const client = socketEvents.client;
const server = socketEvents.server;

/** The people-facing reason of a failure; anything unexpected is logged and answered generically. */
const reasonOf = (error: unknown, log: FastifyBaseLogger) => {
  if (error instanceof AppError) return error.message;
  log.error({ err: error }, 'socket handler failed');
  return messages.chat.sendFailed;
};

const logFailure = (log: FastifyBaseLogger, what: string) => (error: unknown) => {
  log.error({ err: error }, what);
};

/** The schema's message for a bad field; a payload that is not an object at all gets the generic one. */
const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue && issue.path.length > 0 ? issue.message : messages.chat.invalidPayload;
};

/**
 * The chat's socket events (issue 9). Every payload is checked against the contract's schema; a session
 * room is joined only by that session's listener or customer; a message is stored before it is sent.
 */
export const registerChatSocket = ({ io, db, clock, chat, sessions, log, onRoomChange }: Deps) => {
  io.on('connection', (socket: AppSocket) => {
    const user = socket.data.user;
    const canSend = createSendLimiter(clock);
    /**
     * This socket's messages are stored one after the other: sent without waiting for each ack (a
     * client retrying its pending messages), they are still stored and delivered in the order sent.
     */
    let sending: Promise<unknown> = Promise.resolve();
    /** Session rooms this socket joined, with the role it joined as (for participant-disconnected). */
    const joined = new Map<string, ParticipantRole>();

    const markSeen = () => {
      if (user.role !== 'LISTENER') return;
      markListenersSeen(db, [user.id], clock.now()).catch(logFailure(log, 'presence mark failed'));
    };
    markSeen();

    /** Answers a refusal both ways the spec's clients listen: the `err` event and the ack, if any. */
    const refuse = (ack: ((answer: SocketAck) => void) | undefined, message: string) => {
      socket.emit(server.err, { message });
      ack?.({ ok: false, message });
    };

    /** A session event (join, start, close, end): payload checked, errors answered, never thrown. */
    const onSessionEvent = (
      event:
        | typeof client.joinAsListener
        | typeof client.joinAsCustomer
        | typeof client.startSession
        | typeof client.closeSession
        | typeof client.endSession,
      handle: (sessionId: string) => Promise<SocketAck & { ok: true }>,
    ) => {
      socket.on(event, (payload: unknown, maybeAck?: unknown) => {
        const ack = typeof maybeAck === 'function' ? (maybeAck as (answer: SocketAck) => void) : undefined;
        const parsed = sessionRefSchema.safeParse(payload);
        if (!parsed.success) return refuse(ack, firstIssue(parsed.error));
        handle(parsed.data.sessionId).then(
          (answer) => ack?.(answer),
          (error: unknown) => refuse(ack, reasonOf(error, log)),
        );
      });
    };

    const join = async (sessionId: string, as: ParticipantRole) => {
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
      await socket.join(sessionRoom(sessionId));
      joined.set(sessionId, as);
      socket.emit(server.connectedToRoom, { sessionId, status: session.status });
      socket
        .to(sessionRoom(sessionId))
        .emit(as === 'listener' ? server.listenerJoined : server.customerJoined, { sessionId });
      onRoomChange?.(sessionId);
      return { ok: true as const, status: session.status };
    };

    onSessionEvent(client.joinAsListener, (id) => join(id, 'listener'));
    onSessionEvent(client.joinAsCustomer, (id) => join(id, 'customer'));

    // Start: the listener's client calls the REST start first, then tells the room; a start sent
    // without it starts the session here (same service, same rules).
    onSessionEvent(client.startSession, async (id) => {
      if (user.role !== 'LISTENER') throw new AppError('FORBIDDEN', messages.chat.joinAsListenerOnly);
      const { data } = await sessions.startOrAnnounce(user, id);
      onRoomChange?.(id);
      return { ok: true, status: data.status };
    });
    onSessionEvent(client.closeSession, async (id) => {
      if (user.role !== 'LISTENER') throw new AppError('FORBIDDEN', messages.chat.joinAsListenerOnly);
      const { data } = await sessions.close(user, id);
      return { ok: true, status: data.status };
    });
    onSessionEvent(client.endSession, async (id) => {
      if (user.role !== 'CUSTOMER') throw new AppError('FORBIDDEN', messages.chat.joinAsCustomerOnly);
      const { data } = await sessions.end(user, id);
      return { ok: true, status: data.status };
    });

    socket.on(client.sendMessage, (payload: unknown, maybeAck?: unknown) => {
      const ack =
        typeof maybeAck === 'function'
          ? (maybeAck as (answer: SendMessageAck) => void)
          : (answer: SendMessageAck) => {
              if (!answer.ok) socket.emit(server.err, { message: answer.message });
            };
      if (!canSend()) return ack({ ok: false, message: messages.chat.tooFast });
      const parsed = sendMessageSchema.safeParse(payload);
      if (!parsed.success) return ack({ ok: false, message: firstIssue(parsed.error) });
      const stored = sending.then(() => chat.send(user.id, parsed.data));
      sending = stored.catch(() => undefined);
      stored.then(
        ({ message, crisis }) => {
          // Stored: now everyone in the room gets it (a retry is sent again; clients keep one per id).
          const room = io.to(sessionRoom(message.sessionId));
          room.emit(server.message, message);
          if (crisis) {
            room.emit(server.crisisAlert, {
              sessionId: message.sessionId,
              helplines: crisis,
              raisedBy: message.senderType,
            });
          }
          ack({ ok: true, message });
        },
        (error: unknown) => ack({ ok: false, message: reasonOf(error, log) }),
      );
    });

    socket.on('disconnect', () => {
      markSeen();
      for (const [sessionId, role] of joined) {
        const room = sessionRoom(sessionId);
        // Another tab of the same person still in the room means nobody left.
        io.in(room)
          .fetchSockets()
          .then((left) => {
            onRoomChange?.(sessionId);
            if (left.some((other) => other.data.user.id === user.id)) return;
            io.to(room).emit(server.participantDisconnected, { sessionId, role });
          })
          .catch(logFailure(log, 'participant check failed'));
      }
    });
  });
};

/**
 * Presence heartbeat: every `intervalMs`, this process marks the listeners it holds live sockets for as
 * seen. A listener shows offline PRESENCE_GRACE_SECONDS after the last mark (their last socket went, or
 * the process holding it died).
 */
export const startPresenceHeartbeat = (
  { io, db, clock, log }: Pick<Deps, 'io' | 'db' | 'clock' | 'log'>,
  intervalMs: number,
) => {
  const timer = setInterval(() => {
    const ids = new Set<string>();
    for (const socket of io.of('/').sockets.values()) {
      if (socket.data.user.role === 'LISTENER') ids.add(socket.data.user.id);
    }
    markListenersSeen(db, [...ids], clock.now()).catch(logFailure(log, 'presence heartbeat failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
