import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  FILE_URL_PREFIX,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_ORPHAN_GRACE_HOURS,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
  UPLOAD_QUOTA_WINDOW_MINUTES,
  UPLOAD_TYPES,
  messages,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { HOUR_MS, MINUTE_MS } from '../../lib/durations.ts';
import type { FileStorage } from './file-storage.ts';
import {
  countUploadsSince,
  deleteUnreferencedFilesBefore,
  findFileMeta,
  findOwnedFile,
  insertFile,
  isPublicListenerPicture,
  listFileIdsOf,
  lockAndCountUploadsSince,
} from './files.repository.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { insertAudit } from '../audit/audit.repository.ts';

export const fileUrl = (id: string | null) => (id ? `${FILE_URL_PREFIX}${id}` : null);
const fileIdFromUrl = (url: string) =>
  url.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : '';

type FileKind = 'image' | 'image-or-pdf';

/** The bytes of an upload as they arrive (a multipart file stream), or all at once (demo data). */
type UploadSource = Buffer | AsyncIterable<Buffer>;

/** Enough of the start of a file for every signature we accept (file-type reads at most 4100 bytes). */
const SNIFF_BYTES = 4100;

const sniffType = async (head: Buffer) => {
  const contentType = (await fileTypeFromBuffer(head))?.mime;
  if (!contentType || !(UPLOAD_TYPES as readonly string[]).includes(contentType)) {
    throw new AppError('VALIDATION_ERROR', messages.files.badType);
  }
  return contentType;
};

/**
 * Reads an upload chunk by chunk: the type is checked as soon as the first bytes are in (a wrong type
 * stops the read there), and one byte over `maxBytes` stops it with 413. Never holds more than
 * `maxBytes`.
 */
const readUpload = async (source: UploadSource, maxBytes: number) => {
  const chunks: Buffer[] = [];
  let size = 0;
  let contentType: string | undefined;
  for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
    size += chunk.length;
    if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', messages.files.tooLarge(maxBytes));
    chunks.push(chunk);
    if (!contentType && size >= SNIFF_BYTES) contentType = await sniffType(Buffer.concat(chunks));
  }
  if (size === 0) throw new AppError('VALIDATION_ERROR', messages.files.missing);
  const bytes = Buffer.concat(chunks, size);
  return { bytes, contentType: contentType ?? (await sniffType(bytes)) };
};

const quotaExceeded = () => new AppError('RATE_LIMITED', messages.files.quotaExceeded);
const windowStart = () => new Date(Date.now() - UPLOAD_QUOTA_WINDOW_MINUTES * MINUTE_MS);

type FilesDeps = { db: Db; storage: FileStorage; maxBytes: number };

export const createFilesService = ({ db, storage, maxBytes }: FilesDeps) => ({
  /**
   * Stores an upload after sniffing its type from the bytes (the declared name and type are ignored),
   * within the uploader's hourly quota of files and bytes. Nothing is stored when any check fails.
   */
  async upload(owner: Pick<CurrentUser, 'id'>, source: UploadSource) {
    // A quick refusal before reading a byte; the count that decides is taken under the lock below.
    const used = await countUploadsSince(db, owner.id, windowStart());
    if (used.files >= UPLOAD_QUOTA_FILES || used.bytes >= UPLOAD_QUOTA_BYTES) throw quotaExceeded();
    const { bytes, contentType } = await readUpload(source, maxBytes);
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    const id = await db.transaction(async (tx) => {
      const now = await lockAndCountUploadsSince(tx, owner.id, windowStart());
      if (now.files + 1 > UPLOAD_QUOTA_FILES || now.bytes + bytes.length > UPLOAD_QUOTA_BYTES) {
        throw quotaExceeded();
      }
      const created = await insertFile(tx, { ownerId: owner.id, contentType, size: bytes.length, sha256 });
      await storage.put(tx, created, bytes);
      return created;
    });
    return { url: fileUrl(id) ?? '', contentType, size: bytes.length };
  },

  /**
   * The file if `reader` may see it: its uploader, any admin, or anyone for a public listener
   * picture. Everything else is "not found", so nobody learns that a private file exists.
   * An admin served a private file someone else uploaded (an ID document, an applicant's picture) is
   * recorded in the audit log (issue 25); a person reading their own file, or anyone a public picture,
   * is not.
   */
  async read(id: string, reader: CurrentUser | null) {
    const notFound = new AppError('NOT_FOUND', messages.http.notFound);
    const meta = await findFileMeta(db, id);
    if (!meta) throw notFound;
    const isOwner = reader?.id === meta.ownerId;
    const isAdmin = reader?.role === 'ADMIN';
    const isPublic = !isOwner && (await isPublicListenerPicture(db, id));
    if (!isOwner && !isAdmin && !isPublic) throw notFound;
    const bytes = await storage.get(db, id);
    if (!bytes) throw notFound;
    if (reader && isAdmin && !isOwner && !isPublic) {
      await insertAudit(db, {
        actorId: reader.id,
        action: 'DOCUMENT_READ',
        entityType: 'file',
        entityId: id,
        before: null,
        after: null,
      });
    }
    return { ...meta, bytes, isPublic };
  },

  /**
   * Resolves a profile field's file URL to a file id, checking who uploaded it and what it is.
   * `owners`: whose uploads are acceptable (the listener, and the admin editing them).
   */
  async resolveReference(tx: Db, url: string, owners: string[], kind: FileKind): Promise<string> {
    const id = fileIdFromUrl(url);
    const meta = id ? await findOwnedFile(tx, id, owners) : undefined;
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
    for (const id of await listFileIdsOf(tx, ownerId)) await storage.remove(tx, id);
  },

  /**
   * Deletes uploads no profile references once they are UPLOAD_ORPHAN_GRACE_HOURS old (an upload the
   * person never saved, a replaced picture). Returns how many went.
   */
  async deleteOrphanFiles(now = new Date()) {
    return deleteUnreferencedFilesBefore(db, new Date(now.getTime() - UPLOAD_ORPHAN_GRACE_HOURS * HOUR_MS));
  },
});

export type FilesService = ReturnType<typeof createFilesService>;

/** Runs the orphan sweep every `intervalMs` (never keeping the process alive); returns the stop call. */
export const startOrphanFileSweep = (
  files: FilesService,
  intervalMs: number,
  log: { error: (object: unknown, message: string) => void },
) =>
  startPeriodicJob(() => files.deleteOrphanFiles(), { intervalMs, log, failure: 'orphan file sweep failed' });
