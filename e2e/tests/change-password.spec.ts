import { endpoints, messages, routes } from '@app/contract';
import { MESSAGE_CLEAR_MS } from '../../apps/web/src/config/ui.ts';
import {
  api,
  expect,
  loginViaUi,
  pathIs,
  signupViaApi,
  storedToken,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

test.describe('change password', () => {
  test('validation messages show and clear after about 3 s; success ends the old sign-ins', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('chpw');
    const password = 'first-pass-1';
    const apiToken = await signupViaApi(request, { email, password });

    await loginViaUi(page, { email, password });
    const browserToken = await storedToken(page);
    expect(browserToken).toBeTruthy();

    await page.goto(routes.changePassword);
    await expect(page).toHaveURL(pathIs(routes.changePassword));
    await expect(page.getByRole('heading', { name: 'Change Password' }).first()).toBeVisible();

    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Re-enter New Password', { exact: true });
    const save = page.getByRole('button', { name: 'Save Password', exact: true });

    const expectShownThenCleared = async (text: string): Promise<void> => {
      const message = page.getByText(text, { exact: true });
      await expect(message).toBeVisible();
      const shownAt = Date.now();
      await expect(message).toBeHidden({ timeout: MESSAGE_CLEAR_MS + 2_000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(MESSAGE_CLEAR_MS - 1_200);
    };

    await save.click();
    await expectShownThenCleared(messages.validation.fillAllFields);

    await newPassword.fill('abcdef1');
    await confirm.fill('abcdef2');
    await save.click();
    await expectShownThenCleared(messages.validation.passwordsDoNotMatch);

    await newPassword.fill('abc');
    await confirm.fill('abc');
    await save.click();
    await expectShownThenCleared(messages.validation.passwordMin);

    const changed = page.waitForResponse(
      (response) =>
        response.url().endsWith(api(endpoints.auth.changePassword.path)) &&
        response.request().method() === 'POST',
    );
    await newPassword.fill('second-pass-2');
    await confirm.fill('second-pass-2');
    await save.click();
    expect((await changed).status()).toBe(200);
    // Success toast (spec spelling) and the success alert.
    await expect(page.getByText(messages.client.passwordUpdatedToast, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.client.passwordChangedAlert, { exact: true })).toBeVisible();

    // This browser keeps its sign-in with the fresh token from the answer.
    const freshToken = await storedToken(page);
    expect(freshToken).toBeTruthy();
    expect(freshToken).not.toBe(browserToken);
    const meFresh = await request.get(api(endpoints.auth.me.path), {
      headers: { authorization: `Bearer ${freshToken}` },
    });
    expect(meFresh.status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(pathIs(routes.changePassword));

    // Every earlier token of the user stops working.
    for (const token of [apiToken, browserToken]) {
      const me = await request.get(api(endpoints.auth.me.path), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status()).toBe(401);
    }

    // The new password signs in; the old one does not.
    const oldLogin = await request.post(api(endpoints.auth.login.path), { data: { email, password } });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await request.post(api(endpoints.auth.login.path), {
      data: { email, password: 'second-pass-2' },
    });
    expect(newLogin.status()).toBe(200);
  });
});
