import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX,
  CLIENT_MESSAGE_ID_PATTERN,
  PEER_CONNECTION_STATES,
  SESSION_END_REASONS,
  SESSION_STATUSES,
} from '../constants.ts';
import { chatMessages } from '../messages/chat.ts';
import { chatMessageSchema, listenerSessionSchema } from './marketplace.ts';

// Realtime chat (issue 9): every socket payload both ways. The server validates what clients send with
// these schemas; the web reads what the server sends with the same ones.

const c = chatMessages;

const sessionIdSchema = z.uuid({ error: c.sessionIdInvalid });

/** `join-as-listener`, `join-as-customer`, `start-session`, `close-session`, `end-session`. */
export const sessionRefSchema = z.object({ sessionId: sessionIdSchema });
export type SessionRef = z.infer<typeof sessionRefSchema>;

/** `send_message`: the client's id makes retries safe (the server stores a message once per id). */
export const sendMessageSchema = z.object({
  sessionId: sessionIdSchema,
  message: z
    .string({ error: c.messageBlank })
    .refine((text) => text.trim().length > 0, c.messageBlank)
    .refine((text) => text.length <= CHAT_MESSAGE_MAX, c.messageTooLong),
  clientMessageId: z
    .string({ error: c.clientMessageIdInvalid })
    .regex(CLIENT_MESSAGE_ID_PATTERN, c.clientMessageIdInvalid),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** The acknowledgement of `send_message`. */
export const sendMessageAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), message: chatMessageSchema }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type SendMessageAck = z.infer<typeof sendMessageAckSchema>;

/** The optional acknowledgement of join, start, close and end: what `err` would say, for the caller. */
export const socketAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), status: z.enum(SESSION_STATUSES) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type SocketAck = z.infer<typeof socketAckSchema>;

export const connectedToRoomSchema = z.object({
  sessionId: z.string(),
  status: z.enum(SESSION_STATUSES),
});
export type ConnectedToRoom = z.infer<typeof connectedToRoomSchema>;

/** What both sides learn on every change of state (each screen then refetches its own view). */
export const sessionUpdateSchema = z.object({
  session: z.object({
    id: z.string(),
    status: z.enum(SESSION_STATUSES),
    endReason: z.enum(SESSION_END_REASONS).nullable(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    runsOutAt: z.string().nullable(),
    timeInMinutes: z.number().int(),
  }),
});
export type SessionUpdate = z.infer<typeof sessionUpdateSchema>;

export const sessionEndedSchema = z.object({
  sessionId: z.string(),
  /** For people: 'Session was closed by the customer', 'Insufficient balance', ... */
  message: z.string(),
  reason: z.enum(SESSION_END_REASONS),
});
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

export const PARTICIPANT_ROLES = ['customer', 'listener'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

// Read by the web's chat (features/chat/use-chat-room.ts, the customer's session screen).
export const participantDisconnectedSchema = z.object({
  sessionId: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
});
/**
 * `peer-connection`: the connection of `role`'s person in one session (issue 23 §3), to the room when
 * they join or their last socket leaves, and to a joining socket about the other person (so a reloaded
 * screen knows at once). `leftAt` is the server's recorded moment they left (billing stops there if
 * the session ends this way); `endsAt` is when the session ends unless they are back.
 */
export const peerConnectionSchema = z.object({
  sessionId: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
  state: z.enum(PEER_CONNECTION_STATES),
  leftAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type PeerConnection = z.infer<typeof peerConnectionSchema>;
export const participantJoinedSchema = z.object({ sessionId: z.string() });
export const lowBalanceSchema = z.object({ sessionId: z.string(), runsOutAt: z.string() });
export const socketErrorSchema = z.object({ message: z.string() });

export const sessionRequestPushSchema = z.object({ session: listenerSessionSchema });
export type SessionRequestPush = z.infer<typeof sessionRequestPushSchema>;
