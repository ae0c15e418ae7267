// Issue 23 §2 and §5 as one journey on a 375 px phone: after a session the customer stars the listener
// on its summary and asks to be told when they are online; the listener goes offline and comes back;
// the server's "listener-online" push reaches the customer's real service worker through the local
// push service (support/push.ts: signature checked, payload decrypted), its notification's click leads
// to the listener's page, and a request from there reaches the listener's Requests.
import path from 'node:path';
import { endpoints, favouritesMessages as f, pushNotificationText, routes } from '@app/contract';
import { CHROMIUM_PATH } from '../../apps/web/scripts/chromium.mjs';
import { CHROMIUM_ARGS, launchChromium } from '../support/chromium.ts';
import { api, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';
import { bearer } from '../support/listeners.ts';
import {
  customerSessionViaApi,
  DESKTOP,
  goOnlineViaApi,
  requestSession,
  shootMarketplace,
} from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import {
  clickNotification,
  controlledBy,
  deliverToWorker,
  receivedPush,
  startLocalPushService,
  subscribeDeviceViaApi,
} from '../support/push.ts';
import { freeSession, meet, signedIn, toast } from '../support/safety.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'favourite-notify');
const PHONE = { width: 375, height: 812 } as const;

test('favourite → notify when online → talk again: the star and the bell, the online push, its click, a new request', async ({
  browser: shell,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const pair = await meet(request, 'FavNotify');
  const { listener, customer } = pair;
  const first = await freeSession(request, pair);
  const pushService = await startLocalPushService(request, customer.token);
  const browser = await launchChromium(CHROMIUM_ARGS, CHROMIUM_PATH);
  try {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    await context.grantPermissions(['notifications']);
    const phone = await context.newPage();
    await loginViaUi(phone, customer);
    const worker = await controlledBy(phone);
    const device = await subscribeDeviceViaApi(request, customer.token, pushService);

    // The summary of the session they had: Add to favourites.
    await phone.goto(routes.app.session(first.id));
    await expect(phone.getByRole('heading', { name: 'Session complete' })).toBeVisible();
    const star = phone.getByRole('button', { name: f.favourite });
    await star.click();
    await expect(toast(phone, f.favourited(listener.name))).toBeVisible();
    await expect(phone.getByRole('button', { name: f.unfavourite })).toHaveAttribute('aria-pressed', 'true');
    await shootMarketplace(phone, 'customer-summary-starred', SHOTS);

    // The bell lives beside the star on the listener's page: Notify me when online.
    await phone.goto(routes.app.listener(listener.id));
    await expect(phone.getByRole('heading', { level: 1, name: listener.name })).toBeVisible();
    const bell = phone.getByRole('button', { name: f.notifyOnline });
    await expect(bell).toHaveAttribute('aria-pressed', 'false');
    await bell.click();
    await expect(bell).toHaveAttribute('aria-pressed', 'true');
    await shootMarketplace(phone, 'customer-listener-notify-on', SHOTS);
    await phone.goto(routes.app.home);

    // The listener switches off, then on again: the server pushes "online" to the customer's device.
    const off = await request.post(api(endpoints.availability.set.path), {
      headers: bearer(listener.token),
      data: { online: false },
    });
    expect(off.status(), await off.text()).toBe(200);
    await goOnlineViaApi(request, listener);
    const listenerPath = routes.app.listener(listener.id);
    const text = await receivedPush(pushService, device, {
      kind: 'listener-online',
      name: listener.name,
      url: listenerPath,
    });

    // The customer's worker shows it; its click leads the app's window to the listener's page.
    const shown = pushNotificationText('listener-online', listener.name);
    await deliverToWorker(context, worker, text, {
      title: shown.title,
      body: shown.body,
      data: { url: listenerPath },
    });
    await clickNotification(context);
    await expect(phone).toHaveURL(pathIs(listenerPath));
    await expect(phone.getByRole('heading', { level: 1, name: listener.name })).toBeVisible();
    await shootMarketplace(phone, 'customer-listener-from-push', SHOTS);

    // Talk again from there: a new request the listener sees on Requests.
    const console_ = await signedIn(shell, baseURL, listener, DESKTOP);
    try {
      await console_.goto(routes.listener.sessionRequests);
      await expect(console_.getByRole('heading', { name: 'Session Requests' })).toBeVisible();
      const again = await requestSession(phone, { mode: 'Chat', language: 'English', mood: 'Neutral' });
      expect(again).not.toBe(first.id);
      const asked = await customerSessionViaApi(request, customer.token, again);
      expect(asked).toMatchObject({ status: 'pending', mode: 'CHAT', language: 'English' });
      expect(asked.listener.id).toBe(listener.id);
      const row = console_.getByRole('row').filter({ hasText: customer.name });
      await expect(row).toBeVisible();
      await expect(row.getByRole('button', { name: `Accept request from ${customer.name}` })).toBeVisible();
      await shootMarketplace(console_, 'listener-request-after-push', SHOTS);
    } finally {
      await console_.context().close();
    }
  } finally {
    await browser.close();
    await pushService.close();
  }
});
