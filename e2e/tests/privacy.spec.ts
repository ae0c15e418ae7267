// The privacy notice (issue 25 §3) on a phone, in English and in Hindi, light and dark: the public page
// with its version and the grievance officer from the server's settings, linked from the footer.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION, routes } from '@app/contract';
import { expect, test } from '../support/fixtures.ts';
import { expectNoEnglish } from '../support/hindi.ts';
import { screenshotDir } from '../support/paths.ts';

const PHONE = { width: 375, height: 812 };
/** The server's default grievance officer (no GRIEVANCE_* setting in the journeys). */
const GRIEVANCE = { name: 'Grievance Officer, ListenWell', email: 'grievance@listenwell.app' };

/** Full-page pictures of the page in light and dark, after checking nothing overflows sideways. */
const shoot = async (page: Page, name: string) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((next) => {
      const root = document.documentElement;
      root.classList.remove('light', 'dark');
      root.classList.add(next);
      root.style.colorScheme = next;
    }, theme);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} ${theme}: horizontal overflow in px`).toBeLessThanOrEqual(0);
    if (process.env.E2E_SKIP_SHOTS !== '1') {
      await page.screenshot({ path: path.join(screenshotDir, `${name}-375-${theme}.png`), fullPage: true });
    }
  }
};

test.describe('the privacy notice on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('in English: reached from the footer, with its version and the grievance officer', async ({
    page,
  }) => {
    await page.goto(routes.home);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.privacy}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByText(`Version ${PRIVACY_NOTICE_VERSION}`, { exact: true })).toBeVisible();
    await expect(page.getByText('180 days by default', { exact: false })).toBeVisible();
    await expect(page.getByText(GRIEVANCE.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: GRIEVANCE.email })).toHaveAttribute(
      'href',
      `mailto:${GRIEVANCE.email}`,
    );
    await shoot(page, 'privacy-en');
  });
});

test.describe('the privacy notice on a phone, in Hindi', () => {
  test.use({ locale: 'hi-IN', viewport: PHONE, isMobile: true, hasTouch: true });

  test('in Hindi: every word of the notice in Hindi but the names and addresses', async ({ page }) => {
    await page.goto(routes.privacy);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeVisible();
    await expect(page.getByText(GRIEVANCE.name, { exact: true })).toBeVisible();
    // The default officer's name is data (a setting), in English.
    await expectNoEnglish(page.locator('main'), [GRIEVANCE.name, 'Grievance Officer', GRIEVANCE.email]);
    await shoot(page, 'privacy-hi');
  });
});
