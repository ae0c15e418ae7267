// Issue 23 §1, the request card: a customer on a phone asks; the listener, on Earnings rather than
// Requests, sees the request ring as a card with its countdown, and one click on Accept opens the
// session screen; the customer's waiting screen says '<first name> accepted, opening…' at once, then
// shows the session. Each test makes its own listener and customer.
import path from 'node:path';
import { messages, routes } from '@app/contract';
import type { Page } from '@playwright/test';
import { expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';
import { createListenerViaApi, uniqueWord } from '../support/listeners.ts';
import {
  buyPlanViaApi,
  createCustomerViaApi,
  DESKTOP,
  goOnlineViaUi,
  openFromDirectory,
  requestSession,
  shootMarketplace,
} from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';

const t = messages.requestCard;
/** The customer asks from a small phone. */
const PHONE = { width: 375, height: 812 } as const;
/** Generous waits: other suites share the two cores. */
const LIVE_MS = 15_000;
const SHOTS = path.join(e2eDir, 'test-results', 'request-card');

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a request rings as a card on Earnings; Accept opens the session screen in one click and the customer sees "accepted, opening…" then the session', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const firstName = 'Asha';
  const listener = await createListenerViaApi(request, {
    prefix: 'card',
    profile: { name: `${firstName} ${uniqueWord('Card')}`, languages: ['English'], preferredMode: 'CHAT' },
    approve: true,
  });
  const customer = await createCustomerViaApi(request, {
    prefix: 'card-customer',
    name: `Priya ${uniqueWord('C')}`,
  });
  await buyPlanViaApi(request, customer.token, 'Starter');

  const consoleContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    const console_ = await consoleContext.newPage();
    const phone = await phoneContext.newPage();
    await loginViaUi(console_, listener);
    await expect(console_).toHaveURL(pathIs(routes.dashboard));
    await goOnlineViaUi(console_);
    // The listener is on Earnings, not Requests, when it rings.
    await console_.getByRole('link', { name: 'Earnings', exact: true }).click();
    await expect(console_).toHaveURL(pathIs(routes.listener.earnings));
    await expect(console_).toHaveTitle(/^Earnings · /);

    await loginViaUi(phone, customer);
    await expect(phone).toHaveURL(pathIs(routes.app.home));
    await openFromDirectory(phone, listener.name);
    const sessionId = await requestSession(phone, { mode: 'Chat', language: 'English', mood: 'Sad' });
    await expect(
      phone.getByRole('heading', { level: 1, name: `Waiting for ${listener.name}` }),
    ).toBeVisible();

    // The card: who, mode, language, mood, rate, a countdown from the server's expiry, Accept / Decline.
    const stack = console_.getByRole('region', { name: t.stackLabel });
    const card = stack.locator('section').filter({
      has: console_.getByRole('heading', { name: t.heading(customer.name, 'CHAT') }),
    });
    await expect(card).toBeVisible({ timeout: LIVE_MS });
    await expect(card).toContainText('English');
    await expect(card).toContainText('sad');
    await expect(card).toContainText(/\d+ coins\/min/);
    const timer = card.getByRole('timer');
    await expect(timer).toHaveText(/^[01]:\d\d$/);
    const firstReading = await timer.textContent();
    await expect(timer).not.toHaveText(firstReading ?? '', { timeout: 3000 });
    await expect(console_).toHaveTitle(/^\(1\) Earnings · /);
    await shootMarketplace(console_, 'card-on-earnings', SHOTS);

    // Requests shows the same request as a row, with its time left; no card over the table there.
    await console_.getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(console_).toHaveURL(pathIs(routes.listener.sessionRequests));
    const row = console_.getByRole('row').filter({ hasText: customer.name });
    await expect(row).toBeVisible();
    await expect(console_.getByRole('columnheader', { name: t.timeLeft })).toBeVisible();
    await expect(row).toContainText(/[01]:\d\d/);
    await expect(stack).toHaveCount(0);
    await shootMarketplace(console_, 'requests-table', SHOTS);
    await console_.setViewportSize({ width: 375, height: 812 });
    await expect(row.getByRole('button', { name: `Accept request from ${customer.name}` })).toHaveText(
      'Accept',
    );
    await expect(row).toContainText('Chat');
    await console_.setViewportSize(DESKTOP);
    await console_.getByRole('link', { name: 'Earnings', exact: true }).click();
    await expect(card).toBeVisible();

    // One click: accepted, and the session screen is open.
    await card.getByRole('button', { name: t.acceptLabel(customer.name) }).click();
    await expect(console_).toHaveURL(pathIs(routes.listener.chat(sessionId)));
    await expect(console_.getByRole('heading', { name: customer.name, level: 2 })).toBeVisible();
    await expect(stack).toHaveCount(0);
    await expect(console_).toHaveTitle(/^Chat · /);

    // The customer is told at once, by the listener's first name, until the listener starts.
    await expect(phone.getByRole('heading', { level: 1, name: `${listener.name} accepted` })).toBeVisible({
      timeout: LIVE_MS,
    });
    await expect(phone.getByText(t.acceptedOpening(firstName))).toBeVisible();

    // The session starts from that screen, and both sides are in it.
    await console_.getByRole('button', { name: messages.liveSession.startSession }).click();
    await expect(toast(console_, messages.sessions.started)).toBeVisible();
    await expect(phone.getByRole('heading', { name: `In session with ${listener.name}` })).toBeVisible({
      timeout: LIVE_MS,
    });
  } finally {
    await consoleContext.close();
    await phoneContext.close();
  }
});
