import { sql } from 'drizzle-orm';
import {
  canDecideApplication,
  isProfileEditable,
  messages,
  type ApplicationRow,
  type ListenerProfile,
  type ListenerRow,
  type adminListenerUpdateSchema,
  type applicationsQuerySchema,
  type listenerProfileInputSchema,
  type listenersQuerySchema,
  type updateApplicationBodySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Realtime } from '../../plugins/socket.ts';
import { diffFields, insertAudit } from '../audit/audit.repository.ts';
import { fileUrl, type FilesService } from '../files/files.service.ts';
import type { UserWithProfile } from '../users/users.repository.ts';
import { findProfile, listProfiles, updateProfile, type ProfileRecord } from './listeners.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toListenerProfile = ({ profile, user }: ProfileRecord): ListenerProfile => ({
  id: user.id,
  name: user.name,
  user: { email: user.email },
  age: user.age,
  dob: profile.dob,
  gender: user.gender,
  phone: profile.phone,
  address: profile.address,
  city: profile.city,
  state: profile.state,
  country: profile.country,
  pincode: profile.pincode,
  profilePicture: fileUrl(profile.profilePictureFileId),
  description: profile.description,
  languages: profile.languages,
  preferredMode: profile.preferredMode,
  isExperienced: profile.isExperienced,
  idProofUrl: fileUrl(profile.idProofFileId),
  linkedInUrl: profile.linkedInUrl,
  withdrawalUpiId: profile.withdrawalUpiId,
  paidRoleActivatedAt: iso(profile.paidRoleActivatedAt),
  isBlocked: profile.isBlocked,
  applicationStatus: profile.applicationStatus,
  coinsPerMinute: profile.coinsPerMinute,
  submittedAt: iso(profile.submittedAt),
  approvedAt: iso(user.approvedAt),
  createdAt: profile.createdAt.toISOString(),
  updatedAt: profile.updatedAt.toISOString(),
});

const toApplicationRow = ({ profile, user }: ProfileRecord): ApplicationRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  applicationStatus: profile.applicationStatus,
  submittedAt: iso(profile.submittedAt),
  createdAt: profile.createdAt.toISOString(),
  city: profile.city,
  state: profile.state,
  languages: profile.languages,
  preferredMode: profile.preferredMode,
  profilePicture: fileUrl(profile.profilePictureFileId),
});

const toListenerRow = (record: ProfileRecord): ListenerRow => ({
  ...toApplicationRow(record),
  isBlocked: record.profile.isBlocked,
  coinsPerMinute: record.profile.coinsPerMinute,
  phone: record.profile.phone,
  approvedAt: iso(record.user.approvedAt),
});

/** The editable fields as one flat record, for audit diffs. */
const editableSnapshot = (p: ListenerProfile) => ({
  name: p.name,
  age: p.age,
  dob: p.dob,
  gender: p.gender,
  phone: p.phone,
  address: p.address,
  city: p.city,
  state: p.state,
  country: p.country,
  pincode: p.pincode,
  profilePicture: p.profilePicture,
  description: p.description,
  languages: p.languages,
  preferredMode: p.preferredMode,
  isExperienced: p.isExperienced,
  idProofUrl: p.idProofUrl,
  linkedInUrl: p.linkedInUrl,
  withdrawalUpiId: p.withdrawalUpiId,
  coinsPerMinute: p.coinsPerMinute,
});

type ProfileFields =
  z.output<typeof listenerProfileInputSchema> | Omit<z.output<typeof adminListenerUpdateSchema>, 'id'>;

export type ListenersDeps = { db: Db; files: FilesService; realtime: Realtime };

export const createListenersService = ({ db, files, realtime }: ListenersDeps) => {
  const load = async (tx: Db, id: string, options: { forUpdate?: boolean } = {}) => {
    const record = await findProfile(tx, id, options);
    if (!record || record.user.deletedAt) return undefined;
    return record;
  };
  const loadOr404 = async (tx: Db, id: string, message: string, options: { forUpdate?: boolean } = {}) => {
    const record = await load(tx, id, options);
    if (!record) throw new AppError('NOT_FOUND', message);
    return record;
  };
  const page = (q: { pagenumber: number; pagesize: number }) => ({
    limit: q.pagesize,
    offset: (q.pagenumber - 1) * q.pagesize,
  });

  /** Profile + user columns from validated form fields, with file references checked. */
  const columnsFrom = async (
    tx: Db,
    input: ProfileFields,
    owners: string[],
    idProofKind: 'image' | 'image-or-pdf',
    current?: ProfileRecord,
  ) => {
    // A file already on the profile stays acceptable as it is (the admin form's image-only rule is
    // about what it uploads: a listener's PDF ID proof on file must not block an edit of the rate).
    const keep = (url: string, stored: string | null | undefined) =>
      stored && fileUrl(stored) === url ? stored : null;
    const pictureId =
      keep(input.profilePicture, current?.profile.profilePictureFileId) ??
      (await files.resolveReference(tx, input.profilePicture, owners, 'image'));
    const idProofId =
      keep(input.idProofUrl, current?.profile.idProofFileId) ??
      (await files.resolveReference(tx, input.idProofUrl, owners, idProofKind));
    return {
      profile: {
        dob: input.dob,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        country: input.country,
        pincode: input.pincode,
        profilePictureFileId: pictureId,
        idProofFileId: idProofId,
        description: input.description,
        languages: input.languages,
        preferredMode: input.preferredMode,
        isExperienced: input.isExperienced,
        linkedInUrl: input.linkedInUrl,
        withdrawalUpiId: input.withdrawalUpiId,
      },
      user: { name: input.name, age: input.age, gender: input.gender, profileImageUrl: fileUrl(pictureId) },
    };
  };

  return {
    async getOwnProfile(user: UserWithProfile) {
      const record = await load(db, user.id);
      if (!record) throw new AppError('NOT_FOUND', messages.profile.notAListener);
      return { data: toListenerProfile(record) };
    },

    /** The applicant saves their application; refused unless it is still PENDING. */
    async updateOwnProfile(user: UserWithProfile, input: z.output<typeof listenerProfileInputSchema>) {
      const data = await db.transaction(async (tx) => {
        const current = await load(tx, user.id, { forUpdate: true });
        if (!current) throw new AppError('NOT_FOUND', messages.profile.notAListener);
        if (!isProfileEditable(current.profile.applicationStatus)) {
          throw new AppError('CONFLICT', messages.profile.lockedServer);
        }
        const columns = await columnsFrom(tx, input, [user.id], 'image-or-pdf');
        const saved = await updateProfile(
          tx,
          user.id,
          { ...columns.profile, submittedAt: current.profile.submittedAt ?? new Date() },
          columns.user,
          'PENDING',
        );
        if (!saved) throw new AppError('CONFLICT', messages.profile.lockedServer);
        return toListenerProfile(await loadOr404(tx, user.id, messages.profile.notAListener));
      });
      return { data, message: messages.profile.updated };
    },

    /** Demo data: writes a complete profile whatever the status (an approved demo listener included). */
    async seedProfile(user: UserWithProfile, input: z.output<typeof listenerProfileInputSchema>) {
      await db.transaction(async (tx) => {
        const columns = await columnsFrom(tx, input, [user.id], 'image-or-pdf');
        await updateProfile(tx, user.id, { ...columns.profile, submittedAt: new Date() }, columns.user);
      });
    },

    async listApplications(query: z.output<typeof applicationsQuerySchema>) {
      const { rows, total } = await listProfiles(
        db,
        query.status ? { status: query.status } : {},
        page(query),
      );
      return { data: rows.map(toApplicationRow), totalRows: total };
    },

    async getApplication(id: string) {
      return { data: toListenerProfile(await loadOr404(db, id, messages.applications.notFound)) };
    },

    /**
     * PENDING -> UNDER_REVIEW ("Processing": locks the applicant's edits while an admin checks it),
     * PENDING or UNDER_REVIEW -> APPROVED (sets approvedAt) or REJECTED. Only complete applications.
     */
    async decideApplication(admin: UserWithProfile, body: z.output<typeof updateApplicationBodySchema>) {
      const data = await db.transaction(async (tx) => {
        const current = await loadOr404(tx, body.id, messages.applications.notFound, { forUpdate: true });
        const from = current.profile.applicationStatus;
        if (!current.profile.submittedAt) throw new AppError('CONFLICT', messages.applications.incomplete);
        if (!canDecideApplication(from, body.status))
          throw new AppError('CONFLICT', messages.applications.alreadyDecided);
        const now = new Date();
        await updateProfile(
          tx,
          body.id,
          {
            applicationStatus: body.status,
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
          },
        });
        return toListenerProfile(await loadOr404(tx, body.id, messages.applications.notFound));
      });
      const message = {
        APPROVED: messages.applications.approved,
        REJECTED: messages.applications.rejected,
        UNDER_REVIEW: messages.applications.underReview,
      }[body.status];
      return { data, message };
    },

    /** Approved listeners; `status=BLOCKED` narrows to the blocked ones. */
    async listListeners(query: z.output<typeof listenersQuerySchema>) {
      const { rows, total } = await listProfiles(
        db,
        { status: 'APPROVED', blockedOnly: query.status === 'BLOCKED' },
        page(query),
      );
      return { data: rows.map(toListenerRow), totalRows: total };
    },

    async getListener(id: string) {
      return { data: toListenerProfile(await loadOr404(db, id, messages.adminListener.notFound)) };
    },

    /** The admin's edit: every field and the rate. Files may be the listener's or this admin's uploads, images only. */
    async updateListener(admin: UserWithProfile, input: z.output<typeof adminListenerUpdateSchema>) {
      const data = await db.transaction(async (tx) => {
        const current = await loadOr404(tx, input.id, messages.adminListener.notFound, { forUpdate: true });
        const before = toListenerProfile(current);
        const columns = await columnsFrom(tx, input, [input.id, admin.id], 'image', current);
        await updateProfile(
          tx,
          input.id,
          { ...columns.profile, coinsPerMinute: input.coinsPerMinute },
          columns.user,
        );
        const after = toListenerProfile(await loadOr404(tx, input.id, messages.adminListener.notFound));
        const diff = diffFields(editableSnapshot(before), editableSnapshot(after));
        if (Object.keys(diff.after).length > 0) {
          await insertAudit(tx, {
            actorId: admin.id,
            action: 'LISTENER_UPDATED',
            entityType: 'listener',
            entityId: input.id,
            ...diff,
          });
        }
        return after;
      });
      return { data, message: messages.adminListener.updated };
    },

    /** Blocking ends every sign-in of the listener at once (token version bump + socket sign-out). */
    async setBlocked(admin: UserWithProfile, body: { id: string; isBlocked: boolean }) {
      const data = await db.transaction(async (tx) => {
        const current = await loadOr404(tx, body.id, messages.adminListener.notFound, { forUpdate: true });
        if (current.profile.isBlocked !== body.isBlocked) {
          await updateProfile(
            tx,
            body.id,
            { isBlocked: body.isBlocked },
            body.isBlocked ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {},
          );
          await insertAudit(tx, {
            actorId: admin.id,
            action: body.isBlocked ? 'LISTENER_BLOCKED' : 'LISTENER_UNBLOCKED',
            entityType: 'listener',
            entityId: body.id,
            before: { isBlocked: current.profile.isBlocked },
            after: { isBlocked: body.isBlocked },
          });
        }
        return toListenerProfile(await loadOr404(tx, body.id, messages.adminListener.notFound));
      });
      if (body.isBlocked) realtime.signOut(body.id, messages.auth.listenerBlocked);
      return {
        data,
        message: body.isBlocked ? messages.adminListener.blocked : messages.adminListener.unblocked,
      };
    },
  };
};

export type ListenersService = ReturnType<typeof createListenersService>;
