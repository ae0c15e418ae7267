import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_PER_SECOND,
  SOCKETS_PER_USER,
  type SessionEndReason,
} from '../constants.ts';

/** Realtime chat (issue 9): the spec's chat toasts (§8) and the socket's own answers. */
export const chatMessages = localized('chat', {
  connectedToRoom: 'Connected to chat room',
  customerJoined: 'Customer joined the session',
  listenerJoined: 'Your listener joined the session',
  connectionError: (detail: string) => `Connection error: ${detail}`,
  customerDisconnected: 'Customer disconnected. They may reconnect shortly.',
  listenerDisconnected: 'Your listener disconnected. They may reconnect shortly.',
  notConnected: 'Not connected to chat server. Please check your connection.',
  sessionIdInvalid: 'sessionId must be a session id',
  messageBlank: 'Message cannot be empty',
  messageTooLong: `A message can be at most ${formatNumber(CHAT_MESSAGE_MAX, {}, 'en')} characters`,
  clientMessageIdInvalid: 'clientMessageId must be 8-64 letters, digits, - or _',
  tooFast: `You are sending messages too fast (at most ${CHAT_MESSAGES_PER_SECOND} a second). Please wait a moment.`,
  tooManyConnections: `You are connected from too many tabs or devices (at most ${SOCKETS_PER_USER}). Close one and try again.`,
  notParticipant: 'You are not part of this session.',
  joinAsListenerOnly: 'Only listeners can join as listener.',
  joinAsCustomerOnly: 'Only customers can join as customer.',
  notJoined: 'Join the session first.',
  invalidPayload: 'Invalid request',
  sendFailed: 'Message could not be sent. Please try again.',
  contactMasked:
    'Contact details (phone numbers, e-mail addresses, UPI ids and links) are hidden in chat to keep both of you safe.',
  pending: 'Sending…',
  placeholder: 'Type a message…',
  noMessages: 'No messages yet.',
  /** A session whose transcript the retention sweep deleted (issue 25 §3): said instead of an empty chat. */
  transcriptDeleted: 'The messages of this session were deleted under our data retention rules.',
  newRequest: (name: string, mode: string) => `New ${mode.toLowerCase()} session request from ${name}`,
  muteSounds: 'Mute request sounds',
  unmuteSounds: 'Unmute request sounds',
  openRequests: 'Open Requests',
  /** `session-ended.message` for each reason ('Insufficient balance' per product rules). */
  sessionEnded: {
    DECLINED: 'The request was declined',
    CANCELLED: 'The session was cancelled',
    EXPIRED: 'The session expired',
    CLOSED_BY_LISTENER: 'Session was closed by the listener',
    ENDED_BY_CUSTOMER: 'Session was closed by the customer',
    INSUFFICIENT_BALANCE: 'Insufficient balance',
    CONNECTION_LOST: 'The other side lost the connection',
    // Neutral on purpose: the other person is never told that someone was blocked or deactivated.
    ENDED_BY_PLATFORM: 'This session has ended.',
  } satisfies Record<SessionEndReason, string>,
} as const);
