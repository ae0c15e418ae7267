// Admin Plans (issue 8 §2): create with a validation message, edit and delete, through the dialogs.
import { messages, routes } from '@app/contract';
import { demo, expect, loginViaUi, test } from '../support/fixtures.ts';
import { uniqueWord } from '../support/listeners.ts';

test.describe('admin plans', () => {
  test('an admin creates, edits and deletes a plan', async ({ page }) => {
    const name = `Plan ${uniqueWord('E2E')}`;
    const renamed = `${name} Plus`;
    await loginViaUi(page, demo.admin);
    await page.goto(routes.admin.plans);
    await expect(page.getByRole('heading', { name: messages.plans.title })).toBeVisible();
    await expect(page.getByText(messages.plans.subtitle)).toBeVisible();
    // The demo plans are there (so 'No plans found.' is not shown).
    await expect(page.getByRole('row').filter({ hasText: 'Starter' })).toHaveCount(1);
    await expect(page.getByText(messages.plans.noPlans)).toHaveCount(0);

    // Create: a bad price is refused in the dialog, then the plan is saved.
    await page.getByRole('button', { name: messages.plans.createButton }).click();
    const create = page.getByRole('dialog', { name: messages.plans.createTitle });
    await expect(create).toContainText(messages.plans.createDescription);
    await create.getByLabel('Plan Name', { exact: true }).fill(name);
    await create.getByLabel('Description', { exact: true }).fill('A plan made by the browser tests.');
    await create.getByLabel('Price (₹)').fill('0');
    await create.getByLabel('Coins', { exact: true }).fill('150');
    await create.getByLabel('Bonus Coins').fill('15');
    await create.getByRole('button', { name: messages.plans.createButton }).click();
    await expect(create.getByText(messages.plans.pricePositive)).toBeVisible();
    await expect(create.getByLabel('Price (₹)')).toHaveAttribute('aria-invalid', 'true');
    await create.getByLabel('Price (₹)').fill('149.5');
    await create.getByRole('button', { name: messages.plans.createButton }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText(messages.plans.created).first()).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₹149.50');
    await expect(row).toContainText('150');
    await expect(row).toContainText('+15');

    // Edit: the dialog opens with the plan's values; the change shows in the row.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: messages.plans.editTitle });
    await expect(edit.getByLabel('Plan Name', { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel('Price (₹)')).toHaveValue('149.50');
    await edit.getByLabel('Plan Name', { exact: true }).fill(renamed);
    await edit.getByLabel('Coins', { exact: true }).fill('175');
    await edit.getByRole('button', { name: messages.plans.saveChanges }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(messages.plans.updated).first()).toBeVisible();
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toHaveCount(1);
    await expect(renamedRow).toContainText('175');

    // Delete asks first, then the plan is gone.
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: messages.plans.deleteTitle });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(messages.plans.deleted).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
