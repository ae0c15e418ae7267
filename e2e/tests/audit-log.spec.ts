import { routes } from '@app/contract';
import { demo, expect, loginViaUi, test } from '../support/fixtures.ts';
import { pickFilter } from '../support/admin.ts';
import {
  createListenerViaApi,
  decideApplicationViaApi,
  setBlockedViaApi,
  setUserActiveViaApi,
  uniqueWord,
} from '../support/listeners.ts';

test.describe('audit log', () => {
  test('lists the admin actions on a listener, newest first, with the admin who did them', async ({
    page,
    request,
  }) => {
    const name = `Audited ${uniqueWord('Listener')}`;
    const listener = await createListenerViaApi(request, { prefix: 'audit', profile: { name } });
    await decideApplicationViaApi(request, listener.id, 'APPROVED');
    await setBlockedViaApi(request, listener.id, true);
    await setBlockedViaApi(request, listener.id, false);
    await setUserActiveViaApi(request, listener.id, false);

    await loginViaUi(page, demo.admin);
    await page.goto(routes.admin.auditLog);
    await expect(page.getByRole('heading', { name: 'Audit Log', exact: true }).first()).toBeVisible();
    // A record is shown by its type and short id (the full id in the title).
    const rows = page.getByRole('row').filter({ has: page.locator(`code[title="${listener.id}"]`) });
    await expect(rows).toHaveCount(4);
    // Newest first.
    await expect(rows.nth(0)).toContainText('User deactivated');
    await expect(rows.nth(0)).toContainText(/Active:\s*Yes\s*No/);
    await expect(rows.nth(1)).toContainText('Listener unblocked');
    await expect(rows.nth(2)).toContainText('Listener blocked');
    await expect(rows.nth(2)).toContainText(/Blocked:\s*No\s*Yes/);
    await expect(rows.nth(3)).toContainText('Application approved');
    await expect(rows.nth(3)).toContainText(/Status:\s*PENDING\s*APPROVED/i);
    for (const row of await rows.all()) await expect(row).toContainText(demo.admin.email);

    // The action filter narrows the list.
    await pickFilter(page, 'Action', 'Listener blocked');
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'User deactivated' })).toHaveCount(0);
  });
});
