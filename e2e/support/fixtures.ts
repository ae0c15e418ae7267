// Shared test fixture and helpers: demo accounts, sign-in through the real UI, sign-up through the
// real API with the code read from the caught mail.
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX, PRIVACY_NOTICE_VERSION, endpoints, routes } from '@app/contract';
import { AUTH_STORAGE_KEY } from '../../apps/web/src/config/storage.ts';
import { decodeSessionUser } from '../../apps/web/src/lib/auth-user.ts';
import { waitForOtp } from './mailbox.ts';
import { finishA11y, startA11y } from './a11y.ts';
import { closeConsoleSockets } from './console-socket.ts';
import { demoAdminFromEnv, enrolAdmin } from './two-step.ts';

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

export const test = base.extend<{ a11y: void; consoles: void }>({
  // Global setup puts the server's address in the environment; read it in each worker.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the server');
    await use(url);
  },
  // Every screen a test reaches is checked with axe in both themes (support/a11y.ts).
  a11y: [
    async ({ page }, use, testInfo) => {
      const state = startA11y(page, testInfo);
      await use();
      await finishA11y(state, testInfo);
    },
    { auto: true },
  ],
  // Listener consoles opened through the API (support/console-socket.ts) close with the test.
  consoles: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      closeConsoleSockets();
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

/**
 * Asserts the page reaches `path` and is still there `forMs` later (no follow-up redirect).
 */
export const expectToStayOn = async (page: Page, path: string, forMs = 1_500): Promise<void> => {
  await expect(page).toHaveURL(pathIs(path));
  await page.waitForTimeout(forMs);
  expect(new URL(page.url()).pathname, `still on ${path} ${forMs} ms later`).toBe(path);
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
 * Admins whose browser sign-in reuses a token (every admin must have two-step sign-in, issue 25 §1, and
 * a code's 30 s step works once): the demo admin, and any a test's own server makes (razorpay.ts).
 */
const twoStepAdmins = new Set<string>(['admin@listenwell.test']);
export const signsInWithTwoStep = (email: string): void => {
  twoStepAdmins.add(email);
};

/** Admin tokens of this worker, per server and email. */
const adminTokens = new Map<string, string>();

/**
 * A token for an admin: the password sign-in through the API, then, for an admin not set up yet
 * (the server answered a token; a server a test file started), two-step sign-in is set up and the
 * fresh token kept for this worker; for one already set up (the answer asks for the code), the token
 * global setup got (the demo admin of the shared server) or the one kept.
 */
const signInToken = async (request: APIRequestContext, { email, password }: Credentials) => {
  const response = await request.post(api(endpoints.auth.login.path), { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const origin = new URL(response.url()).origin;
  const key = `${origin} ${email}`;
  const body = (await response.json()) as { token?: string };
  if (body.token && decodeSessionUser(body.token).role !== 'ADMIN') return body.token;
  if (body.token) {
    const { token } = await enrolAdmin(origin, body.token);
    adminTokens.set(key, token);
    return token;
  }
  const known = adminTokens.get(key);
  if (known) return known;
  const demoAdmin = demoAdminFromEnv();
  if (email === demo.admin.email && origin === new URL(demoAdmin.baseUrl).origin) return demoAdmin.token;
  throw new Error(`${email} signs in with a code, and this worker knows no token for it on ${origin}`);
};

/**
 * Puts a sign-in into the page's local storage as the web app persists it (zustand persist under
 * AUTH_STORAGE_KEY, version 0, apps/web/src/stores/auth-store.ts); the page must be on the app's origin.
 */
const storeSignIn = async (page: Page, token: string): Promise<void> => {
  const persisted = {
    state: { accessToken: token, user: decodeSessionUser(token), isAuthenticated: true },
    version: 0,
  };
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(persisted),
  ] as const);
};

/**
 * Signs in through the login form and waits until the app has left /login. An admin (two-step
 * sign-in) is signed in with a token instead (see signInToken) and opens the dashboard; only
 * tests/login.spec.ts types an admin's code.
 */
export const loginViaUi = async (page: Page, credentials: Credentials): Promise<void> => {
  await page.goto(routes.login);
  if (twoStepAdmins.has(credentials.email)) {
    await storeSignIn(page, await signInToken(page.request, credentials));
    await page.goto(routes.dashboard);
    await expect(page).not.toHaveURL(pathIs(routes.login));
    return;
  }
  await waitForReactForm(page);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(pathIs(routes.login));
};

/** A token for `credentials` (an admin's through signInToken: every admin has two-step sign-in). */
export const apiLogin = async (request: APIRequestContext, credentials: Credentials): Promise<string> =>
  signInToken(request, credentials);

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
    // As the sign-up screen sends it (issue 25): agreed to the current privacy notice.
    data: { email, password, otp, consentVersion: PRIVACY_NOTICE_VERSION },
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
