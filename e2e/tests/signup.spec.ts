import { endpoints, messages, routes } from '@app/contract';
import { waitForOtp } from '../support/mailbox.ts';
import { api, expect, expectToStayOn, pathIs, test, uniqueEmail } from '../support/fixtures.ts';

test.describe('signup', () => {
  test('two steps with the OTP from the real mail, then the unapproved listener is kept on the profile', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    const password = 'secret-123';

    await page.goto(routes.signup);
    await page.getByLabel('Email').fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();

    // Step 2.
    await expect(page.getByText('Verify your account', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`We sent an OTP to ${email}. Enter it below along with your password.`, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Password must be at least 6 characters long', { exact: true }),
    ).toBeVisible();

    const otp = await waitForOtp(email, { since });
    await page.getByPlaceholder('Enter 6-digit code').fill(otp);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('I have read the privacy notice and agree to it').check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();

    // Spec: success signs the user in and goes to /profile (and stays there).
    await expectToStayOn(page, routes.signupProfile);

    // A new listener has no approvedAt: every listener screen sends them to the profile form.
    await page.goto(routes.dashboard);
    await expect(page).toHaveURL(pathIs(routes.listener.profile));
  });

  test('Back to Email and Resend OTP return to step 1 and clear the form', async ({ page }) => {
    const email = uniqueEmail('signup-back');
    // Hold the first sign-up call so the busy label can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${api(endpoints.auth.signup.path)}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(routes.signup);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sending OTP...', exact: true })).toBeDisabled();
    release();
    await expect(page.getByText('Verify your account', { exact: true })).toBeVisible();

    await page.getByPlaceholder('Enter 6-digit code').fill('123456');
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByRole('button', { name: 'Back to Email', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Send OTP', exact: true })).toBeVisible();
    await expect(page.getByText('Verify your account', { exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(page.getByText('Verify your account', { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Enter 6-digit code')).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByText('Resend OTP', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Send OTP', exact: true })).toBeVisible();
  });

  test('a wrong OTP shows the server message', async ({ page }) => {
    const email = uniqueEmail('signup-wrong');
    await page.goto(routes.signup);
    await page.getByLabel('Email').fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await expect(page.getByText('Verify your account', { exact: true })).toBeVisible();
    const otp = await waitForOtp(email, { since });
    const wrong = otp === '000000' ? '111111' : '000000';
    await page.getByPlaceholder('Enter 6-digit code').fill(wrong);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('I have read the privacy notice and agree to it').check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByText(messages.auth.otpInvalid)).toBeVisible();
    await expect(page).toHaveURL(pathIs(routes.signup));
  });
});
