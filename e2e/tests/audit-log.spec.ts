import { routes } from '@app/contract';
import { demo, expect, loginViaUi, test } from '../support/fixtures.ts';
import { pickFilter } from '../support/admin.ts';
import { WALK_SHOTS, shootMarketplace } from '../support/marketplace.ts';
import {
  createListenerViaApi,
  decideApplicationViaApi,
  setBlockedViaApi,
  setUserActiveViaApi,
  uniqueWord,
} from '../support/listeners.ts';

test.describe('audit log', () => {
  test('lists the admin actions on a listener as sentences, newest first, with who did them and their role', async ({
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
    // Each entry reads as a sentence naming the admin and the listener (issue 23 §6).
    const rows = page.getByRole('row').filter({ hasText: name });
    await expect(rows).toHaveCount(4);
    // Newest first.
    await expect(rows.nth(0)).toContainText(`Anita Admin deactivated ${name}’s account`);
    await expect(rows.nth(0)).toContainText(/Active:\s*Yes\s*No/);
    await expect(rows.nth(1)).toContainText(`Anita Admin unblocked ${name}`);
    await expect(rows.nth(2)).toContainText(`Anita Admin blocked ${name}`);
    await expect(rows.nth(2)).toContainText(/Blocked:\s*No\s*Yes/);
    await expect(rows.nth(3)).toContainText(`Anita Admin approved ${name}’s application`);
    await expect(rows.nth(3)).toContainText(/Status:\s*PENDING\s*APPROVED/i);
    for (const row of await rows.all()) {
      // Who: the admin's name over their role.
      await expect(row.getByRole('cell').nth(1)).toHaveText(/^Anita Admin\s*Admin$/);
      await expect(row).not.toContainText('Unknown');
    }
    await shootMarketplace(page, 'audit-log', WALK_SHOTS);

    // The action filter narrows the list.
    await pickFilter(page, 'Action', 'Listener blocked');
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'User deactivated' })).toHaveCount(0);
  });
});
