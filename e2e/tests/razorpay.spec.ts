// Buying coins through Razorpay's hosted checkout in the browser (issue 22 §1), against the gateway
// simulator: the buy button posts the checkout form to the gateway's page (the app's CSP must allow it),
// Pay or Fail there, the gateway posts the outcome back to the server, and the browser lands on the
// wallet's purchase screen with what happened and what to do next; a paid purchase's tax receipt
// (issue 22 §2) downloads as a PDF whose text names its number, amounts, seller and payment.
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import {
  formatRupees,
  messages,
  routes,
  type AdminWithdrawal,
  type Receipt,
  receiptFileName,
} from '@app/contract';
import { expect, loginViaUi, pathIs, apiLogin, api, demo } from '../support/fixtures.ts';
import { createCustomerViaApi } from '../support/marketplace.ts';
import { RECEIPT_SELLER, razorpayAdmin, settlePayoutAtSimulator, test } from '../support/razorpay.ts';

/** The text of a PDF file. */
const pdfText = async (file: string) => {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

test('a customer pays on the gateway page and lands on PAID; a failed payment lands on FAILED', async ({
  page,
  request,
  razorpay,
}) => {
  const adminToken = await apiLogin(request, razorpayAdmin);
  const created = await request.post(api('/admin/plans'), {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name: 'Gateway pack', description: '', pricePaise: 24_900, coins: 250, bonusCoins: 25 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const customer = await createCustomerViaApi(request, { prefix: 'razorpay', name: 'Rani Pay' });
  await loginViaUi(page, customer);
  await page.goto(routes.app.wallet);
  await expect(page.getByText(messages.wallet.gatewayLabel)).toBeVisible();
  const buy = page.getByRole('button', { name: `Buy Gateway pack for ${formatRupees(24_900)}` });

  await buy.click();
  await expect(page).toHaveURL(`${razorpay.simulatorUrl}/v1/checkout/embedded`);
  await expect(page.getByText('INR 249.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(pathIs(routes.app.wallet));
  expect(new URL(page.url()).searchParams.get('purchase')).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(messages.wallet.purchaseTitles.CONFIRMED, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.wallet.paymentConfirmed(275))).toBeVisible();
  await expect(page.getByText('275 coins', { exact: true })).toBeVisible();

  // The receipt: the same numbers the server issued, in the PDF the customer downloads.
  const purchaseId = new URL(page.url()).searchParams.get('purchase') ?? '';
  const answer = await request.get(api(`/receipts/${purchaseId}`), {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const receipt = ((await answer.json()) as { data: Receipt }).data;
  expect(receipt).toMatchObject({ isTest: false, totalPaise: 24_900, taxablePaise: 21_102, gstPaise: 3_798 });
  const downloading = page.waitForEvent('download');
  // On the purchase's status view (first) and in the history below it.
  const receiptButtons = page.getByRole('button', { name: `${messages.receipts.open} ${receipt.number}` });
  await expect(receiptButtons).toHaveCount(2);
  await receiptButtons.first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(receiptFileName(receipt.number));
  const text = await pdfText(await download.path());
  for (const expected of [
    receipt.number,
    'INR 211.02',
    'INR 249.00',
    RECEIPT_SELLER.gstin,
    'Rani Pay',
    receipt.paymentId,
  ]) {
    expect(text).toContain(expected);
  }

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(messages.wallet.purchaseTitles.CONFIRMED, { exact: true })).toBeHidden();

  await buy.click();
  await expect(page).toHaveURL(`${razorpay.simulatorUrl}/v1/checkout/embedded`);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(pathIs(routes.app.wallet));
  await expect(page.getByText(messages.wallet.purchaseTitles.DECLINED, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.wallet.paymentFailed)).toBeVisible();
  await expect(page.getByText('275 coins', { exact: true })).toBeVisible();
});

// Issue 22 §4: the admin pays a listener's accepted withdrawal from the console through RazorpayX (the
// simulator); it shows Processing until the bank's payout.processed webhook, and the listener then sees
// it Processed with the bank's UTR as its reference.
test('the admin pays an accepted withdrawal to the UPI id; the listener sees it processed with the UTR', async ({
  page,
  request,
  razorpay,
}) => {
  const adminToken = await apiLogin(request, razorpayAdmin);
  const listed = await request.get(api('/admin/withdrawals?status=ACCEPTED&pagesize=50'), {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const answer = (await listed.json()) as { data: AdminWithdrawal[]; gatewayPayouts: boolean };
  expect(answer.gatewayPayouts).toBe(true);
  const accepted = answer.data.find((row) => row.listener.email === demo.rohan.email);
  if (!accepted) throw new Error("the demo data has no accepted withdrawal of Rohan's");
  const who = accepted.listener.name;

  await loginViaUi(page, razorpayAdmin);
  await page.goto(routes.admin.withdrawalRequests);
  await page.getByRole('button', { name: `Actions for ${accepted.amount} to ${who}` }).click();
  await page.getByRole('menuitem', { name: 'Pay' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Pay ${accepted.amount} to ${who}?` });
  await expect(dialog.getByText(accepted.upiId)).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(messages.withdrawals.payoutSent)).toBeVisible();
  const adminRow = page.getByRole('row').filter({ hasText: accepted.upiId });
  await expect(adminRow.getByText('Processing')).toBeVisible();

  const paid = await settlePayoutAtSimulator(razorpay.simulatorUrl, accepted.id, 'processed');
  expect(paid.utr).toMatch(/^SIMUTR/);

  await page.evaluate(() => window.localStorage.clear());
  await loginViaUi(page, demo.rohan);
  await page.goto(routes.listener.withdrawals);
  const mine = page
    .getByRole('table', { name: 'Withdrawals' })
    .getByRole('row')
    .filter({ hasText: paid.utr ?? '' });
  await expect(mine.getByText('Processed')).toBeVisible();
  await expect(mine.getByText(accepted.amount)).toBeVisible();
});
