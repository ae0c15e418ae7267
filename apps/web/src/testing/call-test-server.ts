// For the call screens' tests: the chat test server (a real socket.io server speaking apps/server's
// protocol) plus the call signalling of issue 10: offers, answers and ICE candidates checked against
// the contract's schemas and relayed only to the other person's sockets in the session room, and
// `call-ended` to both, as apps/server does.
import {
  addIceCandidatesSchema,
  createAnswerSchema,
  createOfferSchema,
  messages,
  socketEvents,
  type SessionEndReason,
} from '@app/contract';
import { startChatServer } from '@/testing/chat-test-server';

type Ack = (answer: unknown) => void;
type Relayed = { event: string; userId: string; payload: unknown };

const sessionRoom = (id: string) => `session:${id}`;
const userRoom = (id: string) => `user:${id}`;

export async function startCallServer() {
  const server = await startChatServer();
  const people = new Map<string, { listenerId: string; customerId: string }>();
  /** Every signalling message the server relayed, in order. */
  const relayed: Relayed[] = [];
  const c = socketEvents.client;
  const s = socketEvents.server;

  server.io.on('connection', (socket) => {
    const relay = (
      event: string,
      out: string,
      schema: typeof createOfferSchema | typeof createAnswerSchema | typeof addIceCandidatesSchema,
    ) =>
      socket.on(event, (payload: unknown, ack?: Ack) => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? messages.chat.invalidPayload;
          socket.emit(s.err, { message });
          return ack?.({ ok: false, message });
        }
        const { sessionId } = parsed.data;
        if (!socket.rooms.has(sessionRoom(sessionId))) {
          return ack?.({ ok: false, message: messages.calls.notJoined });
        }
        relayed.push({ event, userId: socket.data.userId, payload: parsed.data });
        server.io.to(sessionRoom(sessionId)).except(userRoom(socket.data.userId)).emit(out, parsed.data);
        ack?.({ ok: true, status: 'IN_PROGRESS' });
      });
    relay(c.createOffer, s.offer, createOfferSchema);
    relay(c.createAnswer, s.answer, createAnswerSchema);
    relay(c.addIceCandidates, s.iceCandidate, addIceCandidatesSchema);
  });

  return {
    ...server,
    relayed,
    addSession(session: Parameters<typeof server.addSession>[0]) {
      people.set(session.id, { listenerId: session.listenerId, customerId: session.customerId });
      server.addSession(session);
    },
    /**
     * The session ends for `reason`, told to both in apps/server's order: update-session, session-ended,
     * then call-ended with the reason's message ('Insufficient balance').
     */
    endCall(sessionId: string, reason: SessionEndReason) {
      const who = people.get(sessionId);
      if (!who) throw new Error(`no session ${sessionId}`);
      server.update(sessionId, 'COMPLETED');
      const both = server.io.to([userRoom(who.listenerId), userRoom(who.customerId)]);
      const message = messages.chat.sessionEnded[reason];
      both.emit(s.sessionEnded, { sessionId, message, reason });
      server.io
        .to([userRoom(who.listenerId), userRoom(who.customerId)])
        .emit(s.callEnded, { sessionId, reason: message });
    },
  };
}

export type CallTestServer = Awaited<ReturnType<typeof startCallServer>>;
