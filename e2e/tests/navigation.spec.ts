import { routes } from '@app/contract';
import { AUTH_STORAGE_KEY } from '../../apps/web/src/config/storage.ts';
import {
  demo,
  expect,
  expectSidebarLinks,
  expectToStayOn,
  loginViaUi,
  pathIs,
  sidebarLinks,
  test,
} from '../support/fixtures.ts';

test.describe('navigation', () => {
  test('approved listener sidebar lists the listener screens', async ({ page }) => {
    await loginViaUi(page, demo.rohan);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    await expectSidebarLinks(page, sidebarLinks.listener);
  });

  test('unapproved listener sees the sidebar entries disabled', async ({ page }) => {
    await loginViaUi(page, demo.kabir);
    await expect(page).toHaveURL(pathIs(routes.listener.profile));
    const nav = page.locator('[data-slot="sidebar"]').first();
    for (const name of ['Dashboard', 'Sessions', 'Requests', 'Ongoing Session', 'Earnings', 'Withdraw']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(nav.getByRole('button', { name, exact: true })).toBeDisabled();
    }
  });

  test('user menu: Change Password, Profile, and Log out clears auth and goes to /login', async ({
    page,
  }) => {
    await loginViaUi(page, demo.admin);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(pathIs(routes.changePassword));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectToStayOn(page, routes.login);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
    expect(stored === null || !stored.includes('"isAuthenticated":true')).toBe(true);

    await page.goto(routes.dashboard);
    await expect(page).toHaveURL(pathIs(routes.login));
  });
});
