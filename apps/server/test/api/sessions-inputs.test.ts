// Bad input on the session routes: every refusal is a 400 with the contract's own text (taken from the
// contract's schemas, never retyped), and nothing is created by a refused call. Idempotency-Key replays.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  IDEMPOTENCY_HEADER,
  REPORT_REASON_MAX,
  availabilitySchema,
  idParamsSchema,
  listPageQuerySchema,
  messages,
  sessionRequestBodySchema,
} from '@app/contract';
import type { z } from 'zod';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  listenerAction,
  requestBody,
  startSession,
} from '../support/marketplace.ts';
import { useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const listener = await createOnlineListener(t, 4);

/** The first issue's text, as the server answers it. */
const firstMessage = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return parsed.error.issues[0]?.message;
};
const invalid = (message: string | undefined) => ({ message, code: 'VALIDATION_ERROR' });
const invalidId = invalid(firstMessage(idParamsSchema, { id: 'abc' }));

const sessionsOf = async (customerId: string) => {
  const result = await t.database.db.execute(
    sql`select count(*) as n from sessions where customer_id = ${customerId}`,
  );
  return Number((result as { rows: { n: number | string }[] }).rows[0]?.n);
};

const requestWith = (token: string, body: unknown, key?: string) =>
  t.call('POST', `${API_PREFIX}/sessions/request`, {
    body,
    token,
    ...(key === undefined ? {} : { headers: { [IDEMPOTENCY_HEADER]: key } }),
  });

describe('ids that are not uuids', () => {
  it('answer 400 "Invalid id" on every id-taking session and directory route', async () => {
    const customer = await createCustomer(t, 50);
    const bad = 'not-a-uuid';
    const calls = [
      t.get(`/sessions/mine/${bad}`, customer.token),
      t.post(`/sessions/mine/${bad}/cancel`, undefined, customer.token),
      t.post(`/sessions/mine/${bad}/end`, undefined, customer.token),
      t.post(`/sessions/${bad}/report`, { category: 'OTHER', reason: 'Rude' }, customer.token),
      t.get(`/directory/listeners/${bad}`, customer.token),
      ...(['accept-session-request', 'start-session', 'close-session', 'session-data-listener'] as const).map(
        (action) => listenerAction(t, action, bad, listener.token),
      ),
      t.get('/sessions/start-session', listener.token),
      requestWith(customer.token, requestBody(bad)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidId);
    }
  });
});

describe('request bodies', () => {
  it('a missing or wrong field is refused with its own message, and nothing is created', async () => {
    const customer = await createCustomer(t, 50);
    const valid = requestBody(listener.id);
    const cases: Record<string, unknown>[] = [
      { ...valid, listenerId: undefined },
      { ...valid, mode: undefined },
      { ...valid, mode: 'VIDEO' },
      { ...valid, language: undefined },
      { ...valid, language: 'Klingon' },
      { ...valid, userMood: undefined },
      { ...valid, userMood: 'SAD' },
      { ...valid, userMood: 7 },
    ];
    for (const body of cases) {
      const res = await requestWith(customer.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(invalid(firstMessage(sessionRequestBodySchema, body)));
    }
    // The texts are the contract's messages.
    expect(firstMessage(sessionRequestBodySchema, { ...valid, mode: 'VIDEO' })).toBe(
      messages.sessions.modeInvalid,
    );
    expect(firstMessage(sessionRequestBodySchema, { ...valid, userMood: 'SAD' })).toBe(
      messages.sessions.moodInvalid,
    );
    expect(firstMessage(sessionRequestBodySchema, { ...valid, language: 'Klingon' })).toBe(
      messages.profile.unknownLanguage,
    );
    const noBody = await t.call('POST', `${API_PREFIX}/sessions/request`, { token: customer.token });
    expect(noBody.status).toBe(400);
    const notJson = await t.call('POST', `${API_PREFIX}/sessions/request`, {
      token: customer.token,
      payload: '{"listenerId":',
    });
    expect(notJson).toMatchObject({ status: 400, body: { message: messages.http.malformedJson } });
    expect(await sessionsOf(customer.id)).toBe(0);
  });

  it('unknown fields are ignored: they cannot set the rate, the status or the customer', async () => {
    const customer = await createCustomer(t, 50);
    const stranger = await createCustomer(t, 50);
    const res = await requestWith(customer.token, {
      ...requestBody(listener.id),
      coinsPerMinute: 0,
      status: 'COMPLETED',
      customerId: stranger.id,
      coinsCharged: -100,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', coinsPerMinute: 4, coinsCharged: 0 });
    expect(await sessionsOf(customer.id)).toBe(1);
    expect(await sessionsOf(stranger.id)).toBe(0);
  });

  it('report reasons and the availability switch are checked too', async () => {
    const customer = await createCustomer(t, 50);
    const own = await createOnlineListener(t, 4);
    const id = await startSession(t, customer, own);
    clock.advance(30_000);
    await t.post(`/sessions/mine/${id}/end`, undefined, customer.token);
    const missing = await t.post(`/sessions/${id}/report`, { category: 'OTHER' }, customer.token);
    expect(missing).toMatchObject({ status: 400, body: invalid(messages.sessions.reportReasonRequired) });
    const noCategory = await t.post(`/sessions/${id}/report`, { reason: 'Rude' }, customer.token);
    expect(noCategory).toMatchObject({ status: 400, body: invalid(messages.safety.categoryInvalid) });
    const badCategory = await t.post(
      `/sessions/${id}/report`,
      { category: 'SPAM', reason: 'Rude' },
      customer.token,
    );
    expect(badCategory).toMatchObject({ status: 400, body: invalid(messages.safety.categoryInvalid) });
    const long = await t.post(
      `/sessions/${id}/report`,
      { category: 'OTHER', reason: 'x'.repeat(REPORT_REASON_MAX + 1) },
      customer.token,
    );
    expect(long).toMatchObject({ status: 400, body: invalid(messages.sessions.reportReasonTooLong) });
    const online = await t.post('/listener/availability', { online: 'yes' }, own.token);
    expect(online).toMatchObject({
      status: 400,
      body: invalid(firstMessage(availabilitySchema, { online: 'yes' })),
    });
    expect(firstMessage(availabilitySchema, { online: 'yes' })).toBe(messages.sessions.onlineInvalid);
  });
});

describe('paging', () => {
  it.each([
    ['0', 'pagesize'],
    ['101', 'pagesize'],
    ['abc', 'pagesize'],
    ['1.5', 'pagesize'],
    ['0', 'pagenumber'],
    ['abc', 'pagenumber'],
  ])('%s as %s is a 400 with the schema’s text on every list', async (value, field) => {
    const customer = await createCustomer(t);
    const query = `?${field}=${value}`;
    const expected = invalid(firstMessage(listPageQuerySchema, { [field]: value }));
    const lists = [
      t.get(`/sessions/mine${query}`, customer.token),
      t.get(`/directory/listeners${query}`, customer.token),
      t.get(`/sessions/all-pending-sessions${query}`, listener.token),
      t.get(`/sessions/all-ongoing-sessions${query}`, listener.token),
      t.get(`/sessions/all${query}`, listener.token),
      t.get(`/sessions/earnings${query}`, listener.token),
    ];
    for (const res of await Promise.all(lists)) {
      expect(res.status).toBe(400);
      // Earnings has its own default page size but the same bounds and texts.
      expect(res.body).toEqual(expected);
    }
  });

  it('1 and 100 are fine', async () => {
    const customer = await createCustomer(t);
    for (const size of [1, 100]) {
      expect((await t.get(`/sessions/mine?pagenumber=1&pagesize=${size}`, customer.token)).status).toBe(200);
      expect((await t.get(`/sessions/all?pagenumber=1&pagesize=${size}`, listener.token)).status).toBe(200);
    }
  });
});

describe('Idempotency-Key on a session request', () => {
  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(129)],
    ['a space', 'has space 123'],
    ['a slash', 'key/with/slash'],
    ['empty', ''],
  ])('a malformed key (%s) is a 400 with the contract text and creates nothing', async (_case, key) => {
    const customer = await createCustomer(t, 50);
    const res = await requestWith(customer.token, requestBody(listener.id), key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid(messages.wallet.idempotencyKeyInvalid));
    expect(await sessionsOf(customer.id)).toBe(0);
  });

  it('the same key with the same body answers the same session; with another body, 422', async () => {
    const customer = await createCustomer(t, 50);
    const key = 'request-key-0001';
    const first = await requestWith(customer.token, requestBody(listener.id), key);
    expect(first.status).toBe(200);
    const id = (first.body.data as { id: string }).id;

    const replay = await requestWith(customer.token, requestBody(listener.id), key);
    expect(replay.status).toBe(200);
    expect((replay.body.data as { id: string }).id).toBe(id);

    const other = await requestWith(customer.token, requestBody(listener.id, { userMood: 'happy' }), key);
    expect(other).toMatchObject({
      status: 422,
      body: { message: messages.wallet.idempotencyKeyReused, code: 'IDEMPOTENCY_KEY_REUSED' },
    });

    // Still a replay after the session ended: the retried request never opens a second one.
    await t.post(`/sessions/mine/${id}/cancel`, undefined, customer.token);
    const late = await requestWith(customer.token, requestBody(listener.id), key);
    expect(late.body.data).toMatchObject({ id, status: 'CANCELLED' });
    expect(await sessionsOf(customer.id)).toBe(1);

    // A new key is a new request.
    const fresh = await requestWith(customer.token, requestBody(listener.id), 'request-key-0002');
    expect(fresh.status).toBe(200);
    expect(await sessionsOf(customer.id)).toBe(2);
  });

  it("keys are the customer's own: another customer's same key makes their own session", async () => {
    const [a, b] = [await createCustomer(t, 50), await createCustomer(t, 50)];
    const other = await createOnlineListener(t, 4);
    const key = 'shared-key-0001';
    const first = await requestWith(a.token, requestBody(listener.id), key);
    const second = await requestWith(b.token, requestBody(other.id), key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((first.body.data as { id: string }).id).not.toBe((second.body.data as { id: string }).id);
  });
});
