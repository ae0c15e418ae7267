// Takes screenshots of the main screens for a visual check, against a running server:
//   node apps/web/scripts/screenshots.mjs [baseUrl=http://127.0.0.1:3000] [outDir=/tmp/shots]
// Signs in with the demo accounts the server seeds (SEED_DEMO). Uses Debian's Chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? '/tmp/shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function shoot(name, path, { context = desktop, theme = 'light', signIn, fullPage = false, act } = {}) {
  const ctx = await browser.newContext({ ...context, colorScheme: theme });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  if (signIn) {
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(signIn.email);
    await page.getByLabel('Password', { exact: true }).fill(signIn.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  if (act) await act(page);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage });
  console.log(
    `${name}.png${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ''}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}`,
  );
  await ctx.close();
}

const admin = { email: 'admin@listenwell.test', password: 'admin1234' };
const asha = { email: 'asha@listenwell.test', password: 'listener1234' };
const kabir = { email: 'kabir@listenwell.test', password: 'listener1234' };
const priya = { email: 'priya@listenwell.test', password: 'customer1234' };

await shoot('landing-1280', '/', { fullPage: true });
await shoot('landing-1280-dark', '/', { theme: 'dark' });
await shoot('landing-375', '/', { context: phone, fullPage: true });
await shoot('login-1280', '/login');
await shoot('login-375', '/login', { context: phone });
await shoot('login-errors-1280', '/login', {
  act: async (page) => page.getByRole('button', { name: 'Login', exact: true }).click(),
});
await shoot('signup-1280', '/signup');
await shoot('signup-verify-1280', '/signup', {
  act: async (page) => {
    await page.getByLabel('Email').fill(`shots-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await page.getByText('Verify your account').waitFor();
  },
});
await shoot('forgot-password-1280', '/forgot-password');
await shoot('contact-1280', '/contact', { fullPage: true });
await shoot('unauthorized-1280', '/dashboard', { signIn: priya });
await shoot('not-found-1280', '/no-such-page');
await shoot('admin-home-1280', '/dashboard', { signIn: admin });
await shoot('admin-home-1280-dark', '/dashboard', { signIn: admin, theme: 'dark' });
await shoot('admin-collapsed-1280', '/dashboard/users', {
  signIn: admin,
  act: async (page) => {
    await page.keyboard.press('Control+b');
    await page.getByRole('link', { name: 'Plans' }).hover();
  },
});
await shoot('admin-menu-1280', '/dashboard/plans', {
  signIn: admin,
  act: async (page) => page.getByRole('button', { name: 'Account menu' }).click(),
});
await shoot('admin-home-375', '/dashboard', { signIn: admin, context: phone, fullPage: true });
await shoot('admin-drawer-375', '/dashboard', {
  signIn: admin,
  context: phone,
  act: async (page) => page.getByRole('button', { name: 'Toggle sidebar' }).first().click(),
});
await shoot('listener-home-1280', '/dashboard', { signIn: asha });
await shoot('listener-pending-1280', '/dashboard/earnings', { signIn: kabir });
await shoot('welcome-1280', '/profile', { signIn: kabir });
await shoot('change-password-1280', '/dashboard/change-password', {
  signIn: asha,
  act: async (page) => page.getByRole('button', { name: 'Save Password', exact: true }).click(),
});
await shoot('change-password-375-dark', '/dashboard/change-password', {
  signIn: asha,
  context: phone,
  theme: 'dark',
});

await browser.close();
