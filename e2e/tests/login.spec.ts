import { endpoints, messages, routes } from '@app/contract';
import { api, demo, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';

test.describe('login', () => {
  test('a failed sign-in shows the server message; the button reads Logging in... and is disabled while busy', async ({
    page,
  }) => {
    // Hold the login call for a moment so the busy state can be observed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${api(endpoints.auth.login.path)}`, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(routes.login);
    const button = page.getByRole('button', { name: 'Login', exact: true });
    await expect(button).toBeEnabled();
    await expect(page.getByText('Forgot your password?')).toBeVisible();
    await expect(page.getByRole('link', { name: /sign up/i })).toBeVisible();

    await page.getByLabel('Email').fill(demo.meera.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await button.click();

    const busy = page.getByRole('button', { name: 'Logging in...', exact: true });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expect(page.getByText(messages.auth.invalidCredentials, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(pathIs(routes.login));
  });

  test('a successful sign-in goes to /dashboard', async ({ page }) => {
    await loginViaUi(page, demo.admin);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
  });
});
