// For the chat screens' tests: a real socket.io server on a free port that speaks the chat protocol of
// apps/server (issue 9) over the same events and payloads, with a store the tests' REST answers read,
// and switches to lose packets the way a bad network does. The browser side under test is the real
// socket.io client of lib/realtime.
import type { Socket } from 'socket.io';
import {
  CHAT_MESSAGE_MAX,
  detectCrisis,
  maskContactDetails,
  messages,
  socketEvents,
  type ChatMessage,
  type Helpline,
  type SessionEndReason,
  type SessionStatus,
} from '@app/contract';
import { startSocketTestServer } from '@/testing/socket-server';

type Session = { id: string; status: SessionStatus; listenerId: string; customerId: string };
type Ack = (answer: unknown) => void;
type SenderType = ChatMessage['senderType'];
type SocketData = { userId: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test server takes any event, like apps/server's
type AnyEvents = Record<string, (...args: any[]) => void>;
type ChatSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;

const sessionRoom = (id: string) => `session:${id}`;
const userRoom = (id: string) => `user:${id}`;

/** The helplines apps/server starts with (its migration's list), sent with `crisis-alert`. */
export const testHelplines: Helpline[] = [
  {
    name: 'Tele-MANAS (national mental health helpline)',
    phone: '14416',
    description: 'Free, confidential, 24x7, in many Indian languages',
    nameHi: 'टेली-मानस (राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन)',
    descriptionHi: 'निःशुल्क, गोपनीय, चौबीसों घंटे, कई भारतीय भाषाओं में',
  },
  {
    name: 'Tele-MANAS toll-free',
    phone: '1-800-891-4416',
    description: 'The same service from any phone, free, 24x7',
    nameHi: 'टेली-मानस टोल-फ़्री',
    descriptionHi: 'यही सेवा किसी भी फ़ोन से, निःशुल्क, चौबीसों घंटे',
  },
  {
    name: 'Emergency (police, ambulance, fire)',
    phone: '112',
    description: 'If you or someone else is in immediate danger',
    nameHi: 'आपातकालीन सेवा (पुलिस, एम्बुलेंस, फ़ायर ब्रिगेड)',
    descriptionHi: 'अगर आप या कोई और तुरंत ख़तरे में है',
  },
];

export async function startChatServer() {
  const { http, io, port, url, allow } = await startSocketTestServer();
  const sessions = new Map<string, Session>();
  const stored: ChatMessage[] = [];
  /** Every send_message the server received (retries included), in order. */
  const received: { clientMessageId: string; message: string }[] = [];
  const controls = {
    /** Drop send_message packets unanswered and unstored (the network lost them). */
    loseMessages: false,
    /** Store messages but never answer the sender (the acknowledgement and its broadcast are lost). */
    loseAnswers: false,
    /** Refuse the next message with this reason (and only that one). */
    refuseNext: null as string | null,
  };
  let counter = 0;

  /**
   * As apps/server: a newly stored message whose own words (before masking) suggest self-harm raises
   * `crisis-alert` in the room.
   */
  const raiseCrisis = (
    target: { emit: (event: string, payload: unknown) => unknown },
    saved: ChatMessage,
    words: string,
  ) => {
    if (!detectCrisis(words).matched) return;
    target.emit(socketEvents.server.crisisAlert, {
      sessionId: saved.sessionId,
      helplines: testHelplines,
      raisedBy: saved.senderType,
    });
  };

  const sessionOf = (socket: ChatSocket, payload: unknown) => {
    const sessionId = (payload as { sessionId?: unknown } | undefined)?.sessionId;
    const session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    const userId = socket.data.userId;
    return session && (session.listenerId === userId || session.customerId === userId) ? session : undefined;
  };

  const refuse = (socket: ChatSocket, ack: Ack | undefined, message: string) => {
    socket.emit(socketEvents.server.err, { message });
    ack?.({ ok: false, message });
  };

  io.on('connection', (socket) => {
    const join = (role: 'listener' | 'customer') => (payload: unknown, ack?: Ack) => {
      const session = sessionOf(socket, payload);
      if (!session) return refuse(socket, ack, messages.sessions.notFound);
      const userId = socket.data.userId;
      if ((role === 'listener' ? session.listenerId : session.customerId) !== userId) {
        return refuse(
          socket,
          ack,
          role === 'listener' ? messages.chat.joinAsListenerOnly : messages.chat.joinAsCustomerOnly,
        );
      }
      void socket.join(sessionRoom(session.id));
      socket.emit(socketEvents.server.connectedToRoom, { sessionId: session.id, status: session.status });
      socket
        .to(sessionRoom(session.id))
        .emit(role === 'listener' ? socketEvents.server.listenerJoined : socketEvents.server.customerJoined, {
          sessionId: session.id,
        });
      socket.to(sessionRoom(session.id)).emit(socketEvents.server.peerConnection, {
        sessionId: session.id,
        role,
        state: 'connected',
        leftAt: null,
        endsAt: null,
      });
      ack?.({ ok: true, status: session.status });
    };
    socket.on(socketEvents.client.joinAsListener, join('listener'));
    socket.on(socketEvents.client.joinAsCustomer, join('customer'));

    socket.on(socketEvents.client.sendMessage, (payload: unknown, ack?: Ack) => {
      const { message, clientMessageId } = payload as { message: string; clientMessageId: string };
      if (controls.loseMessages) return;
      received.push({ clientMessageId, message });
      const refusal = controls.refuseNext;
      if (refusal) {
        controls.refuseNext = null;
        return ack?.({ ok: false, message: refusal });
      }
      const session = sessionOf(socket, payload);
      if (!session || !socket.rooms.has(sessionRoom(session.id))) {
        return ack?.({ ok: false, message: messages.chat.notJoined });
      }
      if (message.trim().length === 0) return ack?.({ ok: false, message: messages.chat.messageBlank });
      if (message.length > CHAT_MESSAGE_MAX)
        return ack?.({ ok: false, message: messages.chat.messageTooLong });
      if (session.status !== 'IN_PROGRESS') {
        return ack?.({ ok: false, message: messages.liveSession.chatOnlyInProgress });
      }
      const senderType: SenderType = session.listenerId === socket.data.userId ? 'LISTENER' : 'CUSTOMER';
      let saved = stored.find(
        (row) =>
          row.sessionId === session.id &&
          row.senderType === senderType &&
          row.clientMessageId === clientMessageId,
      );
      if (!saved) {
        counter += 1;
        const filtered = maskContactDetails(message);
        saved = {
          id: `m-${counter}`,
          sessionId: session.id,
          senderType,
          message: filtered.text,
          timestamp: new Date(Date.UTC(2026, 5, 15, 10, 0, counter)).toISOString(),
          clientMessageId,
          masked: filtered.kinds.length > 0,
        };
        stored.push(saved);
        // A lost answer loses the sender's copy of the broadcast too (the same connection carries both).
        const room = sessionRoom(session.id);
        const target = controls.loseAnswers ? socket.to(room) : io.to(room);
        target.emit(socketEvents.server.message, saved);
        raiseCrisis(target, saved, message);
      }
      if (!controls.loseAnswers) ack?.({ ok: true, message: saved });
    });

    socket.on('disconnecting', () => {
      const userId = socket.data.userId;
      for (const room of socket.rooms) {
        const session = [...sessions.values()].find((candidate) => sessionRoom(candidate.id) === room);
        if (!session) continue;
        const stays = [...(io.of('/').adapter.rooms.get(room) ?? [])].some(
          (id) => id !== socket.id && io.of('/').sockets.get(id)?.data.userId === userId,
        );
        if (stays) continue;
        const role = session.listenerId === userId ? 'listener' : 'customer';
        socket.to(room).emit(socketEvents.server.participantDisconnected, { sessionId: session.id, role });
        // As the real server: when they left, and when the session ends unless they are back (60 s).
        const leftAt = Date.now();
        socket.to(room).emit(socketEvents.server.peerConnection, {
          sessionId: session.id,
          role,
          state: 'lost',
          leftAt: new Date(leftAt).toISOString(),
          endsAt: new Date(leftAt + 60_000).toISOString(),
        });
      }
    });

    socket.on(socketEvents.client.startSession, (payload: unknown, ack?: Ack) => {
      const session = sessionOf(socket, payload);
      if (!session) return refuse(socket, ack, messages.sessions.notFound);
      server.update(session.id, session.status);
      ack?.({ ok: true, status: session.status });
    });
  });

  const server = {
    url,
    io,
    controls,
    stored,
    received,
    /** Lets `token` connect as `userId`. */
    allow,
    addSession(session: Session) {
      sessions.set(session.id, { ...session });
    },
    /** The messages of a session as REST's `sessionMessages` carries them, oldest first. */
    messagesOf(sessionId: string) {
      return stored.filter((message) => message.sessionId === sessionId);
    },
    /** Changes a session's state and says so to both people, as the server does on every change. */
    update(sessionId: string, status: SessionStatus) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = status;
      io.to([userRoom(session.listenerId), userRoom(session.customerId)]).emit(
        socketEvents.server.updateSession,
        {
          session: {
            id: sessionId,
            status,
            endReason: null,
            startedAt: null,
            endedAt: null,
            runsOutAt: null,
            timeInMinutes: 0,
          },
        },
      );
    },
    /** Ends a session for `reason` and says so to both people (session-ended, then update-session). */
    end(sessionId: string, reason: SessionEndReason, status: SessionStatus = 'COMPLETED') {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      io.to([userRoom(session.listenerId), userRoom(session.customerId)]).emit(
        socketEvents.server.sessionEnded,
        {
          sessionId,
          message: messages.chat.sessionEnded[reason],
          reason,
        },
      );
      server.update(sessionId, status);
    },
    /** A message of the other side, stored and broadcast. */
    say(sessionId: string, senderType: SenderType, message: string) {
      counter += 1;
      const saved: ChatMessage = {
        id: `m-${counter}`,
        sessionId,
        senderType,
        message,
        timestamp: new Date(Date.UTC(2026, 5, 15, 10, 0, counter)).toISOString(),
        clientMessageId: `other-${counter}`,
        masked: false,
      };
      stored.push(saved);
      io.to(sessionRoom(sessionId)).emit(socketEvents.server.message, saved);
      raiseCrisis(io.to(sessionRoom(sessionId)), saved, message);
      return saved;
    },
    sockets: () => [...io.of('/').sockets.values()],
    /**
     * Cuts every connection at the transport (as a network drop does, not a server's disconnect(),
     * after which clients would stay away): clients reconnect on their own.
     */
    dropConnections() {
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    },
    /** The server goes away: connections cut, new ones refused until resume(). */
    pause() {
      http.close();
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
      http.closeAllConnections();
    },
    /** The server is back on the same address; clients reconnect on their own. */
    resume: () => new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve)),
    close: () => io.close(),
  };
  return server;
}

export type ChatTestServer = Awaited<ReturnType<typeof startChatServer>>;
