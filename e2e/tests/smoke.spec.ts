import { PRODUCT_NAME, routes } from '@app/contract';
import { expect, pathIs, test } from '../support/fixtures.ts';
import { WALK_SHOTS, shootMarketplace } from '../support/marketplace.ts';

test.describe('smoke', () => {
  test('server answers /readyz', async ({ request }) => {
    const response = await request.get('/readyz');
    expect(response.status()).toBe(200);
  });

  test('landing page shows the product, its claims and leads to sign in', async ({ page }) => {
    await page.goto(routes.home);
    await expect(page.getByText(PRODUCT_NAME).first()).toBeVisible();
    // The claim of earning 100-150 rupees per hour (₹100-150, hyphen or en dash).
    await expect(page.getByText(/(₹|Rs\.?\s?|INR\s?)?100\s*[-–]\s*(₹)?150/).first()).toBeVisible();
    await expect(page.getByText(/per hour|\/\s*hour|\/hr/i).first()).toBeVisible();
    // The spec's marketing counts, and (issue 23 §6) the page speaks to customers too.
    await expect(page.getByText('10k+', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('4.9', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need someone to talk to?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a listener' })).toHaveAttribute(
      'href',
      routes.app.signup,
    );
    await shootMarketplace(page, 'landing', WALK_SHOTS);
    await expect(
      page
        .getByRole('link', { name: /get started/i })
        .or(page.getByRole('button', { name: /get started/i }))
        .first(),
    ).toBeVisible();

    await page
      .getByRole('link', { name: 'Sign in', exact: false })
      .or(page.getByRole('button', { name: 'Sign in', exact: false }))
      .first()
      .click();
    await expect(page).toHaveURL(pathIs(routes.login));
  });
});
