// Call setup time (issue 10 §5): how long an audio call takes from the listener's offer to both sides
// 'connected', on the real app in Chromium, directly and through a TURN relay. The server is the product
// itself (apps/server/src/main.ts, embedded database, demo data) in its own process, with a real coturn
// started here (TURN_SECRET/TURN_URLS: the server mints the relay's credentials). Two Chromium contexts
// (fake microphone) are signed in as the demo listener Asha and the demo customer Priya. For each call:
// the customer asks for an audio session and Asha accepts it (API), the customer opens the session's
// page and waits (joined, microphone open, peer connection made), then the listener opens the call
// screen; its offer starts the handshake. The pages carry the e2e peer-connection probe
// (e2e/support/call-probe.ts), which notes when the listener's offer was created and when each side's
// connection reached 'connected' (wall-clock ms of this machine). Measured per call:
// - setup: the listener's createOffer -> the later of the two sides' 'connected' (the aim: p95 <= 1 s);
// - its parts: offer -> the customer applied it (signalling through the server), the customer applied
//   it -> both connected (answer, ICE checks, DTLS);
// - open: the listener's navigation to the call screen -> both connected (page load, microphone,
//   GET /calls/ice-servers, joining the room, then the handshake).
// The relayed calls add `?relay=1` to both pages (the app's switch for iceTransportPolicy 'relay'); the
// candidate pair in use is checked on both sides of every call (host for direct, relay for relayed).
// The session is then closed before it starts (nothing is billed) and the next one begins.
// Run: npm run bench:calls (also part of npm run bench; builds the web app first). Options:
// BENCH_CALLS (measured calls per kind, default 20), BENCH_CALL_WARMUP (calls per kind not counted,
// default 2), BENCH_CALL_KINDS (default `direct,relay`).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { API_PREFIX, buildPath, endpoints, routes } from '@app/contract';
import {
  installPeerProbe,
  readPeerStats,
  readPeerTimes,
  type PeerStats,
  type PeerTimes,
} from '../e2e/support/call-probe.ts';
import { startTurnServer, type TurnServer } from '../e2e/support/turn.ts';
import { CHROMIUM_PATH } from '../apps/web/scripts/chromium.mjs';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { root, startProductServer } from './product-server.ts';

const calls = Number(process.env.BENCH_CALLS ?? 20);
const warmup = Number(process.env.BENCH_CALL_WARMUP ?? 2);
const kinds = (process.env.BENCH_CALL_KINDS ?? 'direct,relay').split(',') as Kind[];
const AIM_P95_MS = 1_000;
const STEP_TIMEOUT_MS = 30_000;
const LISTENER = { email: 'asha@listenwell.test', password: 'listener1234' };
const CUSTOMER = { email: 'priya@listenwell.test', password: 'customer1234' };

type Kind = 'direct' | 'relay';
type Sample = { setup: number; signalling: number; handshake: number; open: number };

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** The product's server in its own process, as `npm start` runs it, with demo data and the relay's secret. */
const startServer = async (turn: TurnServer) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-calls-'));
  const server = await startProductServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    TURN_SECRET: turn.secret,
    TURN_URLS: turn.url,
  });
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const callApi = async <T>(
  base: string,
  method: 'GET' | 'POST',
  apiPath: string,
  options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<T> => {
  const url = new URL(`${base}${API_PREFIX}${apiPath}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method,
    headers: {
      'x-client': 'web',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
};

const signInViaApi = async (base: string, who: { email: string; password: string }) => {
  const { token } = await callApi<{ token: string }>(base, 'POST', endpoints.auth.login.path, { body: who });
  const { user } = await callApi<{ user: { id: string } }>(base, 'GET', endpoints.auth.me.path, { token });
  return { token, id: user.id };
};

/** Signs in through the app's login form (the app keeps its own token, as for a person). */
const signInViaUi = async (page: Page, base: string, who: { email: string; password: string }) => {
  await page.goto(`${base}${routes.login}`);
  // Text typed into the pre-rendered form before React owns it would be lost.
  await page.waitForFunction(
    () => {
      const form = document.querySelector('form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
    },
    { timeout: STEP_TIMEOUT_MS },
  );
  await page.type('input[autocomplete="email"]', who.email);
  await page.type('input[autocomplete="current-password"]', who.password);
  await page.click('button[type="submit"]');
  await page.waitForFunction(
    (login) => location.pathname !== login,
    { timeout: STEP_TIMEOUT_MS },
    routes.login,
  );
};

const openSide = async (browser: Browser, base: string, who: { email: string; password: string }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // tsx compiles this file with esbuild's keepNames: functions handed to the page call its `__name`
  // helper, which the page lacks.
  await page.evaluateOnNewDocument('globalThis.__name = (target) => target;');
  await page.evaluateOnNewDocument(installPeerProbe);
  await signInViaUi(page, base, who);
  return page;
};

/** Waits until the page's newest peer connection has reached 'connected'; returns its notes. */
const connected = async (page: Page): Promise<PeerTimes> => {
  await page.waitForFunction(
    () => {
      const notes = (window as { __e2ePeers?: { connectedAt: number | null }[] }).__e2ePeers ?? [];
      return notes[notes.length - 1]?.connectedAt != null;
    },
    { timeout: STEP_TIMEOUT_MS, polling: 50 },
  );
  const times = await page.evaluate(readPeerTimes);
  if (!times) throw new Error(`no peer connection on ${page.url()}`);
  return times;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const oneCall = async (
  base: string,
  kind: Kind,
  people: { listener: { token: string; id: string }; customer: { token: string }; language: string },
  pages: { console_: Page; phone: Page },
): Promise<Sample> => {
  const { console_, phone } = pages;
  const asked = await callApi<{ data: { id: string } }>(
    base,
    'POST',
    endpoints.customerSessions.request.path,
    {
      token: people.customer.token,
      body: { listenerId: people.listener.id, mode: 'AUDIO', language: people.language, userMood: 'neutral' },
    },
  );
  const sessionId = asked.data.id;
  await callApi(base, 'GET', endpoints.sessions.accept.path, {
    token: people.listener.token,
    query: { id: sessionId },
  });
  const query = kind === 'relay' ? '?relay=1' : '';

  // The customer waits on the session's page: in the room, microphone open, peer connection made.
  await phone.goto(`${base}${routes.app.session(sessionId)}${query}`);
  await phone.waitForFunction(
    () => {
      const status = document.querySelector<HTMLElement>('[data-testid="call-status"]');
      const notes = (window as { __e2ePeers?: unknown[] }).__e2ePeers ?? [];
      return status?.dataset.callPhase === 'socket-connected' && notes.length > 0;
    },
    { timeout: STEP_TIMEOUT_MS, polling: 50 },
  );

  // The listener opens the call screen: it joins, opens its microphone and offers.
  const opened = Date.now();
  await console_.goto(`${base}${routes.call(sessionId)}${query}`);
  const [offerer, answerer] = await Promise.all([connected(console_), connected(phone)]);
  const stats = await Promise.all([console_.evaluate(readPeerStats), phone.evaluate(readPeerStats)]);
  const expected = kind === 'relay' ? 'relay' : 'host';
  for (const [side, stat] of [
    ['listener', stats[0]],
    ['customer', stats[1]],
  ] as [string, PeerStats | null][]) {
    if (stat?.localCandidateType !== expected) {
      throw new Error(`${kind} call ${sessionId}: the ${side} uses a ${stat?.localCandidateType} candidate`);
    }
  }
  const offerAt = offerer.offersAt[0];
  const receivedAt = answerer.remoteDescriptionAt[answerer.remoteDescriptionAt.length - 1];
  if (
    offerAt === undefined ||
    receivedAt === undefined ||
    offerer.connectedAt === null ||
    answerer.connectedAt === null
  ) {
    throw new Error(`${kind} call ${sessionId}: incomplete notes ${JSON.stringify({ offerer, answerer })}`);
  }
  if (offerer.offersAt.length !== 1 || answerer.remoteDescriptionAt.length !== 1) {
    throw new Error(
      `${kind} call ${sessionId}: expected one offer, saw ${offerer.offersAt.length} created and ${answerer.remoteDescriptionAt.length} applied`,
    );
  }
  const bothConnected = Math.max(offerer.connectedAt, answerer.connectedAt);

  // Closed before it starts: nothing billed; the pages leave the call.
  await callApi(base, 'GET', endpoints.sessions.close.path, {
    token: people.listener.token,
    query: { id: sessionId },
  });
  await Promise.all([console_.goto('about:blank'), phone.goto('about:blank')]);
  return {
    setup: bothConnected - offerAt,
    signalling: receivedAt - offerAt,
    handshake: bothConnected - receivedAt,
    open: bothConnected - opened,
  };
};

const fmt = (ms: number) => `${Math.round(ms).toString().padStart(5)} ms`;

const main = async () => {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  }
  const turn = await startTurnServer();
  const server = await startServer(turn).catch(async (error: unknown) => {
    await turn.stop();
    throw error;
  });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // The journeys' switches: quiet, and a fake microphone granted without asking.
    args: CHROMIUM_ARGS,
  });
  try {
    const { base } = server;
    const listener = await signInViaApi(base, LISTENER);
    const customer = await signInViaApi(base, CUSTOMER);
    const profile = await callApi<{ data: { languages: string[] } }>(
      base,
      'GET',
      buildPath(endpoints.directory.get.path, { id: listener.id }),
      { token: customer.token },
    );
    const language = profile.data.languages[0] ?? 'English';
    const console_ = await openSide(browser, base, LISTENER);
    const phone = await openSide(browser, base, CUSTOMER);
    // The listener's console is open, so they show online and can be asked.
    await callApi(base, 'POST', endpoints.availability.set.path, {
      token: listener.token,
      body: { online: true },
    });
    console.log(
      `call setup: ${calls} calls per kind after ${warmup} not counted; server ${base}, TURN ${turn.url}; load average at start ${loadAverage()} (${os.cpus().length} cores)`,
    );
    const people = { listener, customer, language };
    for (const kind of kinds) {
      const samples: Sample[] = [];
      for (let index = 0; index < warmup + calls; index += 1) {
        const sample = await oneCall(base, kind, people, { console_, phone });
        if (index >= warmup) samples.push(sample);
      }
      const line = (name: keyof Sample) => {
        const values = samples.map((sample) => sample[name]);
        return `p50 ${fmt(percentile(values, 50))}  p95 ${fmt(percentile(values, 95))}  max ${fmt(Math.max(...values))}`;
      };
      const p95 = percentile(
        samples.map((sample) => sample.setup),
        95,
      );
      console.log(`\n${kind} (${samples.length} calls, load average ${loadAverage()})`);
      console.log(
        `  offer -> both connected   ${line('setup')}   aim p95 <= ${AIM_P95_MS} ms: ${p95 <= AIM_P95_MS ? 'met' : 'MISSED'}`,
      );
      console.log(`    offer -> customer has it ${line('signalling')}`);
      console.log(`    customer has it -> both  ${line('handshake')}`);
      console.log(`  call screen opened -> both ${line('open')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await turn.stop();
  }
};

await main();
