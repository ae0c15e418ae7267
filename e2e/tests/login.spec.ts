import { endpoints, messages, routes } from '@app/contract';
import { api, demo, expect, loginViaUi, pathIs, test, waitForReactForm } from '../support/fixtures.ts';
import { TOTP_PERIOD_S, demoAdminFromEnv, totp, totpStep } from '../support/two-step.ts';

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
    await loginViaUi(page, demo.asha);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
  });

  // The only journey that signs an admin in with a code (issue 25 §1): every other one reuses the token
  // global setup got, since the server takes each 30 s step's code once.
  test('an admin signs in with the password and the code from the app', async ({ page }) => {
    const admin = demoAdminFromEnv();
    await page.goto(routes.login);
    await waitForReactForm(page);
    await page.getByLabel('Email').fill(demo.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    const m = messages.twoFactor;
    await expect(page.getByText(m.signInStepIntro, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(pathIs(routes.login));
    // A step later than the one global setup's code used.
    if (totpStep() <= admin.step) {
      await page.waitForTimeout((admin.step + 1) * TOTP_PERIOD_S * 1000 - Date.now() + 200);
    }
    await page.getByLabel(m.codeOrRecoveryLabel).fill(totp(admin.secret).generate());
    await page.getByRole('button', { name: m.verify, exact: true }).click();
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
