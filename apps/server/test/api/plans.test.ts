// @module-tag embedded
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages, PLAN_NAME_MAX, type Plan } from '@app/contract';
import { auditLogs, plans as plansTable } from '../../src/db/schema.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const anyString = expect.any(String) as string;
const anyDate = expect.any(Date) as Date;
const admin = await createSignedInUser(t, 'ADMIN');
const customer = await createSignedInUser(t, 'CUSTOMER');
const p = messages.plans;

const valid = { name: 'Gold', description: 'Most popular', pricePaise: 49_900, coins: 500, bonusCoins: 50 };
const put = (id: string, body: unknown, token = admin.token) =>
  t.call('PUT', `${API_PREFIX}/admin/plans/${id}`, { body, token });
const del = (id: string, token = admin.token) =>
  t.call('DELETE', `${API_PREFIX}/admin/plans/${id}`, { token });
const auditOf = (id: string) =>
  t.database.db
    .select({
      action: auditLogs.action,
      before: auditLogs.before,
      after: auditLogs.after,
      actor_id: auditLogs.actorId,
    })
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, id), eq(auditLogs.entityType, 'plan')))
    .orderBy(asc(auditLogs.createdAt));
const planRow = (id: string) =>
  t.database.db.select({ archivedAt: plansTable.archivedAt }).from(plansTable).where(eq(plansTable.id, id));
const planIds = async (path: string) =>
  ((await t.get(path, admin.token)).body.data as Plan[]).map((plan) => plan.id);

describe('admin plans', () => {
  it('creates a plan, answers it with id and createdAt, and audits the creation', async () => {
    const res = await t.post('/admin/plans', valid, admin.token);
    expect(res.status).toBe(200);
    const plan = res.body.data as Plan;
    // No Hindi sent: none stored (issue 24).
    const noHindi = { nameHi: '', descriptionHi: '' };
    expect(plan).toEqual({ ...valid, ...noHindi, id: anyString, createdAt: anyString });
    expect(Number.isNaN(Date.parse(plan.createdAt))).toBe(false);
    expect(await auditOf(plan.id)).toEqual([
      { action: 'PLAN_CREATED', before: null, after: { ...valid, ...noHindi }, actor_id: admin.id },
    ]);
    expect(await planIds('/admin/plans')).toContain(plan.id);
    // The log names the plan it is about and the admin as an admin (issue 23 §6).
    const log = await t.get(`/admin/audit-logs?entityId=${plan.id}`, admin.token);
    expect(log.body.data).toMatchObject([{ entityName: valid.name, actor: { id: admin.id, role: 'ADMIN' } }]);
  });

  it('trims the name and description', async () => {
    const res = await t.post('/admin/plans', { ...valid, name: '  Trim  ', description: ' d ' }, admin.token);
    expect((res.body.data as Plan).name).toBe('Trim');
    expect((res.body.data as Plan).description).toBe('d');
  });

  it.each([
    ['missing name', { name: undefined }, p.nameRequired],
    ['blank name', { name: '   ' }, p.nameRequired],
    ['name too long', { name: 'x'.repeat(101) }, p.nameTooLong],
    ['description not text', { description: 5 }, p.descriptionInvalid],
    ['missing price', { pricePaise: undefined }, p.priceRequired],
    ['price 0', { pricePaise: 0 }, p.pricePositive],
    ['negative price', { pricePaise: -100 }, p.pricePositive],
    ['price with fractions of a paisa', { pricePaise: 99.5 }, p.priceWholePaise],
    ['price as text', { pricePaise: '99' }, p.priceRequired],
    ['price too high', { pricePaise: 10_000_001 }, p.priceTooHigh],
    ['missing coins', { coins: undefined }, p.coinsRequired],
    ['coins 0', { coins: 0 }, p.coinsMin],
    ['fractional coins', { coins: 1.5 }, p.coinsWhole],
    ['too many coins', { coins: 1_000_001 }, p.coinsTooHigh],
    ['missing bonus', { bonusCoins: undefined }, p.bonusRequired],
    ['bonus -1', { bonusCoins: -1 }, p.bonusMin],
    ['fractional bonus', { bonusCoins: 0.5 }, p.bonusWhole],
  ])('refuses %s with 400 and the contract message (create and update)', async (_case, change, message) => {
    const body = { ...valid, ...change };
    const created = await t.post('/admin/plans', body, admin.token);
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message, code: 'VALIDATION_ERROR' });
    const plan = await createPlan(t, admin.token);
    const updated = await put(plan.id, body);
    expect(updated.status).toBe(400);
    expect(updated.body).toEqual({ message, code: 'VALIDATION_ERROR' });
  });

  it('ignores unknown fields, as every other body does (they cannot set id, createdAt or archivedAt)', async () => {
    const res = await t.post(
      '/admin/plans',
      {
        ...valid,
        id: '00000000-0000-4000-8000-0000000000aa',
        archivedAt: '2020-01-01',
        createdAt: '2020-01-01',
      },
      admin.token,
    );
    expect(res.status).toBe(200);
    const plan = res.body.data as Plan;
    expect(plan.id).not.toBe('00000000-0000-4000-8000-0000000000aa');
    expect(plan.createdAt.startsWith('2020')).toBe(false);
    expect(await planIds('/plans')).toContain(plan.id);
  });

  it('updates a plan and audits only what changed', async () => {
    const plan = await createPlan(t, admin.token, { name: 'Silver', pricePaise: 19_900 });
    const res = await put(plan.id, {
      name: 'Silver+',
      description: '',
      pricePaise: 24_900,
      coins: 100,
      bonusCoins: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: plan.id, name: 'Silver+', pricePaise: 24_900 });
    const audit = await auditOf(plan.id);
    expect(audit.at(-1)).toEqual({
      action: 'PLAN_UPDATED',
      before: { name: 'Silver', pricePaise: 19_900 },
      after: { name: 'Silver+', pricePaise: 24_900 },
      actor_id: admin.id,
    });
  });

  it('keeps a Hindi name and description, which an edit that leaves them out does not clear (issue 24)', async () => {
    const hindi = { nameHi: 'सोना', descriptionHi: 'सबसे लोकप्रिय' };
    const created = await t.post(
      '/admin/plans',
      { ...valid, nameHi: ' सोना ', descriptionHi: hindi.descriptionHi },
      admin.token,
    );
    expect(created.status).toBe(200);
    const plan = created.body.data as Plan;
    expect(plan).toMatchObject(hindi);
    // The customer's wallet names a purchase in their language.
    const buyer = await createSignedInUser(t, 'CUSTOMER');
    expect((await buyPlan(t, buyer.token, plan.id)).status).toBe(200);
    const history = async (headers: Record<string, string> = {}) => {
      const answer = await t.call('GET', `${API_PREFIX}/wallet/transactions`, {
        token: buyer.token,
        headers,
      });
      return (answer.body.data as { planName: string | null }[]).map((entry) => entry.planName);
    };
    expect(await history()).toEqual(['Gold']);
    expect(await history({ 'accept-language': 'hi' })).toEqual(['सोना']);

    // A spec client's edit sends no Hindi: the stored Hindi stays.
    expect((await put(plan.id, { ...valid, name: 'Gold+' })).body.data).toMatchObject({
      name: 'Gold+',
      ...hindi,
    });
    // An empty one clears it; the customer's list carries what is stored.
    expect((await put(plan.id, { ...valid, nameHi: '' })).body.data).toMatchObject({
      nameHi: '',
      descriptionHi: hindi.descriptionHi,
    });
    const listed = ((await t.get('/plans', customer.token)).body.data as Plan[]).find(
      (row) => row.id === plan.id,
    );
    expect(listed).toMatchObject({ nameHi: '', descriptionHi: hindi.descriptionHi });
    expect((await auditOf(plan.id)).at(-1)).toMatchObject({
      action: 'PLAN_UPDATED',
      before: { nameHi: 'सोना' },
      after: { nameHi: '' },
    });

    const notText = await t.post('/admin/plans', { ...valid, nameHi: 5 }, admin.token);
    expect(notText.body).toEqual({ message: p.hindiInvalid, code: 'VALIDATION_ERROR' });
    const tooLong = await put(plan.id, { ...valid, nameHi: 'क'.repeat(PLAN_NAME_MAX + 1) });
    expect(tooLong.body).toEqual({ message: p.nameTooLong, code: 'VALIDATION_ERROR' });
  });

  it('answers 404 for an unknown plan on update and delete, and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    expect((await put(unknown, valid)).body).toEqual({ message: p.notFound, code: 'NOT_FOUND' });
    expect((await del(unknown)).status).toBe(404);
    expect((await del('not-a-uuid')).status).toBe(400);
  });

  it('deletes a plan nobody bought for real, and audits it', async () => {
    const plan = await createPlan(t, admin.token, { name: 'Unsold' });
    const res = await del(plan.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: p.deleted });
    expect(await planRow(plan.id)).toHaveLength(0);
    expect((await auditOf(plan.id)).at(-1)).toMatchObject({ action: 'PLAN_DELETED', after: null });
    expect((await del(plan.id)).status).toBe(404);
  });

  it('archives a plan someone bought: gone from both lists and for sale, kept in the history', async () => {
    const plan = await createPlan(t, admin.token, {
      name: 'Bought',
      pricePaise: 1_000,
      coins: 10,
      bonusCoins: 2,
    });
    expect((await buyPlan(t, customer.token, plan.id)).status).toBe(200);
    const res = await del(plan.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: p.deleted });
    expect(await planIds('/admin/plans')).not.toContain(plan.id);
    expect(await planIds('/plans')).not.toContain(plan.id);
    expect(await planRow(plan.id)).toEqual([{ archivedAt: anyDate }]);
    const audit = (await auditOf(plan.id)).at(-1);
    expect(audit).toMatchObject({ action: 'PLAN_DELETED', after: { archivedAt: anyString } });
    // The customer's history still names the plan; it can no longer be bought, changed or deleted.
    const history = await t.get('/wallet/transactions', customer.token);
    expect(history.body.data).toContainEqual(
      expect.objectContaining({ kind: 'PURCHASE', planId: plan.id, planName: 'Bought', coins: 12 }),
    );
    const again = await buyPlan(t, customer.token, plan.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: messages.wallet.planUnavailable, code: 'NOT_FOUND' });
    expect((await put(plan.id, valid)).status).toBe(404);
    expect((await del(plan.id)).status).toBe(404);
  });
});

describe('GET /plans', () => {
  it('lists the plans on sale to any signed-in user, cheapest first', async () => {
    const dear = await createPlan(t, admin.token, { name: 'Dear', pricePaise: 500_000 });
    const cheap = await createPlan(t, admin.token, { name: 'Cheap', pricePaise: 1 });
    const res = await t.get('/plans', customer.token);
    expect(res.status).toBe(200);
    const plans = res.body.data as Plan[];
    const prices = plans.map((plan) => plan.pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(plans[0]?.id).toBe(cheap.id);
    expect(plans.map((plan) => plan.id)).toContain(dear.id);
  });
});
