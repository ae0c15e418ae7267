import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import {
  CHAT_MESSAGE_MAX,
  chatMessageSchema,
  connectedToRoomSchema,
  englishMessage,
  liveSessionMessages,
  localizeText,
  participantDisconnectedSchema,
  participantJoinedSchema,
  sendMessageAckSchema,
  sessionEndedSchema,
  socketAckSchema,
  socketErrorSchema,
  socketEvents,
  type ChatMessage,
  type MessageId,
  type ParticipantRole,
  type PeerConnection,
  type SessionEnded,
} from '@app/contract';
import { ChatRoomState, type ChatItem } from '@/features/chat/chat-room-state';
import { otherPersonConnection, ownConnectionOf, type OwnConnection } from '@/lib/session-connection';

/** How long a join or a message waits for the server's acknowledgement before it counts as unanswered. */
export const ACK_TIMEOUT_MS = 10_000;
/** How often unacknowledged messages are sent again while the room is joined. */
export const RETRY_INTERVAL_MS = 3_000;
/** The pause after the server said "too fast" (at most CHAT_MESSAGES_PER_SECOND a second). */
const TOO_FAST_PAUSE_MS = 1_000;

/**
 * Whether the server's text is the catalogue's `id`: the socket answers in English, and this tab may
 * show another language, so either counts (read when compared, never fixed at load).
 */
const isText = (received: string, id: MessageId): boolean =>
  received === englishMessage(id) || received === localizeText(englishMessage(id) as string);

/**
 * Refusals a retry cannot change: the message is shown as failed with the reason. Anything else
 * (too fast, not joined yet, the server could not store it now, no answer) is sent again.
 */
const PERMANENT_REFUSALS: readonly MessageId[] = [
  'chat.messageBlank',
  'chat.messageTooLong',
  'chat.clientMessageIdInvalid',
  'chat.sessionIdInvalid',
  'chat.notParticipant',
  'chat.invalidPayload',
  'liveSession.chatOnlyInProgress',
  'sessions.notFound',
];

/** What happens in the room, for the screen to tell its person (toasts) and to refresh. */
export type ChatRoomEvents = {
  /** `connected-to-room`: this connection is in the session's room (again). */
  onJoined?: () => void;
  /** `customer-joined` / `listener-joined`: the other side came in. */
  onOtherJoined?: () => void;
  /** `participant-disconnected` of the other side. */
  onOtherDisconnected?: () => void;
  /** `session-ended`, for any reason. */
  onSessionEnded?: (ended: SessionEnded) => void;
  /**
   * `connect_error`, with the server's or the transport's detail; `refused` when the server turned
   * the connection down (a bad or revoked sign-in) rather than the network failing.
   */
  onConnectError?: (detail: string, refused: boolean) => void;
  /** `err`: the server refused something this screen asked for. */
  onError?: (message: string) => void;
};

export type ChatRole = ParticipantRole;

type Options = {
  sessionId: string;
  role: ChatRole;
  /** Join the room and send (the session is open); leave it otherwise. */
  active: boolean;
  /** Messages may be sent now (the session is IN_PROGRESS). */
  canSend: boolean;
  /** The session has ended: messages still waiting here are shown as not sent. */
  ended?: boolean;
  /** The session's messages as the last REST answer carried them (`sessionMessages`, oldest first). */
  history: readonly ChatMessage[] | undefined;
  /**
   * Fetches the session again over REST. Called after every (re)join: the room is lost with a
   * connection, and messages stored meanwhile come back with the session. (`update-session` is the
   * screen's to follow: it refetches through the same query.)
   */
  refetch: () => void;
  events?: ChatRoomEvents;
};

/**
 * queued: in the outbox and on its way. queued-offline: in the outbox, shown as pending, sent once
 * the connection is back (the screen says it is not connected). The rest: not taken.
 */
export type SendResult = 'queued' | 'queued-offline' | 'blank' | 'too-long' | 'not-in-progress';

const other = (role: ChatRole): ChatRole => (role === 'listener' ? 'customer' : 'listener');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The chat of one session on the one realtime connection of this sign-in (lib/realtime), for the
 * listener's and the customer's screens alike. It joins the session's room on every (re)connect,
 * refetches the session then, merges history and live messages without duplicates, and keeps an
 * outbox: what was written here shows as pending until the server acknowledges it, and is sent again
 * with the same client id (after a reconnect, and every few seconds) so the server stores it once.
 * socket.io-client loads with the first use, never on a first page load.
 */
export function useChatRoom({
  sessionId,
  role,
  active,
  canSend,
  ended = false,
  history,
  refetch,
  events,
}: Options) {
  const mine = role === 'listener' ? 'LISTENER' : 'CUSTOMER';
  const room = useMemo(() => new ChatRoomState(sessionId, mine), [sessionId, mine]);
  const items: ChatItem[] = useSyncExternalStore(room.subscribe, room.getItems, room.getItems);
  const [connected, setConnected] = useState(false);
  /** This connection was up once: down again now means reconnecting, not connecting. */
  const [wasEverConnected, setWasEverConnected] = useState(false);
  const [joined, setJoined] = useState(false);
  /** Where the other person stands, as the server last said (`peer-connection`); null until it says. */
  const [peer, setPeer] = useState<PeerConnection | null>(null);

  const latest = useRef({ refetch, events });
  useEffect(() => {
    latest.current = { refetch, events };
  });

  useEffect(() => {
    if (history) room.addStored(history);
    // After the history: a message stored just before the end (its answer lost) settles, not fails.
    if (ended) room.failPending(liveSessionMessages.chatOnlyInProgress);
  }, [room, history, ended]);

  // Set while the effect below runs: starts the outbox pump from outside it (send()).
  const pumpRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!active) return;
    let closed = false;
    let inRoom = false;
    let pumping = false;
    let wasConnected = false;
    const cleanups: (() => void)[] = [];
    const tell = () => latest.current.events;

    const settle = (message: ChatMessage) => room.addStored([message]);

    const start = async () => {
      const realtime = await import('@/lib/realtime');
      if (closed) return;

      /** Sends the outbox, oldest first, one message at a time (order kept, no flood). */
      const pump = async () => {
        if (pumping) return;
        pumping = true;
        try {
          while (!closed && inRoom) {
            const entry = room.nextPending();
            if (!entry) break;
            let answer: unknown;
            try {
              answer = await realtime.emitWithAck(
                socketEvents.client.sendMessage,
                { sessionId, message: entry.message, clientMessageId: entry.clientMessageId },
                ACK_TIMEOUT_MS,
              );
            } catch {
              break; // Down, or no answer: it stays pending; the next (re)join or the timer sends it again.
            }
            const ack = sendMessageAckSchema.safeParse(answer);
            if (!ack.success) break;
            if (ack.data.ok) {
              settle(ack.data.message);
              continue;
            }
            const refusal = ack.data.message;
            if (PERMANENT_REFUSALS.some((id) => isText(refusal, id))) {
              room.fail(entry.clientMessageId, refusal);
            } else if (isText(refusal, 'chat.notJoined')) {
              leaveAndJoin();
              break;
            } else if (isText(refusal, 'chat.tooFast')) {
              await sleep(TOO_FAST_PAUSE_MS);
            } else {
              break; // The server could not store it now: the timer tries again.
            }
          }
        } finally {
          pumping = false;
        }
      };
      pumpRef.current = () => void pump();

      const entered = () => {
        if (inRoom || closed) return;
        inRoom = true;
        setJoined(true);
        latest.current.refetch();
        void pump();
      };

      const join = async () => {
        const event =
          role === 'listener' ? socketEvents.client.joinAsListener : socketEvents.client.joinAsCustomer;
        try {
          const answer = await realtime.emitWithAck(event, { sessionId }, ACK_TIMEOUT_MS);
          const ack = socketAckSchema.safeParse(answer);
          // A refusal also comes as `err`, which tells the person.
          if (ack.success && ack.data.ok) entered();
        } catch {
          // Down or unanswered: the next connect joins again.
        }
      };

      function leaveAndJoin() {
        inRoom = false;
        setJoined(false);
        void join();
      }

      /** A handler of `schema`'s payloads about this session (the user's other sessions are not ours). */
      const forThisSession =
        <T extends { sessionId: string }>(schema: z.ZodType<T>, handler: (payload: T) => void) =>
        (payload: unknown) => {
          const parsed = schema.safeParse(payload);
          if (parsed.success && parsed.data.sessionId === sessionId) handler(parsed.data);
        };

      const s = socketEvents.server;
      const subscriptions: [string, (payload: unknown) => void][] = [
        [
          s.connectedToRoom,
          forThisSession(connectedToRoomSchema, () => {
            tell()?.onJoined?.();
            entered();
          }),
        ],
        [s.message, forThisSession(chatMessageSchema, settle)],
        [
          s.peerConnection,
          (payload) => {
            const peer = otherPersonConnection(payload, sessionId, role);
            if (peer) setPeer(peer);
          },
        ],
        [
          role === 'listener' ? s.customerJoined : s.listenerJoined,
          forThisSession(participantJoinedSchema, () => tell()?.onOtherJoined?.()),
        ],
        [
          s.participantDisconnected,
          forThisSession(participantDisconnectedSchema, (payload) => {
            if (payload.role === other(role)) tell()?.onOtherDisconnected?.();
          }),
        ],
        [s.sessionEnded, forThisSession(sessionEndedSchema, (payload) => tell()?.onSessionEnded?.(payload))],
        [
          s.err,
          (payload) => {
            const parsed = socketErrorSchema.safeParse(payload);
            if (parsed.success) tell()?.onError?.(parsed.data.message);
          },
        ],
        [
          'connect_error',
          (error) => {
            const detail = error instanceof Error ? error.message : String(error);
            const transport = (error as { type?: unknown } | null)?.type === 'TransportError';
            tell()?.onConnectError?.(detail, !transport && detail !== 'timeout');
          },
        ],
      ];
      for (const [event, handler] of subscriptions) cleanups.push(realtime.subscribe(event, handler));

      cleanups.push(
        realtime.watchConnection((up) => {
          setConnected(up);
          if (up) setWasEverConnected(true);
          if (up && !wasConnected) void join();
          if (!up) {
            inRoom = false;
            setJoined(false);
          }
          wasConnected = up;
        }),
      );

      const timer = setInterval(() => {
        if (inRoom && room.hasPending()) void pump();
      }, RETRY_INTERVAL_MS);
      cleanups.push(() => clearInterval(timer));
    };

    // Without realtime (the chunk failed to load) the screen still shows the session by polling.
    start().catch(() => undefined);
    return () => {
      closed = true;
      pumpRef.current = null;
      setJoined(false);
      setPeer(null);
      for (const cleanup of cleanups) cleanup();
    };
  }, [room, sessionId, role, active]);

  /** Puts a message in the outbox and sends it (now, or once connected); answers why not when it cannot. */
  const send = (text: string): SendResult => {
    if (!canSend) return 'not-in-progress';
    if (text.trim().length === 0) return 'blank';
    if (text.length > CHAT_MESSAGE_MAX) return 'too-long';
    room.enqueue(text);
    pumpRef.current?.();
    return connected ? 'queued' : 'queued-offline';
  };

  /** This side's own connection, for the one connection state both screens show (issue 23 §3). */
  const connection: OwnConnection = ownConnectionOf(connected, wasEverConnected);
  return { items, connected, connection, joined, peer, send };
}
