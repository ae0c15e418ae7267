// How the journeys launch Chromium: Debian's headless shell (package chromium-headless-shell), the same
// Blink and V8 as /usr/bin/chromium without the browser around them. The full browser in headless mode
// opens a real window per browser context, with a browser process that draws it and hidden WebUI pages of
// its own; the journeys never look at any of it. Measured with `npm run bench:e2e-browser`
// (bench/e2e-browser.ts): a context that signs in and checks two screens costs 0.62 of the CPU it cost
// in the full browser as Playwright launches it.
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS as QUIET_ARGS, HEADLESS_SHELL_PATH } from '../../apps/web/scripts/chromium.mjs';

export { HEADLESS_SHELL_PATH };

export const CHROMIUM_ARGS = [
  // Quiet on a closed network, as the size check and the Lighthouse bench launch it.
  ...QUIET_ARGS,
  // Calls: a fake microphone, granted without asking, and peers on the loopback interface.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  // The app's own reduced-motion styles: no animation runs while a journey waits on the screen.
  '--force-prefers-reduced-motion',
];

/** Debian's Chromium headless shell with the journeys' switches, or another binary and switches. */
export const launchChromium = (
  args: readonly string[] = CHROMIUM_ARGS,
  executablePath: string = HEADLESS_SHELL_PATH,
): Promise<Browser> => chromium.launch({ executablePath, args: [...args] });
