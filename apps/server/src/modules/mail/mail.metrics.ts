import type { Db } from '../../db/database.ts';
import type { AppMetrics } from '../../plugins/metrics.ts';
import { MAX_ATTEMPTS } from './mail-dispatcher.ts';
import { countOutbox } from './mail.repository.ts';

/** The mail outbox's depth at scrape time: still to send, and given up on after MAX_ATTEMPTS sends. */
export const registerMailMetrics = (metrics: AppMetrics, db: Db) => {
  metrics.readAtScrape(
    () => countOutbox(db, MAX_ATTEMPTS),
    [
      {
        name: 'listenwell_mail_outbox_depth',
        help: `Mails in the outbox: queued (new, being sent or waiting to retry) or given_up (${MAX_ATTEMPTS} failed sends).`,
        labelNames: ['state'],
        samples: ({ queued, givenUp }) => [
          { labels: { state: 'queued' }, value: queued },
          { labels: { state: 'given_up' }, value: givenUp },
        ],
      },
    ],
  );
};
