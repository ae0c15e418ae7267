import crypto from 'node:crypto';
import { TURN_CREDENTIAL_TTL_SECONDS, messages, type IceServer, type SessionStatus } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { findSession } from '../sessions/sessions.repository.ts';

type CallsDeps = {
  db: Db;
  clock: Clock;
  iceServers: IceServer[];
  turn: { secret: string; urls: string[] } | undefined;
};

/**
 * TURN REST credentials (what coturn's `use-auth-secret` checks): the username is `<unix expiry>:<name>`
 * and the password base64(HMAC-SHA1(secret, username)). Nothing long-lived reaches the browser.
 */
export const turnCredentials = (secret: string, name: string, expiresAt: Date) => {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${name}`;
  const credential = crypto.createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
};

/** What each signalling event is, and who may send it (an offer: the listener; an answer: the customer). */
export const SIGNAL_SENDERS = { offer: 'LISTENER', answer: 'CUSTOMER', candidate: 'ANY' } as const;
export type SignalKind = keyof typeof SIGNAL_SENDERS;

/**
 * Which ICE servers a call may use (the configured ones, plus a TURN relay with fresh credentials), and
 * which signalling may pass.
 */
export const createCallsService = ({ db, clock, iceServers, turn }: CallsDeps) => ({
  /**
   * Whether `user` may send this signalling in the session: the right role for the kind, from a socket
   * that joined the session's room (the join checked who they are), for an AUDIO session that is
   * accepted or in progress. Answers the session's state; refuses with the reason.
   */
  async maySignal(
    user: CurrentUser,
    sessionId: string,
    kind: SignalKind,
    joinedRoom: boolean,
  ): Promise<{ status: SessionStatus }> {
    const allowed = SIGNAL_SENDERS[kind];
    if (allowed !== 'ANY' && user.role !== allowed) {
      throw new AppError(
        'FORBIDDEN',
        allowed === 'LISTENER' ? messages.chat.joinAsListenerOnly : messages.chat.joinAsCustomerOnly,
      );
    }
    if (!joinedRoom) throw new AppError('FORBIDDEN', messages.calls.notJoined);
    const session = await findSession(db, sessionId);
    if (!session) throw new AppError('NOT_FOUND', messages.sessions.notFound);
    if (session.mode !== 'AUDIO') throw new AppError('CONFLICT', messages.calls.audioOnly);
    if (session.status !== 'ACCEPTED' && session.status !== 'IN_PROGRESS') {
      throw new AppError('CONFLICT', messages.calls.notCallable);
    }
    return { status: session.status };
  },

  async iceServersFor(user: CurrentUser, sessionId: string) {
    const session = await findSession(db, sessionId);
    if (!session || (session.customerId !== user.id && session.listenerId !== user.id)) {
      throw new AppError('NOT_FOUND', messages.sessions.notFound);
    }
    if (session.mode !== 'AUDIO') throw new AppError('CONFLICT', messages.calls.audioOnly);
    if (session.status !== 'ACCEPTED' && session.status !== 'IN_PROGRESS') {
      throw new AppError('CONFLICT', messages.calls.notCallable);
    }
    const servers = [...iceServers];
    if (turn) {
      const expiresAt = new Date(clock.now().getTime() + TURN_CREDENTIAL_TTL_SECONDS * 1000);
      servers.push({ urls: turn.urls, ...turnCredentials(turn.secret, user.id, expiresAt) });
    }
    return { data: { iceServers: servers } };
  },
});

export type CallsService = ReturnType<typeof createCallsService>;
