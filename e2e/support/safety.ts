// Trust-and-safety set-up (issue 12) through the real API: a listener and a customer who meet, a live
// session, one that took place, a paid one; and the screens' shared bits (signed-in pages, toasts).
// Each test makes its own people, so nothing depends on the demo data.
import { randomUUID } from 'node:crypto';
import {
  endpoints,
  messages,
  routes,
  type CustomerSession,
  type LedgerSummary,
  type ListenerSession,
} from '@app/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { api, apiLogin, demo, expect, loginViaUi } from './fixtures.ts';
import { bearer, createListenerViaApi, uniqueWord, type ApiListener } from './listeners.ts';
import {
  buyPlanViaApi,
  createCustomerViaApi,
  customerSessionViaApi,
  goOnlineViaApi,
  listenerSessionCall,
  waitPastGrace,
} from './marketplace.ts';
import { setRateViaApi } from './payouts.ts';

/** The customer's area is mobile-first. */
export const PHONE = { width: 390, height: 844 } as const;

/** '1 coin', '1,200 coins': how the screens count coins. */
export const coins = (value: number) => `${value.toLocaleString('en-IN')} ${value === 1 ? 'coin' : 'coins'}`;

export type Customer = Awaited<ReturnType<typeof createCustomerViaApi>>;

export const closeSessionViaApi = (request: APIRequestContext, listener: ApiListener, id: string) =>
  listenerSessionCall(request, listener.token, endpoints.sessions.close.path, id);

export type Pair = { listener: ApiListener; customer: Customer };

/** A new customer with the Starter plan's coins, through the real API. */
export const customerWithCoins = async (request: APIRequestContext, label: string): Promise<Customer> => {
  const customer = await createCustomerViaApi(request, {
    prefix: `safety-${label}-customer`,
    name: `Customer ${uniqueWord(label)}`,
  });
  await buyPlanViaApi(request, customer.token, 'Starter');
  return customer;
};

/**
 * A new approved listener (online; at `coinsPerMinute` if given, else the default rate) and a new
 * customer with coins, through the real API.
 */
export const meet = async (
  request: APIRequestContext,
  label: string,
  options: { coinsPerMinute?: number } = {},
): Promise<Pair> => {
  const listener = await createListenerViaApi(request, {
    prefix: `safety-${label}`,
    profile: { name: `Listener ${uniqueWord(label)}`, languages: ['English'], preferredMode: 'CHAT' },
    approve: true,
  });
  if (options.coinsPerMinute !== undefined) await setRateViaApi(request, listener.id, options.coinsPerMinute);
  await goOnlineViaApi(request, listener);
  // A fresh sign-in: the approval is in the new token.
  const token = await apiLogin(request, listener);
  const customer = await customerWithCoins(request, label);
  return { listener: { ...listener, token }, customer };
};

/** The customer asks for a chat and the listener accepts and starts it: a live session. */
export const liveSession = async (request: APIRequestContext, { listener, customer }: Pair) => {
  const asked = await request.post(api(endpoints.customerSessions.request.path), {
    headers: { ...bearer(customer.token), 'Idempotency-Key': randomUUID() },
    data: { listenerId: listener.id, mode: 'CHAT', language: 'English', userMood: 'neutral' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { id } = ((await asked.json()) as { data: CustomerSession }).data;
  await listenerSessionCall(request, listener.token, endpoints.sessions.accept.path, id);
  const started = await listenerSessionCall(request, listener.token, endpoints.sessions.start.path, id);
  expect(started.status).toBe('IN_PROGRESS');
  return started;
};

/**
 * A session that took place and ended within the grace period, so nothing was charged: enough for the
 * customer to rate it and for the listener to have met the customer.
 */
export const freeSession = async (request: APIRequestContext, pair: Pair): Promise<ListenerSession> => {
  const started = await liveSession(request, pair);
  const closed = await closeSessionViaApi(request, pair.listener, started.id);
  expect(closed.status).toBe('COMPLETED');
  expect(closed.coinsEarned).toBe(0);
  return closed;
};

/**
 * A new listener and customer who have held one paid chat session, all through the real API: closed
 * once the grace period has passed, so one minute is billed.
 */
export const paidSession = async (
  request: APIRequestContext,
  label: string,
  options: { coinsPerMinute?: number } = {},
): Promise<Pair & { session: CustomerSession }> => {
  const pair = await meet(request, label, options);
  const started = await liveSession(request, pair);
  await waitPastGrace(started.startedAt);
  const closed = await closeSessionViaApi(request, pair.listener, started.id);
  expect(closed.status).toBe('COMPLETED');
  const session = await customerSessionViaApi(request, pair.customer.token, started.id);
  expect(session.coinsCharged).toBeGreaterThan(1);
  return { ...pair, session };
};

export const ledgerSummaryViaApi = async (request: APIRequestContext): Promise<LedgerSummary> => {
  const token = await apiLogin(request, demo.admin);
  const response = await request.get(api(endpoints.ledger.summary.path), { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: LedgerSummary }).data;
};

/** A new browser context of its own, signed in through the login form. */
export const signedIn = async (
  browser: Browser,
  baseURL: string | undefined,
  who: { email: string; password: string },
  viewport: { width: number; height: number },
): Promise<Page> => {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await loginViaUi(page, who);
  return page;
};

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The customer reports their finished session from its screen: a category from the list and words. */
export const reportViaUi = async (
  page: Page,
  sessionId: string,
  report: { category: string; words: string },
): Promise<void> => {
  await page.goto(routes.app.session(sessionId));
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('What is it about?').selectOption({ label: report.category });
  await dialog.getByLabel('What happened?').fill(report.words);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, messages.sessions.reported)).toBeVisible();
  await expect(page.getByText('You reported this session. An admin will look at it.')).toBeVisible();
};

/** The admin finds the pair's case in the moderation queue (one row, with the charge) and opens it. */
export const openCaseViaUi = async (
  admin: Page,
  { listener, customer }: Pair,
  { title, coinsCharged }: { title: string; coinsCharged: number },
): Promise<void> => {
  await admin.goto(routes.admin.moderation);
  const row = admin.getByRole('row').filter({ hasText: customer.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(listener.name);
  await expect(row).toContainText(`${coins(coinsCharged)} charged`);
  await row.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(/\/dashboard\/moderation\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
};
