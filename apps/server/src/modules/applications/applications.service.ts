import {
  applicationDecisionEcho,
  canDecideApplication,
  messages,
  type applicationsQuerySchema,
  type updateApplicationBodySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { refuseChangedReadOnly } from '../../lib/read-only-echo.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import {
  loadProfileOr404,
  pageOf,
  toApplicationRow,
  toListenerProfile,
} from '../listeners/listener-views.ts';
import { listProfiles, updateProfile } from '../listeners/listeners.repository.ts';

const notFound = messages.applications.notFound;

export const createApplicationsService = ({ db }: { db: Db }) => ({
  async listApplications(query: z.output<typeof applicationsQuerySchema>) {
    const { rows, total } = await listProfiles(
      db,
      query.status ? { status: query.status } : {},
      pageOf(query),
    );
    return { data: rows.map(toApplicationRow), totalRows: total };
  },

  async getApplication(id: string) {
    return { data: toListenerProfile(await loadProfileOr404(db, id, notFound)) };
  },

  /**
   * PENDING -> UNDER_REVIEW ("Processing": locks the applicant's edits while an admin checks it),
   * PENDING or UNDER_REVIEW -> APPROVED (sets approvedAt) or REJECTED (with the admin's reason, kept on
   * the profile for the applicant and in the audit entry). Only complete applications.
   */
  async decideApplication(admin: CurrentUser, body: z.output<typeof updateApplicationBodySchema>) {
    const data = await db.transaction(async (tx) => {
      const current = await loadProfileOr404(tx, body.id, notFound, { forUpdate: true });
      refuseChangedReadOnly(body, toListenerProfile(current), applicationDecisionEcho.fields);
      const from = current.profile.applicationStatus;
      if (!current.profile.submittedAt) throw new AppError('CONFLICT', messages.applications.incomplete);
      if (!canDecideApplication(from, body.status))
        throw new AppError('CONFLICT', messages.applications.alreadyDecided);
      const now = new Date();
      // The schema requires a reason for REJECTED; the other decisions keep none.
      const reason = body.status === 'REJECTED' ? (body.reason ?? null) : null;
      await updateProfile(
        tx,
        body.id,
        {
          applicationStatus: body.status,
          rejectionReason: reason,
          ...(body.status === 'APPROVED' ? { paidRoleActivatedAt: now } : {}),
        },
        body.status === 'APPROVED' ? { approvedAt: now } : {},
      );
      await insertAudit(tx, {
        actorId: admin.id,
        action: `APPLICATION_${body.status}`,
        entityType: 'listener',
        entityId: body.id,
        before: { applicationStatus: from },
        after: {
          applicationStatus: body.status,
          ...(body.status === 'APPROVED' ? { approvedAt: now.toISOString() } : {}),
          ...(reason ? { reason } : {}),
        },
      });
      return toListenerProfile(await loadProfileOr404(tx, body.id, notFound));
    });
    const message = {
      APPROVED: messages.applications.approved,
      REJECTED: messages.applications.rejected,
      UNDER_REVIEW: messages.applications.underReview,
    }[body.status];
    return { data, message };
  },
});

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
