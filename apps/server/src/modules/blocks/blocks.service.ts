import { messages, type Block } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { deleteBlock, findPerson, haveMet, insertBlock, listBlocksBy } from './blocks.repository.ts';

const s = messages.safety;

/**
 * Blocking both ways: a customer blocks a listener (gone from their directory, requests refused), a
 * listener blocks a customer they talked to (that customer's requests to them are refused with the
 * neutral "not available"). The checks live where requests and the directory are read.
 */
export const createBlocksService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  async list(user: CurrentUser): Promise<{ data: Block[] }> {
    const rows = await listBlocksBy(db, user.id);
    return { data: rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() })) };
  },

  async block(user: CurrentUser, targetId: string): Promise<{ data: Block }> {
    if (targetId === user.id) throw new AppError('VALIDATION_ERROR', s.blockSelf);
    const target = await findPerson(db, targetId);
    if (!target) throw new AppError('NOT_FOUND', messages.users.notFound);
    const allowed =
      user.role === 'CUSTOMER'
        ? target.role === 'LISTENER'
        : target.role === 'CUSTOMER' && (await haveMet(db, user.id, target.id));
    // A listener learns nothing about customers they never met: the same answer as a missing one.
    if (!allowed) {
      throw user.role === 'LISTENER' && target.role === 'CUSTOMER'
        ? new AppError('NOT_FOUND', messages.users.notFound)
        : new AppError('VALIDATION_ERROR', s.blockWhom);
    }
    const blockedAt = await insertBlock(db, user.id, target.id, clock.now());
    return {
      data: { userId: target.id, name: target.name, role: target.role, blockedAt: blockedAt.toISOString() },
    };
  },

  async unblock(user: CurrentUser, targetId: string) {
    const target = await findPerson(db, targetId);
    if (!(await deleteBlock(db, user.id, targetId))) throw new AppError('NOT_FOUND', s.notBlocked);
    return { message: s.unblocked(target?.name ?? messages.users.deletedName) };
  },
});

export type BlocksService = ReturnType<typeof createBlocksService>;
