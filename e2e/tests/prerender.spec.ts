// `/` and `/login` are rendered to HTML at build time (apps/web/src/prerender.tsx): the page is in the
// HTML the server sends, so it paints before any script runs, and the app then hydrates it in place.
import { routes } from '@app/contract';
import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../apps/web/src/config/storage.ts';
import { dashboardHomeHeaders } from '../../apps/web/src/features/dashboard/page-headers.ts';
import { demo, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';

const LANDING_HEADING = 'Get paid to do what you do best: listen.';

/** Console errors and warnings and uncaught errors of a page (a hydration mismatch shows as one). */
/**
 * Chrome logs this when a realtime socket still shaking hands is dropped because the page moves on
 * (a navigation, or the guard's redirect remounting the console): the page's own doing, not a fault.
 */
const ABANDONED_SOCKET =
  /^WebSocket connection to '.*' failed: WebSocket is closed before the connection is established\.$/;

const collectProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (ABANDONED_SOCKET.test(message.text())) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
};

/**
 * Before any page script: remembers the pre-rendered main element of the page (its heading or form)
 * once the HTML is parsed, so a test can ask whether the app kept that very node (hydration) or
 * replaced it (a fresh client render).
 */
const rememberPrerenderedNode = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { prerendered?: Element | null }).prerendered =
        document.querySelector('#root h1, #root form');
    });
  });

const keptPrerenderedNode = (page: Page) =>
  page.evaluate(() => {
    const node = (window as { prerendered?: Element | null }).prerendered;
    return Boolean(node && document.contains(node));
  });

test.describe('pre-rendered public pages', () => {
  test('the HTML of / and /login holds the page itself, not an empty root', async ({ request }) => {
    const home = await (await request.get(routes.home)).text();
    expect(home).toContain('<h1');
    expect(home).toContain('Get paid to do what you do best: <span');
    expect(home).toContain('<title>ListenWell · Earn by listening</title>');

    const login = await (await request.get(routes.login)).text();
    expect(login).toMatch(/<form[^>]*>/);
    expect(login).toContain('type="email"');
    expect(login).toContain('<title>Login · ListenWell</title>');
    for (const html of [home, login]) expect(html).not.toContain('<div id="root"></div>');
  });

  test('with no script run, / shows its heading and /login its sign-in form', async ({ page }) => {
    // Every script request fails (the app's modules and theme-init.js): what shows is HTML + CSS alone.
    // Scripts stay enabled in the browser itself, so the test's own checks (axe) can run in the page.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(routes.home);
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();

    await page.goto(routes.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('the app hydrates the pre-rendered page in place, with no console error, and it works', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await rememberPrerenderedNode(page);

    await page.goto(routes.home);
    await expect(page.getByRole('radio', { name: 'System' })).toBeVisible();
    // Interactive: the theme toggle answers a click (an event handler React attached on hydration).
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await keptPrerenderedNode(page), 'the heading is the pre-rendered node').toBe(true);
    await page.getByRole('radio', { name: 'System' }).click();

    await page.goto(routes.login);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await keptPrerenderedNode(page), 'the form is the pre-rendered node').toBe(true);
    await loginViaUi(page, demo.admin);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    expect(problems).toEqual([]);
  });

  test('a visitor who chose a theme gets it on the toggle (rendered afresh, no mismatch)', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.goto(routes.home);
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(pathIs(routes.login));
    await expect(page).toHaveTitle('Login · ListenWell');
    expect(problems).toEqual([]);
  });

  test('a signed-in visitor of /login goes to the console, never shown the sign-in form', async ({
    page,
  }) => {
    await loginViaUi(page, demo.admin);
    const problems = collectProblems(page);
    // What a first paint could show: the pre-rendered form's visibility as the parser inserts it
    // (module scripts run before DOMContentLoaded, so that is too late to look).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const form = document.querySelector('#root form');
        if (!form) return;
        (window as { formVisibility?: string }).formVisibility = getComputedStyle(form).visibility;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(routes.login);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    expect(await page.evaluate(() => (window as { formVisibility?: string }).formVisibility)).toBe('hidden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

/** Before any page script: the frame's visibility as the parser inserts it (what a first paint shows). */
const watchFrameVisibility = (page: Page) =>
  page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const frame = document.querySelector('#root [data-slot="shell-skeleton"]');
      if (!frame) return;
      (window as { frameVisibility?: string }).frameVisibility = getComputedStyle(frame).visibility;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });

test.describe('signed-in landing pages', () => {
  test('the HTML of the console and the customer area holds their frame, nothing personal', async ({
    request,
  }) => {
    for (const url of [routes.dashboard, routes.app.home, routes.app.wallet, routes.app.session('any-id')]) {
      const html = await (await request.get(url)).text();
      expect(html, url).toContain('<div id="root" data-shell>');
      expect(html, url).toContain('data-slot="shell-skeleton"');
      expect(html, url).toContain('fetchpriority="low"');
    }
  });

  test('a signed-in customer sees the frame at once, then the directory, with no console error', async ({
    page,
  }) => {
    await loginViaUi(page, demo.priya);
    const problems = collectProblems(page);
    await watchFrameVisibility(page);
    await page.goto(routes.app.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a listener' })).toBeVisible();
    expect(await page.evaluate(() => (window as { frameVisibility?: string }).frameVisibility)).toBe(
      'visible',
    );
    await expect(page.locator('[data-slot="shell-skeleton"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("/dashboard's frame shows the home's description of the role signed in, then the home keeps it", async ({
    page,
  }) => {
    // Before any app script: which of the frame's role descriptions the browser would paint.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const described = Array.from(
          document.querySelectorAll<HTMLElement>('#root[data-shell] [data-for-role]'),
        );
        if (described.length < 2) return;
        (window as { frameRoles?: string[] }).frameRoles = described
          .filter((element) => getComputedStyle(element).display !== 'none')
          .map((element) => element.getAttribute('data-for-role') ?? '');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const homes = [
      { who: demo.admin, role: 'ADMIN', header: dashboardHomeHeaders.ADMIN, own: 'admin', other: 'listener' },
      {
        who: demo.asha,
        role: 'LISTENER',
        header: dashboardHomeHeaders.LISTENER,
        own: 'listener',
        other: 'admin',
      },
    ];
    const preloadsOf = (home: string) =>
      page.locator(`head link[rel="modulepreload"][href*="/${home}-home-page-"]`);
    for (const { who, role, header, own, other } of homes) {
      await loginViaUi(page, who);
      await page.goto(routes.dashboard);
      await expect(page.getByText(header.description, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as { frameRoles?: string[] }).frameRoles)).toEqual([role]);
      // The HTML is the same for both roles; theme-init.js preloads the home of the one signed in only.
      await expect(preloadsOf(own)).toHaveCount(1);
      await expect(preloadsOf(other)).toHaveCount(0);
      await expect(page.locator('[data-slot="shell-skeleton"]')).toHaveCount(0);
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('a signed-out visitor of /app is never shown the frame and goes to sign in', async ({ page }) => {
    const problems = collectProblems(page);
    await watchFrameVisibility(page);
    await page.goto(routes.app.home);
    await expect(page).toHaveURL(pathIs(routes.login));
    expect(await page.evaluate(() => (window as { frameVisibility?: string }).frameVisibility)).toBe(
      'hidden',
    );
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
