// Marketplace set-up through the real API (customers, coins, an online listener) and the screenshots
// of the marketplace journeys. Each test makes its own people, so numbers never depend on other tests.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  buildPath,
  DEFAULT_COIN_VALUE_PAISE,
  PRIVACY_NOTICE_VERSION,
  endpoints,
  formatRupeesPerMinute,
  startedMinutes,
  routes,
  type CustomerSession,
  type ListenerSession,
  type Plan,
} from '@app/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { api, apiLogin, expect, uniqueEmail, type Credentials } from './fixtures.ts';
import { openConsoleSocket } from './console-socket.ts';
import { bearer } from './listeners.ts';
import { waitForOtp } from './mailbox.ts';
import { e2eDir } from './paths.ts';
import { E2E_BILLING_GRACE_SECONDS } from './server-process.ts';

/** The listener's share of each session's coins (product rules; the server's default). */
export const LISTENER_SHARE_PERCENT = 60;

/** Where the marketplace journeys leave their screenshots (under test-results: never committed). */
const MARKETPLACE_SHOTS = path.join(e2eDir, 'test-results', 'marketplace');
/** Screens of issue 23 §6's walk (audit log, rejected applicant, landing). */
export const WALK_SHOTS = path.join(e2eDir, 'test-results', 'walk');

type ApiCustomer = Credentials & { token: string; name: string };

/** Signs a customer up through the real API and mailbox (role CUSTOMER, with a display name). */
export const createCustomerViaApi = async (
  request: APIRequestContext,
  options: { prefix: string; name: string },
): Promise<ApiCustomer> => {
  const email = uniqueEmail(options.prefix);
  const password = 'customer-pass-1';
  const since = Date.now();
  const signup = await request.post(api(endpoints.auth.signup.path), {
    data: { email, role: 'CUSTOMER' },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const otp = await waitForOtp(email, { since });
  const verify = await request.post(api(endpoints.auth.verifyAccount.path), {
    data: { email, password, otp, name: options.name, consentVersion: PRIVACY_NOTICE_VERSION },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const { token } = (await verify.json()) as { token: string };
  return { email, password, token, name: options.name };
};

/** The plans on sale, as a customer sees them. */
const plansOnSale = async (request: APIRequestContext, token: string): Promise<Plan[]> => {
  const response = await request.get(api(endpoints.plans.list.path), { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Plan[] }).data;
};

/** Buys the named plan for the customer (test-mode payment); returns the new balance. */
export const buyPlanViaApi = async (
  request: APIRequestContext,
  token: string,
  planName: string,
): Promise<number> => {
  const plan = (await plansOnSale(request, token)).find((candidate) => candidate.name === planName);
  if (!plan) throw new Error(`No plan named ${planName} is on sale`);
  const response = await request.post(api(endpoints.wallet.purchase.path), {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { planId: plan.id },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
};

export const walletBalanceViaApi = async (request: APIRequestContext, token: string): Promise<number> => {
  const response = await request.get(api(endpoints.wallet.get.path), { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
};

/** One of the customer's sessions, as the server has it now. */
export const customerSessionViaApi = async (
  request: APIRequestContext,
  token: string,
  sessionId: string,
): Promise<CustomerSession> => {
  const response = await request.get(api(buildPath(endpoints.customerSessions.get.path, { id: sessionId })), {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: CustomerSession }).data;
};

/**
 * The minutes an ended session was billed, checked against the contract's billing rule on the times
 * the server recorded: at least one (the journeys run past the grace), and exactly the started minutes
 * from its start to its end. The journeys run on the real clock, so a slow machine may bill a second
 * minute; what must hold is that the bill follows the rule and every screen shows the same bill.
 */
export const billedMinutesOf = (session: CustomerSession | ListenerSession): number => {
  expect(session.startedAt, 'the session started').not.toBeNull();
  expect(session.endedAt, 'the session ended').not.toBeNull();
  const ranMs = Date.parse(session.endedAt ?? '') - Date.parse(session.startedAt ?? '');
  expect(session.timeInMinutes, `started minutes of a session that ran ${ranMs} ms`).toBe(
    startedMinutes(ranMs, E2E_BILLING_GRACE_SECONDS),
  );
  expect(session.timeInMinutes, 'billed past the grace').toBeGreaterThanOrEqual(1);
  return session.timeInMinutes;
};

/**
 * The deliberate wait of a paid session set up through the API: it is billed only once it has run past
 * the grace (server time, same machine), and nothing else happens that could be awaited.
 */
export const waitPastGrace = async (startedAt: string | null): Promise<void> => {
  const billableAt = Date.parse(startedAt ?? '') + E2E_BILLING_GRACE_SECONDS * 1_000 + 500;
  await delay(Math.max(0, billableAt - Date.now()));
};

/** Puts an approved listener online (a fresh sign-in: the approval is in the new token). */
export const goOnlineViaApi = async (request: APIRequestContext, listener: Credentials): Promise<void> => {
  const token = await apiLogin(request, listener);
  const response = await request.post(api(endpoints.availability.set.path), {
    headers: bearer(token),
    data: { online: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  // Online means the switch and a live console: open one, as the listener's browser tab would, on the
  // server that answered (some files run a server of their own).
  await openConsoleSocket(new URL(response.url()).origin, token);
};

/** Switches the console header's availability switch on and waits until it says Online. */
export const goOnlineViaUi = async (page: Page): Promise<void> => {
  const availability = page.getByTestId('availability');
  const toggle = availability.getByRole('switch');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toBeEnabled();
  await expect(availability).toContainText('Online');
};

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
const THEMES = ['light', 'dark'] as const;

/**
 * Saves `name` (under test-results/marketplace unless `dir` says otherwise) at 1280 and 375 px wide, in the light and the dark theme, then puts the page back as it
 * was. The theme is switched on the root element (as the app's own toggle does) so the screen keeps
 * its state: a live session must not reload between two pictures.
 */
export const shootMarketplace = async (
  page: Page,
  name: string,
  dir: string = MARKETPLACE_SHOTS,
): Promise<void> => {
  const viewport = page.viewportSize();
  const before = await page.evaluate(() => document.documentElement.className);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  try {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const theme of THEMES) {
        await page.evaluate((next) => {
          const root = document.documentElement;
          root.classList.remove('light', 'dark');
          root.classList.add(next);
          root.style.colorScheme = next;
        }, theme);
        // Let the layout follow the new width (responsive tables re-measure their columns), and the
        // web fonts a text asked for arrive (Hindi's loads each weight on first use).
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect
          .soft(overflow, `${name} at ${size.width} px: horizontal page overflow in px`)
          .toBeLessThanOrEqual(0);
        // `npm test` checks the overflow at both widths but skips the pictures (E2E_SKIP_SHOTS=1): four
        // full-page captures per call cost about a tenth of the journeys' time on two cores.
        if (process.env.E2E_SKIP_SHOTS !== '1')
          await page.screenshot({
            path: path.join(dir, `${name}-${size.width}-${theme}.png`),
            fullPage: true,
            animations: 'disabled',
          });
      }
    }
  } finally {
    await page.evaluate((className) => {
      document.documentElement.className = className;
      document.documentElement.style.colorScheme = className.includes('dark') ? 'dark' : 'light';
    }, before);
    if (viewport) await page.setViewportSize(viewport);
  }
};

export const DESKTOP = { width: 1280, height: 800 } as const;
/** The list of requests refreshes every 5 s (spec); a little more for the answer to arrive and render. */
export const REQUESTS_VISIBLE_WITHIN_MS = 5_500;
const SESSION_PATH = /\/app\/sessions\/([0-9a-f-]{36})$/;

/** The coins a minute in a rate as the customer sees it ('₹4/min · 4 coins/min'). */
export const coinsPerMinuteIn = (text: string): number =>
  Number.parseInt((/([\d,]+) coins\/min/.exec(text)?.[1] ?? '').replace(/,/g, ''), 10);

/** A rate as the customer area shows it, at the server's default COIN_VALUE_PAISE. */
export const customerRate = (coinsPerMinute: number): string =>
  `${formatRupeesPerMinute(coinsPerMinute, DEFAULT_COIN_VALUE_PAISE)} · ${coinsPerMinute.toLocaleString('en-IN')} coins/min`;

/** The value next to `label` in a description list (the session summary, figures, quick stats). */
export const described = (page: Page, label: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

type RequestChoice = { mode: 'Chat' | 'Audio'; language: string; mood: string };

/** Fills the request form on a listener's page and presses Request session. */
export const sendRequestForm = async (page: Page, choice: RequestChoice): Promise<void> => {
  // The choices are radios inside large tiles (the inputs themselves are visually hidden).
  const radioTile = (name: string | RegExp) =>
    page.locator('label').filter({ has: page.getByRole('radio', { name }) });
  const mode = new RegExp(`^${choice.mode}\\b`);
  await radioTile(mode).click();
  await expect(page.getByRole('radio', { name: mode })).toBeChecked();
  await page.getByLabel('Language', { exact: true }).selectOption(choice.language);
  await radioTile(choice.mood).click();
  await expect(page.getByRole('radio', { name: choice.mood })).toBeChecked();
  await page.getByRole('button', { name: 'Request session', exact: true }).click();
};

/** Fills the request form on a listener's page and sends it; returns the new session's id. */
export const requestSession = async (page: Page, choice: RequestChoice): Promise<string> => {
  await sendRequestForm(page, choice);
  await expect(page).toHaveURL(SESSION_PATH);
  return SESSION_PATH.exec(new URL(page.url()).pathname)?.[1] ?? '';
};

/** Opens a listener's page from the directory, found by searching their unique name. */
export const openFromDirectory = async (page: Page, listenerName: string): Promise<void> => {
  await page.goto(routes.app.home);
  await page.getByLabel('Search listeners').fill(listenerName);
  // The search is debounced into the address: wait until it has been applied, or the list may still
  // be replaced under the click.
  await expect(page).toHaveURL(/[?&]q=/);
  const cardLink = page.getByRole('link').filter({ has: page.getByRole('heading', { name: listenerName }) });
  await expect(cardLink).toHaveCount(1);
  await expect(cardLink).toContainText('Online');
  await cardLink.click();
  await expect(page.getByRole('heading', { level: 1, name: listenerName })).toBeVisible();
};

/** A listener-side session call (accept, start, close): GET with the session's id. */
export const listenerSessionCall = async (
  request: APIRequestContext,
  token: string,
  endpointPath: string,
  id: string,
): Promise<ListenerSession> => {
  const response = await request.get(api(endpointPath), { headers: bearer(token), params: { id } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ListenerSession }).data;
};
