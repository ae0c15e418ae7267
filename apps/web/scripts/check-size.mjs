// Budget check for a first visit, counted the way a browser pays it, run after `vite build`:
//   npm run size -w apps/web
// Starts the built product (the real server on a fresh embedded database, in its own process), opens
// each public route in a fresh context of Debian's Chromium headless shell, waits until the network is idle and adds up every
// script the browser downloaded, each body gzipped here so the figure does not depend on what encoding
// the server chose. Exits 1 when a route is over budget.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, ensureDebianPackage } from './chromium.mjs';
import { startProductServer } from './product-server.mjs';

const BUDGET_KB = 120;
const ROUTES = ['/', '/login'];

/** Every script a fresh visitor downloads on `route` until the network is idle. */
const scriptsOfFirstVisit = async (browser, baseUrl, route) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        status: response.status(),
        kb: gzipSync(body).length / 1024,
      })),
    );
  });
  await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'networkidle' });
  const scripts = await Promise.all(pending);
  await context.close();
  const failed = scripts.filter((script) => script.status >= 400);
  if (failed.length) throw new Error(`${route}: scripts failed to load: ${failed.map((s) => s.url)}`);
  return scripts.sort((a, b) => b.kb - a.kb);
};

ensureDebianPackage(HEADLESS_SHELL_PATH, 'chromium-headless-shell');
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
const server = await startProductServer({ env: { SEED_DEMO: 'false' } });
let failed = false;
try {
  console.log(`First-visit JavaScript, every script downloaded until network idle, gzipped`);
  console.log(`(budget ${BUDGET_KB} KB per route; ${server.url})`);
  for (const route of ROUTES) {
    const scripts = await scriptsOfFirstVisit(browser, server.url, route);
    const total = scripts.reduce((sum, script) => sum + script.kb, 0);
    const over = total > BUDGET_KB;
    failed ||= over;
    console.log(
      `\n  ${route.padEnd(8)} ${total.toFixed(1).padStart(6)} KB in ${scripts.length} scripts  ${over ? 'OVER BUDGET' : 'ok'}`,
    );
    for (const script of scripts) console.log(`    ${script.kb.toFixed(1).padStart(6)} KB  ${script.url}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

if (failed) {
  console.error(`\nA route's first visit downloads more than ${BUDGET_KB} KB of gzipped JavaScript.`);
  process.exit(1);
}
