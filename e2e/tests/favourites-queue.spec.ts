// Issue 23 §5: a favourite leads the directory, and a busy listener's line is served in order.
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  endpoints,
  favouritesMessages as f,
  routes,
  type PublicListener,
  type WaitingCustomer,
} from '@app/contract';
import { api, apiLogin, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';
import { bearer, createListenerViaApi, uniqueWord } from '../support/listeners.ts';
import {
  buyPlanViaApi,
  createCustomerViaApi,
  DESKTOP,
  goOnlineViaApi,
  listenerSessionCall,
  REQUESTS_VISIBLE_WITHIN_MS,
  shootMarketplace,
} from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'favourites-queue');
const body = { mode: 'CHAT', language: 'Hindi', userMood: 'sad' } as const;

const listenerIdOf = async (request: APIRequestContext, token: string, name: string) => {
  const response = await request.get(api(endpoints.directory.list.path), {
    headers: bearer(token),
    params: { search: name },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: PublicListener[] };
  return data.find((listener) => listener.name === name)!.id;
};

test.describe('favourites and the waiting line', () => {
  test('a starred listener leads the directory', async ({ page, request }) => {
    test.setTimeout(120_000);
    const word = uniqueWord('Fav');
    const first = `Listener ${word} Aarav`;
    const last = `Listener ${word} Zoya`;
    for (const name of [first, last]) {
      const listener = await createListenerViaApi(request, {
        prefix: 'fav-listener',
        profile: { name, languages: ['Hindi'], preferredMode: 'CHAT' },
        approve: true,
      });
      await goOnlineViaApi(request, listener);
    }
    const customer = await createCustomerViaApi(request, {
      prefix: 'fav-customer',
      name: `Customer ${word}`,
    });
    await page.setViewportSize(DESKTOP);
    await loginViaUi(page, customer);
    await expect(page).toHaveURL(pathIs(routes.app.home));
    await page.getByLabel('Search listeners').fill(word);
    await expect(page).toHaveURL(/[?&]q=/);
    const names = page.getByRole('heading', { level: 2 });
    await expect(names).toHaveText([first, last]);

    await page.getByRole('button', { name: f.favouriteOf(last) }).click();
    await expect(page.getByRole('button', { name: f.unfavouriteOf(last) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(names).toHaveText([last, first]);
    await page.reload();
    await expect(names).toHaveText([last, first]);
    await shootMarketplace(page, 'directory-favourite-first', SHOTS);
  });

  test('two customers wait for a busy listener and are served in order', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = uniqueWord('Line');
    const listenerName = `Listener ${word}`;
    const listener = await createListenerViaApi(request, {
      prefix: 'line-listener',
      profile: { name: listenerName, languages: ['Hindi'], preferredMode: 'CHAT' },
      approve: true,
    });
    const listenerToken = await apiLogin(request, listener);
    const [talking, first, second] = await Promise.all(
      ['Talking', 'First', 'Second'].map((who) =>
        createCustomerViaApi(request, { prefix: `line-${who.toLowerCase()}`, name: `${who} ${word}` }),
      ),
    );
    for (const customer of [talking!, first!, second!])
      await buyPlanViaApi(request, customer.token, 'Starter');

    // The listener's console is open (their presence), and they are in a session with someone else.
    const consoleContext = await browser.newContext({ baseURL, viewport: DESKTOP });
    const console_ = await consoleContext.newPage();
    await loginViaUi(console_, listener);
    await goOnlineViaApi(request, listener);
    const listenerId = await listenerIdOf(request, talking!.token, listenerName);
    const requested = await request.post(api(endpoints.customerSessions.request.path), {
      headers: bearer(talking!.token),
      data: { listenerId, ...body },
    });
    expect(requested.status(), await requested.text()).toBe(200);
    const running = ((await requested.json()) as { data: { id: string } }).data.id;
    await listenerSessionCall(request, listenerToken, endpoints.sessions.accept.path, running);
    await listenerSessionCall(request, listenerToken, endpoints.sessions.start.path, running);

    // The first customer joins the line from the listener's page; the second through the API.
    await page.setViewportSize(DESKTOP);
    await loginViaUi(page, first!);
    await page.goto(routes.app.listener(listenerId));
    await expect(page.getByRole('heading', { level: 1, name: listenerName })).toBeVisible();
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /^Chat\b/ }) })
      .click();
    await page.getByLabel('Language', { exact: true }).selectOption('Hindi');
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Sad' }) })
      .click();
    await page.getByRole('button', { name: f.queueJoin }).click();
    await expect(page.getByText(f.queuePositionOf(1, listenerName))).toBeVisible();
    const joined = await request.post(api(endpoints.queue.join.path), {
      headers: bearer(second!.token),
      data: { listenerId, ...body },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    expect((await joined.json()) as { data: { position: number } }).toMatchObject({ data: { position: 2 } });
    await shootMarketplace(page, 'customer-waiting', SHOTS);

    // The listener sees who waits, in order; Take next is refused while they are busy.
    await console_.goto(routes.listener.sessionRequests);
    const line = console_.getByRole('list', { name: f.queueWaitingTitle });
    await expect(line.getByRole('listitem')).toHaveText([
      new RegExp(`^1\\.${first!.name}`),
      new RegExp(`^2\\.${second!.name}`),
    ]);
    await console_.getByRole('button', { name: f.queueTakeNext }).click();
    await expect(console_.getByText(f.queueStillBusy).first()).toBeVisible();
    await shootMarketplace(console_, 'listener-waiting', SHOTS);

    // Free again: Take next sends the first one's request, and their page follows them to it.
    const ended = await request.post(api(endpoints.customerSessions.end.path.replace(':id', running)), {
      headers: bearer(talking!.token),
    });
    expect(ended.status(), await ended.text()).toBe(200);
    await console_.getByRole('button', { name: f.queueTakeNext }).click();
    const firstRow = console_.getByRole('row').filter({ hasText: first!.name });
    await expect(firstRow).toBeVisible({ timeout: REQUESTS_VISIBLE_WITHIN_MS });
    await expect(page).toHaveURL(/\/app\/sessions\/[0-9a-f-]{36}$/, { timeout: 10_000 });
    await expect(line.getByRole('listitem')).toHaveText([new RegExp(`^1\\.${second!.name}`)]);

    // The listener closes that request; the next Take next serves the second customer.
    await firstRow.getByRole('button', { name: `Close request from ${first!.name}` }).click();
    await expect(firstRow).toHaveCount(0);
    await console_.getByRole('button', { name: f.queueTakeNext }).click();
    await expect(console_.getByRole('row').filter({ hasText: second!.name })).toBeVisible({
      timeout: REQUESTS_VISIBLE_WITHIN_MS,
    });
    const waiting = await request.get(api(endpoints.queue.waiting.path), { headers: bearer(listenerToken) });
    expect(((await waiting.json()) as { data: WaitingCustomer[] }).data).toEqual([]);
    await consoleContext.close();
  });
});
