import crypto from 'node:crypto';
import {
  DASHBOARD_TIME_ZONE,
  DATA_EXPORT_MIN_INTERVAL_HOURS,
  formatDateTime,
  messages,
  routes,
  type DataExport,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { HOUR_MS, MINUTE_MS } from '../../lib/durations.ts';
import { withLocale } from '../../lib/locale-context.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { MailDispatcher } from '../mail/mail-dispatcher.ts';
import { collectExportFiles, zipExportFiles } from './my-data.archive.ts';
import {
  claimPendingExports,
  expireExports,
  findExportOwner,
  findLatestCountedExport,
  findLatestExport,
  findOwnedExport,
  findPendingExport,
  insertExport,
  lockUser,
  markExportFailed,
  markExportReady,
  type DataExportRow,
} from './my-data.repository.ts';

/** How long a builder holds a claimed export before another process may take it again. */
const LEASE_MS = 10 * MINUTE_MS;
/** Builds that may be tried (a crash or an error each) before the export is given up as failed. */
const MAX_ATTEMPTS = 3;
/** Exports one pass builds (each is one person's data, built one after another). */
const BATCH = 5;

const m = messages.myData;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const whenText = (at: Date) =>
  formatDateTime(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: DASHBOARD_TIME_ZONE });

const nextAllowedOf = (row: DataExportRow) =>
  row.status === 'failed'
    ? row.requestedAt
    : new Date(row.requestedAt.getTime() + DATA_EXPORT_MIN_INTERVAL_HOURS * HOUR_MS);

const toDataExport = (row: DataExportRow, now: Date): DataExport => {
  // A ready export whose link ran out reads as expired before the job has dropped its file.
  const status = row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    nextAllowedAt: nextAllowedOf(row).toISOString(),
  };
};

/**
 * "Download my data" (issue 25 §3): a person asks (one pending export at a time, one per
 * DATA_EXPORT_MIN_INTERVAL_HOURS), a background pass on any process builds the ZIP and mails its link,
 * and the link works for its owner, signed in, until `linkHours` have passed; then the file is deleted.
 */
export const createMyDataService = (deps: {
  db: Db;
  clock: Clock;
  mail: MailDispatcher;
  log: { error: (object: unknown, message: string) => void };
  settings: { linkHours: number; publicUrl: string };
}) => {
  const { db, clock, mail, log, settings } = deps;

  /** Builds one claimed export: its archive and mail in one transaction, or a failure after the last try. */
  const build = async (claimed: { id: string; userId: string; attempts: number }) => {
    // A row whose builders died MAX_ATTEMPTS times (a process killed mid-way each time) is given up.
    if (claimed.attempts > MAX_ATTEMPTS) {
      await markExportFailed(db, claimed.id, clock.now());
      return;
    }
    try {
      const now = clock.now();
      const owner = await findExportOwner(db, claimed.userId);
      if (!owner) throw new Error('data export of a missing user');
      const token = crypto.randomBytes(32).toString('base64url');
      const page = owner.role === 'CUSTOMER' ? routes.app.settings : routes.account;
      const url = `${settings.publicUrl}${page}?dataExport=${claimed.id}&token=${token}`;
      // The README and the mail in the person's language.
      const { archive, subject, text } = await withLocale(owner.locale, async () => ({
        archive: zipExportFiles(await collectExportFiles(db, owner, now)),
        subject: m.mailSubject,
        text: m.mailText(owner.name, url, settings.linkHours),
      }));
      const stored = await db.transaction(async (tx) => {
        const done = await markExportReady(tx, claimed.id, {
          archive,
          tokenHash: sha256(token),
          finishedAt: now,
          expiresAt: new Date(now.getTime() + settings.linkHours * HOUR_MS),
        });
        if (done && owner.email) await mail.queue({ to: owner.email, subject, text }, tx);
        return done;
      });
      if (stored) mail.wake();
    } catch (error) {
      // No personal data in the log: the export's id and what went wrong.
      log.error({ err: error, exportId: claimed.id, attempt: claimed.attempts }, 'data export not built');
      if (claimed.attempts >= MAX_ATTEMPTS) await markExportFailed(db, claimed.id, clock.now());
    }
  };

  return {
    async latest(user: CurrentUser) {
      const row = await findLatestExport(db, user.id);
      return { data: row ? toDataExport(row, clock.now()) : null };
    },

    /**
     * Asks for an export. The person's row is locked first, so parallel asks run one after another: the
     * first inserts, the others find its pending export and answer it (a partial unique index backs it).
     */
    async ask(user: CurrentUser) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const pending = await findPendingExport(tx, user.id);
        if (pending) return pending;
        const latest = await findLatestCountedExport(tx, user.id);
        if (latest) {
          const allowedAt = nextAllowedOf(latest);
          if (allowedAt > now) {
            throw new AppError(
              'RATE_LIMITED',
              m.tooSoon(DATA_EXPORT_MIN_INTERVAL_HOURS, whenText(allowedAt)),
              undefined,
              {
                'retry-after': String(Math.ceil((allowedAt.getTime() - now.getTime()) / 1000)),
              },
            );
          }
        }
        return insertExport(tx, user.id, now);
      });
      return { data: toDataExport(row, now) };
    },

    /** The archive, for its owner with the mailed link's token; anyone else's id reads as not found. */
    async download(user: CurrentUser, id: string, token: string) {
      const row = await findOwnedExport(db, id, user.id);
      if (!row || (row.tokenHash !== null && row.tokenHash !== sha256(token))) {
        throw new AppError('NOT_FOUND', m.notFound);
      }
      if (row.status === 'pending') throw new AppError('CONFLICT', m.notReady);
      if (row.status === 'failed') throw new AppError('CONFLICT', m.failed);
      if (row.status === 'expired' || !row.archive || (row.expiresAt && row.expiresAt <= clock.now())) {
        throw new AppError('GONE', m.linkExpired);
      }
      const day = row.requestedAt.toISOString().slice(0, 10);
      return { fileName: `listenwell-data-${day}.zip`, bytes: row.archive };
    },

    /** One pass of the background job: drop expired archives, then build what is pending. */
    async runPass() {
      const now = clock.now();
      await expireExports(db, now);
      const claimed = await claimPendingExports(db, { limit: BATCH, leaseMs: LEASE_MS, now });
      for (const row of claimed) await build(row);
      return claimed.length;
    },
  };
};

export type MyDataService = ReturnType<typeof createMyDataService>;

/** Runs the export job every `intervalMs` on this process (any number of processes may). */
export const startDataExportJob = (
  service: MyDataService,
  intervalMs: number,
  log: { error: (object: unknown, message: string) => void },
) => startPeriodicJob(() => service.runPass(), { intervalMs, log, failure: 'data export pass failed' });
