// Accessibility check of every screen the browser journeys reach (WCAG 2.1 A and AA, axe-core).
//
// A page-level hook, so no spec has to remember it: before each user action (a click, a fill, a key,
// a navigation, a screenshot) and once more when the test ends, the screen the test has just been
// looking at is analysed with axe in the light theme and in the dark one. A screen is its route
// pattern (ids folded), the signed-in sidebar, the open dialog or menu, shown errors and toasts, and
// the width class: each distinct screen is analysed once per run (the workers share their claims), so
// the check costs a few seconds per new screen and nothing for screens already seen. Violations are
// collected and fail the test when it ends, listed rule by rule with the element and axe's own
// explanation.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Keyboard, Locator, Page, TestInfo } from '@playwright/test';

/** The axe tags of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const THEMES = ['light', 'dark'] as const;
type ThemeName = (typeof THEMES)[number];
/**
 * A theme changes colours only, so the dark pass runs the rules that read colours; the light pass
 * runs every rule of WCAG_TAGS.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** How long a screen may keep loading (skeletons, busy regions, DOM changes) before it is checked anyway. */
const SETTLE_TIMEOUT_MS = 3_000;
/** A screen has settled once its DOM has not changed for this long and nothing shows as loading. */
const QUIET_MS = 250;
const STILL_STYLE_ID = 'e2e-a11y-still';

/** Resolves once the DOM has been quiet for `quietMs` with no skeleton or busy region, or at `timeoutMs`. */
const settle = ({ quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }): Promise<void> =>
  new Promise((resolve) => {
    const started = performance.now();
    let lastChange = started;
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const poll = () => {
      const now = performance.now();
      const loading = document.querySelector('[data-slot="skeleton"], [aria-busy="true"]') !== null;
      if ((!loading && now - lastChange >= quietMs) || now - started >= timeoutMs) {
        observer.disconnect();
        resolve();
      } else {
        setTimeout(poll, 50);
      }
    };
    setTimeout(poll, 50);
  });

type Finding = { screen: string; theme: ThemeName; url: string; report: string };

type TestState = {
  testInfo: TestInfo;
  pages: Set<Page>;
  findings: Finding[];
  checkedScreens: string[];
  busy: WeakSet<Page>;
};

/** Screens this worker analysed, or found analysed by another worker (both themes). */
const checked = new Set<string>();
/**
 * The run's claims: a worker about to analyse a screen creates a file named after it (exclusively, so
 * of two workers reaching the same screen only one analyses it). Under the run's data directory (global
 * setup makes it, teardown removes it); without one, each worker keeps its own list.
 */
const claimsDir = process.env.E2E_DATA_DIR ? path.join(process.env.E2E_DATA_DIR, 'a11y-screens') : undefined;
const claimPath = (dir: string, key: string) =>
  path.join(dir, createHash('sha256').update(key).digest('hex').slice(0, 32));

const alreadyChecked = (key: string): boolean => {
  if (!checked.has(key) && claimsDir && fs.existsSync(claimPath(claimsDir, key))) checked.add(key);
  return checked.has(key);
};

/** Claims `key` for this worker; false when it was already analysed, here or by another worker. */
const claim = (key: string): boolean => {
  if (alreadyChecked(key)) return false;
  if (!claimsDir) return true;
  fs.mkdirSync(claimsDir, { recursive: true });
  try {
    fs.writeFileSync(claimPath(claimsDir, key), key, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    checked.add(key);
    return false;
  }
};

/** Gives a claim back: the analysis did not finish, so the next worker to see the screen does it. */
const release = (key: string): void => {
  if (claimsDir) fs.rmSync(claimPath(claimsDir, key), { force: true });
};
let current: TestState | undefined;

/** What makes one screen differ from another; read in the page. */
type ScreenFacts = {
  path: string;
  sidebar: string;
  overlays: string[];
  invalid: boolean;
  alerts: boolean;
  toasts: string[];
  narrow: boolean;
};

const readScreen = (): ScreenFacts => {
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const nameOf = (el: Element) => {
    const ids = el.getAttribute('aria-labelledby');
    const labelled = ids
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return (el.getAttribute('aria-label') ?? labelled ?? '').trim() || el.getAttribute('role') || '';
  };
  const overlays = Array.from(
    document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'),
  )
    .filter(visible)
    // A menu's name is its trigger's, often a row's: every row menu is one screen.
    .map((el) => (el.getAttribute('role') === 'menu' ? 'menu' : `${el.getAttribute('role')}: ${nameOf(el)}`));
  return {
    path: location.pathname,
    sidebar: Array.from(document.querySelectorAll('[data-slot="sidebar"] a[href]'))
      .map((a) => a.getAttribute('href'))
      .join(','),
    overlays: Array.from(new Set(overlays)).sort(),
    invalid: document.querySelector('[aria-invalid="true"]') !== null,
    alerts: Array.from(document.querySelectorAll('[role="alert"]')).some(
      (el) => visible(el) && el.textContent?.trim(),
    ),
    toasts: Array.from(
      new Set(
        Array.from(document.querySelectorAll('[data-sonner-toast]')).map(
          (t) => t.getAttribute('data-type') ?? 'toast',
        ),
      ),
    ).sort(),
    narrow: window.innerWidth < 768,
  };
};

/** Folds ids out of a path: /admin/listeners/3f2a… and /x/42 become /admin/listeners/:id. */
const routePattern = (path: string): string =>
  path
    .split('/')
    .map((part) => (/^(?:[0-9a-f-]{16,}|\d+)$/i.test(part) ? ':id' : part))
    .join('/');

const screenKey = (facts: ScreenFacts): string => {
  let hash = 0;
  for (const char of facts.sidebar) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return [
    routePattern(facts.path),
    facts.sidebar ? `nav#${(hash >>> 0).toString(36)}` : 'no-nav',
    facts.narrow ? 'narrow' : 'wide',
    ...facts.overlays,
    facts.invalid ? 'invalid' : '',
    facts.alerts ? 'alert' : '',
    ...facts.toasts.map((type) => `toast:${type}`),
  ]
    .filter(Boolean)
    .join(' | ');
};

/** Shows `theme` without touching the stored choice; returns how to put the page back. */
const applyTheme = async (page: Page, theme: ThemeName): Promise<void> => {
  await page.evaluate((name) => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(name);
    root.style.colorScheme = name;
    // Read a style so the new colours are computed before axe looks.
    void getComputedStyle(document.body).color;
  }, theme);
};

const formatViolations = (results: Awaited<ReturnType<AxeBuilder['analyze']>>): string =>
  results.violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const detail = [...node.any, ...node.all, ...node.none]
            .map((check) => check.message)
            .filter(Boolean)[0];
          const html = node.html.replace(/\s+/g, ' ').slice(0, 140);
          return `      - ${node.target.join(' ')}\n        ${html}${detail ? `\n        ${detail}` : ''}`;
        })
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more` : '';
      return `    [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');

/**
 * Analyses the screen `page` shows now, in both themes, unless this screen was already analysed in
 * this worker. Findings are kept for the end of the test. Call it directly for a state no user
 * action follows (the hook already runs before every action and at the end of each test).
 */
export const checkA11y = async (page: Page): Promise<void> => {
  const state = current;
  if (!state || page.isClosed() || state.busy.has(page)) return;
  if (!/^https?:/.test(page.url())) return;
  state.busy.add(page);
  const started = Date.now();
  let claimed: string | undefined;
  try {
    if (alreadyChecked(screenKey(await page.evaluate(readScreen)))) return;
    // Judge the screen once it has loaded: skeletons, busy regions and a DOM still being built are
    // a moment, not the screen.
    await page.evaluate(settle, { quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS });
    const key = screenKey(await page.evaluate(readScreen));
    if (!claim(key)) return;
    claimed = key;

    const before = await page.evaluate(() => ({
      className: document.documentElement.className,
      colorScheme: document.documentElement.style.colorScheme,
    }));
    // Transitions and entry animations would let axe read colours halfway between two states.
    await page.evaluate((id) => {
      const style = document.createElement('style');
      style.id = id;
      style.textContent =
        '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
      document.head.append(style);
    }, STILL_STYLE_ID);
    try {
      for (const theme of THEMES) {
        await applyTheme(page, theme);
        // Legacy mode runs axe inside the page itself; the default mode opens a helper page in the
        // test's browser context, which a test waiting for a popup would mistake for its own.
        // options() replaces every option set before it, so it comes before withTags() and withRules().
        const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
        const results = await (
          theme === 'light' ? builder.withTags([...WCAG_TAGS]) : builder.withRules(COLOUR_RULES)
        ).analyze();
        if (results.violations.length > 0) {
          state.findings.push({ screen: key, theme, url: page.url(), report: formatViolations(results) });
        }
      }
    } finally {
      await page.evaluate(({ className, colorScheme }) => {
        document.documentElement.className = className;
        document.documentElement.style.colorScheme = colorScheme;
      }, before);
      await page.evaluate((id) => document.getElementById(id)?.remove(), STILL_STYLE_ID);
    }
    checked.add(key);
    claimed = undefined;
    state.checkedScreens.push(`${key} (${Date.now() - started} ms)`);
    if (process.env.A11Y_LOG) console.log(`[a11y] ${key}: ${Date.now() - started} ms`);
  } catch (error) {
    // The page moved on under the check (a navigation destroyed the context): the screen it left
    // is checked again the next time a test reaches it. Anything else is a broken check.
    const message = error instanceof Error ? error.message : String(error);
    if (!/context was destroyed|navigat|Target .*closed|has been closed/i.test(message)) throw error;
  } finally {
    if (claimed !== undefined) release(claimed);
    state.busy.delete(page);
    // The test's own time limit is for the test: the time spent checking is added to it.
    state.testInfo.setTimeout(state.testInfo.timeout + (Date.now() - started));
  }
};

const LOCATOR_ACTIONS = [
  'blur',
  'check',
  'clear',
  'click',
  'dblclick',
  'dragTo',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'screenshot',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;
const PAGE_ACTIONS = ['goto', 'reload', 'goBack', 'goForward', 'screenshot', 'close'] as const;
const KEYBOARD_ACTIONS = ['press', 'type', 'insertText'] as const;

const patched = Symbol.for('e2e.a11y.patched');

type Method = (...args: unknown[]) => Promise<unknown>;

const patch = <T extends object>(
  proto: T,
  names: readonly string[],
  pageOf: (self: T) => Page | undefined,
) => {
  const target = proto as Record<string | symbol, unknown>;
  if (target[patched]) return;
  target[patched] = true;
  for (const name of names) {
    const original = target[name] as Method | undefined;
    if (typeof original !== 'function') continue;
    target[name] = async function (this: T, ...args: unknown[]) {
      const page = pageOf(this);
      if (page && current) {
        current.pages.add(page);
        await checkA11y(page);
      }
      return original.apply(this, args);
    };
  }
};

/**
 * Installs the hook on Playwright's Page, Locator and Keyboard (once per worker) and returns the
 * state of the test about to run.
 */
export const startA11y = (page: Page, testInfo: TestInfo): TestState => {
  patch(Object.getPrototypeOf(page) as Page, PAGE_ACTIONS, (self) => self);
  patch(Object.getPrototypeOf(page.locator('html')) as Locator, LOCATOR_ACTIONS, (self) => self.page());
  patch(
    Object.getPrototypeOf(page.keyboard) as Keyboard,
    KEYBOARD_ACTIONS,
    // Keyboard has no public way back to its page.
    (self) => (self as unknown as { _page?: Page })._page,
  );
  current = { testInfo, pages: new Set([page]), findings: [], checkedScreens: [], busy: new WeakSet() };
  return current;
};

/** Checks the last screen of every page the test used, then fails the test on any violation. */
export const finishA11y = async (state: TestState, testInfo: TestInfo): Promise<void> => {
  try {
    if (testInfo.status === testInfo.expectedStatus) {
      for (const page of state.pages) await checkA11y(page);
    }
  } finally {
    current = undefined;
  }
  if (state.checkedScreens.length > 0) {
    testInfo.annotations.push({
      type: 'a11y',
      description: `${state.checkedScreens.length} new screen(s) × light and dark: ${state.checkedScreens.join('; ')}`,
    });
  }
  if (state.findings.length > 0) {
    const report = state.findings
      .map((finding) => `  ${finding.screen} [${finding.theme}] ${finding.url}\n${finding.report}`)
      .join('\n\n');
    throw new Error(`Accessibility violations (axe, ${WCAG_TAGS.join(', ')}):\n\n${report}`);
  }
};
