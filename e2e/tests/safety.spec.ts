// Trust and safety in the browser (issue 12 §6): a customer reports a paid session, the admin refunds
// part of it from the moderation case and the customer's wallet shows it, with the books still
// balanced. Each test makes its own listener and customer, so nothing depends on the demo data.
//
// The e2e server runs with EARNINGS_HOLD_HOURS=0 (the payout journeys withdraw at once), so every
// refund here is made after the hold: the platform bears it all and the listener keeps their earnings.
// The rule inside the hold (the listener's share comes back too) is safety-hold.spec.ts's, on a server
// of its own with the product's hold.
import path from 'node:path';
import { messages, routes } from '@app/contract';
import { demo, expect, test } from '../support/fixtures.ts';
import { uniqueWord } from '../support/listeners.ts';
import { DESKTOP, shootMarketplace, walletBalanceViaApi } from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import {
  closeSessionViaApi,
  coins,
  ledgerSummaryViaApi,
  liveSession,
  meet,
  openCaseViaUi,
  paidSession,
  PHONE,
  reportViaUi,
  signedIn,
  toast,
} from '../support/safety.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'safety');

/** The customer's words that the chat's crisis filter flags. */
const CRISIS_WORDS = 'I want to end my life';
/** The national helpline (Tele MANAS), the first of the seeded helplines. */
const TELE_MANAS = '14416';
/** "Within a few seconds" of the message. */
const CRISIS_MS = 5_000;

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
  await reportViaUi(phone, session.id, { category: 'Poor or rude service', words });

  // The admin finds the case in the queue and opens it.
  const admin = await signedIn(browser, baseURL, demo.admin, DESKTOP);
  await openCaseViaUi(
    admin,
    { listener, customer },
    { title: 'Poor or rude service', coinsCharged: session.coinsCharged },
  );
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
  await expect(refundRow.getByRole('cell').nth(2)).toHaveText((before + refund).toLocaleString('en-IN'));
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

  await closeSessionViaApi(request, listener, session.id);
  for (const page of [console_, phone, admin]) await page.context().close();
});
