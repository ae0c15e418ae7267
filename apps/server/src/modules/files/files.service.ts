import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_URL_PREFIX, UPLOAD_IMAGE_TYPES, UPLOAD_TYPES, messages } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { files, listenerProfiles, users, type FileRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { UserWithProfile } from '../users/users.repository.ts';
import type { FileStorage } from './file-storage.ts';

export const fileUrl = (id: string | null) => (id ? `${FILE_URL_PREFIX}${id}` : null);
export const fileIdFromUrl = (url: string) =>
  url.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : '';

export type FileKind = 'image' | 'image-or-pdf';

export const createFilesService = (db: Db, storage: FileStorage) => {
  const findMeta = async (id: string) => {
    const [row] = await db
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
  const isPublicPicture = async (id: string) => {
    const [row] = await db
      .select({ id: listenerProfiles.userId })
      .from(listenerProfiles)
      .innerJoin(users, eq(users.id, listenerProfiles.userId))
      .where(
        and(
          eq(listenerProfiles.profilePictureFileId, id),
          eq(listenerProfiles.applicationStatus, 'APPROVED'),
          eq(listenerProfiles.isBlocked, false),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return Boolean(row);
  };

  return {
    /** Stores an upload after sniffing its type from the bytes. The declared name and type are ignored. */
    async upload(owner: UserWithProfile, bytes: Buffer) {
      if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', messages.files.missing);
      const sniffed = await fileTypeFromBuffer(bytes);
      const contentType = sniffed?.mime;
      if (!contentType || !(UPLOAD_TYPES as readonly string[]).includes(contentType)) {
        throw new AppError('VALIDATION_ERROR', messages.files.badType);
      }
      const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(files)
          .values({ ownerId: owner.id, contentType, size: bytes.length, sha256 })
          .returning({ id: files.id });
        if (!created) throw new Error('File row not created');
        await storage.put(tx, created.id, bytes);
        return created;
      });
      return { url: fileUrl(row.id) ?? '', contentType, size: bytes.length };
    },

    /**
     * The file if `reader` may see it: its uploader, any admin, or anyone for a public listener
     * picture. Everything else is "not found", so nobody learns that a private file exists.
     */
    async read(id: string, reader: UserWithProfile | null) {
      const notFound = new AppError('NOT_FOUND', messages.http.notFound);
      const meta = await findMeta(id);
      if (!meta) throw notFound;
      const isOwner = reader?.id === meta.ownerId;
      const isAdmin = reader?.role === 'ADMIN';
      const isPublic = !isOwner && !isAdmin && (await isPublicPicture(id));
      if (!isOwner && !isAdmin && !isPublic) throw notFound;
      const bytes = await storage.get(db, id);
      if (!bytes) throw notFound;
      return { ...meta, bytes, isPublic };
    },

    /**
     * Resolves a profile field's file URL to a file id, checking who uploaded it and what it is.
     * `owners`: whose uploads are acceptable (the listener, and the admin editing them).
     */
    async resolveReference(tx: Db, url: string, owners: string[], kind: FileKind): Promise<string> {
      const id = fileIdFromUrl(url);
      const [meta]: Pick<FileRow, 'ownerId' | 'contentType'>[] = id
        ? await tx
            .select({ ownerId: files.ownerId, contentType: files.contentType })
            .from(files)
            .where(and(eq(files.id, id), inArray(files.ownerId, owners)))
            .limit(1)
        : [];
      if (!meta) throw new AppError('VALIDATION_ERROR', messages.files.notYourFile);
      const allowed: readonly string[] = kind === 'image' ? UPLOAD_IMAGE_TYPES : UPLOAD_TYPES;
      if (!allowed.includes(meta.contentType)) {
        throw new AppError(
          'VALIDATION_ERROR',
          kind === 'image' ? messages.files.mustBeImage : messages.files.mustBeImageOrPdf,
        );
      }
      return id;
    },

    async removeFilesOf(tx: Db, ownerId: string) {
      const owned = await tx.select({ id: files.id }).from(files).where(eq(files.ownerId, ownerId));
      for (const file of owned) await storage.remove(tx, file.id);
    },
  };
};

export type FilesService = ReturnType<typeof createFilesService>;
