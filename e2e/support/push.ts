// Web push end to end in a journey. No browser vendor's push service is reached: the server sends to the
// local push service its own tests use (apps/server/test/support/push-service.ts), which checks the VAPID
// signature against the server's key and decrypts the payload with device keys the test made; the test
// registers that device on the server through the app's subscribe endpoint (Chromium cannot subscribe
// at a vendor from here), then hands the decrypted text to the person's real service worker through
// DevTools' ServiceWorker.deliverPushMessage, as the browser's push service would. A real click on a
// system notification cannot be made from a test: the click is a notificationclick event dispatched in
// the worker with the notification it showed, so the worker's own handler decides where it leads.
// Notifications need the full Chromium (the headless shell denies them): `launchChromium(CHROMIUM_ARGS,
// CHROMIUM_PATH)`.
import { endpoints, type PushPayload } from '@app/contract';
import type { APIRequestContext, BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { startPushService, type PushServiceSimulator } from '../../apps/server/test/support/push-service.ts';
import { api, expect } from './fixtures.ts';
import { bearer } from './listeners.ts';

/** Where the app's worker takes pushes: its registration, reached through a DevTools session. */
export type AppWorker = { cdp: CDPSession; origin: string; registrationId: string };

/** Waits until the app's service worker controls the page; answers its registration (DevTools). */
export const controlledBy = async (page: Page): Promise<AppWorker> => {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  return { cdp, origin, registrationId: registrations.get(`${origin}/`) ?? '' };
};

/** The local push service, accepting only pushes signed with the server's VAPID key. */
export const startLocalPushService = async (
  request: APIRequestContext,
  token: string,
): Promise<PushServiceSimulator> => {
  const response = await request.get(api(endpoints.push.key.path), { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { publicKey } = ((await response.json()) as { data: { publicKey: string } }).data;
  return startPushService({ vapidPublicKey: publicKey });
};

/** A new device on the local push service, turned on for the signed-in person through the app's API. */
export const subscribeDeviceViaApi = async (
  request: APIRequestContext,
  token: string,
  pushService: PushServiceSimulator,
) => {
  const device = pushService.device();
  const response = await request.post(api(endpoints.push.subscribe.path), {
    headers: bearer(token),
    data: device.subscription,
  });
  expect(response.status(), await response.text()).toBe(200);
  return device;
};

/**
 * Waits for the device's one push, checks it is exactly `expected` (kind, name, url: nothing else in
 * the encrypted text) and answers that text, as the push service hands it to the browser.
 */
export const receivedPush = async (
  pushService: PushServiceSimulator,
  device: { id: string; received: () => { text: string; payload: Record<string, unknown> }[] },
  expected: PushPayload,
): Promise<string> => {
  await pushService.waitFor(device.id, 1, 10_000);
  expect(pushService.refusals).toEqual([]);
  const [delivery, ...more] = device.received();
  expect(more).toEqual([]);
  expect(JSON.parse(delivery?.text ?? '')).toStrictEqual(expected);
  return delivery?.text ?? '';
};

/** The app's service worker as it runs now (started again for a push if it had gone idle). */
const appWorker = async (context: BrowserContext): Promise<Worker> => {
  const running = () =>
    context.serviceWorkers().find((worker) => new URL(worker.url()).pathname === '/sw.js');
  return running() ?? (await context.waitForEvent('serviceworker'));
};

type Shown = { title: string; body: string; data: unknown };

/** The notifications the app's worker shows now, read in the worker itself (no page of the app needed). */
const shownNotifications = async (context: BrowserContext): Promise<Shown[]> =>
  (await appWorker(context)).evaluate(async () =>
    (
      await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()
    ).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })),
  );

/** Hands the push service's text to the person's worker, and waits for the notification it shows. */
export const deliverToWorker = async (
  context: BrowserContext,
  { cdp, origin, registrationId }: AppWorker,
  text: string,
  expected: Shown,
): Promise<void> => {
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: text });
  await expect.poll(() => shownNotifications(context)).toEqual([expected]);
};

type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent: (event: Event) => boolean;
  NotificationEvent: new (type: string, init: object) => Event;
  clients: { openWindow: (url: string) => Promise<unknown> };
};

/**
 * Clicks the one notification shown: a notificationclick dispatched in the worker with it. With a window
 * of the app open, the worker's handler leads that window to the notification's screen.
 */
export const clickNotification = async (context: BrowserContext): Promise<void> => {
  await (
    await appWorker(context)
  ).evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
};

/**
 * Clicks the one notification shown while no window of the app is open, and opens the window the
 * worker's handler asks for. Chromium lets a worker open a window only during a click the browser itself
 * delivered (a script-dispatched event is refused: "Not allowed to open a window."), so the journey reads
 * the address the handler passed to `clients.openWindow` and opens it in a new tab of the same browser,
 * as the browser does on a real click. Answers that tab.
 */
export const clickNotificationWithNoWindow = async (context: BrowserContext): Promise<Page> => {
  const asked = await (
    await appWorker(context)
  ).evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const { clients } = scope;
    const openWindow = clients.openWindow.bind(clients);
    try {
      const opened = new Promise<string>((resolve, reject) => {
        clients.openWindow = (url: string) => {
          resolve(url);
          return openWindow(url);
        };
        setTimeout(() => reject(new Error('the click handler opened no window')), 5_000);
      });
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      return await opened;
    } finally {
      delete (clients as Partial<WorkerScope['clients']>).openWindow;
    }
  });
  const page = await context.newPage();
  await page.goto(asked);
  return page;
};
