// Audio calls in the browser (issue 10 §4): a listener and a customer, each in a browser of their own with
// Chromium's fake microphone, connect a call over WebRTC with the app's signalling: both show it
// connected, the timer runs, sound arrives both ways, mute silences this side, either side ends it, and
// the wallet pays the billed minutes. One call is forced through the TURN relay (coturn, started by global
// setup; the server mints its credentials for GET /calls/ice-servers) and proves the relay carried it.
// A listener whose browser refuses the microphone sees the spec's text and still hears the customer.
// Both screens show the session's one connection state (issue 23 §3): Connected once the call runs, and
// on the listener's, the customer lost connection while their page is away.
// Each test makes its own listener and customer, so nothing depends on the demo data or another test.
import {
  describeSessionEnd,
  endpoints,
  messages,
  routes,
  type CustomerSession,
  type ListenerSession,
  type SessionEndReason,
} from '@app/contract';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { installPeerProbe, readPeerStats, readPeerTimes, type PeerStats } from '../support/call-probe.ts';
import { api, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';
import { bearer, createListenerViaApi, uniqueWord, type ApiListener } from '../support/listeners.ts';
import {
  buyPlanViaApi,
  createCustomerViaApi,
  billedMinutesOf,
  customerSessionViaApi,
  described,
  DESKTOP,
  goOnlineViaUi,
  openFromDirectory,
  requestSession,
  shootMarketplace,
  walletBalanceViaApi,
} from '../support/marketplace.ts';

const t = messages.liveSession;
/** The customer's area is mobile-first: the customer calls from a phone-sized screen. */
const PHONE = { width: 390, height: 844 } as const;
/** Generous waits: other suites share the two cores, and ICE, DTLS and the first stats take a moment. */
const CALL_MS = 30_000;
/** Past the billing grace (E2E_BILLING_GRACE_SECONDS) the first started minute is billed; the auto-waiting expect waits for it. */
const BILLED_MS = 40_000;
/**
 * How long a window the inbound sound is measured over. Chromium's fake microphone beeps a few times a
 * second, so a window this long always holds sound when the other side talks.
 */
const SOUND_WINDOW_MS = 1_500;

const coins = (value: number) => `${value.toLocaleString('en-IN')} ${value === 1 ? 'coin' : 'coins'}`;

type Customer = Awaited<ReturnType<typeof createCustomerViaApi>>;

/** A listener in their console and a customer on their phone, each in a browser of their own. */
type Call = {
  listener: ApiListener;
  customer: Customer;
  funded: number;
  console_: Page;
  phone: Page;
  sessionId: string;
};

type Side = { context: BrowserContext; page: Page };

/**
 * A browser for one person, with the peer-connection probe; `relay` forces the TURN relay the way the
 * app offers it to tests (window.__callIceTransportPolicy, read when the call starts).
 */
const openSide = async (
  browser: Browser,
  baseURL: string | undefined,
  options: { viewport: { width: number; height: number }; relay?: boolean },
): Promise<Side> => {
  const context = await browser.newContext({ baseURL, viewport: options.viewport });
  await context.addInitScript(installPeerProbe);
  if (options.relay) {
    await context.addInitScript(() => {
      (window as { __callIceTransportPolicy?: string }).__callIceTransportPolicy = 'relay';
    });
  }
  return { context, page: await context.newPage() };
};

/** A new approved AUDIO listener and a new customer with the Starter plan's coins. */
const makePeople = async (request: APIRequestContext, label: string) => {
  const listener = await createListenerViaApi(request, {
    prefix: `call-${label.toLowerCase()}`,
    profile: { name: `Listener ${uniqueWord(label)}`, languages: ['English'], preferredMode: 'AUDIO' },
    approve: true,
  });
  const customer = await createCustomerViaApi(request, {
    prefix: `call-${label.toLowerCase()}-customer`,
    name: `Customer ${uniqueWord(label)}`,
  });
  const funded = await buyPlanViaApi(request, customer.token, 'Starter');
  return { listener, customer, funded };
};

/** The signed-in person's id (GET /auth/me). */
const userIdViaApi = async (request: APIRequestContext, token: string): Promise<string> => {
  const response = await request.get(api(endpoints.auth.me.path), { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
};

/** The customer asks for an audio session and the listener accepts it, both through the API. */
const requestAndAcceptViaApi = async (
  request: APIRequestContext,
  customer: Customer,
  listener: ApiListener,
): Promise<string> => {
  const asked = await request.post(api(endpoints.customerSessions.request.path), {
    headers: bearer(customer.token),
    data: { listenerId: listener.id, mode: 'AUDIO', language: 'English', userMood: 'neutral' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const sessionId = ((await asked.json()) as { data: CustomerSession }).data.id;
  const accepted = await request.get(api(endpoints.sessions.accept.path), {
    headers: bearer(listener.token),
    params: { id: sessionId },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect(((await accepted.json()) as { data: ListenerSession }).data.status).toBe('ACCEPTED');
  return sessionId;
};

const callStatus = (page: Page) => page.getByTestId('call-status');
/** The session's one connection state (issue 23 §3), beside the spec's call status line. */
const connectionState = (page: Page) => page.locator('[data-connection-state]');
const timer = (page: Page) => page.getByTestId('call-timer');
const muteButton = (page: Page) => page.getByRole('button', { name: 'Mute', exact: true });
const endCallButton = (page: Page) => page.getByRole('button', { name: 'End call', exact: true });
/** The listener's end-call asks first (issue 23 §4). */
const confirmClose = (page: Page) =>
  page.getByRole('alertdialog').getByRole('button', { name: messages.liveSession.closeConfirm }).click();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const stats = async (page: Page): Promise<PeerStats> => {
  const read = await page.evaluate(readPeerStats);
  if (!read) throw new Error(`no peer connection on ${page.url()}`);
  return read;
};

/** mm:ss as seconds. */
const secondsOf = (clock: string): number => {
  const match = /^(\d+):(\d{2})$/.exec(clock.trim());
  if (!match) throw new Error(`not a mm:ss timer: ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/** The timer shows `format` (mm:ss by default) and moves on: a later reading is larger than the first. */
const expectTimerRuns = async (page: Page, format = /^\d{2}:\d{2}$/): Promise<void> => {
  await expect(timer(page)).toHaveText(format);
  const first = secondsOf(await timer(page).innerText());
  await expect
    .poll(async () => secondsOf(await timer(page).innerText()), { timeout: 10_000 })
    .toBeGreaterThan(first);
};

/** How much sound energy arrived on `page` over one measuring window. */
const soundOver = async (page: Page): Promise<number> => {
  const before = await stats(page);
  // A measuring window, not a wait for something to happen.
  await page.waitForTimeout(SOUND_WINDOW_MS);
  const after = await stats(page);
  return after.totalAudioEnergy - before.totalAudioEnergy;
};

/**
 * Sound from the other side arrives on `page` (its energy grows over a window) and the status says so
 * (data-audio-flowing: inbound audio bytes above 0).
 */
const expectHearing = async (page: Page): Promise<void> => {
  await expect(callStatus(page)).toHaveAttribute('data-audio-flowing', 'true', { timeout: CALL_MS });
  expect((await stats(page)).bytesReceived).toBeGreaterThan(0);
  await expect.poll(() => soundOver(page), { timeout: CALL_MS }).toBeGreaterThan(1e-4);
};

/** Nothing but silence arrives on `page` (packets still do: the connection stays up). */
const expectSilence = async (page: Page): Promise<void> => {
  await expect.poll(() => soundOver(page), { timeout: CALL_MS }).toBeLessThan(1e-6);
  const before = (await stats(page)).packetsReceived;
  await expect
    .poll(async () => (await stats(page)).packetsReceived, { timeout: CALL_MS })
    .toBeGreaterThan(before);
};

/** `who` mutes: the button says so, the microphone track is off, the other side hears silence; then unmutes. */
const expectMuteWorks = async (who: Page, other: Page): Promise<void> => {
  await muteButton(who).click();
  await expect(muteButton(who)).toHaveAttribute('aria-pressed', 'true');
  expect((await stats(who)).micEnabled).toBe(false);
  await expectSilence(other);
  await muteButton(who).click();
  await expect(muteButton(who)).toHaveAttribute('aria-pressed', 'false');
  expect((await stats(who)).micEnabled).toBe(true);
  await expect.poll(() => soundOver(other), { timeout: CALL_MS }).toBeGreaterThan(1e-4);
};

/** Both sides show the call connected, over a candidate pair of the given kind on both ends. */
const expectConnected = async (call: Call, kind: 'direct' | 'relay'): Promise<void> => {
  for (const page of [call.console_, call.phone]) {
    await expect(callStatus(page)).toHaveText(t.callConnected, { timeout: CALL_MS });
    await expect(callStatus(page)).toHaveAttribute('data-call-phase', 'call-connected');
    const pair = await stats(page);
    expect(pair.connectionState).toBe('connected');
    if (kind === 'relay') {
      expect(pair.localCandidateType, 'this side sends through the relay').toBe('relay');
      expect(pair.remoteCandidateType, 'and reaches the relay address of the other side').toBe('relay');
    } else {
      // Direct: neither end goes through the relay. On loopback the pair is host, or server-reflexive
      // (srflx/prflx, the same 127.0.0.1 address) where the browser keeps its host addresses behind mDNS
      // names, as the headless shell does even with the microphone granted.
      expect(pair.localCandidateType, 'this side sends directly, not through the relay').not.toBe('relay');
      expect(pair.remoteCandidateType, 'to the other side itself, not its relay').not.toBe('relay');
    }
  }
};

/** The listener presses Start Session: both screens show the running call and its timer. */
const startCall = async (call: Call): Promise<void> => {
  const { console_, phone } = call;
  await expect(timer(console_)).toHaveText('00:00');
  await console_.getByRole('button', { name: t.startSession, exact: true }).click();
  await expect(toast(console_, messages.sessions.started)).toBeVisible();
  await expect(console_.getByRole('button', { name: t.startSession })).toHaveCount(0);
  await expect(phone.getByRole('heading', { name: `In session with ${call.listener.name}` })).toBeVisible({
    timeout: CALL_MS,
  });
  await expect(callStatus(phone)).toHaveText(t.callConnected, { timeout: CALL_MS });
  // Each side is connected, and so is the other person as the server says.
  for (const page of [console_, phone]) {
    await expect(connectionState(page)).toHaveAttribute('data-connection-state', 'connected');
    await expect(connectionState(page)).toHaveText(messages.connection.connected);
  }
  // The spec's mm:ss on the listener's screen; the customer's shows m:ss.
  await expectTimerRuns(console_);
  await expectTimerRuns(phone, /^\d+:\d{2}$/);
};

/** The customer's summary and wallet: exactly the billed minutes (the contract's rule) at the session's rate. */
const expectBilled = async (
  request: APIRequestContext,
  call: Call,
  ended: SessionEndReason,
): Promise<void> => {
  const { phone, customer, sessionId, funded } = call;
  const session = await customerSessionViaApi(request, customer.token, sessionId);
  expect(session.status).toBe('COMPLETED');
  const minutes = billedMinutesOf(session);
  const charged = minutes * session.coinsPerMinute;
  expect(session.coinsCharged).toBe(charged);
  expect(await walletBalanceViaApi(request, customer.token)).toBe(funded - charged);

  await expect(phone.getByRole('heading', { name: 'Session complete' })).toBeVisible({ timeout: CALL_MS });
  await expect(described(phone, 'Billed time')).toHaveText(`${minutes}m`);
  await expect(described(phone, 'Calculation')).toHaveText(`${minutes} × ${session.coinsPerMinute}`);
  await expect(described(phone, 'How it ended')).toHaveText(
    describeSessionEnd(ended, 'customer', { listenerName: call.listener.name }),
  );
  await expect(described(phone, 'Coins charged')).toHaveText(coins(charged));
  await expect(described(phone, 'Wallet balance')).toHaveText(coins(funded - charged));
};

test.describe('audio calls', () => {
  test('a direct call: both connected, the timer runs, sound both ways, the customer mutes, the customer ends it, billed per started minute', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const { listener, customer, funded } = await makePeople(request, 'Direct');
    const listenerSide = await openSide(browser, baseURL, { viewport: DESKTOP });
    const customerSide = await openSide(browser, baseURL, { viewport: PHONE });
    try {
      const console_ = listenerSide.page;
      const phone = customerSide.page;
      await loginViaUi(console_, listener);
      await expect(console_).toHaveURL(pathIs(routes.dashboard));
      await goOnlineViaUi(console_);
      await console_.goto(routes.listener.sessionRequests);
      await loginViaUi(phone, customer);
      await expect(phone).toHaveURL(pathIs(routes.app.home));

      // The customer asks for an audio call from the listener's page; the listener accepts it.
      await openFromDirectory(phone, listener.name);
      const sessionId = await requestSession(phone, { mode: 'Audio', language: 'English', mood: 'Neutral' });
      const requestRow = console_.getByRole('row').filter({ hasText: customer.name });
      await requestRow.getByRole('button', { name: `Accept request from ${customer.name}` }).click();
      await expect(toast(console_, messages.sessions.accepted)).toBeVisible();
      // Accept opens the session at once (issue 23 §1); Ongoing's Go to Session leads back to it.
      await expect(console_).toHaveURL(pathIs(routes.call(sessionId)));
      await expect(phone.getByRole('heading', { name: `${listener.name} accepted` })).toBeVisible();

      // Ongoing Session -> Go to Session opens the call screen.
      await console_.getByRole('link', { name: 'Ongoing Session', exact: true }).click();
      await console_.getByRole('link', { name: `Go to Session with ${customer.name}` }).click();
      await expect(console_).toHaveURL(pathIs(routes.call(sessionId)));
      await expect(
        console_.getByRole('heading', { name: customer.name, level: 2, exact: true }),
      ).toBeVisible();
      await expect(console_.getByText(t.audioCall, { exact: true })).toBeVisible();
      const call: Call = { listener, customer, funded, console_, phone, sessionId };

      // The call connects before the start (silently): directly, on this machine.
      await expectConnected(call, 'direct');
      await startCall(call);
      await expectHearing(console_);
      await expectHearing(phone);
      await shootMarketplace(console_, 'call-listener-live');
      await shootMarketplace(phone, 'call-customer-live');

      // The customer mutes: the listener hears silence; unmuted, sound again.
      await expectMuteWorks(phone, console_);

      // Past the grace, the first started minute is billed; the customer ends the call.
      await expect(described(phone, 'Billed so far')).not.toHaveText(coins(0), { timeout: BILLED_MS });
      await endCallButton(phone).click();
      const confirm = phone.getByRole('alertdialog', { name: 'End this session?' });
      await confirm.getByRole('button', { name: 'End session', exact: true }).click();
      await expect(toast(phone, messages.sessions.ended)).toBeVisible();

      // The listener is told why, then sees the wrap-up (issue 23 §4).
      await expect(
        console_.getByText(t.callEnded(messages.chat.sessionEnded.ENDED_BY_CUSTOMER)).first(),
      ).toBeVisible({
        timeout: CALL_MS,
      });
      await expect(console_.getByTestId('session-wrap-up')).toContainText('ended the session.', {
        timeout: CALL_MS,
      });

      await expectBilled(request, call, 'ENDED_BY_CUSTOMER');
    } finally {
      await listenerSide.context.close();
      await customerSide.context.close();
    }
  });

  test('a call through the TURN relay: relay candidates with minted credentials, sound both ways, the listener mutes, the listener ends it, billed per started minute', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const turnUrl = process.env.E2E_TURN_URL;
    expect(turnUrl, 'global setup started coturn').toBeTruthy();
    const { listener, customer, funded } = await makePeople(request, 'Relay');
    const listenerSide = await openSide(browser, baseURL, { viewport: DESKTOP, relay: true });
    const customerSide = await openSide(browser, baseURL, { viewport: PHONE, relay: true });
    try {
      const console_ = listenerSide.page;
      const phone = customerSide.page;
      await loginViaUi(console_, listener);
      await expect(console_).toHaveURL(pathIs(routes.dashboard));
      await goOnlineViaUi(console_);
      await loginViaUi(phone, customer);
      await expect(phone).toHaveURL(pathIs(routes.app.home));
      const sessionId = await requestAndAcceptViaApi(request, customer, listener);

      // The customer waits on the session's page; the listener opens the call screen.
      await phone.goto(routes.app.session(sessionId));
      await expect(phone.getByRole('heading', { name: `${listener.name} accepted` })).toBeVisible();
      await console_.goto(routes.call(sessionId));
      const call: Call = { listener, customer, funded, console_, phone, sessionId };
      await expectConnected(call, 'relay');
      await shootMarketplace(console_, 'call-listener-connected');
      await shootMarketplace(phone, 'call-customer-connected');

      // Each side was given the relay with credentials minted for it (TURN REST: <expiry>:<user id>).
      for (const [page, userId] of [
        [console_, listener.id],
        [phone, await userIdViaApi(request, customer.token)],
      ] as const) {
        const times = await page.evaluate(readPeerTimes);
        expect(times?.iceTransportPolicy).toBe('relay');
        const turn = times?.iceServers.find((server) => [server.urls].flat().includes(turnUrl ?? ''));
        expect(turn, `a TURN server at ${turnUrl} in ${JSON.stringify(times?.iceServers)}`).toBeDefined();
        const [expiry, who] = String(turn?.username).split(':');
        expect(who).toBe(userId);
        expect(Number(expiry) * 1000).toBeGreaterThan(Date.now());
        expect(turn?.credential).toMatch(/^[A-Za-z0-9+/]{27}=$/);
      }

      await startCall(call);
      await expectHearing(console_);
      await expectHearing(phone);
      // Still through the relay once sound flows.
      expect((await stats(console_)).localCandidateType).toBe('relay');
      expect((await stats(phone)).localCandidateType).toBe('relay');

      // The listener mutes: the customer hears silence; unmuted, sound again.
      await expectMuteWorks(console_, phone);

      // Past the grace, the first started minute is billed; the listener ends the call.
      await expect(described(phone, 'Billed so far')).not.toHaveText(coins(0), { timeout: BILLED_MS });
      await endCallButton(console_).click();
      await confirmClose(console_);
      await expect(toast(console_, messages.sessions.closed)).toBeVisible();
      await expect(console_.getByTestId('session-wrap-up')).toContainText('You closed the session.', {
        timeout: CALL_MS,
      });
      await expect(toast(phone, t.callEnded(messages.chat.sessionEnded.CLOSED_BY_LISTENER))).toBeVisible({
        timeout: CALL_MS,
      });

      await expectBilled(request, call, 'CLOSED_BY_LISTENER');
    } finally {
      await listenerSide.context.close();
      await customerSide.context.close();
    }
  });

  test("a listener whose browser refuses the microphone sees 'Microphone access denied' and still hears the customer", async ({
    browser,
    baseURL,
    request,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const { listener, customer, funded } = await makePeople(request, 'Denied');
    // Chromium's --use-fake-ui-for-media-stream (the project's browsers) allows every microphone request,
    // whatever the context's permissions. The listener's browser here answers every request as a person
    // clicking Block does: Chromium refuses getUserMedia with NotAllowedError.
    const launch = test.info().project.use.launchOptions ?? {};
    const refusing = await playwright.chromium.launch({
      ...launch,
      args: (launch.args ?? []).map((arg) =>
        arg === '--use-fake-ui-for-media-stream' ? `${arg}=deny` : arg,
      ),
    });
    const listenerSide = await openSide(refusing, baseURL, { viewport: DESKTOP });
    const customerSide = await openSide(browser, baseURL, { viewport: PHONE });
    try {
      const console_ = listenerSide.page;
      const phone = customerSide.page;
      await loginViaUi(console_, listener);
      await expect(console_).toHaveURL(pathIs(routes.dashboard));
      expect(
        await console_.evaluate(() =>
          navigator.mediaDevices.getUserMedia({ audio: true }).then(
            (stream) => {
              for (const track of stream.getTracks()) track.stop();
              return 'allowed';
            },
            (error: Error) => error.name,
          ),
        ),
      ).toBe('NotAllowedError');
      await goOnlineViaUi(console_);
      await loginViaUi(phone, customer);
      await expect(phone).toHaveURL(pathIs(routes.app.home));
      const sessionId = await requestAndAcceptViaApi(request, customer, listener);
      await phone.goto(routes.app.session(sessionId));
      await console_.goto(routes.call(sessionId));

      await expect(callStatus(console_)).toHaveText(t.microphoneDenied, { timeout: CALL_MS });
      await expect(callStatus(console_)).toHaveAttribute('data-call-phase', 'microphone-denied');
      // The call still connects: the listener hears, the customer's side shows it connected.
      await expect(callStatus(phone)).toHaveText(t.callConnected, { timeout: CALL_MS });
      await expect
        .poll(async () => (await stats(console_)).connectionState, { timeout: CALL_MS })
        .toBe('connected');
      expect((await stats(console_)).micEnabled).toBeNull();
      await shootMarketplace(console_, 'call-listener-microphone-denied');

      const call: Call = { listener, customer, funded, console_, phone, sessionId };
      await console_.getByRole('button', { name: t.startSession, exact: true }).click();
      await expect(phone.getByRole('heading', { name: `In session with ${listener.name}` })).toBeVisible({
        timeout: CALL_MS,
      });
      await expect(callStatus(console_)).toHaveText(t.microphoneDenied);
      await expectHearing(console_);

      // The customer's page goes away: the listener's header says so, with the time left (issue 23 §3).
      await phone.goto('about:blank');
      await expect(connectionState(console_)).toHaveAttribute('data-connection-state', 'peer-lost', {
        timeout: CALL_MS,
      });
      await expect(connectionState(console_)).toContainText(
        messages.connection.peerLost(messages.connection.customer),
      );
      await shootMarketplace(console_, 'call-listener-customer-lost');
      // Back on the session: Connected on both screens.
      await phone.goto(routes.app.session(sessionId));
      await expect(connectionState(phone)).toHaveAttribute('data-connection-state', 'connected', {
        timeout: CALL_MS,
      });
      await expect(connectionState(console_)).toHaveAttribute('data-connection-state', 'connected');

      // The listener closes it; the customer pays the started minutes past the grace, if any.
      await endCallButton(console_).click();
      await confirmClose(console_);
      await expect(console_.getByTestId('session-wrap-up')).toContainText('You closed the session.', {
        timeout: CALL_MS,
      });
      await expect(phone.getByRole('heading', { name: 'Session complete' })).toBeVisible({
        timeout: CALL_MS,
      });
      const session = await customerSessionViaApi(request, customer.token, call.sessionId);
      const charged = session.timeInMinutes * session.coinsPerMinute;
      expect(session.coinsCharged).toBe(charged);
      expect(await walletBalanceViaApi(request, customer.token)).toBe(funded - charged);
      await expect(described(phone, 'Coins charged')).toHaveText(coins(charged));
    } finally {
      await listenerSide.context.close();
      await customerSide.context.close();
      await refusing.close();
    }
  });
});
