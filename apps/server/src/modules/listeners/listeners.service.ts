import {
  adminListenerEcho,
  isProfileEditable,
  listenerProfileEcho,
  messages,
  type adminListenerUpdateSchema,
  type listenerProfileInputSchema,
  type listenersQuerySchema,
  type payoutDetailsBodySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { refuseChangedReadOnly } from '../../lib/read-only-echo.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { diffFields, insertAudit } from '../audit/audit.repository.ts';
import { fileUrl, type FilesService } from '../files/files.service.ts';
import {
  editableSnapshot,
  loadProfile,
  loadProfileOr404,
  pageOf,
  toListenerProfile,
  toListenerRow,
} from './listener-views.ts';
import { listProfiles, updateProfile, type ProfileRecord } from './listeners.repository.ts';
import { emptyQuality, qualityOf } from '../ratings/quality.repository.ts';
import { normalUpiId, type PayoutCredentials, type PayoutGuard } from './payout-guard.ts';

type ProfileFields =
  | z.output<typeof listenerProfileInputSchema>
  | Omit<z.output<typeof adminListenerUpdateSchema>, 'id' | 'isBlocked' | 'coinsPerMinute'>;

export type ListenersDeps = {
  db: Db;
  files: FilesService;
  realtime: Realtime;
  /** Ends a person's open sessions in the caller's transaction (the sessions service's `endAllOf`). */
  sessions: { endAllOf: (tx: Db, userId: string) => Promise<() => void> };
  /** Issue 25 §2: the password/second-step check, hold stamp, audit and mail of a UPI id change. */
  payoutGuard: PayoutGuard;
};

export const createListenersService = ({ db, files, realtime, sessions, payoutGuard }: ListenersDeps) => {
  const notFound = messages.adminListener.notFound;

  /**
   * The listener's own change of the UPI id (the profile form or payout-details): the password and
   * second step are checked before the transaction when the id differs from the stored one; inside it,
   * on the locked row, a change that was not checked is refused (the stored id moved meanwhile). Returns
   * the stored id before, and whether the owner was verified.
   */
  const verifyOwnUpiChange = async (
    userId: string,
    newUpiId: string,
    credentials: PayoutCredentials,
    skip?: (record: ProfileRecord) => boolean,
  ) => {
    const record = await loadProfile(db, userId);
    if (!record) throw new AppError('NOT_FOUND', messages.profile.notAListener);
    const before = normalUpiId(record.profile.withdrawalUpiId);
    const needed = before !== null && before !== newUpiId && !skip?.(record);
    if (needed) await payoutGuard.verifyOwner(record, credentials);
    return { verifiedFrom: needed ? before : undefined };
  };

  /** In the transaction, on the locked row: records the change, or refuses one nobody verified. */
  const applyOwnUpiChange = async (
    tx: Db,
    current: ProfileRecord,
    newUpiId: string,
    verifiedFrom: string | null | undefined,
  ) => {
    const before = normalUpiId(current.profile.withdrawalUpiId);
    // The first UPI id of an application is not a change: nothing is redirected, and no withdrawal is
    // possible before approval (an approved listener's first one goes through payout-details).
    if (before === newUpiId || before === null) return null;
    if (verifiedFrom !== before)
      throw new AppError('VALIDATION_ERROR', messages.profile.payoutPasswordRequired);
    return payoutGuard.recordChange(tx, current, { before, after: newUpiId, actorId: current.user.id });
  };

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

  /**
   * The one audited block/unblock, inside the caller's transaction (the row is locked by the caller).
   * A block ends every sign-in (token version) and every open session of the listener (billed up to
   * now, the customer told in neutral words). Returns what to do once the transaction has committed
   * (tell the customers, sign the listener's sockets out), or null when nothing changed.
   */
  const applyBlocked = async (tx: Db, admin: CurrentUser, current: ProfileRecord, isBlocked: boolean) => {
    if (current.profile.isBlocked === isBlocked) return null;
    await updateProfile(tx, current.user.id, { isBlocked }, {}, { endSignIns: isBlocked });
    const endedSessions = isBlocked ? await sessions.endAllOf(tx, current.user.id) : () => undefined;
    await insertAudit(tx, {
      actorId: admin.id,
      action: isBlocked ? 'LISTENER_BLOCKED' : 'LISTENER_UNBLOCKED',
      entityType: 'listener',
      entityId: current.user.id,
      before: { isBlocked: current.profile.isBlocked },
      after: { isBlocked },
    });
    return () => {
      endedSessions();
      if (isBlocked) realtime.signOut(current.user.id, messages.auth.listenerBlocked);
    };
  };

  return {
    async getOwnProfile(user: CurrentUser) {
      const record = await loadProfile(db, user.id);
      if (!record) throw new AppError('NOT_FOUND', messages.profile.notAListener);
      return { data: toListenerProfile(record) };
    },

    /** The applicant saves their application; refused unless it is still PENDING. */
    async updateOwnProfile(user: CurrentUser, input: z.output<typeof listenerProfileInputSchema>) {
      // A locked profile is refused below without spending a password try.
      const { verifiedFrom } = await verifyOwnUpiChange(
        user.id,
        input.withdrawalUpiId,
        input,
        (record) => !isProfileEditable(record.profile.applicationStatus),
      );
      const { data, afterCommit } = await db.transaction(async (tx) => {
        const current = await loadProfile(tx, user.id, { forUpdate: true });
        if (!current) throw new AppError('NOT_FOUND', messages.profile.notAListener);
        if (!isProfileEditable(current.profile.applicationStatus)) {
          throw new AppError('CONFLICT', messages.profile.lockedServer);
        }
        refuseChangedReadOnly(input, toListenerProfile(current), listenerProfileEcho.fields);
        const payout = await applyOwnUpiChange(tx, current, input.withdrawalUpiId, verifiedFrom);
        const columns = await columnsFrom(tx, input, [user.id], 'image-or-pdf');
        const saved = await updateProfile(
          tx,
          user.id,
          { ...columns.profile, submittedAt: current.profile.submittedAt ?? new Date() },
          columns.user,
          { onlyIfStatus: 'PENDING' },
        );
        if (!saved) throw new AppError('CONFLICT', messages.profile.lockedServer);
        return {
          data: toListenerProfile(await loadProfileOr404(tx, user.id, messages.profile.notAListener)),
          afterCommit: payout?.afterCommit,
        };
      });
      afterCommit?.();
      return { data, message: messages.profile.updated };
    },

    /**
     * Issue 25 §2: a listener (approved or not) changes the UPI id their earnings go to, with their
     * password and second step; the account is mailed and withdrawals pause for WITHDRAWAL_HOLD_HOURS.
     */
    async updatePayoutDetails(user: CurrentUser, body: z.output<typeof payoutDetailsBodySchema>) {
      const record = await loadProfile(db, user.id);
      if (!record) throw new AppError('NOT_FOUND', messages.profile.notAListener);
      if (normalUpiId(record.profile.withdrawalUpiId) === body.withdrawalUpiId)
        return { data: toListenerProfile(record), message: messages.profile.payoutUnchanged };
      // Always the password here, a first UPI id after approval included: earnings could leave at once.
      await payoutGuard.verifyOwner(record, body);
      const { data, payout } = await db.transaction(async (tx) => {
        const current = await loadProfile(tx, user.id, { forUpdate: true });
        if (!current) throw new AppError('NOT_FOUND', messages.profile.notAListener);
        const before = normalUpiId(current.profile.withdrawalUpiId);
        const payout =
          before === body.withdrawalUpiId
            ? null
            : await payoutGuard.recordChange(tx, current, {
                before,
                after: body.withdrawalUpiId,
                actorId: user.id,
              });
        if (payout) await updateProfile(tx, user.id, { withdrawalUpiId: body.withdrawalUpiId }, {});
        return {
          data: toListenerProfile(await loadProfileOr404(tx, user.id, messages.profile.notAListener)),
          payout,
        };
      });
      if (!payout) return { data, message: messages.profile.payoutUnchanged };
      payout.afterCommit();
      return { data, message: messages.profile.payoutUpdated(payoutGuard.formatTime(payout.holdUntil)) };
    },

    /**
     * A rejected applicant reopens their application (issue 23 §6): REJECTED -> PENDING with
     * `submittedAt` cleared, so it reaches the admins again only once they change it and press Save
     * Profile. The admin's reason stays stored (shown again only if they reject again with a new one).
     */
    async reapply(user: CurrentUser) {
      const data = await db.transaction(async (tx) => {
        const current = await loadProfile(tx, user.id, { forUpdate: true });
        if (!current) throw new AppError('NOT_FOUND', messages.profile.notAListener);
        const reopened = await updateProfile(
          tx,
          user.id,
          { applicationStatus: 'PENDING', submittedAt: null },
          {},
          { onlyIfStatus: 'REJECTED' },
        );
        if (!reopened) throw new AppError('CONFLICT', messages.profile.reapplyNotRejected);
        // The admins see in the audit log that the applicant, not one of them, reopened it.
        await insertAudit(tx, {
          actorId: user.id,
          action: 'APPLICATION_REOPENED',
          entityType: 'listener',
          entityId: user.id,
          before: { applicationStatus: 'REJECTED' },
          after: { applicationStatus: 'PENDING' },
        });
        return toListenerProfile(await loadProfileOr404(tx, user.id, messages.profile.notAListener));
      });
      return { data, message: messages.profile.reapplied };
    },

    /** Demo data: writes a complete profile whatever the status (an approved demo listener included). */
    async seedProfile(user: Pick<CurrentUser, 'id'>, input: z.output<typeof listenerProfileInputSchema>) {
      await db.transaction(async (tx) => {
        const columns = await columnsFrom(tx, input, [user.id], 'image-or-pdf');
        await updateProfile(tx, user.id, { ...columns.profile, submittedAt: new Date() }, columns.user);
      });
    },

    /** Approved listeners; `status=BLOCKED` narrows to the blocked ones. */
    async listListeners(query: z.output<typeof listenersQuerySchema>) {
      const { rows, total } = await listProfiles(
        db,
        {
          status: 'APPROVED',
          blockedOnly: query.status === 'BLOCKED',
          sort: query.sortBy ? { by: query.sortBy, order: query.sortOrder } : undefined,
        },
        pageOf(query),
      );
      const quality = await qualityOf(
        db,
        rows.map((row) => row.user.id),
      );
      return {
        data: rows.map((row) => toListenerRow(row, quality.get(row.user.id) ?? emptyQuality)),
        totalRows: total,
      };
    },

    async getListener(id: string) {
      return { data: toListenerProfile(await loadProfileOr404(db, id, notFound)) };
    },

    /**
     * The admin's edit: every field, the rate and (optionally) `isBlocked`, which takes the same
     * audited path as set-blocked. Files may be the listener's or this admin's uploads, images only.
     */
    async updateListener(admin: CurrentUser, input: z.output<typeof adminListenerUpdateSchema>) {
      const { data, afterCommit } = await db.transaction(async (tx) => {
        const current = await loadProfileOr404(tx, input.id, notFound, { forUpdate: true });
        const before = toListenerProfile(current);
        refuseChangedReadOnly(input, before, adminListenerEcho.fields);
        const columns = await columnsFrom(tx, input, [input.id, admin.id], 'image', current);
        await updateProfile(
          tx,
          input.id,
          { ...columns.profile, coinsPerMinute: input.coinsPerMinute },
          columns.user,
        );
        // Issue 25 §2: an admin may correct a UPI id (the listener asked by mail, say); it is audited,
        // mailed to the listener and holds withdrawals exactly like the listener's own change.
        const upiBefore = normalUpiId(current.profile.withdrawalUpiId);
        const payout =
          upiBefore === input.withdrawalUpiId
            ? null
            : await payoutGuard.recordChange(tx, current, {
                before: upiBefore,
                after: input.withdrawalUpiId,
                actorId: admin.id,
              });
        const edited = await loadProfileOr404(tx, input.id, notFound);
        const diff = diffFields(editableSnapshot(before), editableSnapshot(toListenerProfile(edited)));
        if (Object.keys(diff.after).length > 0) {
          await insertAudit(tx, {
            actorId: admin.id,
            action: 'LISTENER_UPDATED',
            entityType: 'listener',
            entityId: input.id,
            ...diff,
          });
        }
        const changed =
          input.isBlocked === undefined ? null : await applyBlocked(tx, admin, current, input.isBlocked);
        const after = changed || payout ? await loadProfileOr404(tx, input.id, notFound) : edited;
        return {
          data: toListenerProfile(after),
          afterCommit: () => {
            payout?.afterCommit();
            changed?.();
          },
        };
      });
      afterCommit?.();
      return { data, message: messages.adminListener.updated };
    },

    /**
     * Blocking ends every sign-in of the listener at once (token version bump + socket sign-out) and
     * every open session of theirs.
     */
    async setBlocked(admin: CurrentUser, body: { id: string; isBlocked: boolean }) {
      const { data, afterCommit } = await db.transaction(async (tx) => {
        const current = await loadProfileOr404(tx, body.id, notFound, { forUpdate: true });
        const changed = await applyBlocked(tx, admin, current, body.isBlocked);
        return {
          data: toListenerProfile(await loadProfileOr404(tx, body.id, notFound)),
          afterCommit: changed,
        };
      });
      afterCommit?.();
      // Already blocked: their sockets are signed out again all the same (as before).
      if (!afterCommit && body.isBlocked) realtime.signOut(body.id, messages.auth.listenerBlocked);
      return {
        data,
        message: body.isBlocked ? messages.adminListener.blocked : messages.adminListener.unblocked,
      };
    },

    /**
     * Blocks inside the caller's transaction (a moderation action, audited with it), open sessions
     * ended with it; returns what to send once that transaction has committed.
     */
    async blockWithin(tx: Db, admin: CurrentUser, id: string) {
      const current = await loadProfileOr404(tx, id, notFound, { forUpdate: true });
      return (await applyBlocked(tx, admin, current, true)) ?? (() => undefined);
    },
  };
};

export type ListenersService = ReturnType<typeof createListenersService>;
