import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PlanInput } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { plans, purchases } from '../../db/schema.ts';

export type { PlanRow } from '../../db/schema.ts';

type PlanValues = Required<Omit<PlanInput, 'description'>> & { description: string };

/** Plans on sale (not archived), cheapest first. */
export const listActivePlans = (db: Db) =>
  qb(db)
    .select()
    .from(plans)
    .where(isNull(plans.archivedAt))
    .orderBy(asc(plans.pricePaise), asc(plans.createdAt), asc(plans.id));

/**
 * A plan on sale (archived plans read as missing). `lock`: 'update' for a change or a delete, 'share'
 * for a purchase, so a purchase and a delete of the same plan take turns: the purchase waits and then
 * finds the plan gone or archived, or the delete waits and then sees the purchase and archives.
 */
export const findActivePlan = async (db: Db, id: string, lock?: 'update' | 'share') => {
  const query = qb(db)
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), isNull(plans.archivedAt)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
};

export const insertPlan = async (db: Db, values: PlanValues, now: Date) => {
  const [row] = await qb(db)
    .insert(plans)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('plan insert returned nothing');
  return row;
};

export const updatePlan = async (db: Db, id: string, values: PlanValues, now: Date) => {
  const [row] = await qb(db)
    .update(plans)
    .set({ ...values, updatedAt: now })
    .where(and(eq(plans.id, id), isNull(plans.archivedAt)))
    .returning();
  return row;
};

/** True when any purchase (confirmed or not) points at the plan: its row must stay for that history. */
export const isPlanReferenced = async (db: Db, id: string) => {
  const [row] = await qb(db)
    .select({ found: sql<number>`1` })
    .from(purchases)
    .where(eq(purchases.planId, id))
    .limit(1);
  return row !== undefined;
};

export const archivePlan = async (db: Db, id: string, now: Date) => {
  await qb(db).update(plans).set({ archivedAt: now, updatedAt: now }).where(eq(plans.id, id));
};

export const deletePlanRow = async (db: Db, id: string) => {
  await qb(db).delete(plans).where(eq(plans.id, id));
};
