import { API_PREFIX, messages, routes } from '@app/contract';
import { demo, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';
import { pickFilter, rowAction } from '../support/admin.ts';
import { createListenerViaApi, uniqueWord } from '../support/listeners.ts';

test.describe('admin listeners', () => {
  test('blocking a listener ends their open page at once: it leaves for /login with the blocked message, no request needed', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const name = `Blockme ${uniqueWord('Listener')}`;
    const listener = await createListenerViaApi(request, {
      prefix: 'block',
      profile: { name },
      approve: true,
    });

    // The listener works in their own browser. Their console holds a realtime connection, a WebSocket
    // opened after sign-in, outside the first load.
    const socketOpened = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
    await loginViaUi(page, listener);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    await socketOpened;
    // The dashboard has loaded its own data (its figures, the Online switch) before the block.
    await expect(page.getByText('Quick Stats')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // From here on the listener's page must not need any API request to learn of the block.
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(API_PREFIX)) apiRequests.push(request.url());
    });

    const adminContext = await browser.newContext({ baseURL });
    try {
      const admin = await adminContext.newPage();
      await loginViaUi(admin, demo.admin);
      await admin.goto(routes.admin.listeners);
      const row = admin.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await rowAction(admin, row, name, 'Block');
      const confirm = admin.getByRole('alertdialog');
      await expect(confirm).toContainText(name);
      await confirm.getByRole('button', { name: /^Block/ }).click();
      // The listener's open page leaves for /login by itself, at once (no reload, no click).
      await expect(page).toHaveURL(pathIs(routes.login), { timeout: 2000 });
      await expect(confirm).toBeHidden();
      await expect(admin.getByText(messages.adminListener.blocked).first()).toBeVisible();

      // The Blocked filter lists them.
      await pickFilter(admin, 'Status', 'Blocked');
      await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    } finally {
      await adminContext.close();
    }

    // The page left without a request of its own, and says why.
    expect(apiRequests).toEqual([]);
    await expect(page).toHaveURL(pathIs(routes.login));
    const signedOut = page.getByRole('alert').filter({ hasText: 'You have been signed out' });
    await expect(signedOut).toBeVisible();
    // The reason is the block.
    await expect(signedOut).toContainText(messages.auth.listenerBlocked);
    // A reload no longer has a sign-in to restore.
    await page.reload();
    await expect(page).toHaveURL(pathIs(routes.login));

    // And signing in again is refused with the same reason.
    await page.getByLabel('Email').fill(listener.email);
    await page.getByLabel('Password', { exact: true }).fill(listener.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(messages.auth.listenerBlocked).first()).toBeVisible();
    await expect(page).toHaveURL(pathIs(routes.login));
  });
});
