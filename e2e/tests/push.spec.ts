// Push notifications and the installable app in the browser (issue 23 §2). No browser vendor's push
// service is reached: DevTools' ServiceWorker.deliverPushMessage hands a payload to the app's service
// worker as a push service would, and the test reads the notification it showed. A real click on a
// system notification cannot be made from a test, so the click is a notificationclick event dispatched
// in the service worker with that notification: the worker's own handler decides where it leads.
// This journey runs in the full Chromium: the headless shell the others use denies notifications.
import path from 'node:path';
import { pushMessages, pushNotificationText, routes } from '@app/contract';
import { CHROMIUM_PATH } from '../../apps/web/scripts/chromium.mjs';
import { CHROMIUM_ARGS, launchChromium } from '../support/chromium.ts';
import { expect, loginViaUi, test } from '../support/fixtures.ts';
import { shootMarketplace } from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import { controlledBy } from '../support/push.ts';
import { customerWithCoins, PHONE } from '../support/safety.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'push');

test('the app installs, opens offline from its shell, and a push shows its notification and opens its screen', async ({
  baseURL,
  request,
}) => {
  const customer = await customerWithCoins(request, 'push');
  const browser = await launchChromium(CHROMIUM_ARGS, CHROMIUM_PATH);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  await loginViaUi(page, customer);

  // Installable: the manifest with its icons, linked from the page.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestHref ?? '')).json()) as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: routes.login, display: 'standalone' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);

  // The opt-in control on the customer's settings.
  await page.goto(routes.app.settings);
  await expect(page.getByText(pushMessages.controlTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: pushMessages.turnOn })).toBeVisible();
  await shootMarketplace(page, 'settings-notifications', SHOTS);
  const { cdp, origin, registrationId } = await controlledBy(page);

  // Offline, a page of the app still opens (the app shell), and no API answer was ever cached.
  await context.setOffline(true);
  await page.goto(routes.app.wallet);
  await expect(page.locator('#root')).not.toBeEmpty();
  await context.setOffline(false);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/app.html');
  expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/socket.io'))).toEqual([]);

  // A push arrives: its kind's words from the contract, the name, nothing else.
  await page.goto(routes.app.settings);
  const sessionPath = routes.app.session('00000000-0000-4000-8000-000000000000');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ kind: 'request-accepted', name: 'Asha', url: sessionPath }),
  });
  const expected = pushNotificationText('request-accepted', 'Asha');
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        })),
      ),
    )
    .toEqual([{ title: expected.title, body: expected.body, data: { url: sessionPath } }]);

  // Its click leads the app's window to the session's screen.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker?.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventOf = (
      self as unknown as { NotificationEvent: new (type: string, init: object) => Event }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`${sessionPath}$`));
  await browser.close();
});
