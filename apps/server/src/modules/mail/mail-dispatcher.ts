import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { claimMail, deferMail, deleteMail, enqueueMail, type QueuedMail } from './mail.repository.ts';

const BATCH = 10;
const LEASE_MS = 60_000;
/** A mail that failed this many sends stays in the outbox, given up on (mail.metrics.ts counts it). */
export const MAX_ATTEMPTS = 8;
const SWEEP_MS = 15_000;

/**
 * Mail leaves the request path: `queue` writes the outbox row (in the caller's transaction when given
 * one) and wakes the sender, so a request never waits for SMTP and answers in the same time whether or
 * not it mailed anyone. The outbox is in the database, so a crash loses nothing and any process sends.
 */
export const createMailDispatcher = (deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger }) => {
  const { db, mailer, log } = deps;
  let draining: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const drain = async () => {
    for (;;) {
      const batch = await claimMail(db, {
        limit: BATCH,
        leaseMs: LEASE_MS,
        maxAttempts: MAX_ATTEMPTS,
        now: new Date(),
      });
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await mailer.send(mail);
          await deleteMail(db, mail.id);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const delayMs = Math.min(2 ** mail.attempts * 1000, 10 * 60_000);
          log.warn({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail not sent, will retry');
          await deferMail(db, mail.id, new Date(Date.now() + delayMs), reason);
        }
      }
    }
  };

  /** Starts a drain, or asks the running one to look again when it ends. */
  const wake = () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox drain failed'))
      .finally(() => {
        draining = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  return {
    /** Queues a mail; `tx` puts the row in the caller's transaction (call `wake` after it commits). */
    queue: async (mail: QueuedMail, tx: Db = db) => {
      await enqueueMail(tx, mail);
      if (tx === db) wake();
    },
    wake,
    /** Resolves once every mail that is due now has been sent or deferred (tools and tests). */
    flush: async () => {
      wake();
      while (draining) await draining;
    },
    /** Sends what earlier runs or other processes left behind, now and every few seconds. */
    start: () => {
      wake();
      timer = setInterval(wake, SWEEP_MS);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await draining;
    },
  };
};

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailDispatcher;
  }
}
