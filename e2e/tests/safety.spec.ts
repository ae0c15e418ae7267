// Trust and safety in the browser (issue 12 §6): a customer reports a paid session, the admin refunds
// part of it from the moderation case and the customer's wallet shows it, with the books still
// balanced. Each test makes its own listener and customer, so nothing depends on the demo data.
//
// The e2e server runs with EARNINGS_HOLD_HOURS=0 (the payout journeys withdraw at once), so every
// refund here is made after the hold: the platform bears it all and the listener keeps their earnings.
// The rule inside the hold (the listener's share comes back too) is the server tests' to prove.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  DEFAULT_BILLING_GRACE_SECONDS,
  endpoints,
  messages,
  routes,
  type CustomerSession,
  type LedgerSummary,
  type ListenerSession,
} from '@app/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { api, apiLogin, demo, expect, loginViaUi, test } from '../support/fixtures.ts';
import { bearer, createListenerViaApi, uniqueWord, type ApiListener } from '../support/listeners.ts';
import {
  buyPlanViaApi,
  createCustomerViaApi,
  customerSessionViaApi,
  DESKTOP,
  goOnlineViaApi,
  shootMarketplace,
  walletBalanceViaApi,
} from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'safety');
/** The customer's area is mobile-first. */
const PHONE = { width: 390, height: 844 } as const;

/** The customer's words that the chat's crisis filter flags. */
const CRISIS_WORDS = 'I want to end my life';
/** The national helpline (Tele MANAS), the first of the seeded helplines. */
const TELE_MANAS = '14416';
/** "Within a few seconds" of the message. */
const CRISIS_MS = 5_000;

const coins = (value: number) => `${value.toLocaleString('en-US')} ${value === 1 ? 'coin' : 'coins'}`;

type Customer = Awaited<ReturnType<typeof createCustomerViaApi>>;

/** A listener-side session call (accept, start, close): GET with the session's id. */
const listenerSessionCall = async (
  request: APIRequestContext,
  token: string,
  endpointPath: string,
  id: string,
): Promise<ListenerSession> => {
  const response = await request.get(api(endpointPath), { headers: bearer(token), params: { id } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ListenerSession }).data;
};

type Pair = { listener: ApiListener; customer: Customer };

/** A new approved listener (online) and a new customer with coins, through the real API. */
const meet = async (request: APIRequestContext, label: string): Promise<Pair> => {
  const listener = await createListenerViaApi(request, {
    prefix: `safety-${label}`,
    profile: { name: `Listener ${uniqueWord(label)}`, languages: ['English'], preferredMode: 'CHAT' },
    approve: true,
  });
  await goOnlineViaApi(request, listener);
  // A fresh sign-in: the approval is in the new token.
  const token = await apiLogin(request, listener);
  const customer = await createCustomerViaApi(request, {
    prefix: `safety-${label}-customer`,
    name: `Customer ${uniqueWord(label)}`,
  });
  await buyPlanViaApi(request, customer.token, 'Starter');
  return { listener: { ...listener, token }, customer };
};

/** The customer asks for a chat and the listener accepts and starts it: a live session. */
const liveSession = async (request: APIRequestContext, { listener, customer }: Pair) => {
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
 * A new listener and customer who have held one paid chat session, all through the real API: closed
 * once the grace period has passed, so one minute is billed.
 */
const paidSession = async (
  request: APIRequestContext,
  label: string,
): Promise<Pair & { session: CustomerSession }> => {
  const pair = await meet(request, label);
  const started = await liveSession(request, pair);
  // The deliberate wait: a session is billed only once it has run past the grace period (server
  // time, same machine); nothing else happens that could be awaited.
  const billableAt = Date.parse(started.startedAt ?? '') + (DEFAULT_BILLING_GRACE_SECONDS + 1) * 1_000;
  await delay(Math.max(0, billableAt - Date.now()));
  const closed = await listenerSessionCall(
    request,
    pair.listener.token,
    endpoints.sessions.close.path,
    started.id,
  );
  expect(closed.status).toBe('COMPLETED');
  const session = await customerSessionViaApi(request, pair.customer.token, started.id);
  expect(session.coinsCharged).toBeGreaterThan(1);
  return { ...pair, session };
};

const ledgerSummaryViaApi = async (request: APIRequestContext): Promise<LedgerSummary> => {
  const token = await apiLogin(request, demo.admin);
  const response = await request.get(api(endpoints.ledger.summary.path), { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: LedgerSummary }).data;
};

const signedIn = async (
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

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a reported session is refunded in part from its moderation case and the wallet shows it', async ({
  browser,
  baseURL,
  request,
}) => {
  const { listener, customer, session } = await paidSession(request, 'report');
  const before = await walletBalanceViaApi(request, customer.token);
  const refund = Math.floor(session.coinsCharged / 2);
  const words = `They kept talking about themselves ${uniqueWord('w')}`;

  // The customer reports the completed session, with a category and words.
  const phone = await signedIn(browser, baseURL, customer, PHONE);
  await phone.goto(routes.app.session(session.id));
  await phone.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = phone.getByRole('alertdialog');
  await dialog.getByLabel('What is it about?').selectOption({ label: 'Poor or rude service' });
  await dialog.getByLabel('What happened?').fill(words);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(phone, messages.sessions.reported)).toBeVisible();
  await expect(phone.getByText('You reported this session. An admin will look at it.')).toBeVisible();

  // The admin finds the case in the queue and opens it.
  const admin = await signedIn(browser, baseURL, demo.admin, DESKTOP);
  await admin.goto(routes.admin.moderation);
  const row = admin.getByRole('row').filter({ hasText: customer.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(listener.name);
  await expect(row).toContainText(`${coins(session.coinsCharged)} charged`);
  await row.getByRole('link', { name: 'Poor or rude service' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/moderation\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Poor or rude service' })).toBeVisible();
  await expect(admin.getByText(words)).toBeVisible();

  // A part of the charge goes back (coins, in the Refund dialog).
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  const refundDialog = admin.getByRole('alertdialog');
  await expect(refundDialog).toContainText('the platform bears the whole refund');
  await refundDialog.getByLabel('Coins to refund').fill(String(refund));
  await refundDialog.getByRole('button', { name: `Refund ${coins(refund)}` }).click();
  await expect(toast(admin, messages.safety.refunded(refund))).toBeVisible();
  await expect(refundDialog).toBeHidden();
  await expect(
    admin.getByText(`Up to ${coins(session.coinsCharged - refund)} of this session can be refunded.`),
  ).toBeVisible();
  await shootMarketplace(admin, 'moderation-case', SHOTS);

  // The customer's wallet shows the refund and the higher balance.
  await phone.goto(routes.app.wallet);
  await expect(phone.getByRole('heading', { name: 'Balance' }).locator('..')).toContainText(
    coins(before + refund),
  );
  const refundRow = phone.getByRole('row').filter({ hasText: 'Refund' });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText(`+${refund}`);
  await expect(refundRow.getByRole('cell').nth(2)).toHaveText((before + refund).toLocaleString('en-US'));
  expect(await walletBalanceViaApi(request, customer.token)).toBe(before + refund);

  // The books still balance.
  expect((await ledgerSummaryViaApi(request)).sumOfAllEntries).toBe(0);
  await phone.context().close();
  await admin.context().close();
});

test('a crisis message in a live chat brings the help card to both screens and an urgent case to the queue', async ({
  browser,
  baseURL,
  request,
}) => {
  const pair = await meet(request, 'crisis');
  const { listener, customer } = pair;
  const session = await liveSession(request, pair);

  const console_ = await signedIn(browser, baseURL, listener, DESKTOP);
  await console_.goto(routes.listener.chat(session.id));
  const phone = await signedIn(browser, baseURL, customer, PHONE);
  await phone.goto(routes.app.session(session.id));
  const composer = phone.getByRole('textbox', { name: 'Message' });
  await composer.fill(CRISIS_WORDS);
  // Sent with Enter; the card may cover the composer at once, so the card itself is what is awaited.
  await composer.press('Enter');

  // Both screens show the card with the helpline as a tel: link, within a few seconds.
  for (const page of [phone, console_]) {
    const card = page.getByTestId('crisis-card');
    await expect(card).toBeVisible({ timeout: CRISIS_MS });
    await expect(card.locator(`a[href="tel:${TELE_MANAS}"]`)).toBeVisible();
  }
  await expect(phone.getByTestId('crisis-card')).toContainText(messages.safety.crisisTitle);
  const guidance = console_.getByTestId('crisis-card');
  await expect(guidance).toContainText(messages.safety.listenerGuidanceTitle);
  for (const step of messages.safety.listenerGuidance) await expect(guidance).toContainText(step);
  await shootMarketplace(phone, 'crisis-card-customer', SHOTS);

  // The admin's queue: the flag is an urgent crisis case, and urgent cases come first.
  const admin = await signedIn(browser, baseURL, demo.admin, DESKTOP);
  await admin.goto(routes.admin.moderation);
  const rows = admin.getByRole('row').filter({ has: admin.getByRole('link') });
  const ours = rows.filter({ hasText: customer.name });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText('Urgent');
  await expect(ours).toContainText('Crisis flag');
  await expect(ours.getByRole('link', { name: 'Possible self-harm risk' })).toBeVisible();
  await expect(rows.first()).toContainText('Urgent');
  const urgent = await rows.evaluateAll((elements) =>
    elements.map((row) => row.textContent?.includes('Urgent')),
  );
  expect(urgent.indexOf(false) === -1 || urgent.lastIndexOf(true) < urgent.indexOf(false)).toBe(true);

  await listenerSessionCall(request, listener.token, endpoints.sessions.close.path, session.id);
  for (const page of [console_, phone, admin]) await page.context().close();
});
