// Lighthouse (mobile, performance only) on the public pages and on every signed-in home, median of 3
// runs each, against the built product (the real server on the embedded database with the demo data,
// in its own process). Every run gets a fresh Chromium profile, so nothing is cached between runs.
// Signed-in pages: the demo person is signed in through the API and the app's persisted sign-in is
// written into localStorage before Lighthouse loads the page. The customer's live session screen
// needs a running session: the bench asks for a chat session as one demo customer, has the demo
// listener accept and start it, and holds both people's sockets in the session's room (so presence
// does not end it) for as long as that page is measured.
// Run: npm run bench:lighthouse (after `npm run build`; `npm run bench` runs it after the API bench).
// Options: LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES (labels, e.g. `/,/login,customer:/app`;
// default all), LIGHTHOUSE_OUT (a folder for every run's JSON report), CHROME_PATH (default
// /usr/bin/chromium).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { io, type Socket } from 'socket.io-client';
import {
  API_PREFIX,
  SOCKET_PATH,
  buildPath,
  endpoints,
  routes,
  socketEvents,
  type Endpoint,
} from '@app/contract';
import { CHROMIUM_PATH } from '../apps/web/scripts/chromium.mjs';
import { startProductServer } from '../apps/web/scripts/product-server.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const reportDir = process.env.LIGHTHOUSE_OUT;
let reportCount = 0;
// The web app's persisted auth store key (apps/web/src/config/storage.ts). Should it change, the
// signed-in run fails loudly: it checks that the page did not end at /login.
const AUTH_STORAGE_KEY = 'sms';
// Demo sign-ins (README). The live session is between people the other pages do not use, so the
// customer's directory and wallet are measured without an open-session banner.
const DEMO = {
  admin: { email: 'admin@listenwell.test', password: 'admin1234' },
  listener: { email: 'asha@listenwell.test', password: 'listener1234' },
  customer: { email: 'priya@listenwell.test', password: 'customer1234' },
  sessionListener: { email: 'rohan@listenwell.test', password: 'listener1234' },
  sessionCustomer: { email: 'arjun@listenwell.test', password: 'customer1234' },
} as const;
type Person = keyof typeof DEMO;
/** A few lines of conversation, so the live screen shows a chat in progress. */
const CHAT_LINES = [
  ['customer', 'Hi, thanks for taking my request.'],
  ['listener', 'Of course. I am here, take your time.'],
  ['customer', 'Work has been a lot this week and I cannot switch off at night.'],
  ['listener', 'That sounds exhausting. What does a usual evening look like for you right now?'],
] as const;

type Metrics = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };
type Page = { label: string; path: string; who?: Person; liveSession?: boolean };
const pages: Page[] = [
  { label: '/', path: routes.home },
  { label: '/login', path: routes.login },
  { label: 'admin:/dashboard', path: routes.dashboard, who: 'admin' },
  { label: 'listener:/dashboard', path: routes.dashboard, who: 'listener' },
  { label: 'customer:/app', path: routes.app.home, who: 'customer' },
  { label: 'customer:/app/wallet', path: routes.app.wallet, who: 'customer' },
  // The path is the session's, known once the bench has made it.
  {
    label: 'customer:live-session',
    path: routes.app.session(':id'),
    who: 'sessionCustomer',
    liveSession: true,
  },
];

/** The value the web app's persisted auth store (zustand `persist`) keeps for a signed-in user. */
const persistedAuth = (token: string) => {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const user = {
    id: text(claims.id) ?? text(claims.sub),
    name: text(claims.name) ?? text(claims.email),
    email: text(claims.email) ?? '',
    role: text(claims.role),
    approvedAt: text(claims.approvedAt),
    profileImageUrl: text(claims.profileImageUrl),
    avatar: text(claims.avatar),
  };
  return JSON.stringify({ state: { accessToken: token, user, isAuthenticated: true }, version: 0 });
};

/** One contract endpoint through the API, as the web calls it; throws with the server's answer. */
const call = async (
  baseUrl: string,
  endpoint: Endpoint,
  options: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
): Promise<unknown> => {
  const url = new URL(`${baseUrl}${API_PREFIX}${buildPath(endpoint.path, options.params)}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      'x-client': 'web',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(endpoint.method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
};

const signIn = async (baseUrl: string, who: Person) => {
  const answer = (await call(baseUrl, endpoints.auth.login, { body: DEMO[who] })) as { token: string };
  return answer.token;
};

/** A signed-in socket, as the web app opens one; resolves once connected. */
const openSocket = (baseUrl: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(baseUrl, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/** Emits a session event and waits for its acknowledgement; throws on a refusal. */
const emitAcked = (socket: Socket, event: string, payload: unknown) =>
  new Promise<void>((resolve, reject) => {
    socket
      .timeout(10_000)
      .emit(event, payload, (error: Error | null, answer?: { ok: boolean; message?: string }) => {
        if (error) reject(error);
        else if (!answer?.ok) reject(new Error(`${event}: ${answer?.message ?? 'refused'}`));
        else resolve();
      });
  });

/**
 * A running chat session between the demo session customer and listener: the listener's console is
 * online (socket + switch), the customer asks, the listener accepts and starts it, and both hold a
 * socket in the room (a person gone for the reconnect grace would end it). A few messages are sent.
 * `close` ends it (billed) and closes the sockets.
 */
const startLiveSession = async (baseUrl: string, tokens: Record<Person, string>) => {
  const customerToken = tokens.sessionCustomer;
  const listenerToken = tokens.sessionListener;
  const sockets: Socket[] = [];
  try {
    const listenerSocket = await openSocket(baseUrl, listenerToken);
    sockets.push(listenerSocket);
    await call(baseUrl, endpoints.availability.set, { token: listenerToken, body: { online: true } });
    const me = (await call(baseUrl, endpoints.auth.me, { token: listenerToken })) as { user: { id: string } };
    const profile = (await call(baseUrl, endpoints.directory.get, {
      token: customerToken,
      params: { id: me.user.id },
    })) as { data: { languages: string[] } };
    const asked = (await call(baseUrl, endpoints.customerSessions.request, {
      token: customerToken,
      body: {
        listenerId: me.user.id,
        mode: 'CHAT',
        language: profile.data.languages[0] ?? 'English',
        userMood: 'neutral',
      },
    })) as { data: { id: string } };
    const sessionId = asked.data.id;
    const ref = { sessionId };
    await call(baseUrl, endpoints.sessions.accept, { token: listenerToken, query: { id: sessionId } });
    const customerSocket = await openSocket(baseUrl, customerToken);
    sockets.push(customerSocket);
    await emitAcked(customerSocket, socketEvents.client.joinAsCustomer, ref);
    await emitAcked(listenerSocket, socketEvents.client.joinAsListener, ref);
    await call(baseUrl, endpoints.sessions.start, { token: listenerToken, query: { id: sessionId } });
    for (const [who, message] of CHAT_LINES) {
      const socket = who === 'customer' ? customerSocket : listenerSocket;
      await emitAcked(socket, socketEvents.client.sendMessage, {
        sessionId,
        message,
        clientMessageId: crypto.randomUUID(),
      });
    }
    const close = async () => {
      await call(baseUrl, endpoints.customerSessions.end, {
        token: customerToken,
        params: { id: sessionId },
      });
      for (const socket of sockets) socket.close();
    };
    return { path: routes.app.session(sessionId), close };
  } catch (error) {
    for (const socket of sockets) socket.close();
    throw error;
  }
};

const runOnce = async (label: string, url: string, storage?: string): Promise<Metrics> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    if (storage) {
      // Sign in the way the app remembers it: the persisted store in localStorage. The page opened to
      // write it is an image on the same origin, so no script or style lands in the cache.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(new URL('/favicon.svg', url).toString());
      await tab.evaluate(
        (key, value) => {
          // Runs in the page (this project's bench types have no DOM library).
          const page = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
          page.localStorage.setItem(key, value);
        },
        AUTH_STORAGE_KEY,
        storage,
      );
      await tab.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A fresh profile per run is already empty; resetting would also wipe the sign-in set above.
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportDir) {
      // Every run's full report, to read what held a score down (the LCP element, the request chain).
      fs.mkdirSync(reportDir, { recursive: true });
      const name = `${(reportCount += 1)}-${label.replace(/\W+/g, '_')}.json`;
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (storage && !lhr.finalDisplayedUrl.endsWith(new URL(url).pathname)) {
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: the sign-in was not accepted`);
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
    };
  } finally {
    chrome.kill();
  }
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const chosen = pages.filter((page) => !only || only.includes(page.label));
const unknown = only?.filter((label) => !pages.some((page) => page.label === label)) ?? [];
if (unknown.length) {
  throw new Error(
    `LIGHTHOUSE_PAGES: no page ${unknown.join(', ')} (pages: ${pages.map((p) => p.label).join(', ')})`,
  );
}

const server = await startProductServer({ env: { SEED_DEMO: 'true' } });
let live: Awaited<ReturnType<typeof startLiveSession>> | undefined;
try {
  const people = [...new Set(chosen.flatMap((page) => (page.who ? [page.who] : [])))];
  if (chosen.some((page) => page.liveSession)) people.push('sessionListener');
  const tokens = Object.fromEntries(
    await Promise.all(people.map(async (who) => [who, await signIn(server.url, who)] as const)),
  ) as Record<Person, string>;
  console.log(`Lighthouse ${runs}x per page (mobile, performance), median; ${server.url}`);
  console.log(`load average at start ${loadAverage()} (${os.cpus().length} cores)\n`);
  console.log(
    'page                    score   FCP ms   LCP ms   TBT ms    CLS     SI ms   runs (score)   load avg',
  );
  for (const page of chosen) {
    let pagePath = page.path;
    if (page.liveSession) {
      live = await startLiveSession(server.url, tokens);
      pagePath = live.path;
    }
    const storage = page.who ? persistedAuth(tokens[page.who]) : undefined;
    const results: Metrics[] = [];
    for (let run = 0, failures = 0; run < runs; run += 1) {
      try {
        const url = new URL(pagePath, server.url).toString();
        results.push(await runOnce(page.label, url, storage));
      } catch (error) {
        // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): run that one again.
        failures += 1;
        if (failures > 2) throw error;
        console.warn(`  ${page.label}: ${(error as Error).message}; running again`);
        run -= 1;
      }
    }
    if (live) {
      await live.close();
      live = undefined;
    }
    const m = (key: keyof Metrics) => median(results.map((r) => r[key]));
    console.log(
      `${page.label.padEnd(22)} ${String(m('score')).padStart(6)} ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(7)} ${m('si').toFixed(0).padStart(9)}   ${results
        .map((r) => r.score)
        .join(' ')
        .padEnd(12)}   ${os.loadavg()[0]?.toFixed(2)}`,
    );
  }
} finally {
  await live?.close().catch(() => undefined);
  await server.stop();
}
