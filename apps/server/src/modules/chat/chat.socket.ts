import {
  localizeText,
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
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SocketServer, AppSocket } from '../../plugins/socket.ts';
import type { ChatMetrics } from '../../plugins/metrics.ts';
import { sessionRoom } from '../../realtime/realtime.ts';
import type { PresenceService } from '../presence/presence.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { SendLimit } from '../../realtime/send-limit.ts';
import { expectRoomActionRole, type ChatService } from './chat.service.ts';

type Deps = {
  io: SocketServer;
  clock: Clock;
  chat: ChatService;
  sessions: SessionsService;
  presence: PresenceService;
  /** CHAT_MESSAGES_PER_SECOND per person, over all their sockets and processes. */
  sendLimit: SendLimit;
  /** Messages stored and relayed, and how long each send_message waited for its acknowledgement. */
  metrics: ChatMetrics;
  log: FastifyBaseLogger;
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

/**
 * The schema's message for a bad field (fixed in English when the schema was built: said in the
 * person's language); a payload that is not an object at all gets the generic one.
 */
const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue && issue.path.length > 0 ? localizeText(issue.message) : messages.chat.invalidPayload;
};

/**
 * The chat's socket events (issue 9): each payload is parsed against the contract's schema and answered;
 * the rules are the services' (who may join a room: presence.join; messages: chat.send; start, close,
 * end: the sessions service). A message is stored before it is sent.
 */
export const registerChatSocket = ({
  io,
  clock,
  chat,
  sessions,
  presence,
  sendLimit,
  metrics,
  log,
}: Deps) => {
  io.on('connection', (socket: AppSocket) => {
    const user = socket.data.user;
    /**
     * This socket's messages are stored one after the other: sent without waiting for each ack (a
     * client retrying its pending messages), they are still stored and delivered in the order sent.
     */
    let sending: Promise<unknown> = Promise.resolve();
    /** Session rooms this socket joined, with the role it joined as (for participant-disconnected). */
    const joined = new Map<string, ParticipantRole>();

    presence.connected(user).catch(logFailure(log, 'presence mark failed'));

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
      const { status, peer } = await presence.join(user, sessionId, as);
      await socket.join(sessionRoom(sessionId));
      joined.set(sessionId, as);
      socket.emit(server.connectedToRoom, { sessionId, status });
      // Where the other person stands, so a (re)loaded screen shows it at once (issue 23 §3).
      if (peer) socket.emit(server.peerConnection, peer);
      const room = socket.to(sessionRoom(sessionId));
      room.emit(as === 'listener' ? server.listenerJoined : server.customerJoined, { sessionId });
      room.emit(server.peerConnection, {
        sessionId,
        role: as,
        state: 'connected',
        leftAt: null,
        endsAt: null,
      });
      return { ok: true as const, status };
    };

    onSessionEvent(client.joinAsListener, (id) => join(id, 'listener'));
    onSessionEvent(client.joinAsCustomer, (id) => join(id, 'customer'));

    // Start: the listener's client calls the REST start first, then tells the room; a start sent
    // without it starts the session here (same service, same rules).
    onSessionEvent(client.startSession, async (id) => {
      expectRoomActionRole(user, 'start');
      const { data } = await sessions.startOrAnnounce(user, id);
      return { ok: true, status: data.status };
    });
    onSessionEvent(client.closeSession, async (id) => {
      expectRoomActionRole(user, 'close');
      const { data } = await sessions.close(user, id);
      return { ok: true, status: data.status };
    });
    onSessionEvent(client.endSession, async (id) => {
      expectRoomActionRole(user, 'end');
      const { data } = await sessions.end(user, id);
      return { ok: true, status: data.status };
    });

    socket.on(client.sendMessage, (payload: unknown, maybeAck?: unknown) => {
      // Real time, not the app's clock (which tests move): the wait the sender sees, queue included.
      const received = performance.now();
      const answer =
        typeof maybeAck === 'function'
          ? (maybeAck as (answer: SendMessageAck) => void)
          : (answer: SendMessageAck) => {
              if (!answer.ok) socket.emit(server.err, { message: answer.message });
            };
      const ack = (reply: SendMessageAck) => {
        metrics.ackSeconds.observe(
          { result: reply.ok ? 'ok' : 'refused' },
          (performance.now() - received) / 1000,
        );
        answer(reply);
      };
      const parsed = sendMessageSchema.safeParse(payload);
      if (!parsed.success) return ack({ ok: false, message: firstIssue(parsed.error) });
      // Taken in the order sent, like the messages: a burst's first ones go, the rest are refused.
      const stored = sending.then(async () => {
        if (!(await sendLimit(user.id, clock.now().getTime()))) {
          throw new AppError('RATE_LIMITED', messages.chat.tooFast);
        }
        return chat.send(user.id, parsed.data);
      });
      sending = stored.catch(() => undefined);
      stored.then(
        ({ message, created, crisis }) => {
          if (created) metrics.stored.inc();
          // Stored: now everyone in the room gets it (a retry is sent again; clients keep one per id).
          const room = io.to(sessionRoom(message.sessionId));
          room.emit(server.message, message);
          metrics.relayed.inc();
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
      const stamped = presence.left(user, [...joined.keys()]);
      stamped.catch(logFailure(log, 'presence mark failed'));
      for (const [sessionId, role] of joined) {
        // After the stamp (the moment they left, as billing will read it): another tab of the same
        // person still in the room means nobody left; otherwise the room hears when the session ends.
        stamped
          .catch(() => undefined)
          .then(() => presence.connectionOf(sessionId, role))
          .then((connection) => {
            if (!connection || connection.state === 'connected') return;
            const room = io.to(sessionRoom(sessionId));
            room.emit(server.participantDisconnected, { sessionId, role });
            room.emit(server.peerConnection, connection);
          })
          .catch(logFailure(log, 'participant check failed'));
      }
    });
  });
};
