// Who may call each withdrawal and admin dashboard route, driven by the contract's endpoints table (a
// route added to these groups without a row here fails the first test); that a listener's withdrawals
// are theirs alone; and the ids, bodies and query values these routes refuse.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  PAYOUT_REFERENCE_MAX,
  WITHDRAWAL_MAX_PAISE,
  WITHDRAWAL_REASON_MAX,
  endpoints,
  messages,
  type AdminWithdrawal,
  type MyWithdrawals,
} from '@app/contract';
import { testAccessMatrix, type AccessRow } from '../support/access-matrix.ts';
import {
  balanceOfUser,
  createCustomer,
  createPaidListener,
  requestWithdrawal,
} from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const w = messages.withdrawals;

const groups = {
  withdrawals: endpoints.withdrawals,
  adminWithdrawals: endpoints.adminWithdrawals,
  adminDashboard: endpoints.adminDashboard,
};

// The cast: `listener` has three requests waiting for an admin (one already accepted); `other` is an
// approved listener with earnings and a UPI id of their own, and nothing to do with those requests.
const customer = await createCustomer(t);
const unapproved = await createSignedInUser(t, 'LISTENER');
const listener = await createPaidListener(t, 1000, 'listener@okbank');
const other = await createPaidListener(t, 1000, 'other@okaxis');
const admin = await createSignedInUser(t, 'ADMIN');

const idOf = (res: { body: Record<string, unknown> }) => (res.body.data as { id: string }).id;
const newRequest = async (who: { token: string }, rupees = 100, key?: string) => {
  const res = await requestWithdrawal(t, who.token, rupees * 100, key);
  if (res.status !== 200) throw new Error(`withdrawal failed: ${res.text}`);
  return idOf(res);
};
const adminCall = (
  id: string,
  action: 'accept' | 'process' | 'reject',
  body?: unknown,
  token = admin.token,
) =>
  t.call('POST', `${API_PREFIX}/admin/withdrawals/${id}/${action}`, {
    token,
    ...(body === undefined ? {} : { body }),
  });

const toAccept = await newRequest(listener);
const toProcess = await newRequest(listener);
const toReject = await newRequest(listener);
const acceptedFirst = await adminCall(toProcess, 'accept');
if (acceptedFirst.status !== 200) throw new Error(`accept failed: ${acceptedFirst.text}`);

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
};
const statusOf = async (id: string) =>
  (await rows<{ status: string }>(sql`select status from withdrawals where id = ${id}`))[0]?.status;
const idsOf = async (listenerId: string) =>
  (await rows<{ id: string }>(sql`select id from withdrawals where listener_id = ${listenerId}`))
    .map((row) => row.id)
    .sort();

// Each role's token, in the order the rows' statuses list them.
const roles = {
  customer: customer.token,
  'unapproved listener': unapproved.token,
  listener: listener.token,
  'other listener': other.token,
  admin: admin.token,
};

const listenerOnly = [403, 403, 200, 200, 403];
const adminOnly = [403, 403, 403, 403, 200];

// Roles run in `roles` order, the admin last: an admin decision answering 200 shows that the four
// refused callers before it left the request as it was.
const matrix: Record<string, AccessRow> = {
  'withdrawals.mine': { statuses: listenerOnly },
  'withdrawals.request': {
    body: { amountPaise: 10_000 },
    headers: () => ({ 'idempotency-key': crypto.randomUUID() }),
    statuses: listenerOnly,
  },
  'adminWithdrawals.list': { statuses: adminOnly },
  'adminWithdrawals.accept': { params: { id: toAccept }, statuses: adminOnly },
  'adminWithdrawals.process': {
    params: { id: toProcess },
    body: { payoutReference: 'UTR-ACCESS-1' },
    statuses: adminOnly,
  },
  // No RAZORPAYX_ACCOUNT_NUMBER here: the admin learns that Pay is not set up (and nothing moves).
  'adminWithdrawals.pay': { params: { id: toAccept }, statuses: [403, 403, 403, 403, 404] },
  'adminWithdrawals.reject': {
    params: { id: toReject },
    body: { reason: 'Access check' },
    statuses: adminOnly,
  },
  'adminWithdrawals.exportCsv': { query: '?status=PENDING', statuses: adminOnly },
  'adminDashboard.get': { query: '?days=7', statuses: adminOnly },
};

describe('withdrawal and admin dashboard routes × roles', () => {
  testAccessMatrix(t, { groups, roles, matrix });

  it('the admin decisions above landed once each, by the admin alone', async () => {
    expect(await statusOf(toAccept)).toBe('ACCEPTED');
    expect(await statusOf(toProcess)).toBe('PROCESSED');
    expect(await statusOf(toReject)).toBe('REJECTED');
    const actors = await rows<{ actor_id: string; action: string }>(
      sql`select actor_id, action from audit_logs where entity_id in (${toAccept}, ${toProcess}, ${toReject})
          and action <> 'WITHDRAWAL_REQUESTED'`,
    );
    expect(actors).toHaveLength(4);
    for (const entry of actors) expect(entry.actor_id).toBe(admin.id);
  });
});

describe("a listener's withdrawals are their own", () => {
  it("another listener's list holds only their own requests, under every filter", async () => {
    await newRequest(listener, 120);
    await newRequest(other, 130);
    const listenerIds = await idsOf(listener.id);
    const otherIds = await idsOf(other.id);
    expect(listenerIds.length).toBeGreaterThan(0);
    expect(otherIds.length).toBeGreaterThan(0);

    for (const [who, own] of [
      [listener, listenerIds],
      [other, otherIds],
    ] as const) {
      const all = await t.get('/withdrawals/mine?pagesize=100', who.token);
      const data = all.body.data as MyWithdrawals;
      expect(data.withdrawals.map((row) => row.id).sort()).toEqual(own);
      expect(data.totalRows).toBe(own.length);
      for (const row of data.withdrawals)
        expect(row.upiId).toBe(who === listener ? 'listener@okbank' : 'other@okaxis');
      for (const status of ['PENDING', 'ACCEPTED', 'PROCESSED', 'REJECTED']) {
        const filtered = await t.get(`/withdrawals/mine?pagesize=100&status=${status}`, who.token);
        for (const row of (filtered.body.data as MyWithdrawals).withdrawals) expect(own).toContain(row.id);
      }
      // `available` and `reserved` are the caller's own money.
      expect(data.available).toBe((await balanceOfUser(t, 'LISTENER_EARNINGS', who.id)) * 100);
      const [open] = await rows<{ coins: string }>(
        sql`select coalesce(sum(coins), 0) as coins from withdrawals
            where listener_id = ${who.id} and status in ('PENDING', 'ACCEPTED')`,
      );
      expect(data.reserved).toBe(Number(open?.coins) * 100);
    }
  });

  it("the same Idempotency-Key from another listener makes their own request, not a replay of someone else's", async () => {
    const key = `shared-key-${crypto.randomUUID()}`;
    const mine = await requestWithdrawal(t, listener.token, 10_000, key);
    expect(mine.status).toBe(200);
    const listenerBalance = await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id);
    const theirs = await requestWithdrawal(t, other.token, 20_000, key);
    expect(theirs.status, theirs.text).toBe(200);
    expect(idOf(theirs)).not.toBe(idOf(mine));
    expect(theirs.body.data).toMatchObject({ amountPaise: 20_000, upiId: 'other@okaxis', status: 'PENDING' });
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(listenerBalance);
    // Each listener's replay answers their own request.
    expect((await requestWithdrawal(t, listener.token, 10_000, key)).body.data).toEqual(mine.body.data);
    expect((await requestWithdrawal(t, other.token, 20_000, key)).body.data).toEqual(theirs.body.data);
  });

  it('no listener can decide a request, their own included, nor learn about one from the admin routes', async () => {
    const id = await newRequest(listener);
    const balance = await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id);
    for (const who of [listener, other]) {
      for (const [action, body] of [
        ['accept', undefined],
        ['process', { payoutReference: 'UTR-SELF' }],
        ['reject', { reason: 'Changed my mind' }],
      ] as const) {
        const res = await adminCall(id, action, body, who.token);
        expect(res).toMatchObject({ status: 403, body: { message: messages.auth.forbidden } });
      }
      // Refused before the id is looked at: an unknown or malformed id answers the same.
      expect((await adminCall(crypto.randomUUID(), 'accept', undefined, who.token)).status).toBe(403);
      expect((await adminCall('not-a-uuid', 'accept', undefined, who.token)).status).toBe(403);
      const search = await t.get(
        `/admin/withdrawals?search=${encodeURIComponent(listener.email)}`,
        who.token,
      );
      expect(search.status).toBe(403);
      expect(search.text).not.toContain(id);
    }
    expect(await statusOf(id)).toBe('PENDING');
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(balance);
    const audit = await rows(sql`select action from audit_logs where entity_id = ${id}`);
    expect(audit).toEqual([{ action: 'WITHDRAWAL_REQUESTED' }]);
  });

  it('a blocked listener can neither ask nor look; the admin still settles what they asked for', async () => {
    const blocked = await createPaidListener(t, 500, 'blocked@okbank');
    const open = await newRequest(blocked, 200);
    const block = await t.post('/listener/set-blocked', { id: blocked.id, isBlocked: true }, admin.token);
    expect(block.status).toBe(200);
    for (const res of [
      await requestWithdrawal(t, blocked.token, 10_000),
      await t.get('/withdrawals/mine', blocked.token),
    ]) {
      expect(res).toMatchObject({
        status: 401,
        body: { message: messages.auth.listenerBlocked, code: 'UNAUTHENTICATED' },
      });
    }
    expect(await idsOf(blocked.id)).toEqual([open]);
    const rejected = await adminCall(open, 'reject', { reason: 'Account blocked' });
    expect(rejected.status).toBe(200);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', blocked.id)).toBe(500);
  });

  it("the admin's list names each request's own listener", async () => {
    for (const who of [listener, other]) {
      const res = await t.get(
        `/admin/withdrawals?pagesize=100&search=${encodeURIComponent(who.email)}`,
        admin.token,
      );
      const data = res.body.data as AdminWithdrawal[];
      expect(data.map((row) => row.id).sort()).toEqual(await idsOf(who.id));
      for (const row of data)
        expect(row.listener).toEqual({ id: who.id, name: 'Test LISTENER', email: who.email });
    }
  });
});

describe('what the routes refuse', () => {
  const decisions = [
    ['accept', undefined],
    ['process', { payoutReference: 'UTR-1' }],
    ['reject', { reason: 'No' }],
  ] as const;

  it("a malformed id is 400 'Invalid id', an unknown one 404", async () => {
    for (const [action, body] of decisions) {
      for (const bad of ['not-a-uuid', '123', `${crypto.randomUUID()}x`, "1' or '1'='1"]) {
        const res = await adminCall(encodeURIComponent(bad), action, body);
        expect(res, `${action} ${bad}`).toMatchObject({
          status: 400,
          body: { message: 'Invalid id', code: 'VALIDATION_ERROR' },
        });
      }
      const unknown = await adminCall(crypto.randomUUID(), action, body);
      expect(unknown, action).toMatchObject({
        status: 404,
        body: { message: w.notFound, code: 'NOT_FOUND' },
      });
      const anonymous = await t.call('POST', `${API_PREFIX}/admin/withdrawals/not-a-uuid/${action}`, {
        ...(body === undefined ? {} : { body }),
      });
      expect(anonymous.status).toBe(401);
    }
  });

  it('bodies of the wrong type or size are 400 with the field message, and change nothing', async () => {
    const balance = await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id);
    const before = await idsOf(listener.id);
    const requests: [unknown, string][] = [
      [{ amountPaise: 15_000.5 }, w.amountWholeRupees],
      [{ amountPaise: -10_000 }, w.amountPositive],
      [{ amountPaise: WITHDRAWAL_MAX_PAISE + 100 }, w.amountTooLarge],
      [{ amountPaise: true }, w.amountRequired],
      [{ amountPaise: [10_000] }, w.amountRequired],
      [{ amountPaise: { paise: 10_000 } }, w.amountRequired],
      [{}, w.amountRequired],
      [[10_000], messages.http.bodyRequired],
      ['10000', messages.http.bodyRequired],
    ];
    for (const [body, message] of requests) {
      const res = await t.call('POST', `${API_PREFIX}/withdrawals`, {
        token: listener.token,
        body,
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    const noBody = await t.call('POST', `${API_PREFIX}/withdrawals`, {
      token: listener.token,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(noBody).toMatchObject({ status: 400, body: { message: messages.http.bodyRequired } });
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(balance);
    expect(await idsOf(listener.id)).toEqual(before);

    const accepted = await newRequest(listener);
    expect((await adminCall(accepted, 'accept')).status).toBe(200);
    const decisionBodies: ['process' | 'reject', unknown, string][] = [
      ['process', { payoutReference: 42 }, w.payoutReferenceRequired],
      ['process', { payoutReference: null }, w.payoutReferenceRequired],
      ['process', { payoutReference: ['UTR-1'] }, w.payoutReferenceRequired],
      ['process', { payoutReference: 'U'.repeat(PAYOUT_REFERENCE_MAX + 1) }, w.payoutReferenceTooLong],
      ['process', { reason: 'wrong field' }, w.payoutReferenceRequired],
      ['process', undefined, messages.http.bodyRequired],
      ['reject', { reason: 42 }, w.reasonRequired],
      ['reject', { reason: { text: 'No' } }, w.reasonRequired],
      ['reject', { reason: 'R'.repeat(WITHDRAWAL_REASON_MAX + 1) }, w.reasonTooLong],
      ['reject', { payoutReference: 'wrong field' }, w.reasonRequired],
      ['reject', undefined, messages.http.bodyRequired],
    ];
    for (const [action, body, message] of decisionBodies) {
      const res = await adminCall(accepted, action, body);
      expect(res, `${action} ${JSON.stringify(body)}`).toMatchObject({ status: 400, body: { message } });
    }
    expect(await statusOf(accepted)).toBe('ACCEPTED');
  });

  it('unknown query values are 400 with a message, on every list', async () => {
    const cases: [string, string, string][] = [
      [listener.token, '/withdrawals/mine?status=paid', w.statusInvalid],
      [listener.token, '/withdrawals/mine?status=PENDING&status=ACCEPTED', w.statusInvalid],
      [listener.token, '/withdrawals/mine?pagesize=0', 'pagesize must be at least 1'],
      [listener.token, '/withdrawals/mine?pagesize=101', 'pagesize must be at most 100'],
      [listener.token, '/withdrawals/mine?pagenumber=abc', 'pagenumber must be a number'],
      [listener.token, '/withdrawals/mine?pagenumber=1.5', 'pagenumber must be a whole number'],
      [admin.token, '/admin/withdrawals?status=DONE', w.statusInvalid],
      [admin.token, '/admin/withdrawals?pagesize=ten', 'pagesize must be a number'],
      [admin.token, '/admin/withdrawals?pagenumber=0', 'pagenumber must be at least 1'],
      [admin.token, `/admin/withdrawals?search=${'s'.repeat(101)}`, 'search must be at most 100 characters'],
      [admin.token, '/admin/withdrawals/export?status=PAID', w.statusInvalid],
      [
        admin.token,
        `/admin/withdrawals/export?search=${'s'.repeat(101)}`,
        'search must be at most 100 characters',
      ],
      [admin.token, '/admin/dashboard?days=7&days=30', messages.adminDashboard.periodInvalid],
    ];
    for (const [token, url, message] of cases) {
      const res = await t.get(url, token);
      expect(res, url).toMatchObject({ status: 400, body: { message, code: 'VALIDATION_ERROR' } });
    }
  });
});
