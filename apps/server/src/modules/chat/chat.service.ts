import {
  CHAT_MESSAGES_PER_SECOND,
  maskContactDetails,
  messages,
  type ChatMessage,
  type SendMessage,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { findSession } from '../sessions/sessions.repository.ts';
import { insertMessageIfOpen, listMessages, type SessionMessageRow } from './chat.repository.ts';

export const toChatMessage = (row: SessionMessageRow): ChatMessage => ({
  id: row.id,
  sessionId: row.sessionId,
  senderType: row.senderType,
  message: row.body,
  timestamp: row.createdAt.toISOString(),
  clientMessageId: row.clientMessageId,
  masked: row.originalBody !== null,
});

/**
 * A sliding one-second window per socket: at most CHAT_MESSAGES_PER_SECOND sends. It lives on the socket,
 * which lives in exactly one process, so it needs no shared store.
 */
export const createSendLimiter = (clock: Clock, perSecond = CHAT_MESSAGES_PER_SECOND) => {
  const sent: number[] = [];
  return () => {
    const now = clock.now().getTime();
    while (sent.length > 0 && (sent[0] ?? 0) <= now - 1000) sent.shift();
    if (sent.length >= perSecond) return false;
    sent.push(now);
    return true;
  };
};

/** Chat messages: stored first (masked, original kept), then the caller broadcasts what was stored. */
export const createChatService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  /**
   * Stores one message of `userId` (idempotent per clientMessageId). Answers the stored message and
   * whether this call stored it (false for a retry of a stored one).
   */
  async send(userId: string, input: SendMessage) {
    const filtered = maskContactDetails(input.message);
    const masked = filtered.kinds.length > 0;
    const result = await insertMessageIfOpen(db, {
      sessionId: input.sessionId,
      senderId: userId,
      clientMessageId: input.clientMessageId,
      body: filtered.text,
      originalBody: masked ? input.message : null,
      flags: filtered.kinds,
      at: clock.now(),
    });
    if (result !== 'REFUSED') return { message: toChatMessage(result.row), created: result.created };
    // Why not: the session's people are told apart from everyone else (who learn nothing about it).
    const session = await findSession(db, input.sessionId);
    if (!session || (session.customerId !== userId && session.listenerId !== userId)) {
      throw new AppError('NOT_FOUND', messages.sessions.notFound);
    }
    throw new AppError('CONFLICT', messages.liveSession.chatOnlyInProgress);
  },

  async history(sessionId: string) {
    return (await listMessages(db, sessionId)).map(toChatMessage);
  },
});

export type ChatService = ReturnType<typeof createChatService>;
