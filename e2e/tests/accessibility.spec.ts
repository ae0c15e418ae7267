// Screens and dialogs no other journey reaches yet. Nothing is asserted about accessibility here:
// the hook in support/a11y.ts analyses every screen these visits show, in light and in dark, and
// fails the test on any WCAG 2.1 A/AA violation. Screens a feature journey covers later can leave.
import { routes } from '@app/contract';
import { demo, expect, loginViaUi, pathIs, sidebarLinks, test } from '../support/fixtures.ts';
import { rowAction } from '../support/admin.ts';
import { createListenerViaApi, uniqueWord } from '../support/listeners.ts';

test.describe('accessibility of the screens no journey reaches', () => {
  test('public pages: contact, forgot password, a page that does not exist', async ({ page }) => {
    await page.goto(routes.contact);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(routes.forgotPassword);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  });

  test('an approved listener: every screen of the sidebar', async ({ page, request }) => {
    const listener = await createListenerViaApi(request, {
      prefix: 'a11y-listener',
      profile: { name: `Ally ${uniqueWord('Listener')}` },
      approve: true,
    });
    await loginViaUi(page, listener);
    for (const [, path] of sidebarLinks.listener) {
      await page.goto(path);
      await expect(page).toHaveURL(pathIs(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('admin dialogs: listener details, listener edit, user details', async ({ page, request }) => {
    const name = `Ally ${uniqueWord('Dialogs')}`;
    await createListenerViaApi(request, { prefix: 'a11y-dialogs', profile: { name }, approve: true });
    await loginViaUi(page, demo.admin);

    await page.goto(routes.admin.listeners);
    const listenerRow = page.getByRole('row').filter({ hasText: name });
    await expect(listenerRow).toHaveCount(1);
    await rowAction(page, listenerRow, name, 'View');
    await expect(page.getByRole('dialog', { name: 'Listener Details' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText(name).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await rowAction(page, listenerRow, name, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Listener' });
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(routes.admin.users);
    await page.getByLabel('Search users').fill(name);
    const userRow = page.getByRole('row').filter({ hasText: name });
    await expect(userRow).toHaveCount(1);
    await rowAction(page, userRow, name, 'View details');
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details.getByText(name).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
