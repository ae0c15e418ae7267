// How the journeys launch Debian's Chromium. The full browser in headless mode opens a real window per
// browser context, and each window starts hidden WebUI pages of its own (the omnibox popups, the
// preloaded Tab Search): a renderer per context that the tests never look at. Measured with
// `npm run bench:e2e-browser` (bench/e2e-browser.ts): off, a context that signs in and opens two pages
// costs about a third less CPU; whole journeys about 5 % less.
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS as QUIET_ARGS } from '../../apps/web/scripts/product-server.mjs';
import { CHROMIUM_PATH } from './paths.ts';

/**
 * The features Playwright 1.65 turns off itself (`--disable-features` in its Chromium switches).
 * Chromium reads only the last `--disable-features`, so ours repeats them; global setup checks that
 * it still covers Playwright's after an upgrade (assertChromiumLaunch).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/** Browser WebUI no journey uses; each is a page (and a renderer) per window. */
const UNUSED_BROWSER_UI = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIReloadButton',
  'Translate',
];

export const CHROMIUM_ARGS = [
  // Quiet on a closed network, as the size check and the Lighthouse bench launch it.
  ...QUIET_ARGS,
  // Calls: a fake microphone, granted without asking, and peers on the loopback interface.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  // The app's own reduced-motion styles: no animation runs while a journey waits on the screen.
  '--force-prefers-reduced-motion',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
];

/** Debian's Chromium, headless, with the journeys' switches (or `args`). */
export const launchChromium = (args: readonly string[] = CHROMIUM_ARGS): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args] });

/**
 * Launches the browser as the journeys do and fails if Playwright's own `--disable-features` names a
 * feature ours leaves out (ours replaces it), or if a hidden WebUI page still opens with a context.
 */
export const assertChromiumLaunch = async (): Promise<void> => {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('chrome://version');
    const args = (await page.locator('#command_line').innerText()).split(/\s+/);
    const lists = args
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    const effective = new Set(lists.at(-1));
    const missing = lists.flat().filter((feature) => !effective.has(feature));
    if (missing.length > 0) {
      throw new Error(
        `Playwright now disables ${missing.join(', ')} too: add it to PLAYWRIGHT_DISABLED_FEATURES in e2e/support/chromium.ts`,
      );
    }
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
      targetInfos: { type: string; url: string }[];
    };
    const hidden = targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url);
    if (hidden.length > 0) {
      throw new Error(
        `A browser context opens hidden browser UI (${hidden.join(', ')}): turn its feature off in UNUSED_BROWSER_UI (e2e/support/chromium.ts)`,
      );
    }
  } finally {
    await browser.close();
  }
};
