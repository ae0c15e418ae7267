// Lighthouse (mobile, performance only) on `/`, `/login` and a signed-in `/dashboard`, median of 3 runs
// each, against the built product (the real server on the embedded database with the demo data, in its
// own process). Every run gets a fresh Chromium profile, so nothing is cached between runs.
// Run: npm run bench:lighthouse (after `npm run build`; `npm run bench` runs it after the API bench).
// Options: LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES (e.g. `/,/login`; default all three),
// LIGHTHOUSE_OUT (a folder for every run's JSON report), CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { API_PREFIX, endpoints } from '@app/contract';
import { CHROMIUM_PATH } from '../apps/web/scripts/chromium.mjs';
import { startProductServer } from '../apps/web/scripts/product-server.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const reportDir = process.env.LIGHTHOUSE_OUT;
let reportCount = 0;
// The web app's persisted auth store key (apps/web/src/config/storage.ts). Should it change, the
// signed-in run fails loudly: it checks that the page did not end at /login.
const AUTH_STORAGE_KEY = 'sms';
const DEMO_ADMIN = { email: 'admin@listenwell.test', password: 'admin1234' };

type Metrics = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };
type Page = { path: string; signedIn: boolean };
const pages: Page[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

/** The value the web app's persisted auth store (zustand `persist`) keeps for a signed-in user. */
const persistedAuth = (token: string) => {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const user = {
    id: text(claims.id) ?? text(claims.sub),
    name: text(claims.name) ?? text(claims.email),
    email: text(claims.email) ?? '',
    role: text(claims.role),
    approvedAt: text(claims.approvedAt),
    profileImageUrl: text(claims.profileImageUrl),
    avatar: text(claims.avatar),
  };
  return JSON.stringify({ state: { accessToken: token, user, isAuthenticated: true }, version: 0 });
};

const signIn = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}${API_PREFIX}${endpoints.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'web' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) throw new Error(`Demo admin sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
};

const runOnce = async (url: string, storage?: string): Promise<Metrics> => {
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
      // A fresh profile per run is already empty; resetting would also wipe the sign-in set above.
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportDir) {
      // Every run's full report, to read what held a score down (the LCP element, the request chain).
      fs.mkdirSync(reportDir, { recursive: true });
      const name = `${(reportCount += 1)}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr, null, 1));
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

const server = await startProductServer({ env: { SEED_DEMO: 'true' } });
try {
  const storage = persistedAuth(await signIn(server.url));
  console.log(`Lighthouse ${runs}x per page (mobile, performance), median; ${server.url}\n`);
  console.log('page         score   FCP ms   LCP ms   TBT ms    CLS     SI ms   runs (score)');
  for (const page of pages.filter((p) => !only || only.includes(p.path))) {
    const results: Metrics[] = [];
    for (let run = 0, failures = 0; run < runs; run += 1) {
      try {
        const url = new URL(page.path, server.url).toString();
        results.push(await runOnce(url, page.signedIn ? storage : undefined));
      } catch (error) {
        // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): run that one again.
        failures += 1;
        if (failures > 2) throw error;
        console.warn(`  ${page.path}: ${(error as Error).message}; running again`);
        run -= 1;
      }
    }
    const m = (key: keyof Metrics) => median(results.map((r) => r[key]));
    console.log(
      `${page.path.padEnd(12)} ${String(m('score')).padStart(5)} ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(7)} ${m('si').toFixed(0).padStart(9)}   ${results.map((r) => r.score).join(' ')}`,
    );
  }
} finally {
  await server.stop();
}
