// "Download my data" in the browser (issue 25 §3): a customer asks from Settings, the background job
// (every 15 s on each server) builds the export and mails a link, the link opens Settings with a
// Download button, and the ZIP downloads under its dated name.
import { messages, routes } from '@app/contract';
import { expect, loginViaUi, test } from '../support/fixtures.ts';
import { fetchMails, mailText } from '../support/mailbox.ts';
import { createCustomerViaApi } from '../support/marketplace.ts';

/** The path and query of the "your data is ready" mail's link (the origin is PUBLIC_URL's, if set). */
const mailedLink = async (email: string) => {
  for (const mail of await fetchMails(email)) {
    const link = /\S*\/app\/settings\?dataExport=[0-9a-f-]+&token=[A-Za-z0-9_-]+/.exec(
      mailText(mail.raw),
    )?.[0];
    if (link) {
      const url = new URL(link, 'http://localhost');
      return `${url.pathname}${url.search}`;
    }
  }
  return '';
};

test('a customer asks for their data in Settings and downloads it from the mailed link', async ({
  page,
  request,
}) => {
  // The job looks every 15 s: up to one wait on top of the journey.
  test.slow();
  const m = messages.myData;
  const customer = await createCustomerViaApi(request, { prefix: 'my-data', name: 'Data Customer' });
  await loginViaUi(page, customer);
  await page.goto(routes.app.settings);
  await expect(page.getByRole('heading', { name: m.heading })).toBeVisible();
  await page.getByRole('button', { name: m.ask }).click();
  await expect(page.getByRole('status').filter({ hasText: m.pending })).toBeVisible();

  await expect.poll(() => mailedLink(customer.email), { timeout: 45_000, intervals: [1_000] }).not.toBe('');
  // Seen without the link, the section points to the mail.
  await page.reload();
  await expect(page.getByText(/Open the link we mailed you/)).toBeVisible();

  await page.goto(await mailedLink(customer.email));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: m.download }).click();
  expect((await download).suggestedFilename()).toMatch(/^listenwell-data-\d{4}-\d{2}-\d{2}\.zip$/);
});
