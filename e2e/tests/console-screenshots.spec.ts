import path from 'node:path';
import { routes } from '@app/contract';
import { THEME_STORAGE_KEY, type Theme } from '../../apps/web/src/config/storage.ts';
import type { Page } from '@playwright/test';
import { screenshotDir } from '../support/paths.ts';
import { demo, expect, loginViaUi, test } from '../support/fixtures.ts';
import { createListenerViaApi, setBlockedViaApi, uniqueWord } from '../support/listeners.ts';

const NARROW = { width: 375, height: 812 } as const;
const WIDE = { width: 1280, height: 800 } as const;

const useTheme = async (page: Page, theme: Theme): Promise<void> => {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [THEME_STORAGE_KEY, theme],
  );
};

/** Waits for the screen to settle, checks nothing overflows the window sideways, and saves it. */
const shoot = async (page: Page, name: string): Promise<void> => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-slot="skeleton"], [role="status"][aria-busy="true"]')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name}: horizontal page overflow in px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
};

test.describe('console screenshots', () => {
  test('listener profile: light, dark and 375 px', async ({ page, request }) => {
    const name = `Shot ${uniqueWord('Listener')}`;
    const listener = await createListenerViaApi(request, { prefix: 'shot', profile: { name } });
    await useTheme(page, 'light');
    await page.setViewportSize(WIDE);
    await loginViaUi(page, listener);
    await page.goto(routes.listener.profile);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await shoot(page, 'profile-1280-light');

    await useTheme(page, 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await shoot(page, 'profile-1280-dark');

    await useTheme(page, 'light');
    await page.setViewportSize(NARROW);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await shoot(page, 'profile-375-light');
    // A full page at 375 px is too tall to read: keep the upload section on its own as well.
    await page
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Profile & Documents' }) })
      .screenshot({ path: path.join(screenshotDir, 'profile-375-documents.png') });
  });

  for (const viewport of [WIDE, NARROW]) {
    test(`admin screens at ${viewport.width} px`, async ({ page, request }) => {
      // Something to show in the audit log.
      const listener = await createListenerViaApi(request, {
        prefix: `shot-admin-${viewport.width}`,
        profile: { name: `Audit ${uniqueWord('Shot')}` },
        approve: true,
      });
      await setBlockedViaApi(request, listener.id, true);
      await setBlockedViaApi(request, listener.id, false);
      // The newest pending application, so it is on the first page whatever other tests created.
      const applicant = await createListenerViaApi(request, {
        prefix: `shot-applicant-${viewport.width}`,
        profile: { name: `Applicant ${uniqueWord('Shot')}` },
      });
      await page.setViewportSize(viewport);
      await useTheme(page, 'light');
      await loginViaUi(page, demo.admin);
      const suffix = String(viewport.width);

      await page.goto(routes.admin.applications);
      await expect(page.getByText(applicant.name).first()).toBeVisible();
      await shoot(page, `applications-${suffix}`);
      await page
        .getByRole('row')
        .filter({ hasText: applicant.name })
        .getByRole('button', { name: /view|details/i })
        .click();
      await expect(page.getByRole('dialog', { name: 'User Details' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(screenshotDir, `applications-dialog-${suffix}.png`) });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.goto(routes.admin.listeners);
      await expect(page.getByText(listener.name).first()).toBeVisible();
      await shoot(page, `listeners-${suffix}`);

      await page.goto(routes.admin.users);
      await expect(page.getByText(applicant.name).first()).toBeVisible();
      await shoot(page, `users-${suffix}`);

      await page.goto(routes.admin.auditLog);
      await expect(page.getByText('Listener unblocked').first()).toBeVisible();
      await shoot(page, `audit-log-${suffix}`);
    });
  }
});
