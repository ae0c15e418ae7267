import { messages, routes } from '@app/contract';
import { expect, loginViaUi, test } from '../support/fixtures.ts';
import { createListenerViaApi, decideApplicationViaApi, uniqueWord } from '../support/listeners.ts';
import { WALK_SHOTS, shootMarketplace } from '../support/marketplace.ts';

test.describe('a rejected applicant (issue 23 §6)', () => {
  test('sees the reason and what to do next, applies again, and is reviewed afresh', async ({
    page,
    request,
  }) => {
    const name = `Rejected ${uniqueWord('Applicant')}`;
    const listener = await createListenerViaApi(request, { prefix: 'reapply', profile: { name } });
    await decideApplicationViaApi(request, listener.id, 'REJECTED');

    await loginViaUi(page, listener);
    await expect(page).toHaveURL(new RegExp(`${routes.listener.profile}$`));
    const card = page.locator('[data-slot="card"]').filter({ hasText: 'Application Status' });
    await expect(card.getByTestId('application-status')).toHaveText('Rejected');
    await expect(card).toContainText('Not a fit for now.');
    await expect(card).toContainText('You can apply again');
    await expect(page.getByText(messages.profile.locked('rejected'))).toBeVisible();
    await shootMarketplace(page, 'rejected-applicant', WALK_SHOTS);

    await card.getByRole('button', { name: 'Apply again' }).click();
    await expect(page.getByText(messages.profile.reapplied).first()).toBeVisible();
    // The form is open again; saving it puts the application back in the admins' queue.
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText(messages.profile.updated).first()).toBeVisible();
    await expect(card.getByTestId('application-status')).toHaveText('Pending Review');
    await expect(card).toContainText(messages.profile.reviewTime);
  });
});
