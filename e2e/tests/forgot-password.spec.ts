import { messages, routes } from '@app/contract';
import { waitForOtp } from '../support/mailbox.ts';
import { demo, expect, loginViaUi, pathIs, test, waitForReactForm } from '../support/fixtures.ts';

test.describe('forgot password', () => {
  test('request a code for a demo account, reset with the mailed code, sign in with the new password', async ({
    page,
  }) => {
    // arjun (a demo customer) is not used by any other test, so changing his password is safe.
    const { email, password: oldPassword } = demo.arjun;
    const newPassword = 'reset-pass-99';

    await page.goto(routes.login);
    await waitForReactForm(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(pathIs(routes.forgotPassword));
    // The address changes first; the sign-in form stays until the new page's code has loaded.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await waitForReactForm(page);
    await page.getByLabel('Email').fill(email);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(page.getByText(messages.auth.resetSent, { exact: true })).toBeVisible();

    const otp = await waitForOtp(email, { since });
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await expect(page.getByText(messages.auth.passwordReset, { exact: true })).toBeVisible();

    // The old password no longer works.
    await page.goto(routes.login);
    await waitForReactForm(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(oldPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(messages.auth.invalidCredentials, { exact: true })).toBeVisible();

    await loginViaUi(page, { email, password: newPassword });
    // A customer who signs in lands in the customer area.
    await expect(page).toHaveURL(pathIs(routes.app.home));
  });
});
