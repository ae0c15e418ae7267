import { routes } from '@app/contract';
import { demo, expect, expectToStayOn, loginViaUi, pathIs, test } from '../support/fixtures.ts';

test.describe('route guards', () => {
  test('signed out, /dashboard goes to /login', async ({ page }) => {
    await page.goto(routes.dashboard);
    await expect(page).toHaveURL(pathIs(routes.login));
  });

  test('a listener on an admin route goes to /unauthorized (Access Denied)', async ({ page }) => {
    await loginViaUi(page, demo.asha);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    await page.goto(routes.admin.users);
    await expect(page).toHaveURL(pathIs(routes.unauthorized));
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(page.getByText('401', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'Sign In', exact: true })
        .or(page.getByRole('link', { name: 'Sign In', exact: true })),
    ).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'Go Back', exact: true })
        .or(page.getByRole('link', { name: 'Go Back', exact: true })),
    ).toBeVisible();
  });

  test('an unapproved listener is sent from /dashboard/earnings to /dashboard/profile', async ({ page }) => {
    await loginViaUi(page, demo.kabir);
    await page.goto(routes.listener.earnings);
    await expect(page).toHaveURL(pathIs(routes.listener.profile));
  });

  test('a customer on /dashboard goes to /unauthorized', async ({ page }) => {
    await loginViaUi(page, demo.priya);
    await page.goto(routes.dashboard);
    await expect(page).toHaveURL(pathIs(routes.unauthorized));
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    // The page links to support contact, and Sign In leads to the login form.
    await expect(page.getByRole('link', { name: /support|contact/i })).toHaveAttribute(
      'href',
      routes.contact,
    );
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expectToStayOn(page, routes.login);
  });

  test('a signed-in user visiting /login or /signup goes to /dashboard', async ({ page }) => {
    await loginViaUi(page, demo.admin);
    await page.goto(routes.login);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    await page.goto(routes.signup);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
  });
});
