import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages } from '@app/contract';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// Every plans, wallet and ledger route × every kind of caller.
const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const callers = {
  anonymous: undefined,
  customer: (await createSignedInUser(t, 'CUSTOMER')).token,
  unapprovedListener: (await createSignedInUser(t, 'LISTENER')).token,
  approvedListener: (await createSignedInUser(t, 'LISTENER', { approved: true })).token,
  admin: admin.token,
} as const;
type Caller = keyof typeof callers;

const planBody = { name: 'Access', description: '', pricePaise: 100, coins: 1, bonusCoins: 0 };
const customersPurchase = (await buyPlan(t, callers.customer, (await createPlan(t, admin.token)).id)).body
  .data as { purchaseId: string };
/** Each request is built fresh, so a delete or purchase that succeeds does not change the next row. */
const routes: [
  string,
  () => Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
  }>,
][] = [
  ['GET /plans', () => Promise.resolve({ method: 'GET', url: '/plans' })],
  ['GET /admin/plans', () => Promise.resolve({ method: 'GET', url: '/admin/plans' })],
  ['POST /admin/plans', () => Promise.resolve({ method: 'POST', url: '/admin/plans', body: planBody })],
  [
    'PUT /admin/plans/:id',
    async () => ({
      method: 'PUT',
      url: `/admin/plans/${(await createPlan(t, admin.token)).id}`,
      body: planBody,
    }),
  ],
  [
    'DELETE /admin/plans/:id',
    async () => ({ method: 'DELETE', url: `/admin/plans/${(await createPlan(t, admin.token)).id}` }),
  ],
  ['GET /admin/ledger/summary', () => Promise.resolve({ method: 'GET', url: '/admin/ledger/summary' })],
  ['GET /admin/payment-events', () => Promise.resolve({ method: 'GET', url: '/admin/payment-events' })],
  ['GET /admin/purchases', () => Promise.resolve({ method: 'GET', url: '/admin/purchases' })],
  ['GET /wallet', () => Promise.resolve({ method: 'GET', url: '/wallet' })],
  ['GET /wallet/transactions', () => Promise.resolve({ method: 'GET', url: '/wallet/transactions' })],
  [
    'POST /wallet/purchase',
    async () => ({
      method: 'POST',
      url: '/wallet/purchase',
      body: { planId: (await createPlan(t, admin.token)).id },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  ],
  [
    'GET /wallet/purchases/:id',
    () => Promise.resolve({ method: 'GET', url: `/wallet/purchases/${customersPurchase.purchaseId}` }),
  ],
];

const everyone: Record<Caller, number> = {
  anonymous: 401,
  customer: 200,
  unapprovedListener: 200,
  approvedListener: 200,
  admin: 200,
};
const adminOnly: Record<Caller, number> = {
  anonymous: 401,
  customer: 403,
  unapprovedListener: 403,
  approvedListener: 403,
  admin: 200,
};
const customerOnly: Record<Caller, number> = {
  anonymous: 401,
  customer: 200,
  unapprovedListener: 403,
  approvedListener: 403,
  admin: 403,
};
const expected: Record<string, Record<Caller, number>> = {
  'GET /plans': everyone,
  'GET /admin/plans': adminOnly,
  'POST /admin/plans': adminOnly,
  'PUT /admin/plans/:id': adminOnly,
  'DELETE /admin/plans/:id': adminOnly,
  'GET /admin/ledger/summary': adminOnly,
  'GET /admin/payment-events': adminOnly,
  'GET /admin/purchases': adminOnly,
  'GET /wallet': customerOnly,
  'GET /wallet/transactions': customerOnly,
  'POST /wallet/purchase': customerOnly,
  'GET /wallet/purchases/:id': customerOnly,
};

describe('access to plans, wallet and ledger routes', () => {
  const cases = routes.flatMap(([name, build]) =>
    (Object.keys(callers) as Caller[]).map((caller) => [name, caller, build] as const),
  );
  it.each(cases)('%s as %s', async (name, caller, build) => {
    const request = await build();
    const res = await t.call(request.method, `${API_PREFIX}${request.url}`, {
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(callers[caller] ? { token: callers[caller] } : {}),
      ...(request.headers ? { headers: request.headers } : {}),
    });
    const status = expected[name]?.[caller];
    expect(res.status).toBe(status);
    if (status === 401)
      expect(res.body).toEqual({ message: messages.auth.unauthenticated, code: 'UNAUTHENTICATED' });
    if (status === 403) {
      const message = name.includes('/wallet') ? messages.wallet.customersOnly : messages.auth.forbidden;
      expect(res.body).toEqual({ message, code: 'FORBIDDEN' });
    }
  });
});

it("another customer's purchase is not found", async () => {
  const other = await createSignedInUser(t, 'CUSTOMER');
  const res = await t.get(`/wallet/purchases/${customersPurchase.purchaseId}`, other.token);
  expect(res).toMatchObject({
    status: 404,
    body: { message: messages.wallet.purchaseNotFound, code: 'NOT_FOUND' },
  });
});
