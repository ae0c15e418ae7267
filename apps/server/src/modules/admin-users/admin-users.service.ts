import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  messages,
  type AdminUser,
  type AdminUserDetail,
  type adminUsersQuerySchema,
  type auditLogQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listenerProfiles, users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Realtime } from '../../plugins/socket.ts';
import { insertAudit, listAudit } from '../audit/audit.repository.ts';
import type { FilesService } from '../files/files.service.ts';
import type { UserWithProfile } from '../users/users.repository.ts';

const MANAGED_ROLES = ['CUSTOMER', 'LISTENER'] as const;
type ManagedRow = UserRow & { role: (typeof MANAGED_ROLES)[number] };

const sortColumns = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  name: users.name,
  email: users.email,
  age: users.age,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const pagination = (page: number, limit: number, total: number) => {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages };
};

// Sessions and wallets arrive with the sessions and billing capabilities; until then every figure is
// truthfully zero (no session has taken place, no coin has moved) rather than invented.
const NO_SESSIONS = { totalSessions: 0, recentSessions: [] as AdminUserDetail['recentSessions'] };

const toAdminUser = (user: ManagedRow): AdminUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  age: user.age,
  gender: user.gender,
  role: user.role,
  isActive: user.isActive,
  totalSessions: NO_SESSIONS.totalSessions,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});

export type AdminUsersDeps = { db: Db; files: FilesService; realtime: Realtime };

export const createAdminUsersService = ({ db, files, realtime }: AdminUsersDeps) => {
  /** A live customer or listener that `admin` may act on. */
  const findManaged = async (
    tx: Db,
    id: string,
    admin?: UserWithProfile,
    forUpdate = false,
  ): Promise<ManagedRow> => {
    const query = tx.select().from(users).where(eq(users.id, id)).limit(1);
    const [user] = forUpdate ? await query.for('update') : await query;
    if (!user || user.deletedAt) throw new AppError('NOT_FOUND', messages.users.notFound);
    if (admin && user.id === admin.id) throw new AppError('FORBIDDEN', messages.users.notYourself);
    if (user.role === 'ADMIN') throw new AppError('FORBIDDEN', messages.users.notAdmins);
    return user as ManagedRow;
  };

  return {
    async list(query: z.output<typeof adminUsersQuerySchema>) {
      const conditions: SQL[] = [inArray(users.role, MANAGED_ROLES), isNull(users.deletedAt)];
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
        if (match) conditions.push(match);
      }
      if (query.gender) conditions.push(eq(users.gender, query.gender));
      const where = and(...conditions);
      const order = query.sortOrder === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(order(sortColumns[query.sortBy]), order(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return {
        users: rows.map((row) => toAdminUser(row as ManagedRow)),
        pagination: pagination(query.page, query.limit, total?.n ?? 0),
      };
    },

    async detail(id: string): Promise<{ data: AdminUserDetail }> {
      const user = await findManaged(db, id);
      if (user.role === 'CUSTOMER') {
        return {
          data: {
            ...toAdminUser(user),
            additionalInfo: { walletCoins: 0 },
            recentSessions: NO_SESSIONS.recentSessions,
          },
        };
      }
      const [profile] = await db
        .select({ applicationStatus: listenerProfiles.applicationStatus })
        .from(listenerProfiles)
        .where(eq(listenerProfiles.userId, id));
      return {
        data: {
          ...toAdminUser(user),
          additionalInfo: {
            currentRating: null,
            totalHours: 0,
            coinsEarned: 0,
            currentCoins: 0,
            applicationStatus: profile?.applicationStatus ?? 'PENDING',
          },
          recentSessions: NO_SESSIONS.recentSessions,
        },
      };
    },

    /** Deactivating ends every sign-in at once and keeps old tokens dead after a later activation. */
    async setActive(admin: UserWithProfile, id: string, isActive: boolean) {
      const data = await db.transaction(async (tx) => {
        const user = await findManaged(tx, id, admin, true);
        if (user.isActive === isActive) return toAdminUser(user);
        const [updated] = await tx
          .update(users)
          .set({
            isActive,
            updatedAt: new Date(),
            ...(isActive ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }),
          })
          .where(eq(users.id, id))
          .returning();
        await insertAudit(tx, {
          actorId: admin.id,
          action: isActive ? 'USER_ACTIVATED' : 'USER_DEACTIVATED',
          entityType: 'user',
          entityId: id,
          before: { isActive: user.isActive },
          after: { isActive },
        });
        return toAdminUser(updated as ManagedRow);
      });
      if (!isActive) realtime.signOut(id, messages.auth.accountDeactivated);
      return { data, message: isActive ? messages.users.activated : messages.users.deactivated };
    },

    /**
     * Erases the person's details and disables sign-in. The row stays (as "Deleted user") so money and
     * session history keep their references. The audit record holds no personal data either.
     */
    async remove(admin: UserWithProfile, id: string) {
      await db.transaction(async (tx) => {
        const user = await findManaged(tx, id, admin, true);
        const now = new Date();
        await tx
          .update(users)
          .set({
            email: null,
            name: messages.users.deletedName,
            passwordHash: null,
            isActive: false,
            gender: null,
            age: null,
            avatar: null,
            profileImageUrl: null,
            deletedAt: now,
            updatedAt: now,
            tokenVersion: sql`${users.tokenVersion} + 1`,
          })
          .where(eq(users.id, id));
        if (user.role === 'LISTENER') {
          await tx
            .update(listenerProfiles)
            .set({
              dob: null,
              phone: null,
              address: null,
              city: null,
              state: null,
              pincode: null,
              description: null,
              linkedInUrl: null,
              withdrawalUpiId: null,
              profilePictureFileId: null,
              idProofFileId: null,
              updatedAt: now,
            })
            .where(eq(listenerProfiles.userId, id));
        }
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

    async auditLog(query: z.output<typeof auditLogQuerySchema>) {
      const { rows, total } = await listAudit(db, query, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        data: rows.map(({ entry, actorName, actorEmail, entityName }) => ({
          id: entry.id,
          action: entry.action,
          entityType: entry.entityType,
          entityId: entry.entityId,
          entityName,
          actor: { id: entry.actorId, name: actorName, email: actorEmail },
          before: entry.before ?? null,
          after: entry.after ?? null,
          createdAt: entry.createdAt.toISOString(),
        })),
        pagination: pagination(query.page, query.limit, total),
      };
    },
  };
};

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
