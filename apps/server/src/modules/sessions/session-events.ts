import { messages, socketEvents, type ChatMessage, type SessionStatus } from '@app/contract';
import type { Realtime } from '../../realtime/realtime.ts';
import type { SessionMessageRow, SessionRow } from './sessions.repository.ts';

// What both people of a session hear when it changes, and how a stored message looks to them. The
// sessions service, the chat (messages) and the wallet (a top-up moves the run-out) use these.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const isOpen = (status: SessionStatus) =>
  status === 'pending' || status === 'ACCEPTED' || status === 'IN_PROGRESS';

/** A stored message as both sides and the history show it. */
export const toChatMessage = (row: SessionMessageRow): ChatMessage => ({
  id: row.id,
  sessionId: row.sessionId,
  senderType: row.senderType,
  message: row.body,
  timestamp: row.createdAt.toISOString(),
  clientMessageId: row.clientMessageId,
  masked: row.originalBody !== null,
});

/** What `update-session` tells both sides. */
const updateOf = (s: SessionRow) => ({
  id: s.id,
  status: s.status,
  endReason: s.endReason,
  startedAt: iso(s.startedAt),
  endedAt: iso(s.endedAt),
  runsOutAt: s.status === 'IN_PROGRESS' ? iso(s.runsOutAt) : null,
  timeInMinutes: s.billedMinutes,
});

/**
 * Tells every socket of both people about a change of state; an open session that ended also gets
 * `session-ended` with its reason in words (and an AUDIO one `call-ended`).
 */
export const notifySessionChange = (
  realtime: Realtime,
  session: SessionRow,
  before: SessionStatus | null = null,
) => {
  const people = [session.customerId, session.listenerId];
  realtime.notify(people, socketEvents.server.updateSession, { session: updateOf(session) });
  if (before && isOpen(before) && !isOpen(session.status) && session.endReason) {
    const message = messages.chat.sessionEnded[session.endReason];
    realtime.notify(people, socketEvents.server.sessionEnded, {
      sessionId: session.id,
      message,
      reason: session.endReason,
    });
    if (session.mode === 'AUDIO') {
      realtime.notify(people, socketEvents.server.callEnded, { sessionId: session.id, reason: message });
    }
  }
};
