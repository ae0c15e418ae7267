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

type UsersDeps = { db: Db; files: FilesService; realtime: Realtime };

/** The admin's Users screen: customers and listeners (admins are not managed here). */
export const createUsersService = ({ db, files, realtime }: UsersDeps) => {
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

  /** Sets isActive with its audit entry, in the caller's transaction; no change writes nothing. */
  const applyActive = async (
    tx: Db,
    admin: CurrentUser,
    user: ManagedRow,
    isActive: boolean,
  ): Promise<ManagedRow> => {
    if (user.isActive === isActive) return user;
    const updated = await updateUserActive(tx, user.id, isActive);
    await insertAudit(tx, {
      actorId: admin.id,
      action: isActive ? 'USER_ACTIVATED' : 'USER_DEACTIVATED',
      entityType: 'user',
      entityId: user.id,
      before: { isActive: user.isActive },
      after: { isActive },
    });
    return updated as ManagedRow;
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
      const data = await db.transaction(async (tx) => {
        const user = await findManaged(tx, id, admin, true);
        if (hasReadOnlyEcho(body, userStatusEcho.fields)) {
          refuseChangedReadOnly(body, await detailOf(tx, user), userStatusEcho.fields);
        }
        const totalSessions = (await countSessionsTookPlace(tx, [id])).get(id) ?? 0;
        const updated = await applyActive(tx, admin, user, isActive);
        return toAdminUser(updated, totalSessions);
      });
      if (!isActive) signOutDeactivated(id);
      return { data, message: isActive ? messages.users.activated : messages.users.deactivated };
    },

    /**
     * Deactivates inside the caller's transaction (a moderation action, audited with it); returns the
     * sign-out to run once that transaction has committed.
     */
    async deactivateWithin(tx: Db, admin: CurrentUser, id: string) {
      await applyActive(tx, admin, await findManaged(tx, id, admin, true), false);
      return () => signOutDeactivated(id);
    },

    /**
     * Erases the person's details and disables sign-in. The row stays (as "Deleted user") so money and
     * session history keep their references. The audit record holds no personal data either.
     */
    async deleteUser(admin: CurrentUser, id: string) {
      await db.transaction(async (tx) => {
        const user = await findManaged(tx, id, admin, true);
        const now = new Date();
        await eraseUser(tx, id, messages.users.deletedName, now);
        await files.removeFilesOf(tx, id);
        await insertAudit(tx, {
          actorId: admin.id,
          action: 'USER_DELETED',
          entityType: 'user',
          entityId: id,
          before: { role: user.role, isActive: user.isActive, deletedAt: null },
          after: { isActive: false, deletedAt: now.toISOString() },
        });
      });
      realtime.signOut(id, messages.auth.sessionExpired);
      return { message: messages.users.deleted };
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
