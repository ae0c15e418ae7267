// Debian's Chromium as the checks launch it. The size check and the browser journeys use the headless
// shell (package chromium-headless-shell): the same Blink and V8 as the full browser, without the browser
// around them (no window per context, no hidden browser pages), which costs a journey's context about 0.6
// of the CPU (`npm run bench:e2e-browser`). The Lighthouse and call benches use the full browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The switches that keep Chromium quiet on a closed network (see stack notes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Makes sure `binary` is on this machine: when it is missing and this runs as root, installs Debian's
 * package `pkg` with apt-get; otherwise fails with the command to run.
 * @param {string} binary
 * @param {string} pkg
 */
export const ensureDebianPackage = (binary, pkg) => {
  if (existsSync(binary)) return;
  const install = `apt-get install -y ${pkg}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new Error(`${binary} is missing. Install it with: sudo ${install}`);
  console.log(`${binary} is missing; running as root: ${install}`);
  execFileSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit' });
  if (!existsSync(binary)) throw new Error(`apt-get finished but ${binary} is still missing`);
};
