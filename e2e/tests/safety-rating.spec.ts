// Ratings in the browser (issue 12 §6): a customer rates a finished session on its screen (stars as a
// radio group, a comment), the rating is then read-only, and the directory shows the listener's new
// average and count. The listener is new, with one earlier rating from another customer, so the
// figures are exactly what these two ratings make.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { buildPath, endpoints, messages, routes } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, expect, test } from '../support/fixtures.ts';
import { bearer } from '../support/listeners.ts';
import { openFromDirectory, shootMarketplace } from '../support/marketplace.ts';
import { e2eDir } from '../support/paths.ts';
import { customerWithCoins, freeSession, meet, PHONE, signedIn, toast } from '../support/safety.ts';

const SHOTS = path.join(e2eDir, 'test-results', 'safety');

const rateViaApi = async (request: APIRequestContext, token: string, sessionId: string, stars: number) => {
  const response = await request.post(api(buildPath(endpoints.safety.rate.path, { id: sessionId })), {
    headers: bearer(token),
    data: { stars },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** The listener's card in the directory, found by searching their unique name. */
const directoryCard = async (page: Page, name: string) => {
  await page.goto(routes.app.home);
  await page.getByLabel('Search listeners').fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toHaveCount(1);
  return card;
};

test('a customer rates a finished session; the rating is then read-only and the directory shows the new average', async ({
  browser,
  baseURL,
  request,
}) => {
  const pair = await meet(request, 'rating');
  const { listener, customer } = pair;
  // An earlier customer gave the listener 5 stars.
  const earlier = await customerWithCoins(request, 'rating-earlier');
  const first = await freeSession(request, { listener, customer: earlier });
  await rateViaApi(request, earlier.token, first.id, 5);
  const session = await freeSession(request, pair);

  const phone = await signedIn(browser, baseURL, customer, PHONE);
  const before = await directoryCard(phone, listener.name);
  await expect(before.getByText('Rated 5.0 out of 5 by 1 customer', { exact: true })).toBeAttached();
  await expect(before).toContainText('5.0 (1)');

  // The finished session's screen: 4 stars and a comment.
  await phone.goto(routes.app.session(session.id));
  await expect(phone.getByRole('heading', { level: 1, name: 'Session complete' })).toBeVisible();
  const stars = phone.getByRole('group', { name: `How was your session with ${listener.name}?` });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await stars
    .locator('label')
    .filter({ has: phone.getByRole('radio', { name: '4 stars, very good' }) })
    .click();
  await expect(stars.getByRole('radio', { name: '4 stars, very good' })).toBeChecked();
  await expect(stars).toContainText('Very good');
  const comment = `Calm and kind, thank you ${randomUUID().slice(0, 8)}`;
  await phone.getByLabel('Comment (optional)').fill(comment);
  await phone.getByRole('button', { name: 'Send rating' }).click();
  await expect(toast(phone, messages.safety.rated)).toBeVisible();

  // Given once: the stars and the words, read-only, also after a reload.
  for (const reload of [false, true]) {
    if (reload) await phone.reload();
    const given = phone.getByRole('region', { name: 'Your rating' });
    await expect(given).toBeVisible();
    await expect(given).toContainText('4 stars out of 5');
    await expect(given).toContainText(`“${comment}”`);
    // No star to choose any more (the header's language switch has radios of its own).
    await expect(phone.getByRole('main').getByRole('radio')).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Send rating' })).toHaveCount(0);
    await expect(phone.getByLabel('Comment (optional)')).toHaveCount(0);
  }
  await shootMarketplace(phone, 'session-rated', SHOTS);

  // The directory: (5 + 4) / 2 from 2 customers, on the card and on the listener's page.
  const after = await directoryCard(phone, listener.name);
  await expect(after.getByText('Rated 4.5 out of 5 by 2 customers', { exact: true })).toBeAttached();
  await expect(after).toContainText('4.5 (2)');
  await openFromDirectory(phone, listener.name);
  await expect(phone.getByText('Rated 4.5 out of 5 by 2 customers', { exact: true })).toBeAttached();
  await phone.context().close();
});
