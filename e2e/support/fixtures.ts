// Shared test fixture and helpers: demo accounts, sign-in through the real UI, sign-up through the
// real API with the code read from the caught mail.
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { API_PREFIX, endpoints, routes, SOCKET_PATH } from '@app/contract';
import { AUTH_STORAGE_KEY } from '../../apps/web/src/config/storage.ts';
import { decodeSessionUser, homePathFor } from '../../apps/web/src/lib/auth-user.ts';
import type { PersistedAuthState } from '../../apps/web/src/stores/auth-store.ts';
import { waitForOtp } from './mailbox.ts';
import { finishA11y, settle, startA11y } from './a11y.ts';

export const demo = {
  admin: { email: 'admin@listenwell.test', password: 'admin1234' },
  asha: { email: 'asha@listenwell.test', password: 'listener1234' },
  rohan: { email: 'rohan@listenwell.test', password: 'listener1234' },
  meera: { email: 'meera@listenwell.test', password: 'listener1234' },
  kabir: { email: 'kabir@listenwell.test', password: 'listener1234' },
  priya: { email: 'priya@listenwell.test', password: 'customer1234' },
  arjun: { email: 'arjun@listenwell.test', password: 'customer1234' },
} as const;

export type Credentials = { email: string; password: string };

/** The server of the test running in this worker (the `baseURL` fixture: a test file may use its own). */
let testServer: string | undefined;

/** The API calls each page has sent and not yet seen answered (the realtime connection's aside). */
const callsInFlight = new WeakMap<Page, Set<Request>>();

const isApiCall = (request: Request): boolean =>
  ['fetch', 'xhr'].includes(request.resourceType()) &&
  !new URL(request.url()).pathname.startsWith(SOCKET_PATH);

export const test = base.extend<{ a11y: void; signInServer: void; apiCalls: void }>({
  // Global setup puts the server's address in the environment; read it in each worker.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the server');
    await use(url);
  },
  // Which server `signIn` signs in on: the test's baseURL (a file may override it, support/hold-server.ts).
  signInServer: [
    async ({ baseURL }, use) => {
      testServer = baseURL;
      await use();
      testServer = undefined;
    },
    { auto: true },
  ],
  // The test's page counts its API calls in flight (see expectToStayOn).
  apiCalls: [
    async ({ page }, use) => {
      const calls = new Set<Request>();
      callsInFlight.set(page, calls);
      page.on('request', (request) => {
        if (isApiCall(request)) calls.add(request);
      });
      page.on('requestfinished', (request) => calls.delete(request));
      page.on('requestfailed', (request) => calls.delete(request));
      await use();
    },
    { auto: true },
  ],
  // Every screen a test reaches is checked with axe in both themes (support/a11y.ts).
  a11y: [
    async ({ page }, use, testInfo) => {
      const state = startA11y(page, testInfo);
      await use();
      await finishA11y(state, testInfo);
    },
    { auto: true },
  ],
});

export { expect };

export const api = (path: string): string => `${API_PREFIX}${path}`;

export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${randomUUID().slice(0, 8)}@e2e.listenwell.test`;

/** Escapes a text for use inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A RegExp matching the whole path of a URL exactly (ignoring query and hash). */
export const pathIs = (path: string): RegExp =>
  new RegExp(`^[a-z]+://[^/]+${escapeRegExp(path)}(?:[?#].*)?$`);

/** How long the page must show no change, with nothing loading, to count as settled. */
const SETTLED_QUIET_MS = 300;

/**
 * Asserts the page reaches `path` and is still there once the app has settled: every API call it
 * made has been answered (the stored sign-in's check among them) and its screen has then stayed
 * unchanged, with nothing loading, for SETTLED_QUIET_MS. A follow-up redirect comes from a guard on
 * render or from an answer, so it would have happened by then. Only for the test's own `page`.
 */
export const expectToStayOn = async (page: Page, path: string): Promise<void> => {
  await expect(page).toHaveURL(pathIs(path));
  const calls = callsInFlight.get(page);
  if (!calls) throw new Error("expectToStayOn watches the test's own page only");
  for (let round = 0; round < 2; round += 1) {
    await expect.poll(() => calls.size, { message: `API calls in flight on ${path}` }).toBe(0);
    await page.evaluate(settle, { quietMs: SETTLED_QUIET_MS, timeoutMs: 5_000 });
  }
  expect(calls.size, 'API calls in flight once the screen settled').toBe(0);
  expect(new URL(page.url()).pathname, `still on ${path} once the app settled`).toBe(path);
};

/**
 * Waits until React owns the page's form (hydrated or rendered): text typed into pre-rendered HTML, or
 * into a form React is about to replace, may be lost to the form's own state.
 */
export const waitForReactForm = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => {
    const form = document.querySelector('form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
};

/**
 * Signs in through the login form and waits until the app has left /login. For the journeys about
 * signing in (login, guards, a changed password); everything else uses `signIn`.
 */
export const loginViaUi = async (page: Page, { email, password }: Credentials): Promise<void> => {
  await page.goto(routes.login);
  await waitForReactForm(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(pathIs(routes.login));
};

/** Signs in through the API (on `server`, else the request context's baseURL); returns the token. */
export const apiLogin = async (
  request: APIRequestContext,
  { email, password }: Credentials,
  server = '',
): Promise<string> => {
  const response = await request.post(`${server}${api(endpoints.auth.login.path)}`, {
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
};

/** This worker's API sign-ins, by server and account: each account signs in once per worker. */
const signedInTokens = new Map<string, Promise<string>>();

/**
 * A token of `who` on the test's server, signed in through the API once per worker (the demo admin
 * behind every set-up call, the accounts the browser journeys open their pages as).
 */
export const workerToken = (request: APIRequestContext, who: Credentials): Promise<string> => {
  if (!testServer) throw new Error('workerToken runs inside a test (it reads the baseURL fixture)');
  const key = `${testServer} ${who.email} ${who.password}`;
  let token = signedInTokens.get(key);
  if (!token) {
    token = apiLogin(request, who, testServer);
    signedInTokens.set(key, token);
    token.catch(() => signedInTokens.delete(key));
  }
  return token;
};

/**
 * The stored state of a sign-in as the web app keeps it (zustand persist under AUTH_STORAGE_KEY, the
 * user decoded from the token as the app does) and the user's home.
 */
export const storedSignIn = async (
  request: APIRequestContext,
  who: Credentials,
): Promise<{ value: string; home: string }> => {
  const accessToken = await workerToken(request, who);
  const user = decodeSessionUser(accessToken);
  const state: PersistedAuthState = { accessToken, user, isAuthenticated: true };
  return { value: JSON.stringify({ state, version: 0 }), home: homePathFor(user.role) };
};

/**
 * Signs `page` in without the login form: the account's stored sign-in (see `storedSignIn`) is put
 * into this tab's local storage before the app's first script runs, once (a later sign-out stays
 * signed out, a reload stays signed in), then the page opens `at`, by default the user's home (where
 * the login form leads). The app confirms the stored sign-in with GET /auth/me on start, as on any
 * reload. The login form itself is covered by the journeys that use `loginViaUi`.
 */
export const signIn = async (page: Page, who: Credentials, { at }: { at?: string } = {}): Promise<void> => {
  const { value, home } = await storedSignIn(page.request, who);
  await page.addInitScript(
    ({ key, value, once }) => {
      try {
        if (sessionStorage.getItem(once)) return;
        localStorage.setItem(key, value);
        sessionStorage.setItem(once, '1');
      } catch {
        // No storage on this document (about:blank): the next one gets it.
      }
    },
    { key: AUTH_STORAGE_KEY, value, once: `e2e-signed-in-${randomUUID()}` },
  );
  await page.goto(at ?? home);
};

/** Creates a new listener account through the real sign-up API and mailbox; returns its token. */
export const signupViaApi = async (
  request: APIRequestContext,
  { email, password }: Credentials,
): Promise<string> => {
  const since = Date.now();
  const signup = await request.post(api(endpoints.auth.signup.path), { data: { email } });
  expect(signup.status(), await signup.text()).toBe(200);
  const otp = await waitForOtp(email, { since });
  const verify = await request.post(api(endpoints.auth.verifyAccount.path), {
    data: { email, password, otp },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const body = (await verify.json()) as { success: boolean; token: string };
  expect(body.success).toBe(true);
  return body.token;
};

/** The access token the web app keeps in local storage (zustand persist under AUTH_STORAGE_KEY). */
export const storedToken = async (page: Page): Promise<string | null> =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { state?: { accessToken?: string | null } };
    return parsed.state?.accessToken ?? null;
  }, AUTH_STORAGE_KEY);

/** The spec's sidebar entries per role, with their paths. */
export const sidebarLinks = {
  listener: [
    ['Dashboard', routes.dashboard],
    ['Sessions', routes.listener.sessions],
    ['Requests', routes.listener.sessionRequests],
    ['Ongoing Session', routes.listener.ongoingSessions],
    ['Earnings', routes.listener.earnings],
    ['Withdraw', routes.listener.withdrawals],
  ],
  admin: [
    ['Dashboard', routes.dashboard],
    ['Applications', routes.admin.applications],
    ['Listeners', routes.admin.listeners],
    ['Users', routes.admin.users],
    ['Plans', routes.admin.plans],
    ['Withdrawal Requests', routes.admin.withdrawalRequests],
  ],
} as const;

/** Every entry of `links` is a link in the sidebar pointing at its path. */
export const expectSidebarLinks = async (page: Page, links: readonly (readonly [string, string])[]) => {
  const sidebar = page.locator('[data-slot="sidebar"]').first();
  for (const [name, path] of links) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  return sidebar;
};
