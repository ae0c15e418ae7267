import { REPORT_WINDOW_HOURS, messages, type ReportCategory } from '@app/contract';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { HOUR_MS } from '../../lib/durations.ts';
import { isOpen } from '../sessions/session-events.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { insertReportCase } from './moderation.repository.ts';

/** A state rule of a report: 409 with the message when it does not hold. */
const expect = (condition: boolean, message: string) => {
  if (!condition) throw new AppError('CONFLICT', message);
};

/**
 * A participant's report of a session: the case it opens in the moderation queue and what it does to
 * the session. Built on the sessions service (the locked session, its deadline applied first).
 */
export const createReportsService = ({
  sessions,
}: {
  sessions: Pick<SessionsService, 'changeLocked' | 'update'>;
}) => ({
  /**
   * Either participant, once each, within REPORT_WINDOW_HOURS of the end of a session that took place.
   * The first report moves the session to REPORTED; each report opens a case in the moderation queue
   * (urgent for a safety concern), in the same transaction.
   */
  async report(user: CurrentUser, id: string, body: { category: ReportCategory; reason: string }) {
    const row = await sessions.changeLocked(
      id,
      (s) => s.customerId === user.id || s.listenerId === user.id,
      async (tx, s, now) => {
        expect(!isOpen(s.status), messages.sessions.reportNotEnded);
        expect(
          (s.status === 'COMPLETED' || s.status === 'REPORTED') && s.startedAt !== null,
          messages.sessions.reportNeverStarted,
        );
        const endedAt = s.endedAt ?? now;
        expect(
          now.getTime() - endedAt.getTime() <= REPORT_WINDOW_HOURS * HOUR_MS,
          messages.sessions.reportWindowPassed,
        );
        const opened = await insertReportCase(tx, {
          sessionId: s.id,
          reporterId: user.id,
          category: body.category,
          details: body.reason,
          at: now,
        });
        expect(opened !== undefined, messages.sessions.alreadyReported);
        if (s.status === 'REPORTED') return s;
        return sessions.update(tx, s.id, {
          status: 'REPORTED',
          reportedAt: now,
          reportedBy: user.id,
          reportReason: body.reason,
          updatedAt: now,
        });
      },
    );
    return { data: { id: row.id, status: row.status } };
  },
});

export type ReportsService = ReturnType<typeof createReportsService>;
