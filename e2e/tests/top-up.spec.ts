// Prices in rupees where customers decide (issue 22 §3). A customer who cannot pay a minute is sent
// from the request form to buy coins and comes back to the same listener (and a forged way back is
// ignored); a customer in a live chat whose coins run out within two minutes is warned, adds coins from
// the warning in test mode without leaving the chat, and the session's run-out moment moves on the
// server and on the screen. Each test has its own listener and customers.
import path from 'node:path';
import { buildPath, endpoints, messages, routes } from '@app/contract';
import { api, expect, pathIs, test } from '../support/fixtures.ts';
import { bearer } from '../support/listeners.ts';
import {
  createCustomerViaApi,
  customerSessionViaApi,
  described,
  openFromDirectory,
  shootMarketplace,
} from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import { liveSession, meet, signedIn } from '../support/safety.ts';
import { uniqueWord } from '../support/listeners.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'top-up');
/** 100 coins (the Starter plan) at 50 a minute: two minutes, so the warning shows from the start. */
const RATE = 50;
const STARTER_COINS = 100;
const LIVE_MS = 15_000;

test('a customer in a live chat adds coins from the low-balance warning; the run-out moves and the chat stays open', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const pair = await meet(request, 'TopUp', { coinsPerMinute: RATE });
  const started = await liveSession(request, pair);
  const sessionPath = routes.app.session(started.id);
  const before = await customerSessionViaApi(request, pair.customer.token, started.id);
  expect(Date.parse(before.runsOutAt ?? '') - Date.parse(before.startedAt ?? '')).toBe(
    (STARTER_COINS / RATE) * 60_000,
  );

  const phone = await signedIn(browser, baseURL, pair.customer, { width: 375, height: 812 });
  try {
    await phone.goto(sessionPath);
    await expect(phone.getByRole('heading', { name: `In session with ${pair.listener.name}` })).toBeVisible({
      timeout: LIVE_MS,
    });
    const warning = phone.getByRole('alert').filter({ hasText: messages.sessions.lowBalance });
    await expect(warning).toBeVisible();
    await expect(described(phone, 'Time left')).toHaveText(/^[01]:\d\d$/);
    await expect(described(phone, 'Rate')).toHaveText(`₹${RATE}/min · ${RATE} coins/min`);
    await shootMarketplace(phone, 'live-chat-low-balance', SHOTS);

    await warning.getByRole('button', { name: 'Add coins' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Add coins' });
    // Starter: ₹99.00 for 100 coins, exactly ₹0.99 a coin.
    const starter = dialog
      .getByRole('listitem')
      .filter({ has: phone.getByRole('heading', { name: 'Starter' }) });
    await expect(starter.getByText('₹0.99 per coin', { exact: true })).toBeVisible();
    await shootMarketplace(phone, 'top-up-dialog', SHOTS);
    await dialog.getByRole('button', { name: 'Buy Starter for ₹99.00' }).click();
    await expect(dialog.getByText(`${STARTER_COINS} coins added`)).toBeVisible({ timeout: LIVE_MS });

    // The server moved the run-out by what the coins buy: two more minutes.
    const after = await customerSessionViaApi(request, pair.customer.token, started.id);
    expect(after.status).toBe('IN_PROGRESS');
    expect(Date.parse(after.runsOutAt ?? '') - Date.parse(before.runsOutAt ?? '')).toBe(
      (STARTER_COINS / RATE) * 60_000,
    );
    // And the screen: the warning is gone, more than two minutes left, the chat never left.
    await expect(warning).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Back to the session' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(described(phone, 'Time left')).toHaveText(/^[23]:\d\d$/);
    await expect(phone).toHaveURL(pathIs(sessionPath));
    const box = phone.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeEnabled();
    await box.fill('Thank you, I have more time now.');
    await box.press('Enter');
    await expect(
      phone.getByRole('log', { name: 'Messages' }).getByText('Thank you, I have more time now.'),
    ).toBeVisible({ timeout: LIVE_MS });
    await shootMarketplace(phone, 'live-chat-topped-up', SHOTS);
  } finally {
    // End it (billed up to now), so no session of this test runs on.
    await request.post(api(buildPath(endpoints.customerSessions.end.path, { id: started.id })), {
      headers: bearer(pair.customer.token),
    });
    await phone.context().close();
  }
});

test('a customer without coins is sent from the request form to buy, and comes back to the same listener', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { listener } = await meet(request, 'Gate');
  const customer = await createCustomerViaApi(request, {
    prefix: 'gate-empty-customer',
    name: `Customer ${uniqueWord('Gate')}`,
  });
  const listenerPath = routes.app.listener(listener.id);
  const phone = await signedIn(browser, baseURL, customer, { width: 375, height: 812 });
  try {
    await openFromDirectory(phone, listener.name);
    await expect(described(phone, 'Rate')).toHaveText('₹4/min · 4 coins/min');
    await expect(phone.getByText(`Buy coins to talk to ${listener.name}`)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Request session' })).toHaveCount(0);
    await shootMarketplace(phone, 'listener-page-buy-first', SHOTS);

    await phone.getByRole('link', { name: 'Buy coins' }).click();
    await expect(phone).toHaveURL(`${routes.app.wallet}?next=${encodeURIComponent(listenerPath)}`);
    await expect(phone.getByText('Buy coins to continue')).toBeVisible();
    await shootMarketplace(phone, 'wallet-buy-to-continue', SHOTS);
    await phone.getByRole('button', { name: 'Buy Starter for ₹99.00' }).click();

    // Paid (test mode): back on the same listener, with the form to fill.
    await expect(phone).toHaveURL(pathIs(listenerPath));
    await expect(phone.getByRole('button', { name: 'Request session' })).toBeVisible();

    // A way back to another site is ignored: the purchase stays on the wallet.
    await phone.goto(`${routes.app.wallet}?next=${encodeURIComponent('//example.org/app')}`);
    await expect(phone.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(phone.getByText('Buy coins to continue')).toHaveCount(0);
    await phone.getByRole('button', { name: 'Buy Starter for ₹99.00' }).click();
    await expect(
      phone.locator('[data-sonner-toast]').filter({ hasText: messages.wallet.purchased(100) }),
    ).toBeVisible();
    await expect(phone).toHaveURL(new RegExp(`^${baseURL ?? ''}${routes.app.wallet}`));
  } finally {
    await phone.context().close();
  }
});
