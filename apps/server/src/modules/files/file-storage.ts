import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { files } from '../../db/schema.ts';

/**
 * Where file bytes live. The database implementation works with any number of server processes; an
 * object store (S3, GCS) can implement the same two calls without touching the files service.
 */
export type FileStorage = {
  put: (db: Db, id: string, bytes: Buffer) => Promise<void>;
  get: (db: Db, id: string) => Promise<Buffer | null>;
  remove: (db: Db, id: string) => Promise<void>;
};

export const databaseFileStorage: FileStorage = {
  put: async (db, id, bytes) => {
    await db.update(files).set({ data: bytes }).where(eq(files.id, id));
  },
  get: async (db, id) => {
    const [row] = await db.select({ data: files.data }).from(files).where(eq(files.id, id)).limit(1);
    return row?.data ?? null;
  },
  remove: async (db, id) => {
    await db.update(files).set({ data: null }).where(eq(files.id, id));
  },
};
