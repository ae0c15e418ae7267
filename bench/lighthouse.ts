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
// default all), LIGHTHOUSE_THROTTLING (`simulate`, the default and what the aims are stated in: one
// unthrottled load, the throttled timings estimated from it; or `devtools`: the network and the CPU
// are slowed down while the page loads, so the timings are measured, to check an estimate),
// LIGHTHOUSE_OUT (a folder for every run's JSON report and its performance trace, which
// Chromium's DevTools opens: the main thread's tasks, the LCP element), CHROME_PATH (default
// /usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { routes } from '@app/contract';
import { CHROMIUM_PATH } from '../apps/web/scripts/chromium.mjs';
import {
  AUTH_STORAGE_KEY,
  persistedAuth,
  signInDemo,
  startLiveSession,
  type DemoPerson,
} from '../apps/web/scripts/demo-people.mjs';
import { startProductServer } from '../apps/web/scripts/product-server.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const reportDir = process.env.LIGHTHOUSE_OUT;
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') {
  throw new Error(`LIGHTHOUSE_THROTTLING: simulate or devtools, not ${throttlingMethod}`);
}
let reportCount = 0;

type Metrics = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };
/** `liveSession`: the customer's screen of a running chat, made for it (demo-people.mjs). */
type Page = { label: string; path: string; who?: DemoPerson; liveSession?: boolean };
const pages: Page[] = [
  { label: '/', path: routes.home },
  { label: '/login', path: routes.login },
  { label: 'admin:/dashboard', path: routes.dashboard, who: 'admin' },
  { label: 'listener:/dashboard', path: routes.dashboard, who: 'listener' },
  { label: 'customer:/app', path: routes.app.home, who: 'customer' },
  { label: 'customer:/app/wallet', path: routes.app.wallet, who: 'customer' },
  { label: 'customer:live-session', path: routes.app.session(':id'), liveSession: true },
];

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
      throttlingMethod,
      // A fresh profile per run is already empty; resetting would also wipe the sign-in set above.
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (reportDir) {
      // Every run's full report, to read what held a score down (the LCP element, the request chain),
      // and the trace it was computed from (where the main thread's time went, task by task).
      fs.mkdirSync(reportDir, { recursive: true });
      const name = `${(reportCount += 1)}-${label.replace(/\W+/g, '_')}`;
      fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      fs.writeFileSync(path.join(reportDir, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
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
  const tokens = new Map(
    await Promise.all(people.map(async (who) => [who, await signInDemo(server.url, who)] as const)),
  );
  console.log(
    `Lighthouse ${runs}x per page (mobile, performance, ${throttlingMethod} throttling), median; ${server.url}`,
  );
  console.log(`load average at start ${loadAverage()} (${os.cpus().length} cores)\n`);
  console.log(
    'page                    score   FCP ms   LCP ms   TBT ms    CLS     SI ms   runs (score)   load avg',
  );
  for (const page of chosen) {
    let pagePath = page.path;
    let token = page.who && tokens.get(page.who);
    if (page.liveSession) {
      live = await startLiveSession(server.url);
      pagePath = live.path;
      token = live.token;
    }
    const storage = token ? persistedAuth(token) : undefined;
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
