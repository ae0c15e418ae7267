import { RATING_WINDOW_DAYS, messages, type Rating } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { DAY_MS } from '../../lib/durations.ts';
import { findSession } from '../sessions/sessions.repository.ts';
import { insertRating } from './ratings.repository.ts';

const s = messages.safety;

export const toRating = (row: {
  sessionId: string;
  stars: number;
  comment: string | null;
  createdAt: Date;
}): Rating => ({
  sessionId: row.sessionId,
  stars: row.stars,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** A customer rates a session that took place, once, within RATING_WINDOW_DAYS after it ended. */
export const createRatingsService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  async rate(
    customer: CurrentUser,
    sessionId: string,
    body: { stars: number; comment?: string | undefined },
  ) {
    const row = await db.transaction(async (tx) => {
      const session = await findSession(tx, sessionId, { forUpdate: true });
      if (!session || session.customerId !== customer.id) {
        throw new AppError('NOT_FOUND', messages.sessions.notFound);
      }
      const tookPlace =
        (session.status === 'COMPLETED' || session.status === 'REPORTED') && session.startedAt !== null;
      if (!tookPlace || !session.endedAt) throw new AppError('CONFLICT', s.ratingNotCompleted);
      const now = clock.now();
      if (now.getTime() - session.endedAt.getTime() > RATING_WINDOW_DAYS * DAY_MS) {
        throw new AppError('CONFLICT', s.ratingWindowPassed);
      }
      const stored = await insertRating(tx, {
        sessionId,
        customerId: customer.id,
        listenerId: session.listenerId,
        stars: body.stars,
        comment: body.comment || null,
        createdAt: now,
      });
      if (!stored) throw new AppError('CONFLICT', s.alreadyRated);
      return stored;
    });
    return { data: toRating(row) };
  },
});

export type RatingsService = ReturnType<typeof createRatingsService>;
