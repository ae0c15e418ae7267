import { messages, routes } from '@app/contract';
import { waitForOtp } from '../support/mailbox.ts';
import { demo, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';

test.describe('forgot password', () => {
  test('request a code for a demo account, reset with the mailed code, sign in with the new password', async ({
    page,
  }) => {
    // arjun (a demo customer) is not used by any other test, so changing his password is safe.
    const { email } = demo.arjun;
    const newPassword = 'reset-pass-99';

    await page.goto(routes.forgotPassword);
    await page.getByLabel('Email').fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: /send|code|reset/i }).first().click();
    await expect(page.getByText(messages.auth.resetSent)).toBeVisible();

    const otp = await waitForOtp(email, { since });
    await page.getByLabel(/code|otp/i).first().fill(otp);
    await page.getByLabel(/new password/i).first().fill(newPassword);
    const confirm = page.getByLabel(/confirm|re-enter/i);
    if ((await confirm.count()) > 0) await confirm.first().fill(newPassword);
    await page.getByRole('button', { name: /reset|save|set/i }).first().click();
    await expect(page.getByText(messages.auth.passwordReset).first()).toBeVisible();

    await loginViaUi(page, { email, password: newPassword });
    // A customer has no console screens: the dashboard sends them to /unauthorized.
    await expect(page).toHaveURL(pathIs(routes.unauthorized));
  });
});
