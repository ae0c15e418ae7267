// A refund within the earnings hold, in the browser (issue 12 §6): a customer reports a paid session,
// the admin refunds part of it from the moderation case while the listener's earnings from it are still
// on hold, and the listener's share of the refund comes back out of what they hold: the customer's
// wallet shows the refund, the listener's Earnings and Withdraw screens the lower 'On hold', and the
// books still balance.
//
// The shared e2e server holds no earnings (EARNINGS_HOLD_HOURS=0, for the payout journeys), so this
// file runs on a server of its own with the product's 72 hours (support/hold-server.ts).
import path from 'node:path';
import { DEFAULT_COIN_VALUE_PAISE, formatRupees, messages, routes } from '@app/contract';
import type { Page } from '@playwright/test';
import { demo, expect } from '../support/fixtures.ts';
import { test } from '../support/hold-server.ts';
import { uniqueWord } from '../support/listeners.ts';
import {
  DESKTOP,
  LISTENER_SHARE_PERCENT,
  shootMarketplace,
  walletBalanceViaApi,
} from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import { withdrawalSummaryFigure } from '../support/payouts.ts';
import {
  coins,
  ledgerSummaryViaApi,
  openCaseViaUi,
  paidSession,
  PHONE,
  reportViaUi,
  signedIn,
  toast,
} from '../support/safety.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'safety');

/** The listener's rate: one billed minute then earns a share large enough to split unevenly. */
const RATE = 50;
/** Coins the admin gives back: less than the charge, and its listener's share is not a round half. */
const REFUND = 20;

/** A figure of the Earnings screen's balance ('Available to withdraw', 'On hold'), in coins. */
const earningsFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Earnings balance' })
    .locator('[data-slot="card"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p')
    .first();

const rupeesOf = (coinCount: number) => formatRupees(coinCount * DEFAULT_COIN_VALUE_PAISE);

test('a refund within the earnings hold takes the listener’s share back from what they hold', async ({
  browser,
  baseURL,
  request,
}) => {
  // The paid session waits out the billing grace, then three people's screens (each checked
  // with axe on its first visit) and two sets of screenshots: near the 60 s default on a busy machine.
  test.slow();
  const pair = await paidSession(request, 'hold', { coinsPerMinute: RATE });
  const { listener, customer, session } = pair;
  expect(session.coinsCharged).toBe(RATE);
  const earned = Math.floor((RATE * LISTENER_SHARE_PERCENT) / 100);
  // The product rule within the hold: the listener gives back their part of the refund, in proportion
  // to what they earned of the charge (rounded down).
  const listenerShare = Math.floor((REFUND * earned) / session.coinsCharged);
  expect(listenerShare).toBeGreaterThan(0);
  expect(listenerShare).toBeLessThan(REFUND);
  const walletBefore = await walletBalanceViaApi(request, customer.token);

  // The listener: the session's earnings are all on hold, nothing is withdrawable yet.
  const console_ = await signedIn(browser, baseURL, listener, DESKTOP);
  await console_.goto(routes.listener.earnings);
  await expect(earningsFigure(console_, 'On hold')).toHaveText(coins(earned));
  await expect(earningsFigure(console_, 'Available to withdraw')).toHaveText(coins(0));
  await console_.goto(routes.listener.withdrawals);
  await expect(withdrawalSummaryFigure(console_, 'On hold')).toHaveText(rupeesOf(earned));
  await expect(withdrawalSummaryFigure(console_, 'Available to withdraw')).toHaveText(rupeesOf(0));

  // The customer reports the session; the admin opens the case.
  const phone = await signedIn(browser, baseURL, customer, PHONE);
  await reportViaUi(phone, session.id, {
    category: 'I was charged wrongly',
    words: `The listener was silent most of the time ${uniqueWord('w')}`,
  });
  const admin = await signedIn(browser, baseURL, demo.admin, DESKTOP);
  await openCaseViaUi(admin, pair, { title: 'I was charged wrongly', coinsCharged: session.coinsCharged });

  // The Refund dialog says the hold still runs, so the listener's share comes back too.
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  const refundDialog = admin.getByRole('alertdialog');
  await expect(refundDialog).toContainText("The listener's earnings from this session are on hold until");
  await expect(refundDialog).toContainText("the listener's share is taken back with the platform's.");
  await expect(refundDialog).not.toContainText('the platform bears the whole refund');
  await refundDialog.getByLabel('Coins to refund').fill(String(REFUND));
  await refundDialog.getByRole('button', { name: `Refund ${coins(REFUND)}` }).click();
  await expect(toast(admin, messages.safety.refunded(REFUND))).toBeVisible();
  await expect(refundDialog).toBeHidden();
  await expect(
    admin.getByText(`Up to ${coins(session.coinsCharged - REFUND)} of this session can be refunded.`),
  ).toBeVisible();

  // The customer's wallet: the Refund entry and the higher balance.
  await phone.goto(routes.app.wallet);
  await expect(phone.getByRole('heading', { name: 'Balance' }).locator('..')).toContainText(
    coins(walletBefore + REFUND),
  );
  const refundRow = phone.getByRole('row').filter({ hasText: 'Refund' });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText(`+${REFUND}`);
  expect(await walletBalanceViaApi(request, customer.token)).toBe(walletBefore + REFUND);

  // The listener: on hold is lower by their share of the refund (not by the whole refund), and still
  // nothing is withdrawable.
  await console_.goto(routes.listener.earnings);
  await expect(earningsFigure(console_, 'On hold')).toHaveText(coins(earned - listenerShare));
  await expect(earningsFigure(console_, 'Available to withdraw')).toHaveText(coins(0));
  await shootMarketplace(console_, 'listener-earnings-on-hold', SHOTS);
  await console_.goto(routes.listener.withdrawals);
  await expect(withdrawalSummaryFigure(console_, 'On hold')).toHaveText(rupeesOf(earned - listenerShare));
  await expect(withdrawalSummaryFigure(console_, 'Available to withdraw')).toHaveText(rupeesOf(0));
  await shootMarketplace(console_, 'listener-withdraw-on-hold', SHOTS);

  // The books still balance.
  expect((await ledgerSummaryViaApi(request)).sumOfAllEntries).toBe(0);
  for (const page of [console_, phone, admin]) await page.context().close();
});
