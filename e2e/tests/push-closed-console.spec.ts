// Issue 23 §2 end to end: a new request reaches a listener whose console is closed as a web push, and
// its click opens Requests, where the request waits to be accepted. The server sends the push to the
// local push service (support/push.ts), which checks its signature and decrypts it; the journey hands
// exactly that text to the listener's real service worker and clicks the notification it shows.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { endpoints, pushNotificationText, routes, type CustomerSession } from '@app/contract';
import { CHROMIUM_PATH } from '../../apps/web/scripts/chromium.mjs';
import { CHROMIUM_ARGS, launchChromium } from '../support/chromium.ts';
import { closeConsoleSockets } from '../support/console-socket.ts';
import { api, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';
import { bearer } from '../support/listeners.ts';
import { customerSessionViaApi, DESKTOP, shootMarketplace } from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import {
  clickNotificationWithNoWindow,
  controlledBy,
  deliverToWorker,
  receivedPush,
  startLocalPushService,
  subscribeDeviceViaApi,
} from '../support/push.ts';
import { meet } from '../support/safety.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'push-closed-console');

test('a new request reaches a closed console as a push, and its click opens Requests where it can be accepted', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // An online listener (switch on, seen by a console within the presence grace) and a customer with coins.
  const { listener, customer } = await meet(request, 'PushClosed');
  const pushService = await startLocalPushService(request, listener.token);
  const browser = await launchChromium(CHROMIUM_ARGS, CHROMIUM_PATH);
  try {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    await context.grantPermissions(['notifications']);
    const console_ = await context.newPage();
    await loginViaUi(console_, listener);
    await expect(console_).toHaveURL(pathIs(routes.dashboard));
    const worker = await controlledBy(console_);
    const device = await subscribeDeviceViaApi(request, listener.token, pushService);

    // The console closes: no page of the app is left in the browser and no console socket on the server.
    await console_.goto('about:blank');
    closeConsoleSockets();

    // A customer asks for a chat: the server pushes it to the listener's device.
    const asked = await request.post(api(endpoints.customerSessions.request.path), {
      headers: { ...bearer(customer.token), 'Idempotency-Key': randomUUID() },
      data: { listenerId: listener.id, mode: 'CHAT', language: 'English', userMood: 'neutral' },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const session = ((await asked.json()) as { data: CustomerSession }).data;
    const text = await receivedPush(pushService, device, {
      kind: 'new-request',
      name: customer.name,
      url: routes.listener.sessionRequests,
    });

    // The push reaches the listener's worker: the notification names the customer, and nothing else.
    const shown = pushNotificationText('new-request', customer.name);
    await deliverToWorker(context, worker, text, {
      title: shown.title,
      body: shown.body,
      data: { url: routes.listener.sessionRequests },
    });

    // Its click opens the app on Requests, where the request waits; Accept takes it.
    const requests = await clickNotificationWithNoWindow(context);
    await expect(requests).toHaveURL(pathIs(routes.listener.sessionRequests));
    const row = requests.getByRole('row').filter({ hasText: customer.name });
    await expect(row).toBeVisible();
    await shootMarketplace(requests, 'listener-requests-from-push', SHOTS);
    await row.getByRole('button', { name: `Accept request from ${customer.name}` }).click();
    await expect(row).toHaveCount(0);
    expect((await customerSessionViaApi(request, customer.token, session.id)).status).toBe('ACCEPTED');
  } finally {
    await browser.close();
    await pushService.close();
  }
});
