// Endings and coming back (issue 23 §4, §5): a chat whose customer's coins run out ends by itself; the
// listener's screen becomes the wrap-up ("<name>'s coins ran out", duration, coins earned), they add a
// private note and go back to their requests; the customer's summary offers Talk again, which sends a
// new request to the same listener, and the listener's Requests page shows their note beside it.
import path from 'node:path';
import { messages, routes } from '@app/contract';
import { expect, pathIs, test } from '../support/fixtures.ts';
import { buyPlanViaApi, customerSessionViaApi, DESKTOP, shootMarketplace } from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import { liveSession, meet, signedIn, toast } from '../support/safety.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'wrap-up');
/** 100 coins (the Starter plan) at 50 a minute: the session runs out after two minutes. */
const RATE = 50;
const LIVE_MS = 15_000;
const t = messages.liveSession;

test("the customer's coins run out: the listener's wrap-up, a private note, back to requests; the customer talks again", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const pair = await meet(request, 'WrapUp', { coinsPerMinute: RATE });
  const { customer, listener } = pair;
  const started = await liveSession(request, pair);

  const console_ = await signedIn(browser, baseURL, listener, DESKTOP);
  const phone = await signedIn(browser, baseURL, customer, { width: 375, height: 812 });
  try {
    await console_.goto(routes.listener.chat(started.id));
    await expect(console_.getByRole('heading', { name: customer.name, level: 2 })).toBeVisible({
      timeout: LIVE_MS,
    });
    await phone.goto(routes.app.session(started.id));
    await expect(phone.getByRole('heading', { name: `In session with ${listener.name}` })).toBeVisible({
      timeout: LIVE_MS,
    });

    // A message suggests self-harm: the listener's Close then says so and offers the helplines again.
    const composer = phone.getByRole('textbox', { name: 'Message' });
    await composer.fill('I want to end my life');
    await composer.press('Enter');
    for (const page of [phone, console_]) {
      const card = page.getByTestId('crisis-card');
      await expect(card).toBeVisible({ timeout: LIVE_MS });
      await card.getByRole('button', { name: 'Close' }).click();
      await expect(card).toHaveCount(0);
    }
    await console_.getByRole('button', { name: 'Close', exact: true }).click();
    const confirm = console_.getByRole('alertdialog', { name: t.closeConfirmTitle(customer.name) });
    await expect(confirm).toContainText(t.closeConfirmInProgress);
    await expect(confirm).toContainText(t.closeConfirmCrisis(customer.name));
    await expect(confirm.getByRole('list', { name: 'Helplines' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await shootMarketplace(console_, 'listener-close-confirm-crisis', SHOTS);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    // The server ends it when the wallet runs out (two minutes at this rate): the wrap-up, in words.
    const wrapUp = console_.getByTestId('session-wrap-up');
    await expect(wrapUp).toBeVisible({ timeout: 150_000 });
    const valueOf = (label: string) => wrapUp.getByText(label).locator('xpath=following-sibling::dd');
    await expect(valueOf(t.wrapUpHowItEnded)).toHaveText(`${customer.name}'s coins ran out.`, {
      timeout: LIVE_MS,
    });
    await expect(wrapUp).not.toContainText('Insufficient balance');
    const ended = await customerSessionViaApi(request, customer.token, started.id);
    expect(ended.endReason).toBe('INSUFFICIENT_BALANCE');
    const earned = Math.floor((ended.coinsCharged * 60) / 100);
    await expect(valueOf(t.wrapUpCoinsEarned)).toHaveText(`${earned} coins`);
    await expect(console_).toHaveURL(pathIs(routes.listener.chat(started.id)));
    await shootMarketplace(console_, 'listener-wrap-up', SHOTS);

    // A private note about the customer, for next time.
    await wrapUp.getByRole('button', { name: t.wrapUpAddNote }).click();
    await wrapUp
      .getByRole('textbox', { name: `Private note about ${customer.name}` })
      .fill('Exams in March. Breathing exercise helped.');
    await shootMarketplace(console_, 'listener-wrap-up-note', SHOTS);
    await wrapUp.getByRole('button', { name: 'Save note' }).click();
    await expect(toast(console_, messages.notes.saved)).toBeVisible();
    await expect(wrapUp.getByRole('complementary', { name: t.returningCustomerNote })).toContainText(
      'Exams in March. Breathing exercise helped.',
    );
    await wrapUp.getByRole('link', { name: t.wrapUpBackToRequests }).click();
    await expect(console_).toHaveURL(pathIs(routes.listener.sessionRequests));

    // The customer's summary: Talk again, once they have coins again, asks the same listener.
    await expect(phone.getByRole('heading', { name: 'Session complete' })).toBeVisible({ timeout: LIVE_MS });
    const talkAgain = phone.getByRole('button', { name: 'Talk again' });
    await expect(talkAgain).toBeVisible();
    await shootMarketplace(phone, 'customer-summary-talk-again', SHOTS);
    await talkAgain.click();
    // No coins left: the ordinary request's check refuses it, with the way to buy coins.
    await expect(phone.getByText(messages.sessions.insufficientBalance(RATE))).toBeVisible();
    await buyPlanViaApi(request, customer.token, 'Starter');
    await talkAgain.click();
    await expect(phone).not.toHaveURL(pathIs(routes.app.session(started.id)), { timeout: LIVE_MS });
    const newId = new URL(phone.url()).pathname.split('/').pop()!;
    const asked = await customerSessionViaApi(request, customer.token, newId);
    expect(asked).toMatchObject({
      status: 'pending',
      mode: 'CHAT',
      language: 'English',
      userMood: 'neutral',
    });
    expect(asked.listener.id).toBe(listener.id);

    // The listener sees the returning customer's request with their note.
    const row = console_.getByRole('row').filter({ hasText: customer.name });
    await expect(row).toContainText('Exams in March. Breathing exercise helped.', { timeout: LIVE_MS });
    await shootMarketplace(console_, 'listener-request-with-note', SHOTS);
  } finally {
    await console_.context().close();
    await phone.context().close();
  }
});
