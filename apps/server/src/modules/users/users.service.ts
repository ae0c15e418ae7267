import { inSourceLanguage } from '../../lib/locale-context.ts';
import {
  RECENT_SESSIONS_LIMIT,
  messages,
  type AdminUser,
  type AdminUserDetail,
  hasReadOnlyEcho,
  userStatusEcho,
  type adminUsersQuerySchema,
  type userStatusBodySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { paginationOf } from '../../lib/pagination.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import type { FilesService } from '../files/files.service.ts';
import { balanceOf } from '../ledger/ledger.repository.ts';
import { qualityOf } from '../ratings/quality.repository.ts';
import { deleteNotesOf } from '../notes/notes.repository.ts';
import type { StepUp, StepUpCredentials, StepUpWording } from '../../lib/step-up.ts';
import {
  erasePersonalRows,
  findProfileValues,
  hasOpenWithdrawal,
  listAuditAbout,
  pseudonymiseMoneyRows,
  updateAuditValues,
} from './erasure.repository.ts';
import { refuseChangedReadOnly } from '../../lib/read-only-echo.ts';
import {
  countSessionsTookPlace,
  eraseUser,
  findApplicationStatus,
  findUserRow,
  listManagedUsers,
  listRecentSessions,
  listenerSessionTotals,
  updateUserActive,
  type MANAGED_ROLES,
} from './users.repository.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserRow>>>;
type ManagedRow = UserRow & { role: (typeof MANAGED_ROLES)[number] };

const toAdminUser = (user: ManagedRow, totalSessions: number): AdminUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  age: user.age,
  gender: user.gender,
  role: user.role,
  isActive: user.isActive,
  totalSessions,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});

/** A JSON value with every string that holds one of `personal` replaced (audit entries quoting them). */
const scrub = <T>(value: T, personal: Set<string>): T => {
  if (value === null || value === undefined || personal.size === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return [...personal].some((p) => v.includes(p)) ? '' : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
};

/** What an erasure keeps, and why: the answer says it (the same words stand in the web's dialog). */
const keptExplanation = () => [
  messages.erasure.kept.money,
  messages.erasure.kept.coins,
  messages.erasure.kept.others,
];

type UsersDeps = {
  db: Db;
  files: FilesService;
  realtime: Realtime;
  /** Ends a person's open sessions in the caller's transaction (the sessions service's `endAllOf`). */
  sessions: { endAllOf: (tx: Db, userId: string) => Promise<() => void> };
  /** The password and second step a person gives again to delete their account (lib/step-up.ts). */
  stepUp: StepUp;
};

/** The step-up's words for "Delete my account" (read when the refusal is made, in its language). */
const deletionStepUp = (): StepUpWording => {
  const e = messages.erasure;
  return {
    source: 'account-delete',
    refusal: 'VALIDATION_ERROR',
    noPassword: e.noPassword,
    passwordRequired: e.passwordWrong,
    passwordWrong: e.passwordWrong,
    tooManyTries: e.tooManyTries,
    codeRequired: e.codeRequired,
    codeWrong: e.codeWrong,
  };
};

/** The admin's Users screen: customers and listeners (admins are not managed here). */
export const createUsersService = ({ db, files, realtime, sessions, stepUp }: UsersDeps) => {
  /** A live customer or listener that `admin` may act on. */
  const findManaged = async (
    tx: Db,
    id: string,
    admin?: CurrentUser,
    forUpdate = false,
  ): Promise<ManagedRow> => {
    const user = await findUserRow(tx, id, { forUpdate });
    if (!user || user.deletedAt) throw new AppError('NOT_FOUND', messages.users.notFound);
    if (admin && user.id === admin.id) throw new AppError('FORBIDDEN', messages.users.notYourself);
    if (user.role === 'ADMIN') throw new AppError('FORBIDDEN', messages.users.notAdmins);
    return user as ManagedRow;
  };

  /**
   * Sets isActive with its audit entry, in the caller's transaction; no change writes nothing. A
   * deactivation ends the person's open sessions with it (billed up to now; the other person is told
   * in neutral words); `afterCommit` tells them and signs the person's sockets out.
   */
  const applyActive = async (
    tx: Db,
    admin: CurrentUser,
    user: ManagedRow,
    isActive: boolean,
  ): Promise<{ user: ManagedRow; afterCommit: () => void }> => {
    const signOut = () => {
      if (!isActive) signOutDeactivated(user.id);
    };
    if (user.isActive === isActive) return { user, afterCommit: signOut };
    const updated = await updateUserActive(tx, user.id, isActive);
    const endedSessions = isActive ? () => undefined : await sessions.endAllOf(tx, user.id);
    await insertAudit(tx, {
      actorId: admin.id,
      action: isActive ? 'USER_ACTIVATED' : 'USER_DEACTIVATED',
      entityType: 'user',
      entityId: user.id,
      before: { isActive: user.isActive },
      after: { isActive },
    });
    return {
      user: updated as ManagedRow,
      afterCommit: () => {
        endedSessions();
        signOut();
      },
    };
  };
  /**
   * One person's figures, from the ledger (wallet, earnings balance), the sessions table (sessions that
   * took place, billed minutes, coins earned, latest sessions) and the ratings (the listener's average,
   * each recent session's stars).
   */
  const detailOf = async (handle: Db, user: ManagedRow): Promise<AdminUserDetail> => {
    const id = user.id;
    const totalSessions = (await countSessionsTookPlace(handle, [id])).get(id) ?? 0;
    const recentSessions = (await listRecentSessions(handle, id, RECENT_SESSIONS_LIMIT)).map((row) => ({
      id: row.id,
      mode: row.mode,
      timeInMinutes: row.billedMinutes,
      status: row.status,
      userRating: row.stars,
      createdAt: row.requestedAt.toISOString(),
    }));
    const base = { ...toAdminUser(user, totalSessions), recentSessions };
    if (user.role === 'CUSTOMER') {
      return { ...base, additionalInfo: { walletCoins: await balanceOf(handle, 'CUSTOMER_WALLET', id) } };
    }
    const totals = await listenerSessionTotals(handle, id);
    return {
      ...base,
      additionalInfo: {
        currentRating: (await qualityOf(handle, [id])).get(id)?.averageRating ?? null,
        // Hours with one decimal, from whole billed minutes.
        totalHours: Math.round((totals.minutes / 60) * 10) / 10,
        coinsEarned: totals.coinsEarned,
        currentCoins: await balanceOf(handle, 'LISTENER_EARNINGS', id),
        applicationStatus: (await findApplicationStatus(handle, id)) ?? 'PENDING',
      },
    };
  };

  /**
   * The one erasure path (issue 25 §3), in the caller's transaction with the user row locked: refuses
   * while a withdrawal is unsettled; ends their open sessions the way a deactivation does (billed up
   * to now); erases the row to a pseudonym ("Deleted user 4f2a": the email is null, so it can sign up
   * again), their profile, uploads, messages, notes, favourites, blocks, devices and sign-in rows;
   * keeps the money rows under the pseudonym; and ends every sign-in (token version). `afterCommit`
   * tells the other people of ended sessions and signs every socket of theirs out.
   */
  const erase = async (tx: Db, user: ManagedRow) => {
    if (user.role === 'LISTENER' && (await hasOpenWithdrawal(tx, user.id))) {
      throw new AppError('CONFLICT', messages.erasure.withdrawalOpen);
    }
    const ended = await sessions.endAllOf(tx, user.id);
    const deletedAt = new Date();
    // Stored, so in the source language whoever erases; the id's start tells pseudonyms apart.
    const pseudonym = `${inSourceLanguage(() => messages.users.deletedName)} ${user.id.slice(0, 4)}`;
    const profile = await findProfileValues(tx, user.id);
    const personal = new Set(
      [
        user.name,
        user.email,
        profile?.phone,
        profile?.withdrawalUpiId,
        profile?.address,
        profile?.description,
        profile?.linkedInUrl,
        profile?.rejectionReason,
      ].filter((value): value is string => typeof value === 'string' && value.length > 0),
    );
    await erasePersonalRows(tx, user.id, user.email);
    await pseudonymiseMoneyRows(tx, user.id, pseudonym);
    for (const entry of await listAuditAbout(tx, user.id)) {
      await updateAuditValues(tx, entry.id, {
        before: scrub(entry.before, personal),
        after: scrub(entry.after, personal),
      });
    }
    await eraseUser(tx, user.id, pseudonym, deletedAt);
    await files.removeFilesOf(tx, user.id);
    // Private notes about them (or written by them as a listener) go with their data (issue 23 §5).
    await deleteNotesOf(tx, user.id);
    return {
      deletedAt,
      afterCommit: (signOutMessage: string) => {
        ended();
        realtime.signOut(user.id, signOutMessage);
      },
    };
  };

  const signOutDeactivated = (id: string) => realtime.signOut(id, messages.auth.accountDeactivated);

  return {
    async listUsers(query: z.output<typeof adminUsersQuerySchema>) {
      const { rows, total } = await listManagedUsers(db, query, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const sessionCounts = await countSessionsTookPlace(
        db,
        rows.map((row) => row.id),
      );
      return {
        users: rows.map((row) => toAdminUser(row as ManagedRow, sessionCounts.get(row.id) ?? 0)),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    async getUser(id: string): Promise<{ data: AdminUserDetail }> {
      return { data: await detailOf(db, await findManaged(db, id)) };
    },

    /** Deactivating ends every sign-in at once and keeps old tokens dead after a later activation. */
    async setUserActive(admin: CurrentUser, id: string, body: z.output<typeof userStatusBodySchema>) {
      const { isActive } = body;
      const { data, afterCommit } = await db.transaction(async (tx) => {
        const user = await findManaged(tx, id, admin, true);
        if (hasReadOnlyEcho(body, userStatusEcho.fields)) {
          refuseChangedReadOnly(body, await detailOf(tx, user), userStatusEcho.fields);
        }
        const applied = await applyActive(tx, admin, user, isActive);
        // Counted after: ending a running session makes it one that took place.
        const totalSessions = (await countSessionsTookPlace(tx, [id])).get(id) ?? 0;
        return { data: toAdminUser(applied.user, totalSessions), afterCommit: applied.afterCommit };
      });
      afterCommit();
      return { data, message: isActive ? messages.users.activated : messages.users.deactivated };
    },

    /**
     * Deactivates inside the caller's transaction (a moderation action, audited with it), open sessions
     * ended with it; returns what to send once that transaction has committed.
     */
    async deactivateWithin(tx: Db, admin: CurrentUser, id: string) {
      return (await applyActive(tx, admin, await findManaged(tx, id, admin, true), false)).afterCommit;
    },

    /** The admin's deletion: the same erasure as "Delete my account", audited (no personal data in it). */
    async deleteUser(admin: CurrentUser, id: string) {
      const afterCommit = await db.transaction(async (tx) => {
        const user = await findManaged(tx, id, admin, true);
        const { deletedAt, afterCommit: after } = await erase(tx, user);
        await insertAudit(tx, {
          actorId: admin.id,
          action: 'USER_DELETED',
          entityType: 'user',
          entityId: id,
          before: { role: user.role, isActive: user.isActive, deletedAt: null },
          after: { isActive: false, deletedAt: deletedAt.toISOString() },
        });
        return after;
      });
      afterCommit(messages.auth.sessionExpired);
      return { message: messages.users.deleted };
    },

    /**
     * "Delete my account", confirmed with the password and, when the account has one, the second step
     * (both checked before the transaction, wrong tries limited). A second request racing the first (or
     * a retry) finds the account already erased and gets the same answer: the erasure ran once.
     */
    async deleteOwnAccount(caller: CurrentUser, credentials: StepUpCredentials) {
      const account = await findUserRow(db, caller.id);
      if (!account) throw new AppError('NOT_FOUND', messages.users.notFound);
      if (account.role === 'ADMIN') throw new AppError('FORBIDDEN', messages.erasure.adminsNotHere);
      if (!account.deletedAt) await stepUp(account, credentials, deletionStepUp());
      const afterCommit = await db.transaction(async (tx) => {
        const user = await findUserRow(tx, caller.id, { forUpdate: true });
        if (!user) throw new AppError('NOT_FOUND', messages.users.notFound);
        if (user.deletedAt) return () => undefined;
        return (await erase(tx, user as ManagedRow)).afterCommit;
      });
      afterCommit(messages.erasure.deleted);
      return { message: messages.erasure.deleted, kept: keptExplanation() };
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
