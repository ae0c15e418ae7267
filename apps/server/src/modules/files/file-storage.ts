import type { Db } from '../../db/database.ts';

/**
 * Where file bytes live. The database implementation (files.repository.ts) works with any number of
 * server processes; an object store (S3, GCS) can implement the same calls without touching the files
 * service.
 */
export type FileStorage = {
  put: (db: Db, id: string, bytes: Buffer) => Promise<void>;
  get: (db: Db, id: string) => Promise<Buffer | null>;
  remove: (db: Db, id: string) => Promise<void>;
};
