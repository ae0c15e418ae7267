import { routes } from '@app/contract';
import { SIDEBAR_COOKIE_NAME, THEME_STORAGE_KEY } from '../../apps/web/src/config/storage.ts';
import {
  demo,
  expect,
  expectSidebarLinks,
  loginViaUi,
  pathIs,
  sidebarLinks,
  test,
} from '../support/fixtures.ts';

test.describe('dashboard shell', () => {
  test.beforeEach(async ({ page }) => {
    await loginViaUi(page, demo.admin);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
  });

  test('theme: Dark from the header toggle survives a reload', async ({ page }) => {
    // The toggle offers Light, Dark and System; System is the default.
    const toggle = page.getByRole('radiogroup', { name: 'Theme' });
    await expect(toggle.getByRole('radio', { name: 'Light' })).toBeVisible();
    await expect(toggle.getByRole('radio', { name: 'System' })).toBeChecked();
    await toggle.getByRole('radio', { name: 'Dark' }).click();
    await expect(toggle.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(
      page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
  });

  test('sidebar: Ctrl+b collapses it and writes the sidebar_state cookie', async ({ page, context }) => {
    const sidebar = page.locator('[data-slot="sidebar"][data-state]').first();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    const expandedWidth =
      (await page.locator('[data-slot="sidebar-container"]').first().boundingBox())?.width ?? 0;
    expect(expandedWidth).toBeGreaterThan(200);

    // Focus something that is not an input (the page heading) before the shortcut.
    await page.getByRole('heading', { level: 1 }).first().click();
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // Collapsed is the 3rem icon rail (plus the floating/inset padding, ~66 px) or off-canvas.
    await expect
      .poll(async () => {
        const box = await page.locator('[data-slot="sidebar-container"]').first().boundingBox();
        return box ? Math.max(0, Math.min(box.width, box.x + box.width)) : 0;
      })
      .toBeLessThan(80);

    await expect
      .poll(
        async () => (await context.cookies()).find((cookie) => cookie.name === SIDEBAR_COOKIE_NAME)?.value,
      )
      .toBe('false');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect
      .poll(
        async () => (await context.cookies()).find((cookie) => cookie.name === SIDEBAR_COOKIE_NAME)?.value,
      )
      .toBe('true');
  });

  test('admin sidebar lists the admin screens', async ({ page }) => {
    await expectSidebarLinks(page, sidebarLinks.admin);
  });
});
