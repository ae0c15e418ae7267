// What one browser context of the journeys costs in CPU, in the browser they run in (Debian's headless
// shell, e2e/support/chromium.ts) against the full Chromium as Playwright launches it (/usr/bin/chromium
// with Playwright's own switches), and in the headless shell signed in from a stored sign-in (local
// storage set before the app loads) instead of through the login form. Each round opens a context per
// case, signs the demo admin in and visits two pages, each in light and dark at 1280 and 375 px; the
// cases alternate within a round so a drifting machine weighs on all. CPU is read per process from /proc
// while the round's contexts are still open (a closed renderer's time is gone with it).
// Run: npm run bench:e2e-browser (after `npm run build`). Options: ROUNDS (default 4), CONTEXTS per
// round (default 3).
import fs from 'node:fs';
import os from 'node:os';
import { messages } from '@app/contract';
import { AUTH_STORAGE_KEY } from '../apps/web/src/config/storage.ts';
import { decodeSessionUser } from '../apps/web/src/lib/auth-user.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, launchChromium } from '../e2e/support/chromium.ts';
import { startProductServer } from './product-server.ts';
import { enrolledAdmin, recoveryCode } from './admin-sign-in.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 4);
const CONTEXTS = Number(process.env.CONTEXTS ?? 3);
const ADMIN = { email: 'admin@listenwell.test', password: 'admin1234' };

/** A browser binary, and whether the admin signs in through the form or from a stored sign-in. */
type Case = { executable: string; signIn: 'form' | 'stored' };
const cases = {
  'full Chromium (/usr/bin/chromium), form sign-in': { executable: '/usr/bin/chromium', signIn: 'form' },
  'headless shell, form sign-in': { executable: HEADLESS_SHELL_PATH, signIn: 'form' },
  'headless shell, stored sign-in': { executable: HEADLESS_SHELL_PATH, signIn: 'stored' },
} as const satisfies Record<string, Case>;
type CaseName = keyof typeof cases;

/** The admin's sign-in as the web app persists it (zustand persist under AUTH_STORAGE_KEY). */
const storedSignIn = async (base: string): Promise<string> => {
  const { token } = await enrolledAdmin(base, ADMIN);
  const user = decodeSessionUser(token);
  return JSON.stringify({ state: { accessToken: token, user, isAuthenticated: true }, version: 0 });
};

/** CPU seconds (user + system) of every live process, by kind. */
const cpuByKind = (): Map<string, number> => {
  const kinds = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      let kind = 'other';
      if (cmd.includes('chromium')) {
        kind = `chromium ${/--type=(\S+)/.exec(cmd)?.[1] ?? 'browser'}`;
        if (cmd.includes('--top-chrome-webui')) kind += ' (browser WebUI)';
      } else if (cmd.includes('apps/server/src/main.ts')) kind = 'server';
      kinds.set(`${pid} ${kind}`, seconds);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return kinds;
};

const spent = (before: Map<string, number>, after: Map<string, number>): Map<string, number> => {
  const byKind = new Map<string, number>();
  for (const [key, seconds] of after) {
    const kind = key.slice(key.indexOf(' ') + 1);
    if (kind === 'other') continue;
    byKind.set(kind, (byKind.get(kind) ?? 0) + seconds - (before.get(key) ?? 0));
  }
  return byKind;
};

const server = await startProductServer({ SEED_DEMO: 'true' });
const totals = new Map<CaseName, { wallMs: number; cpu: Map<string, number> }>();
try {
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${ROUNDS} rounds × ${CONTEXTS} contexts per case`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(cases) as CaseName[]) {
      const browser = await launchChromium(CHROMIUM_ARGS, cases[name].executable);
      const contexts = [];
      const codes: string[] = [];
      if (cases[name].signIn === 'form') {
        const admin = await enrolledAdmin(server.base, ADMIN);
        for (let i = 0; i < CONTEXTS; i++) codes.push(await recoveryCode(server.base, admin));
      }
      const before = cpuByKind();
      const started = Date.now();
      for (let i = 0; i < CONTEXTS; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
        contexts.push(context);
        const page = await context.newPage();
        if (cases[name].signIn === 'stored') {
          const value = await storedSignIn(server.base);
          await context.addInitScript(({ key, stored }) => localStorage.setItem(key, stored), {
            key: AUTH_STORAGE_KEY,
            stored: value,
          });
          await page.goto(`${server.base}/dashboard`);
        } else {
          await page.goto(`${server.base}/login`);
          await page.waitForFunction(() => {
            const form = document.querySelector('form');
            return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
          });
          await page.getByLabel('Email').fill(ADMIN.email);
          await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
          await page.getByRole('button', { name: 'Login', exact: true }).click();
          // Every admin has two-step sign-in (issue 25 §1): the code step, with a recovery code (an app
          // code's step may be used once; the codes are made before the round's clock starts).
          await page.getByLabel(messages.twoFactor.codeOrRecoveryLabel).fill(codes.shift() ?? '');
          await page.getByRole('button', { name: messages.twoFactor.verify, exact: true }).click();
          await page.waitForURL((url) => url.pathname !== '/login');
        }
        for (const link of ['Users', 'Listeners']) {
          await page.getByRole('link', { name: link, exact: true }).first().click();
          await page.getByRole('heading', { name: link, exact: true }).first().waitFor();
          await page.waitForLoadState('networkidle');
          // What a journey's screen check does: dark, a 375 px phone, and back, each a whole repaint.
          for (const [colorScheme, width] of [
            ['dark', 375],
            ['light', 1280],
          ] as const) {
            await page.emulateMedia({ colorScheme });
            await page.setViewportSize({ width, height: 720 });
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          }
        }
      }
      const wallMs = Date.now() - started;
      const cpu = spent(before, cpuByKind());
      const total = totals.get(name) ?? { wallMs: 0, cpu: new Map<string, number>() };
      total.wallMs += wallMs;
      for (const [kind, seconds] of cpu) total.cpu.set(kind, (total.cpu.get(kind) ?? 0) + seconds);
      totals.set(name, total);
      await browser.close();
    }
  }
} finally {
  await server.stop();
}

const contexts = ROUNDS * CONTEXTS;
const cpuPerContext = (name: CaseName) =>
  [...(totals.get(name)?.cpu.values() ?? [])].reduce((sum, seconds) => sum + seconds, 0) / contexts;
for (const [name, { wallMs, cpu }] of totals) {
  console.log(
    `\n${name}: ${(wallMs / contexts / 1000).toFixed(2)} s wall and ${cpuPerContext(name).toFixed(2)} s CPU per context`,
  );
  for (const [kind, seconds] of [...cpu].sort((a, b) => b[1] - a[1])) {
    if (seconds / contexts >= 0.01) console.log(`  ${(seconds / contexts).toFixed(2)} s  ${kind}`);
  }
}
const baseline = cpuPerContext('full Chromium (/usr/bin/chromium), form sign-in');
console.log('\nCPU per context against the full Chromium, form sign-in:');
for (const name of Object.keys(cases) as CaseName[]) {
  console.log(`  ${(cpuPerContext(name) / baseline).toFixed(2)}  ${name}`);
}
