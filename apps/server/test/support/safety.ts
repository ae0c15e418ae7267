import crypto from 'node:crypto';
import {
  API_PREFIX,
  type CaseActionBody,
  type CaseDetail,
  type CaseRow,
  type LedgerSummary,
  type ReportCategory,
} from '@app/contract';
import { createCustomer, createOnlineListener, listenerAction, startSession } from './marketplace.ts';
import type { TestApp } from './test-app.ts';

type Person = { id: string; token: string };
type Data<T> = { data: T };

/**
 * A session between a new listener (`coinsPerMinute`) and a new customer (`coins` in the wallet) that
 * ran `minutes` minutes on the app's clock and was closed by the listener (COMPLETED, billed).
 */
export const createCompletedSession = async (
  t: TestApp,
  clock: { advance: (ms: number) => void },
  options: { coinsPerMinute?: number; minutes?: number; coins?: number } = {},
) => {
  const listener = await createOnlineListener(t, options.coinsPerMinute ?? 10);
  const customer = await createCustomer(t, options.coins ?? 1000);
  const sessionId = await startSession(t, customer, listener);
  clock.advance((options.minutes ?? 5) * 60_000);
  const closed = await listenerAction(t, 'close-session', sessionId, listener.token);
  if (closed.status !== 200) throw new Error(`close failed: ${closed.text}`);
  return { listener, customer, sessionId };
};

/** POST /sessions/:id/report as `who`. */
export const reportSession = (
  t: TestApp,
  who: { token: string },
  sessionId: string,
  body: { category: string; reason: string } = {
    category: 'HARASSMENT',
    reason: 'They were rude to me',
  },
) => t.post(`/sessions/${sessionId}/report`, body, who.token);

/** GET /admin/moderation/cases (every page of `status`). */
export const listCases = async (t: TestApp, adminToken: string, status: 'OPEN' | 'CLOSED' = 'OPEN') => {
  const rows: CaseRow[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.get(
      `/admin/moderation/cases?status=${status}&pagesize=100&pagenumber=${page}`,
      adminToken,
    );
    if (res.status !== 200) throw new Error(`cases failed: ${res.text}`);
    const batch = res.body.data as CaseRow[];
    rows.push(...batch);
    if (rows.length >= (res.body.totalRows as number) || batch.length === 0) return rows;
  }
};

/** The cases (open and closed) of one session. */
export const casesOfSession = async (t: TestApp, adminToken: string, sessionId: string) =>
  [...(await listCases(t, adminToken, 'OPEN')), ...(await listCases(t, adminToken, 'CLOSED'))].filter(
    (row) => row.session.id === sessionId,
  );

/** GET /admin/moderation/cases/:id. */
export const caseDetail = async (t: TestApp, adminToken: string, caseId: string) => {
  const res = await t.get(`/admin/moderation/cases/${caseId}`, adminToken);
  if (res.status !== 200) throw new Error(`case failed: ${res.text}`);
  return (res.body as Data<CaseDetail>).data;
};

/** POST /admin/moderation/cases/:id/actions, with an Idempotency-Key when `key` is given. */
export const actOnCase = (
  t: TestApp,
  adminToken: string,
  caseId: string,
  body: CaseActionBody | Record<string, unknown>,
  key?: string,
) =>
  t.call('POST', `${API_PREFIX}/admin/moderation/cases/${caseId}/actions`, {
    token: adminToken,
    body,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });

/** A REFUND of `coins` on a case with a fresh Idempotency-Key unless one is given. */
export const refundOnCase = (
  t: TestApp,
  adminToken: string,
  caseId: string,
  coins: number,
  key: string = crypto.randomUUID(),
) => actOnCase(t, adminToken, caseId, { action: 'REFUND', refundCoins: coins }, key);

/** A report by the customer of a completed session, and the case it opened. */
export const reportedCase = async (
  t: TestApp,
  adminToken: string,
  who: Person,
  sessionId: string,
  category: ReportCategory = 'OVERCHARGED',
) => {
  const reported = await reportSession(t, who, sessionId, { category, reason: 'Please look at this' });
  if (reported.status !== 200) throw new Error(`report failed: ${reported.text}`);
  const row = (await listCases(t, adminToken)).find(
    (c) => c.session.id === sessionId && c.reporter?.id === who.id,
  );
  if (!row) throw new Error('the report opened no case');
  return row;
};

export const ledgerSummary = async (t: TestApp, adminToken: string) => {
  const res = await t.get('/admin/ledger/summary', adminToken);
  if (res.status !== 200) throw new Error(`ledger summary failed: ${res.text}`);
  return (res.body as Data<LedgerSummary>).data;
};
