import { endpoints, messages, routes } from '@app/contract';
import { USER_SEARCH_DEBOUNCE_MS } from '../../apps/web/src/config/query.ts';
import { api, demo, expect, loginViaUi, test } from '../support/fixtures.ts';
import { adminUserStatus, createListenerViaApi, uniqueWord } from '../support/listeners.ts';
import { pickFilter, rowAction } from '../support/admin.ts';

test.describe('admin users', () => {
  test('search, gender filter, deactivate, and delete with the browser confirmation', async ({
    page,
    request,
  }) => {
    // Two users of our own who share a unique word in their names.
    const word = uniqueWord('Zq');
    const [female, male] = await Promise.all([
      createListenerViaApi(request, {
        prefix: 'users-f',
        profile: { name: `Anaya ${word}`, gender: 'FEMALE' },
      }),
      createListenerViaApi(request, {
        prefix: 'users-m',
        profile: { name: `Vikram ${word}`, gender: 'MALE' },
      }),
    ]);

    await loginViaUi(page, demo.admin);
    await page.goto(routes.admin.users);
    const rows = page.getByRole('row');
    const femaleRow = rows.filter({ hasText: female.name });
    const maleRow = rows.filter({ hasText: male.name });

    // Search is debounced (USER_SEARCH_DEBOUNCE_MS): the search leaves only once typing has paused
    // that long, and it carries the whole word. Both times are taken from the browser's clock.
    const searchBox = page.getByLabel('Search users');
    await searchBox.evaluate((input) =>
      input.addEventListener('input', () => {
        input.dataset.lastInputAt = String(Date.now());
      }),
    );
    const searched = page.waitForRequest(
      (req) =>
        req.url().includes(api(endpoints.users.listUsers.path)) &&
        new URL(req.url()).searchParams.get('search') === word,
    );
    await searchBox.pressSequentially(word);
    const searchRequest = await searched;
    await searchRequest.response();
    const lastInputAt = Number(await searchBox.getAttribute('data-last-input-at'));
    expect(
      searchRequest.timing().startTime - lastInputAt,
      'ms from the last key to the search',
    ).toBeGreaterThanOrEqual(USER_SEARCH_DEBOUNCE_MS - 20);
    await expect(femaleRow).toHaveCount(1);
    await expect(maleRow).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Priya' })).toHaveCount(0);

    await pickFilter(page, 'Gender', 'Male');
    await expect(femaleRow).toHaveCount(0);
    await expect(maleRow).toHaveCount(1);

    // Deactivate from the row menu: a confirmation names the person first.
    await rowAction(page, maleRow, male.name, 'Deactivate');
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${male.name}?` });
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(messages.users.deactivated).first()).toBeVisible();
    await expect(maleRow.getByText('Inactive', { exact: true })).toBeVisible();

    // Delete asks the browser's confirmation first.
    await pickFilter(page, 'Gender', 'Female');
    await expect(femaleRow).toHaveCount(1);
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await rowAction(page, femaleRow, female.name, 'Delete');
    await expect(page.getByText(messages.users.deleted).first()).toBeVisible();
    expect(confirmations).toEqual([messages.users.confirmDelete]);
    await expect(femaleRow).toHaveCount(0);
    expect(await adminUserStatus(request, female.id)).toBe(404);

    // Both actions are in the audit log.
    await page.goto(routes.admin.auditLog);
    // The log reads as sentences (issue 23 §6): the deactivated person by name; a deleted person's name
    // is erased with their details, so their entry names nobody.
    const auditRows = page.getByRole('row');
    await expect(
      auditRows.filter({ hasText: male.name }).filter({ hasText: 'deactivated' }).first(),
    ).toBeVisible();
    await expect(auditRows.filter({ hasText: 'deleted an account' }).first()).toBeVisible();
  });

  test('dismissing the delete confirmation keeps the user', async ({ page, request }) => {
    const name = `Keepme ${uniqueWord('User')}`;
    const user = await createListenerViaApi(request, { prefix: 'users-keep', profile: { name } });
    await loginViaUi(page, demo.admin);
    await page.goto(routes.admin.users);
    await page.getByLabel('Search users').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);

    page.once('dialog', (dialog) => void dialog.dismiss());
    const deletes: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'DELETE') deletes.push(req.url());
    });
    await rowAction(page, row, name, 'Delete');
    await page.waitForTimeout(500);
    expect(deletes).toEqual([]);
    await expect(row).toHaveCount(1);
    expect(await adminUserStatus(request, user.id)).toBe(200);
  });
});
