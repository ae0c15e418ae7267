import {
  addIceCandidatesSchema,
  createAnswerSchema,
  createOfferSchema,
  localizeText,
  messages,
  socketEvents,
  type SocketAck,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { AppSocket, SocketServer } from '../../plugins/socket.ts';
import { sessionRoom, userRoom } from '../../realtime/realtime.ts';
import type { CallsService, SignalKind } from './calls.service.ts';

type Deps = { io: SocketServer; calls: CallsService; log: FastifyBaseLogger };

const client = socketEvents.client;
const server = socketEvents.server;

/**
 * Call signalling (issue 10): parses each payload (shapes and sizes are the contract's), asks the calls
 * service whether it may pass (`maySignal`: role, joined room, AUDIO session accepted or in progress),
 * and forwards it to the other person's sockets only.
 */
export const registerCallSocket = ({ io, calls, log }: Deps) => {
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
      kind: SignalKind,
      forward: (payload: z.output<S>) => void,
    ) => {
      socket.on(event, (payload: unknown, maybeAck?: unknown) => {
        const ack = typeof maybeAck === 'function' ? (maybeAck as (answer: SocketAck) => void) : undefined;
        const refuse = (message: string) => {
          socket.emit(server.err, { message });
          ack?.({ ok: false, message });
        };
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return refuse(issue ? localizeText(issue.message) : messages.chat.invalidPayload);
        }
        const { sessionId } = parsed.data;
        const joined = socket.rooms.has(sessionRoom(sessionId));
        const checked = relaying.then(() => calls.maySignal(user, sessionId, kind, joined));
        relaying = checked.catch(() => undefined);
        checked.then(
          ({ status }) => {
            forward(parsed.data);
            ack?.({ ok: true, status });
          },
          (error: unknown) => {
            if (error instanceof AppError) return refuse(error.message);
            log.error({ err: error }, 'call signalling failed');
            refuse(messages.chat.sendFailed);
          },
        );
      });
    };

    /** The other person's sockets in the session: the room minus every socket of the sender. */
    const toOtherSide = (sessionId: string) => io.to(sessionRoom(sessionId)).except(userRoom(user.id));

    relay(client.createOffer, createOfferSchema, 'offer', ({ sessionId, offer }) => {
      toOtherSide(sessionId).emit(server.offer, { sessionId, offer });
    });
    relay(client.createAnswer, createAnswerSchema, 'answer', ({ sessionId, answer }) => {
      toOtherSide(sessionId).emit(server.answer, { sessionId, answer });
    });
    relay(client.addIceCandidates, addIceCandidatesSchema, 'candidate', ({ sessionId, candidate }) => {
      toOtherSide(sessionId).emit(server.iceCandidate, { sessionId, candidate });
    });
  });
};
