import { messages, type PublicListener, type directoryQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { fileUrl } from '../files/files.service.ts';
import { presenceCutoff } from '../presence/presence-rules.ts';
import {
  findOnline,
  findPublicListener,
  listPublicListeners,
  setOnline,
  type PublicListenerRow,
} from './directory.repository.ts';

const toPublicListener = (row: PublicListenerRow, billingGraceSeconds: number): PublicListener => ({
  id: row.id,
  name: row.name,
  profilePicture: fileUrl(row.pictureId),
  languages: row.languages,
  preferredMode: row.preferredMode,
  description: row.description,
  isExperienced: row.isExperienced,
  coinsPerMinute: row.coinsPerMinute,
  billingGraceSeconds,
  presence: row.isBusy ? 'busy' : row.isOnline ? 'online' : 'offline',
  completedSessions: row.completedSessions,
  ratingAverage: row.ratingAverage,
  ratingCount: row.ratingCount,
  favourite: row.favourite,
});

/** What customers see of listeners, and the listener's Online/Offline switch. */
export const createDirectoryService = ({
  db,
  clock,
  graceSeconds,
  onSwitch,
}: {
  db: Db;
  clock: Clock;
  /** BILLING_GRACE_SECONDS, shown with each listener's rate. */
  graceSeconds: number;
  /** Told after a listener turned their switch (favourites' online notice, the queue's close on offline). */
  onSwitch?: (listenerId: string, online: boolean) => Promise<void>;
}) => {
  const cutoffNow = () => presenceCutoff(clock.now());
  return {
    /** Listeners the customer blocked are not in their directory. */
    async list(query: z.output<typeof directoryQuerySchema>, customerId: string) {
      const { rows, total } = await listPublicListeners(
        db,
        query,
        {
          limit: query.pagesize,
          offset: (query.pagenumber - 1) * query.pagesize,
        },
        cutoffNow(),
        customerId,
      );
      return { data: rows.map((row) => toPublicListener(row, graceSeconds)), totalRows: total };
    },

    async get(id: string, customerId: string) {
      const row = await findPublicListener(db, id, cutoffNow(), customerId);
      if (!row) throw new AppError('NOT_FOUND', messages.sessions.listenerNotFound);
      return { data: toPublicListener(row, graceSeconds) };
    },

    async availability(listenerId: string) {
      return { data: { online: await findOnline(db, listenerId) } };
    },

    async setAvailability(listenerId: string, online: boolean) {
      const was = await findOnline(db, listenerId);
      await setOnline(db, listenerId, online, clock.now());
      if (was !== online) await onSwitch?.(listenerId, online);
      return { data: { online } };
    },
  };
};
