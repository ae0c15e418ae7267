// Keyboard journeys: every dialog opens and closes by keyboard, and focus lands where the person was:
// on the control that opened it (Escape, Cancel, a decision), on the field to fix after a refused
// submit. A dialog that drops focus to the top of the page leaves a keyboard user 10 tab stops away.
import type { Locator, Page } from '@playwright/test';
import { messages, routes } from '@app/contract';
import { demo, expect, loginViaUi, test } from '../support/fixtures.ts';
import { createListenerViaApi, uniqueWord } from '../support/listeners.ts';

/** Focuses a control and presses a key on it, as a keyboard user reaching it would. */
const press = async (control: Locator, key: string): Promise<void> => {
  await control.focus();
  await control.press(key);
};

/** Opens a row's action menu by keyboard and picks an entry with the arrow keys and Enter. */
const menuAction = async (page: Page, name: string, action: string): Promise<Locator> => {
  const trigger = page.getByRole('button', { name: `Actions for ${name}`, exact: true });
  await press(trigger, 'Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name: action, exact: true });
  // Arrow down until the entry has focus (an entry may still be settling, e.g. enabled again after the
  // previous action, so the number of presses is not fixed).
  await expect(async () => {
    if (!(await item.evaluate((node) => node === document.activeElement)))
      await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused({ timeout: 250 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  return trigger;
};

test.describe('keyboard: dialogs give focus back', () => {
  test('applications: View, Escape, Reject (reason) and Approve confirmations', async ({ page, request }) => {
    const listener = await createListenerViaApi(request, {
      prefix: 'kbd-app',
      profile: { name: `Keyboard ${uniqueWord('Applicant')}` },
    });
    await loginViaUi(page, demo.admin);
    await page.goto(routes.admin.applications);
    const view = page.getByRole('button', { name: `View ${listener.name}`, exact: true });

    // Open with Enter, close with Escape: focus is back on View.
    await press(view, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Complete, submitted', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();

    // Reject: the confirmation names the person and focuses the reason; Escape returns to Reject.
    await press(view, 'Enter');
    const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
    await press(reject, 'Enter');
    const rejectConfirm = page.getByRole('alertdialog', { name: `Reject ${listener.name}?` });
    await expect(rejectConfirm).toBeVisible();
    await expect(rejectConfirm.getByLabel('Reason (shown to the applicant)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(rejectConfirm).toBeHidden();
    await expect(reject).toBeFocused();

    // Approve: Cancel has focus first (the safe choice); Tab, Enter approves; focus is back on View.
    await press(dialog.getByRole('button', { name: 'Approve', exact: true }), 'Enter');
    const approveConfirm = page.getByRole('alertdialog', { name: `Approve ${listener.name}?` });
    await expect(approveConfirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(approveConfirm.getByRole('button', { name: 'Approve', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(messages.applications.approved).first()).toBeVisible();
    await expect(view).toBeFocused();
  });

  test('users: details and the deactivate confirmation return focus to the row menu', async ({
    page,
    request,
  }) => {
    const listener = await createListenerViaApi(request, {
      prefix: 'kbd-user',
      profile: { name: `Keyboard ${uniqueWord('User')}` },
    });
    await loginViaUi(page, demo.admin);
    await page.goto(routes.admin.users);
    await page.getByRole('searchbox', { name: 'Search users' }).fill(listener.name);
    await expect(page.getByRole('row').filter({ hasText: listener.name })).toHaveCount(1);

    const trigger = await menuAction(page, listener.name, 'View details');
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(trigger).toBeFocused();

    await menuAction(page, listener.name, 'Deactivate');
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${listener.name}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(trigger).toBeFocused();

    await menuAction(page, listener.name, 'Deactivate');
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Deactivate', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(page.getByText(messages.users.deactivated).first()).toBeVisible();
    await expect(trigger).toBeFocused();
  });

  test('listeners: view, block and the edit dialog (unsaved changes ask first) return focus', async ({
    page,
    request,
  }) => {
    const listener = await createListenerViaApi(request, {
      prefix: 'kbd-lis',
      approve: true,
      profile: { name: `Keyboard ${uniqueWord('Listener')}` },
    });
    await loginViaUi(page, demo.admin);
    await page.goto(routes.admin.listeners);
    await expect(page.getByRole('row').filter({ hasText: listener.name })).toHaveCount(1);

    const trigger = await menuAction(page, listener.name, 'View');
    const view = page.getByRole('dialog', { name: 'Listener Details' });
    await expect(view).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(trigger).toBeFocused();

    await menuAction(page, listener.name, 'Block');
    const block = page.getByRole('alertdialog', { name: `Block ${listener.name}?` });
    await expect(block).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(block).toBeHidden();
    await expect(trigger).toBeFocused();

    await menuAction(page, listener.name, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Listener' });
    const city = edit.getByLabel('City', { exact: true });
    await city.focus();
    await page.keyboard.type(' North');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(discard.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Keep editing: back in the field, the change still there.
    await page.keyboard.press('Enter');
    await expect(discard).toBeHidden();
    await expect(city).toBeFocused();
    await expect(city).toHaveValue(/ North$/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(discard.getByRole('button', { name: 'Discard changes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(edit).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a refused sign-in keeps focus in the form, on the password to fix', async ({ page }) => {
    await page.goto(routes.login);
    await page.getByLabel('Email').fill(demo.asha.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await password.press('Enter');
    await expect(page.getByText(messages.auth.invalidCredentials)).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  });
});
