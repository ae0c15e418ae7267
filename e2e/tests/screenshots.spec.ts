import path from 'node:path';
import { routes } from '@app/contract';
import { screenshotDir } from '../support/paths.ts';
import { demo, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';

test.describe('narrow screen (375 px) screenshots', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('landing page', async ({ page }) => {
    await page.goto(routes.home);
    await expect(page.getByText(/₹100\s*[-–]\s*150/).first()).toBeVisible();
    // Nothing may overflow horizontally on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(screenshotDir, 'landing-375.png'), fullPage: true });
    await page.screenshot({ path: path.join(screenshotDir, 'landing-375-top.png') });
  });

  test('admin dashboard shell', async ({ page }) => {
    await loginViaUi(page, demo.admin);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-dashboard-375.png'), fullPage: true });

    // On a narrow screen the sidebar opens as a sheet from the trigger.
    await page
      .getByRole('button', { name: /toggle sidebar/i })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Applications', exact: true })).toBeVisible();
    await page.screenshot({ path: path.join(screenshotDir, 'admin-dashboard-375-menu.png') });
  });
});
