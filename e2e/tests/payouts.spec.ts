// Payouts in the browser (issue 11 §4): a listener withdraws what a real paid session earned, the admin
// accepts and marks it processed (or rejects it, and the coins come back), the payout batch exports as
// CSV, and the admin dashboard shows the marketplace as the API counts it. Each journey makes its own
// listener and customer (support/payouts.ts), so the amounts never depend on other tests.
import { readFile } from 'node:fs/promises';
import {
  formatRupees,
  messages,
  routes,
  WITHDRAWAL_CSV_COLUMNS,
  type AdminDashboard,
  type DashboardPeriod,
  type WithdrawalStatus,
} from '@app/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pickFilter } from '../support/admin.ts';
import { demo, expect, loginViaUi, pathIs, test } from '../support/fixtures.ts';
import { adminToken, uniqueWord } from '../support/listeners.ts';
import { described, DESKTOP, shootMarketplace } from '../support/marketplace.ts';
import {
  adminDashboardViaApi,
  adminWithdrawalsViaApi,
  EARNED_COINS,
  listenerWithEarningsViaApi,
  myWithdrawalsViaApi,
  parseCsv,
  rejectWithdrawalViaApi,
  requestWithdrawalViaApi,
  withdrawalSummaryFigure,
} from '../support/payouts.ts';

const num = (value: number) => value.toLocaleString('en-IN');
const rupees = (whole: number) => formatRupees(whole * 100);

const summary = withdrawalSummaryFigure;

/** The listener's row for a request of `amount` (each journey's listener has one request per amount). */
const myRow = (page: Page, amount: string): Locator =>
  page.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: amount });

const adminRows = (page: Page): Locator =>
  page
    .getByRole('table', { name: 'Withdrawal requests' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The admin finds a listener's requests with the table's search (debounced into the address). */
const searchRequests = async (page: Page, text: string): Promise<void> => {
  await page.getByLabel('Search withdrawal requests').fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
  );
};

/** Opens the row's action menu and picks an action. */
const rowMenu = async (page: Page, row: Locator, label: string, action: string): Promise<void> => {
  await row.getByRole('button', { name: `Actions for ${label}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
};

/** The listener's dashboard 'Current Wallet' (their earnings account, coins). */
const expectCurrentWallet = async (page: Page, coins: number): Promise<void> => {
  await page.goto(routes.dashboard);
  await expect(described(page, 'Current Wallet')).toHaveText(`${num(coins)} coins`);
};

/** A figure card of the admin dashboard: its value and its caption, found by the card's title. */
const statCard = (page: Page, title: string): Locator =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** What the dashboard must show for `d`, as text, card by card (value, then caption where it matters). */
const expectedFigures = (d: AdminDashboard) => ({
  'Listeners online now': [num(d.listenersOnline)],
  'Pending applications': [num(d.pendingApplications)],
  'Pending withdrawals': [
    num(d.pendingWithdrawals.count),
    `${formatRupees(d.pendingWithdrawals.amountPaise)} to pay out`,
  ],
  Revenue: [formatRupees(d.revenuePaise), `Platform share less refunds, ${num(d.revenueCoins)} coins`],
  'Coins sold': [num(d.coinsSold), `${formatRupees(d.paidInPaise)} paid in`],
  'Listener earnings': [
    formatRupees(d.listenerEarningsPaise),
    `${num(d.listenerEarningsCoins)} coins earned`,
  ],
  'Paid out': [formatRupees(d.paidOutPaise)],
  'Average session': [`${d.averageSessionMinutes.toFixed(1)} min`],
  Completed: [num(d.sessionsByStatus.COMPLETED ?? 0)],
});

/** The same figures as the page shows them now. */
const renderedFigures = async (page: Page, like: ReturnType<typeof expectedFigures>) => {
  const shown: Record<string, string[]> = {};
  for (const [title, texts] of Object.entries(like)) {
    if (title === 'Completed') {
      const count = page.getByTestId('sessions-COMPLETED').locator('.font-semibold');
      shown[title] = [(await count.innerText()).trim()];
      continue;
    }
    const paragraphs = statCard(page, title).locator('p');
    shown[title] = await Promise.all(
      texts.map(async (_, index) => (await paragraphs.nth(index).innerText()).trim()),
    );
  }
  return shown;
};

/**
 * Loads the dashboard for `days` and compares every figure with GET /admin/dashboard read just before
 * and just after. Other spec files may buy, book or go online meanwhile: then the two reads differ,
 * and the comparison is made again on a fresh load, until a load falls between two equal reads.
 */
const expectDashboardMatchesApi = async (
  page: Page,
  request: APIRequestContext,
  days: DashboardPeriod,
): Promise<AdminDashboard> => {
  const token = await adminToken(request);
  let matched: AdminDashboard | undefined;
  await expect(async () => {
    const before = await adminDashboardViaApi(request, token, days);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Last ${days} days` })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0);
    const expected = expectedFigures(before);
    const shown = await renderedFigures(page, expected);
    const after = await adminDashboardViaApi(request, token, days);
    expect(expectedFigures(after), 'the figures did not move while the page loaded').toEqual(expected);
    expect(shown).toEqual(expected);
    matched = before;
  }).toPass({ timeout: 60_000 });
  if (!matched) throw new Error('unreachable: toPass resolved without a match');
  return matched;
};

test.describe('payouts', () => {
  test('a listener requests a withdrawal; the admin accepts it and marks it processed with a reference; the listener sees it paid and the lower balance', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = `Payee ${uniqueWord('Paid')}`;
    const listener = await listenerWithEarningsViaApi(request, { prefix: 'pay-processed', name });
    const account = await myWithdrawalsViaApi(request, listener.token);
    const earnedPaise = listener.earned * account.coinValuePaise;
    expect(account.available).toBe(earnedPaise);
    expect(account.held).toBe(0);
    const amount = 250;
    const amountCoins = (amount * 100) / account.coinValuePaise;
    const reference = `UTR${uniqueWord('').toUpperCase()}`;

    // The listener: the earnings are in the wallet and withdrawable.
    await page.setViewportSize(DESKTOP);
    await loginViaUi(page, listener);
    await expectCurrentWallet(page, EARNED_COINS);
    await page.goto(routes.listener.withdrawals);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    await expect(summary(page, 'Available to withdraw')).toHaveText(formatRupees(earnedPaise));
    await expect(summary(page, 'On hold')).toHaveText(formatRupees(0));
    await expect(summary(page, 'Reserved')).toHaveText(formatRupees(0));
    await expect(summary(page, 'Minimum')).toHaveText(formatRupees(account.minimum));
    await expect(page.getByText(messages.withdrawals.noWithdrawals)).toBeVisible();

    // The dialog states what can be withdrawn and sends nothing until an amount above 0 is entered.
    await page.getByRole('button', { name: 'Request Withdrawal', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request Withdrawal' });
    await expect(described(page, 'Available')).toHaveText(formatRupees(earnedPaise));
    await expect(described(page, 'Minimum')).toHaveText(formatRupees(account.minimum));
    const submit = dialog.getByRole('button', { name: 'Request Withdrawal', exact: true });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Amount (₹)').fill('0');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Amount (₹)').fill(String(amount));
    await expect(submit).toBeEnabled();
    await shootMarketplace(page, 'payouts-listener-request-dialog');
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(messages.withdrawals.requested(rupees(amount))).first()).toBeVisible();
    const mine = myRow(page, rupees(amount));
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Pending');
    await expect(mine).toContainText(listener.upiId);
    // Reserved at once: no longer available.
    await expect(summary(page, 'Available to withdraw')).toHaveText(formatRupees(earnedPaise - amount * 100));
    await expect(summary(page, 'Reserved')).toHaveText(rupees(amount));

    // The admin finds it by the listener's name, accepts it, then marks it processed.
    const adminContext = await browser.newContext({ baseURL, viewport: DESKTOP });
    const admin = await adminContext.newPage();
    await loginViaUi(admin, demo.admin);
    await admin.goto(routes.admin.withdrawalRequests);
    await expect(admin.getByRole('heading', { level: 1, name: 'Withdrawal Requests' })).toBeVisible();
    // Newest first: the request just made is on the first page, with the demo payouts under it.
    await expect(adminRows(admin).first()).toContainText(name);
    await shootMarketplace(admin, 'payouts-admin-withdrawal-requests');
    await searchRequests(admin, name);
    const row = adminRows(admin);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText(listener.email);
    await expect(row).toContainText(rupees(amount));
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(listener.upiId);
    const actionsLabel = `${rupees(amount)} to ${name}`;

    await rowMenu(admin, row, actionsLabel, 'Accept');
    const accept = admin.getByRole('alertdialog', { name: `Accept ${rupees(amount)} for ${name}?` });
    await expect(accept).toContainText(listener.upiId);
    await accept.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(accept).toBeHidden();
    await expect(admin.getByText(messages.withdrawals.accepted).first()).toBeVisible();
    await expect(row).toContainText('Accepted');

    // The listener sees the step.
    await page.reload();
    await expect(myRow(page, rupees(amount))).toContainText('Accepted');

    await rowMenu(admin, row, actionsLabel, 'Mark processed');
    const processDialog = admin.getByRole('alertdialog', {
      name: `Mark ${rupees(amount)} to ${name} as paid?`,
    });
    await expect(processDialog).toContainText(listener.upiId);
    // No reference, no payout.
    await processDialog.getByRole('button', { name: 'Mark processed', exact: true }).click();
    await expect(processDialog.getByText(messages.withdrawals.payoutReferenceRequired)).toBeVisible();
    await processDialog.getByLabel('Payout reference').fill(reference);
    await shootMarketplace(admin, 'payouts-admin-process-dialog');
    await processDialog.getByRole('button', { name: 'Mark processed', exact: true }).click();
    await expect(processDialog).toBeHidden();
    await expect(admin.getByText(messages.withdrawals.processed).first()).toBeVisible();
    await expect(row).toContainText('Processed');
    await expect(row).toContainText(reference);
    // A decided request has no actions left.
    await expect(row.getByRole('button', { name: `Actions for ${actionsLabel}` })).toHaveCount(0);
    await adminContext.close();

    // The listener: Processed with the reference; the money has left (the wallet is lower by it).
    await page.reload();
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText('Processed', { exact: true })).toBeVisible();
    await expect(mine).toContainText(reference);
    await expect(summary(page, 'Available to withdraw')).toHaveText(formatRupees(earnedPaise - amount * 100));
    await expect(summary(page, 'Reserved')).toHaveText(formatRupees(0));
    await shootMarketplace(page, 'payouts-listener-withdrawals');
    await expectCurrentWallet(page, EARNED_COINS - amountCoins);
  });

  test('a rejected request with a reason returns the coins to the listener', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = `Payee ${uniqueWord('Back')}`;
    const reason = 'The UPI id on your profile could not receive payments.';
    const listener = await listenerWithEarningsViaApi(request, { prefix: 'pay-rejected', name });
    const { coinValuePaise } = await myWithdrawalsViaApi(request, listener.token);
    const earnedPaise = listener.earned * coinValuePaise;
    const everything = formatRupees(earnedPaise);

    // Everything available is asked for ('Withdraw all').
    await page.setViewportSize(DESKTOP);
    await loginViaUi(page, listener);
    await page.goto(routes.listener.withdrawals);
    await expect(summary(page, 'Available to withdraw')).toHaveText(everything);
    await page.getByRole('button', { name: 'Request Withdrawal', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request Withdrawal' });
    await dialog.getByRole('button', { name: 'Withdraw all', exact: true }).click();
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(earnedPaise / 100));
    await dialog.getByRole('button', { name: 'Request Withdrawal', exact: true }).click();
    await expect(dialog).toBeHidden();
    const mine = myRow(page, everything);
    await expect(mine).toContainText('Pending');
    await expect(summary(page, 'Available to withdraw')).toHaveText(formatRupees(0));
    await expect(summary(page, 'Reserved')).toHaveText(everything);

    // The admin rejects it; a reason is required.
    const adminContext = await browser.newContext({ baseURL, viewport: DESKTOP });
    const admin = await adminContext.newPage();
    await loginViaUi(admin, demo.admin);
    await admin.goto(routes.admin.withdrawalRequests);
    await searchRequests(admin, listener.upiId);
    const row = adminRows(admin);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await rowMenu(admin, row, `${everything} to ${name}`, 'Reject');
    const reject = admin.getByRole('alertdialog', { name: `Reject ${everything} for ${name}?` });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject.getByText(messages.withdrawals.reasonRequired)).toBeVisible();
    await reject.getByLabel('Reason (shown to the listener)').fill(reason);
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject).toBeHidden();
    await expect(admin.getByText(messages.withdrawals.rejected).first()).toBeVisible();
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText(reason);
    await adminContext.close();

    // The coins are back: available again, the row says why, the wallet is whole.
    await page.reload();
    await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(mine).toContainText(reason);
    await expect(summary(page, 'Available to withdraw')).toHaveText(everything);
    await expect(summary(page, 'Reserved')).toHaveText(formatRupees(0));
    await expectCurrentWallet(page, EARNED_COINS);
  });

  test("the admin's CSV export holds exactly the rows of the table's filter", async ({ page, request }) => {
    test.setTimeout(180_000);
    const name = `Payee ${uniqueWord('Csv')}`;
    // A reason with a comma and quotes: the file must keep it whole.
    const reason = 'Name on the account, "as registered", did not match';
    const listener = await listenerWithEarningsViaApi(request, { prefix: 'pay-csv', name });
    const first = await requestWithdrawalViaApi(request, listener.token, 10_000);
    const second = await requestWithdrawalViaApi(request, listener.token, 15_000);
    const third = await requestWithdrawalViaApi(request, listener.token, 20_000);
    await rejectWithdrawalViaApi(request, second.id, reason);

    await page.setViewportSize(DESKTOP);
    await loginViaUi(page, demo.admin);
    await page.goto(routes.admin.withdrawalRequests);
    await searchRequests(page, name);
    await expect(adminRows(page)).toHaveCount(3);

    /** Exports what the table shows now; the file's rows, header first. */
    const exportShown = async (status: string): Promise<string[][]> => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV', exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^withdrawals-${status}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const rows = parseCsv(await readFile(await download.path(), 'utf8'));
      expect(rows[0]).toEqual([...WITHDRAWAL_CSV_COLUMNS]);
      return rows.slice(1);
    };
    const column = (rows: string[][], name: (typeof WITHDRAWAL_CSV_COLUMNS)[number]) =>
      rows.map((row) => row[WITHDRAWAL_CSV_COLUMNS.indexOf(name)]);
    const expectStatus = (rows: string[][], status: WithdrawalStatus) =>
      expect(new Set(column(rows, 'status'))).toEqual(new Set([status]));

    // The listener's pending requests: two rows, oldest first, with what a payout batch needs.
    await pickFilter(page, 'Status', 'Pending');
    await expect(page).toHaveURL(/[?&]status=PENDING/);
    await expect(adminRows(page)).toHaveCount(2);
    const pending = await exportShown('pending');
    expect(column(pending, 'id')).toEqual([first.id, third.id]);
    expectStatus(pending, 'PENDING');
    expect(column(pending, 'listenerName')).toEqual([name, name]);
    expect(column(pending, 'listenerEmail')).toEqual([listener.email, listener.email]);
    expect(column(pending, 'upiId')).toEqual([listener.upiId, listener.upiId]);
    expect(column(pending, 'amountRupees')).toEqual(['100.00', '200.00']);
    expect(column(pending, 'coins')).toEqual([String(first.coins), String(third.coins)]);

    // Rejected: the one row, its reason intact.
    await pickFilter(page, 'Status', 'Rejected');
    await expect(adminRows(page)).toHaveCount(1);
    const rejected = await exportShown('rejected');
    expect(column(rejected, 'id')).toEqual([second.id]);
    expect(column(rejected, 'reason')).toEqual([reason]);

    // Without the search: every rejected request, exactly the ones the API lists for that filter.
    await page.getByRole('button', { name: 'Clear search', exact: true }).click();
    await expect(page).not.toHaveURL(/[?&]search=/);
    await expect(page).toHaveURL(/[?&]status=REJECTED/);
    const everyRejected = await exportShown('rejected');
    const listed = await adminWithdrawalsViaApi(request, { status: 'REJECTED' });
    expectStatus(everyRejected, 'REJECTED');
    expect(everyRejected).toHaveLength(listed.total);
    expect(new Set(column(everyRejected, 'id'))).toEqual(new Set(listed.rows.map((row) => row.id)));
    expect(column(everyRejected, 'id')).toContain(second.id);
  });

  test("the admin dashboard shows the API's figures for the period; the period switch and the links work", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await loginViaUi(page, demo.admin);
    await expect(page).toHaveURL(pathIs(routes.dashboard));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const period = page.getByRole('group', { name: 'Period' });
    const periodButton = (days: number) => period.getByRole('button', { name: `${days} days`, exact: true });

    // 90 days: every figure as the API counts it; the seeded history alone has sold, earned and paid out.
    await periodButton(90).click();
    await expect(page).toHaveURL(/[?&]days=90(?:&|$)/);
    await expect(periodButton(90)).toHaveAttribute('aria-pressed', 'true');
    const ninety = await expectDashboardMatchesApi(page, request, 90);
    expect(ninety.revenuePaise).toBeGreaterThan(0);
    expect(ninety.coinsSold).toBeGreaterThan(0);
    expect(ninety.paidOutPaise).toBeGreaterThan(0);
    expect(ninety.pendingWithdrawals.count).toBeGreaterThan(0);

    // The withdrawal figures agree with the withdrawal requests themselves: 'to pay out' is every
    // pending and accepted request, 'Paid out' every request processed in the period.
    const open = [
      ...(await adminWithdrawalsViaApi(request, { status: 'PENDING' })).rows,
      ...(await adminWithdrawalsViaApi(request, { status: 'ACCEPTED' })).rows,
    ];
    const processed = (await adminWithdrawalsViaApi(request, { status: 'PROCESSED' })).rows.filter(
      (row) => row.decidedAt !== null && Date.parse(row.decidedAt) >= Date.parse(ninety.from),
    );
    const now = await adminDashboardViaApi(request, await adminToken(request), 90);
    expect(now.pendingWithdrawals).toEqual({
      count: open.length,
      amountPaise: open.reduce((sum, row) => sum + row.amountPaise, 0),
    });
    expect(now.paidOutPaise).toBe(processed.reduce((sum, row) => sum + row.amountPaise, 0));
    await shootMarketplace(page, 'payouts-admin-dashboard');

    // 7 days: the address and the figures change (most of the seeded history is older than a week).
    await periodButton(7).click();
    await expect(page).toHaveURL(/[?&]days=7(?:&|$)/);
    await expect(periodButton(7)).toHaveAttribute('aria-pressed', 'true');
    await expect(periodButton(90)).toHaveAttribute('aria-pressed', 'false');
    const seven = await expectDashboardMatchesApi(page, request, 7);
    expect(seven.revenuePaise).toBeLessThan(ninety.revenuePaise);
    await expect(statCard(page, 'Revenue').locator('p').first()).not.toHaveText(
      formatRupees(ninety.revenuePaise),
    );

    // The cards of what waits lead to their screens.
    await page.getByRole('link', { name: /^Pending applications/ }).click();
    await expect(page).toHaveURL(pathIs(routes.admin.applications));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/[?&]days=7(?:&|$)/);
    await page.getByRole('link', { name: /^Pending withdrawals/ }).click();
    await expect(page).toHaveURL(pathIs(routes.admin.withdrawalRequests));
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal Requests' })).toBeVisible();
  });
});
