import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createOutboxDrain } from '../../lib/outbox-drain.ts';
import {
  claimMail,
  deferMail,
  deleteMail,
  enqueueMail,
  type ClaimedMail,
  type QueuedMail,
} from './mail.repository.ts';

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
  const outbox = createOutboxDrain({
    claim: () =>
      claimMail(db, { limit: BATCH, leaseMs: LEASE_MS, maxAttempts: MAX_ATTEMPTS, now: new Date() }),
    send: async (mail: ClaimedMail) => {
      try {
        await mailer.send(mail);
        await deleteMail(db, mail.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const delayMs = Math.min(2 ** mail.attempts * 1000, 10 * 60_000);
        log.warn({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail not sent, will retry');
        await deferMail(db, mail.id, new Date(Date.now() + delayMs), reason);
      }
    },
    sweepMs: SWEEP_MS,
    log,
    failure: 'mail outbox drain failed',
  });

  return {
    ...outbox,
    /** Queues a mail; `tx` puts the row in the caller's transaction (call `wake` after it commits). */
    queue: async (mail: QueuedMail, tx: Db = db) => {
      await enqueueMail(tx, mail);
      if (tx === db) outbox.wake();
    },
  };
};

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailDispatcher;
  }
}
