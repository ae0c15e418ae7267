import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { FilesService } from '../files/files.service.ts';
import {
  claimExpiredRejectedApplicants,
  eraseExpiredTranscripts,
  unlinkApplicantUploads,
} from './retention.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions (or applicants) per transaction: short transactions, no long lock on a busy table. */
const BATCH = 100;

type RetentionDeps = {
  db: Db;
  clock: Clock;
  files: FilesService;
  settings: { chatDays: number; applicantUploadDays: number };
};

/**
 * Deletion when data is no longer needed (issue 25 §3, DPDP Act): chat transcripts CHAT_RETENTION_DAYS
 * after the session ended (a session with an open moderation case keeps its transcript, and a closed
 * case restarts the count from its closing), and a rejected applicant's uploads
 * APPLICANT_UPLOAD_RETENTION_DAYS after the rejection. Safe in several processes at once: each batch
 * claims its rows with SKIP LOCKED, and an erased session is stamped so it is never claimed again.
 */
export const createRetentionService = ({ db, clock, files, settings }: RetentionDeps) => ({
  async sweep() {
    const now = clock.now();
    const endedBefore = new Date(now.getTime() - settings.chatDays * DAY_MS);
    let transcripts = 0;
    for (;;) {
      const erased = await db.transaction((tx) => eraseExpiredTranscripts(tx, endedBefore, now, BATCH));
      transcripts += erased;
      if (erased < BATCH) break;
    }
    const rejectedBefore = new Date(now.getTime() - settings.applicantUploadDays * DAY_MS);
    let applicants = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const rows = await claimExpiredRejectedApplicants(tx, rejectedBefore, BATCH);
        for (const { userId } of rows) {
          await unlinkApplicantUploads(tx, userId);
          await files.removeFilesOf(tx, userId);
        }
        return rows.length;
      });
      applicants += claimed;
      if (claimed < BATCH) break;
    }
    return { transcripts, applicants };
  },
});

export type RetentionService = ReturnType<typeof createRetentionService>;

/** Runs the sweep every `intervalMs` (never keeping the process alive); returns the stop call. */
export const startRetentionSweep = (
  retention: RetentionService,
  intervalMs: number,
  log: { error: (object: unknown, message: string) => void },
) => startPeriodicJob(() => retention.sweep(), { intervalMs, log, failure: 'retention sweep failed' });
