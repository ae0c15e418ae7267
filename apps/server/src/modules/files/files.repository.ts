import { and, eq, gte, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { approvedListenerSql } from '../../db/approved-listener.ts';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { files, listenerProfiles, users } from '../../db/schema.ts';
import type { FileStorage } from './file-storage.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bytes in the `files` row: works with any number of server processes. */
export const databaseFileStorage: FileStorage = {
  put: async (db, id, bytes) => {
    await qb(db).update(files).set({ data: bytes }).where(eq(files.id, id));
  },
  get: async (db, id) => {
    const [row] = await qb(db).select({ data: files.data }).from(files).where(eq(files.id, id)).limit(1);
    return row?.data ?? null;
  },
  remove: async (db, id) => {
    await qb(db).update(files).set({ data: null }).where(eq(files.id, id));
  },
};

/** A file's metadata; any text that is not a UUID is simply not found. */
export const findFileMeta = async (db: Db, id: string) => {
  if (!UUID.test(id)) return undefined;
  const [row] = await qb(db)
    .select({
      id: files.id,
      ownerId: files.ownerId,
      contentType: files.contentType,
      size: files.size,
      sha256: files.sha256,
    })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row;
};

/** Is this file the picture of an approved, unblocked, live listener (public to anyone)? */
export const isPublicListenerPicture = async (db: Db, id: string) => {
  const [row] = await qb(db)
    .select({ id: listenerProfiles.userId })
    .from(listenerProfiles)
    .innerJoin(users, eq(users.id, listenerProfiles.userId))
    .where(
      and(
        eq(listenerProfiles.profilePictureFileId, id),
        approvedListenerSql,
        eq(listenerProfiles.isBlocked, false),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/**
 * A file uploaded by one of `owners`, locked against the orphan sweep until the transaction ends (so a
 * profile that is about to reference it never points at a deleted row).
 */
export const findOwnedFile = async (tx: Db, id: string, owners: string[]) => {
  if (!UUID.test(id)) return undefined;
  const [row] = await qb(tx)
    .select({ ownerId: files.ownerId, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.id, id), inArray(files.ownerId, owners)))
    .limit(1)
    .for('key share');
  return row;
};

export const listFileIdsOf = async (tx: Db, ownerId: string) =>
  (await qb(tx).select({ id: files.id }).from(files).where(eq(files.ownerId, ownerId))).map((row) => row.id);

/**
 * Serialises one user's uploads (a row lock on the user, held until the transaction ends), then counts
 * what they stored since `since`. Every process sees the same rows, so the quota holds across processes.
 */
export const lockAndCountUploadsSince = async (tx: Db, ownerId: string, since: Date) => {
  await qb(tx).select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  return countUploadsSince(tx, ownerId, since);
};

/** Files and bytes `ownerId` uploaded since `since` (no lock: a quick early refusal). */
export const countUploadsSince = async (db: Db, ownerId: string, since: Date) => {
  const [row] = await qb(db)
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint`,
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), gte(files.createdAt, since)));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
};

export const insertFile = async (
  tx: Db,
  input: { ownerId: string; contentType: string; size: number; sha256: string },
) => {
  const [row] = await qb(tx).insert(files).values(input).returning({ id: files.id });
  if (!row) throw new Error('File row not created');
  return row.id;
};

/**
 * Deletes files created before `before` that no listener profile references (as picture or ID
 * proof). One statement: safe with any number of processes sweeping at once. Returns how many went.
 */
export const deleteUnreferencedFilesBefore = async (db: Db, before: Date) => {
  const referenced = (column: 'profilePictureFileId' | 'idProofFileId') =>
    notExists(
      qb(db)
        .select({ one: sql`1` })
        .from(listenerProfiles)
        .where(eq(listenerProfiles[column], files.id)),
    );
  const deleted = await qb(db)
    .delete(files)
    .where(and(lt(files.createdAt, before), referenced('profilePictureFileId'), referenced('idProofFileId')))
    .returning({ id: files.id });
  return deleted.length;
};
