import { messages, screenMessage, type ChatMessage, type Helpline, type SendMessage } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { listHelplines, openCrisisCase } from '../moderation/moderation.repository.ts';
import { toChatMessage } from '../sessions/session-events.ts';
import { findSession, listMessages, markCrisis } from '../sessions/sessions.repository.ts';
import { insertMessageIfOpen } from './chat.repository.ts';

/** Who may send each session event on a room socket (the sessions service's own rules then apply). */
const ROOM_ACTION_ROLES = { start: 'LISTENER', close: 'LISTENER', end: 'CUSTOMER' } as const;

/** Refuses a room's start/close/end event from the wrong role, with the words the spec's clients show. */
export const expectRoomActionRole = (
  user: Pick<CurrentUser, 'role'>,
  action: keyof typeof ROOM_ACTION_ROLES,
) => {
  const role = ROOM_ACTION_ROLES[action];
  if (user.role !== role) {
    throw new AppError(
      'FORBIDDEN',
      role === 'LISTENER' ? messages.chat.joinAsListenerOnly : messages.chat.joinAsCustomerOnly,
    );
  }
};

// V8 compiles the filters' hundreds of regular expressions on first use, again for text beyond Latin-1
// (Devanagari), and once more when it tiers them up to machine code: a few hundred milliseconds of CPU
// that would otherwise delay the crisis alert of the first messages after a start. Done at load instead.
for (const sample of ['warm up', 'गर्म चाय', 'warm up', 'गर्म चाय']) screenMessage(sample);

/**
 * Chat messages: stored first (masked, original kept, flagged), then the caller broadcasts what was
 * stored. A message that suggests self-harm is delivered as usual and raises the crisis alert: the
 * session is marked, an urgent case opens in the moderation queue, and the answer carries the helplines
 * for the caller to show both people at once.
 */
export const createChatService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  /**
   * Stores one message of `userId` (idempotent per clientMessageId). Answers the stored message, whether
   * this call stored it (false for a retry of a stored one), and the helplines when it raised a crisis
   * alert (a retry raises it again: the first answer may have been lost).
   */
  async send(
    userId: string,
    input: SendMessage,
  ): Promise<{
    message: ChatMessage;
    created: boolean;
    crisis: Helpline[] | null;
  }> {
    const screened = screenMessage(input.message);
    const at = clock.now();
    const result = await insertMessageIfOpen(db, {
      sessionId: input.sessionId,
      senderId: userId,
      clientMessageId: input.clientMessageId,
      body: screened.text,
      originalBody: screened.masked ? input.message : null,
      flags: screened.flags,
      at,
    });
    if (result !== 'REFUSED') {
      const crisis = result.row.flags.includes('crisis');
      if (crisis && result.created) {
        await db.transaction(async (tx) => {
          await markCrisis(tx, input.sessionId, at);
          await openCrisisCase(tx, input.sessionId, at);
        });
      }
      return {
        message: toChatMessage(result.row),
        created: result.created,
        crisis: crisis ? await listHelplines(db) : null,
      };
    }
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
