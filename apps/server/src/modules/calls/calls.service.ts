import crypto from 'node:crypto';
import { TURN_CREDENTIAL_TTL_SECONDS, messages, type IceServer } from '@app/contract';
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

/** Which ICE servers a call may use: the configured ones, plus a TURN relay with fresh credentials. */
export const createCallsService = ({ db, clock, iceServers, turn }: CallsDeps) => ({
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
