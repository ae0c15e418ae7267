import { messages, planEcho, type Plan, type PlanInput, type planInputSchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { refuseChangedReadOnly } from '../../lib/read-only-echo.ts';
import { diffFields, insertAudit } from '../audit/audit.repository.ts';
import {
  archivePlan,
  deletePlanRow,
  findActivePlan,
  insertPlan,
  isPlanReferenced,
  listActivePlans,
  updatePlan,
  type PlanRow,
} from './plans.repository.ts';

const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  pricePaise: row.pricePaise,
  coins: row.coins,
  bonusCoins: row.bonusCoins,
  nameHi: row.nameHi,
  descriptionHi: row.descriptionHi,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The fields an admin sets (and the audit records). The Hindi name and description a write leaves out
 * stay as `stored` has them ('' for a new plan).
 */
const planFields = (input: PlanInput, stored?: Pick<PlanRow, 'nameHi' | 'descriptionHi'>) => ({
  name: input.name,
  description: input.description,
  pricePaise: input.pricePaise,
  coins: input.coins,
  bonusCoins: input.bonusCoins,
  nameHi: input.nameHi ?? stored?.nameHi ?? '',
  descriptionHi: input.descriptionHi ?? stored?.descriptionHi ?? '',
});

const notFound = () => new AppError('NOT_FOUND', messages.plans.notFound);

type PlansDeps = { db: Db; clock: Clock };

/** Coin plans: what customers can buy, managed by admins. Every change is audited. */
export const createPlansService = ({ db, clock }: PlansDeps) => ({
  async listPlans() {
    return { data: (await listActivePlans(db)).map(toPlan) };
  },

  async createPlan(admin: CurrentUser, input: PlanInput) {
    const data = await db.transaction(async (tx) => {
      const row = await insertPlan(tx, planFields(input), clock.now());
      await insertAudit(tx, {
        actorId: admin.id,
        action: 'PLAN_CREATED',
        entityType: 'plan',
        entityId: row.id,
        before: null,
        after: planFields(row),
      });
      return toPlan(row);
    });
    return { data };
  },

  /** Past purchases copied the plan's price and coins, so a change never rewrites what was bought. */
  async updatePlan(admin: CurrentUser, id: string, input: z.output<typeof planInputSchema>) {
    const data = await db.transaction(async (tx) => {
      const before = await findActivePlan(tx, id, 'update');
      if (!before) throw notFound();
      refuseChangedReadOnly(input, toPlan(before), planEcho.fields);
      const row = await updatePlan(tx, id, planFields(input, before), clock.now());
      if (!row) throw notFound();
      const diff = diffFields(planFields(before), planFields(row));
      if (Object.keys(diff.after).length > 0) {
        await insertAudit(tx, {
          actorId: admin.id,
          action: 'PLAN_UPDATED',
          entityType: 'plan',
          entityId: id,
          ...diff,
        });
      }
      return toPlan(row);
    });
    return { data };
  },

  /**
   * A plan nobody bought is removed; one that was bought is archived instead (off sale and out of both
   * lists), so the purchases and wallet history that name it keep their plan.
   */
  async deletePlan(admin: CurrentUser, id: string) {
    await db.transaction(async (tx) => {
      const plan = await findActivePlan(tx, id, 'update');
      if (!plan) throw notFound();
      const now = clock.now();
      const archived = await isPlanReferenced(tx, id);
      if (archived) await archivePlan(tx, id, now);
      else await deletePlanRow(tx, id);
      await insertAudit(tx, {
        actorId: admin.id,
        action: 'PLAN_DELETED',
        entityType: 'plan',
        entityId: id,
        before: planFields(plan),
        after: archived ? { archivedAt: now.toISOString() } : null,
      });
    });
    return { message: messages.plans.deleted };
  },
});

export type PlansService = ReturnType<typeof createPlansService>;
