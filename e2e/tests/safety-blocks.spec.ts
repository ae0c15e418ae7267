// Blocking in the browser (issue 12 §6), both ways. A customer blocks a listener from the listener's
// page (after a confirmation): the listener leaves their directory, a request to them is refused saying
// so, and unblocking in Settings brings them back. A listener blocks a customer from a row of their
// Sessions list: that customer's request is refused with the neutral "not available", so the block is
// never revealed. Each test makes its own listener and customer.
import path from 'node:path';
import { messages, routes } from '@app/contract';
import type { Page } from '@playwright/test';
import { expect, pathIs, test } from '../support/fixtures.ts';
import { DESKTOP, openFromDirectory, sendRequestForm, shootMarketplace } from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import { freeSession, meet, PHONE, signedIn, toast } from '../support/safety.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'safety');

const REQUEST = { mode: 'Chat', language: 'English', mood: 'Neutral' } as const;

/** Searches the customer's directory for a unique name and waits until the search has been applied. */
const searchDirectory = async (page: Page, name: string) => {
  await page.goto(routes.app.home);
  await page.getByLabel('Search listeners').fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  return page.getByRole('link').filter({ has: page.getByRole('heading', { name }) });
};

/** The request form's refusal, as the server said it. */
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'Could not send your request' });

test('a customer blocks a listener: gone from the directory, requests refused, back after unblocking in Settings', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two sign-ups and an approval, nine screens (each checked with axe in both themes on its first visit)
  // and two sets of screenshots: 45-52 s on a busy 2-core machine, too near the 60 s default.
  test.slow();
  const { listener, customer } = await meet(request, 'block');
  const phone = await signedIn(browser, baseURL, customer, PHONE);
  await openFromDirectory(phone, listener.name);
  // The listener's page stays open in a second tab, as it was before the block: its form still sends.
  const staleTab = await phone.context().newPage();
  await staleTab.goto(routes.app.listener(listener.id));
  await expect(staleTab.getByRole('heading', { level: 1, name: listener.name })).toBeVisible();

  // Block from the listener's page, after the confirmation says what it does.
  await phone.getByRole('button', { name: 'More options' }).click();
  await phone.getByRole('menuitem', { name: `Block ${listener.name}` }).click();
  const confirm = phone.getByRole('alertdialog', { name: `Block ${listener.name}?` });
  await expect(confirm).toContainText(
    `${listener.name} will no longer appear in your list of listeners, and cannot be asked for a session. You can unblock them at any time in Settings.`,
  );
  await shootMarketplace(phone, 'block-listener-confirm', SHOTS);
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(phone, messages.safety.blocked(listener.name))).toBeVisible();
  await expect(confirm).toBeHidden();
  // The page led away from the blocked listener, to the directory.
  await expect(phone).toHaveURL(pathIs(routes.app.home));

  // Gone from the directory, and their page is not found.
  await expect(await searchDirectory(phone, listener.name)).toHaveCount(0);
  await expect(phone.getByText('No listeners match')).toBeVisible();
  await phone.goto(routes.app.listener(listener.id));
  await expect(phone.getByRole('heading', { name: 'Listener not found' })).toBeVisible();

  // The tab that still shows their form: the request is refused, saying why and where to undo it.
  await staleTab.bringToFront();
  await sendRequestForm(staleTab, REQUEST);
  await expect(refusal(staleTab)).toContainText(messages.safety.listenerBlockedByYou);
  await expect(staleTab).toHaveURL(pathIs(routes.app.listener(listener.id)));
  await refusal(staleTab).getByRole('link', { name: 'Open settings' }).click();
  await expect(staleTab).toHaveURL(pathIs(routes.app.settings));
  await staleTab.close();

  // Settings lists the blocked listener; unblocking brings them back.
  await phone.goto(routes.app.settings);
  const blocked = phone.getByRole('list', { name: 'Blocked listeners' });
  await expect(blocked.getByRole('listitem')).toHaveCount(1);
  await expect(blocked.getByRole('listitem')).toContainText(listener.name);
  await expect(blocked.getByRole('listitem')).toContainText('Blocked ');
  await shootMarketplace(phone, 'settings-blocked-listener', SHOTS);
  await blocked.getByRole('button', { name: `Unblock ${listener.name}` }).click();
  await expect(toast(phone, messages.safety.unblocked(listener.name))).toBeVisible();
  await expect(phone.getByText(messages.safety.noBlocks)).toBeVisible();
  await expect(blocked).toHaveCount(0);

  // Back in the directory, online, and their page opens again with its form.
  await openFromDirectory(phone, listener.name);
  await expect(phone.getByRole('button', { name: 'Request session', exact: true })).toBeEnabled();
  await phone.context().close();
});

test("a listener blocks a customer from their Sessions list: the customer's request is refused as 'not available'", async ({
  browser,
  baseURL,
  request,
}) => {
  const pair = await meet(request, 'lblock');
  const { listener, customer } = pair;
  // A listener can block only a customer they have had a session with.
  await freeSession(request, pair);

  const console_ = await signedIn(browser, baseURL, listener, DESKTOP);
  await console_.goto(routes.listener.sessions);
  const row = console_.getByRole('row').filter({ hasText: customer.name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${customer.name}` }).click();
  await console_.getByRole('menuitem', { name: `Block ${customer.name}` }).click();
  const confirm = console_.getByRole('alertdialog', { name: `Block ${customer.name}?` });
  await expect(confirm).toContainText('They are not told that you blocked them.');
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(console_, messages.safety.blocked(customer.name))).toBeVisible();
  await expect(confirm).toBeHidden();
  // The row's menu now offers the way back.
  await row.getByRole('button', { name: `Actions for ${customer.name}` }).click();
  await expect(console_.getByRole('menuitem', { name: `Unblock ${customer.name}` })).toBeVisible();
  await console_.keyboard.press('Escape');

  // The customer still finds the listener online, but the request is refused, neutrally.
  const phone = await signedIn(browser, baseURL, customer, PHONE);
  await openFromDirectory(phone, listener.name);
  await sendRequestForm(phone, REQUEST);
  const refused = refusal(phone);
  await expect(refused).toContainText(messages.safety.listenerNotTakingYou);
  await expect(refused).not.toContainText(messages.safety.listenerBlockedByYou);
  await expect(refused.getByRole('link', { name: 'Open settings' })).toHaveCount(0);
  await expect(phone).toHaveURL(pathIs(routes.app.listener(listener.id)));

  // The listener's Account page lists the customer among those they blocked.
  await console_.goto(routes.account);
  const blocked = console_.getByRole('list', { name: 'Blocked customers' });
  await expect(blocked.getByRole('listitem')).toHaveCount(1);
  await expect(blocked.getByRole('listitem')).toContainText(customer.name);
  for (const page of [console_, phone]) await page.context().close();
});
