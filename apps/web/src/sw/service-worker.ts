/// <reference lib="es2022" />
// The service worker (issue 23 §2), built on its own by vite.config.ts's serviceWorker() into /sw.js.
// - Offline, a page of the app opens from the app shell (app.html, the entry script and CSS, precached
//   at install); hashed assets are kept as they are used. API answers and the socket are never cached:
//   they pass straight to the network.
// - A push shows its kind's text from the contract (the payload holds a kind, at most a name, and the
//   path to open); a click focuses a window of the app on that path, or opens one.
import {
  isLocale,
  PUSH_KINDS,
  pushNotificationText,
  setLocaleResolver,
  type Locale,
  type PushKind,
} from '@app/contract';
import { registerCatalogue } from '@app/contract/catalogue';
import { pushHi } from '@app/contract/hi/push';

declare const __PRECACHE__: string[];
declare const __CACHE_VERSION__: string;

type ExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
};
type PushEvent = ExtendableEvent & { data: { json: () => unknown } | null };
type NotificationClickEvent = ExtendableEvent & { notification: Notification };
type WindowClient = {
  url: string;
  focus: () => Promise<WindowClient>;
  navigate: (url: string) => Promise<WindowClient | null>;
};
type ServiceWorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<WindowClient[]>;
    openWindow: (url: string) => Promise<WindowClient | null>;
    claim: () => Promise<void>;
  };
  skipWaiting: () => Promise<void>;
  addEventListener: ((type: 'install' | 'activate', listener: (event: ExtendableEvent) => void) => void) &
    ((type: 'fetch', listener: (event: FetchEvent) => void) => void) &
    ((type: 'push', listener: (event: PushEvent) => void) => void) &
    ((type: 'notificationclick', listener: (event: NotificationClickEvent) => void) => void);
};

const sw = self as unknown as ServiceWorkerScope;
const SHELL = '/app.html';
const CACHE = `listenwell-${__CACHE_VERSION__}`;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => sw.clients.claim()),
  );
});

/** Only our own static files: never the API, the socket, another origin or anything but a GET. */
const isStatic = (url: URL, request: Request) =>
  request.method === 'GET' &&
  url.origin === sw.location.origin &&
  !url.pathname.startsWith('/api/') &&
  !url.pathname.startsWith('/socket.io/');

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (!isStatic(url, request)) return;
  if (request.mode === 'navigate') {
    // The network first (pages change with each release); offline, the app shell.
    event.respondWith(fetch(request).catch(async () => (await caches.match(SHELL)) ?? Response.error()));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change: the cached copy, else the network's, kept for next time.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});

type Payload = { kind: PushKind; name?: string; url: string; locale: Locale };

// A notification is shown in the language its person reads (the payload says which): the worker
// carries the push texts of every language, nothing more of the catalogue.
registerCatalogue('hi', pushHi);
let locale: Locale = 'en';
setLocaleResolver(() => locale);

const payloadOf = (event: PushEvent): Payload | undefined => {
  try {
    const data = event.data?.json() as Partial<Payload> | undefined;
    if (!data?.kind || !PUSH_KINDS.includes(data.kind)) return undefined;
    // Only a path of this site opens; anything else opens the home page.
    const url =
      typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/';
    return {
      kind: data.kind,
      url,
      locale: isLocale(data.locale) ? data.locale : 'en',
      ...(typeof data.name === 'string' ? { name: data.name } : {}),
    };
  } catch {
    return undefined;
  }
};

sw.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  locale = payload.locale;
  const { title, body } = pushNotificationText(payload.kind, payload.name);
  event.waitUntil(
    sw.registration.showNotification(title, {
      body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per kind and screen: a newer one replaces the older.
      tag: `${payload.kind}:${payload.url}`,
      data: { url: payload.url },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, sw.location.origin).href;
  // Focusing needs the click's user activation; without it the window is still where it should be.
  const focus = (client: WindowClient) => client.focus().catch(() => client);
  const opened = sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
    const same = windows.find((client) => client.url === target);
    if (same) return focus(same);
    const ours = windows.find((client) => new URL(client.url).origin === sw.location.origin);
    const moved = ours ? await ours.navigate(target).catch(() => null) : null;
    return moved ? focus(moved) : sw.clients.openWindow(target);
  });
  try {
    event.waitUntil(opened);
  } catch {
    // An event dispatched by a script (the browser test's click) has no lifetime to extend.
  }
});
