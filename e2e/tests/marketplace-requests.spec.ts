// The customer's requests that never start: cancelled from the waiting screen, and closed (declined)
// by the listener. Neither costs anything.
import { describeSessionEnd, messages, routes } from '@app/contract';
import { expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';
import { createListenerViaApi, uniqueWord } from '../support/listeners.ts';
import {
  buyPlanViaApi,
  createCustomerViaApi,
  DESKTOP,
  goOnlineViaApi,
  openFromDirectory,
  REQUESTS_VISIBLE_WITHIN_MS,
  requestSession,
  walletBalanceViaApi,
} from '../support/marketplace.ts';

test.describe('marketplace requests', () => {
  test('a customer cancels a waiting request for free, and a request the listener closes shows as declined', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const listenerName = `Listener ${uniqueWord('Decl')}`;
    const customerName = `Customer ${uniqueWord('Decl')}`;
    const listener = await createListenerViaApi(request, {
      prefix: 'mkt-decline',
      profile: { name: listenerName, languages: ['Hindi'], preferredMode: 'AUDIO' },
      approve: true,
    });
    await goOnlineViaApi(request, listener);
    const customer = await createCustomerViaApi(request, {
      prefix: 'mkt-decline-customer',
      name: customerName,
    });
    const funded = await buyPlanViaApi(request, customer.token, 'Starter');

    await page.setViewportSize(DESKTOP);
    await loginViaUi(page, customer);
    await expect(page).toHaveURL(pathIs(routes.app.home));

    // Cancel from the waiting screen: the request ends and nothing is charged.
    await openFromDirectory(page, listenerName);
    const cancelledId = await requestSession(page, { mode: 'Audio', language: 'Hindi', mood: 'Neutral' });
    await expect(page.getByRole('heading', { name: `Waiting for ${listenerName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel request', exact: true }).click();
    await expect(page.getByText(messages.sessions.cancelled).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This request has ended' })).toBeVisible();
    await expect(
      page.getByText(`${describeSessionEnd('CANCELLED', 'customer')} Nothing was charged.`),
    ).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    expect(await walletBalanceViaApi(request, customer.token)).toBe(funded);

    // Ask again; the listener (signed in through the UI) closes the request from Requests.
    const listenerContext = await browser.newContext({ baseURL, viewport: DESKTOP });
    const console_ = await listenerContext.newPage();
    await loginViaUi(console_, listener);
    await console_.goto(routes.listener.sessionRequests);
    await page.getByRole('link', { name: `Ask ${listenerName} again` }).click();
    const declinedId = await requestSession(page, { mode: 'Audio', language: 'Hindi', mood: 'Angry' });
    expect(declinedId).not.toBe(cancelledId);
    const requestRow = console_.getByRole('row').filter({ hasText: customerName });
    await expect(requestRow).toBeVisible({ timeout: REQUESTS_VISIBLE_WITHIN_MS });
    await requestRow.getByRole('button', { name: `Close request from ${customerName}` }).click();
    await expect(console_.getByText(messages.sessions.closed).first()).toBeVisible();
    await expect(requestRow).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'This request has ended' })).toBeVisible();
    await expect(
      page.getByText(`${describeSessionEnd('DECLINED', 'customer', { listenerName })} Nothing was charged.`),
    ).toBeVisible();
    await expect(page.getByText('Declined', { exact: true })).toBeVisible();
    expect(await walletBalanceViaApi(request, customer.token)).toBe(funded);

    // Both show in the customer's history with why they ended.
    await page.goto(routes.app.sessions);
    const historyLinks = page.getByRole('link').filter({ hasText: listenerName });
    await expect(historyLinks).toHaveCount(2);
    await expect(page.locator(`a[href="${routes.app.session(declinedId)}"]`)).toContainText('Declined');
    await expect(page.locator(`a[href="${routes.app.session(cancelledId)}"]`)).toContainText('Cancelled');

    // The listener's Completed Sessions lists neither (they never started).
    await console_.goto(routes.listener.sessions);
    await expect(console_.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();
    await expect(console_.getByRole('row').filter({ hasText: customerName })).toHaveCount(0);
    await listenerContext.close();
  });
});
