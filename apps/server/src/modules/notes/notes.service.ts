import { messages, type PrivateNote } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { deleteNote, findNote, hadSessionWith, upsertNote } from './notes.repository.ts';

const n = messages.notes;

const toView = (row: { customerId: string; body: string; updatedAt: Date }): PrivateNote => ({
  customerId: row.customerId,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A listener's private notes per customer (issue 23 §5). The route lets only approved listeners in;
 * here a listener reaches only customers they had a session with, and only their own note (the key is
 * the caller's id, so another listener's note is never read). A customer they never met answers 404
 * like a missing one, so the endpoint does not tell who is a customer.
 */
export const createNotesService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const assertMet = async (listener: CurrentUser, customerId: string) => {
    if (!(await hadSessionWith(db, listener.id, customerId))) {
      throw new AppError('NOT_FOUND', n.customerNotFound);
    }
  };
  return {
    async get(listener: CurrentUser, customerId: string): Promise<{ data: PrivateNote | null }> {
      await assertMet(listener, customerId);
      const row = await findNote(db, listener.id, customerId);
      return { data: row ? toView(row) : null };
    },

    async save(listener: CurrentUser, customerId: string, body: string): Promise<{ data: PrivateNote }> {
      await assertMet(listener, customerId);
      return { data: toView(await upsertNote(db, listener.id, customerId, body, clock.now())) };
    },

    async remove(listener: CurrentUser, customerId: string) {
      await assertMet(listener, customerId);
      if (!(await deleteNote(db, listener.id, customerId))) throw new AppError('NOT_FOUND', n.noteNotFound);
      return { message: n.deleted };
    },
  };
};

export type NotesService = ReturnType<typeof createNotesService>;
