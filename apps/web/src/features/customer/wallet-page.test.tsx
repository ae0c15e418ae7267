import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { render } from '@testing-library/react';
import { IDEMPOTENCY_HEADER, messages, routes } from '@app/contract';
import { callsTo, customerApi, ids, plan, walletEntry } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';
import { CHECKOUT_WINDOW_NAME } from '@/features/customer/return-target';

const starter = plan();
const value = plan({
  id: ids.value,
  name: 'Value pack',
  pricePaise: 49_900,
  coins: 500,
  bonusCoins: 50,
  description: '',
});

const RECEIPT_NUMBER = 'LW/2026-27/000042';

const opened = () => screen.findByRole('heading', { level: 1, name: 'Wallet' }, { timeout: 3000 });

describe('wallet (/app/wallet)', () => {
  it('shows the balance, the test-mode notice and the plans in rupees with their bonus', async () => {
    customerApi({
      'GET /wallet': () =>
        jsonResponse(200, { data: { balance: 1250, paymentMode: 'TEST', coinValuePaise: 100 } }),
      'GET /plans': () => jsonResponse(200, { data: [starter, value] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
    });
    await renderApp(routes.app.wallet);
    await opened();
    expect(await screen.findByText('1,250 coins')).toBeInTheDocument();
    expect(screen.getByText(messages.wallet.testModeLabel)).toBeInTheDocument();

    const starterCard = (await screen.findByRole('heading', { name: 'Starter' })).closest('li')!;
    expect(within(starterCard).getByText('100 coins')).toBeInTheDocument();
    expect(within(starterCard).getByRole('button', { name: 'Buy Starter for ₹99.00' })).toBeInTheDocument();
    const valueCard = screen.getByRole('heading', { name: 'Value pack' }).closest('li')!;
    expect(within(valueCard).getByText('+50 bonus coins')).toHaveClass('text-success');
    expect(within(valueCard).getByRole('button', { name: 'Buy Value pack for ₹499.00' })).toBeInTheDocument();
    expect(within(valueCard).getByText('Best value')).toBeInTheDocument();
    // What a coin costs, bonus included, said to be rounded when it is.
    expect(within(starterCard).getByText('₹0.99 per coin')).toBeInTheDocument();
    expect(within(valueCard).getByText('about ₹0.91 per coin')).toBeInTheDocument();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('a purchase sends one Idempotency-Key, reused when the same purchase is retried after a failure', async () => {
    let attempts = 0;
    const { calls } = customerApi({
      'GET /plans': () => jsonResponse(200, { data: [starter, value] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      'POST /wallet/purchase': () => {
        attempts += 1;
        // The first answer is lost on the way back (a gateway error): the coins may have moved.
        return attempts === 1
          ? jsonResponse(502, {})
          : jsonResponse(200, {
              data: {
                purchaseId: 'p1',
                status: 'CONFIRMED',
                coins: 500,
                bonusCoins: 50,
                balance: 750,
                checkout: null,
              },
            });
      },
    });
    render(<Toaster />);
    await renderApp(routes.app.wallet);
    await opened();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Value pack for ₹499.00' }));
    expect(await screen.findByText(messages.client.networkError)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again Value pack for ₹499.00' }));
    expect(await screen.findByText(messages.wallet.purchased(550))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /750\s*coins in your wallet/ })).toBeInTheDocument(),
    );
    expect(screen.getByText('750 coins')).toBeInTheDocument();

    const purchases = callsTo(calls, 'POST', '/wallet/purchase');
    expect(purchases.map((call) => call.body)).toEqual([{ planId: ids.value }, { planId: ids.value }]);
    const [first, retry] = purchases.map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);

    // A new click after the success is a new purchase with a new key.
    await user.click(screen.getByRole('button', { name: 'Buy Value pack for ₹499.00' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/wallet/purchase')).toHaveLength(3));
    expect(callsTo(calls, 'POST', '/wallet/purchase')[2]!.headers[IDEMPOTENCY_HEADER]).not.toBe(first);
  });

  it('the gateway not answering (the server’s 503) is final: its message, and the next click is a new purchase', async () => {
    const { calls } = customerApi({
      'GET /plans': () => jsonResponse(200, { data: [starter] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      'POST /wallet/purchase': () =>
        jsonResponse(503, { message: messages.wallet.gatewayUnavailable, code: 'UNAVAILABLE' }),
    });
    await renderApp(routes.app.wallet);
    await opened();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Starter for ₹99.00' }));
    expect(await screen.findByText(messages.wallet.gatewayUnavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again Starter for ₹99.00' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/wallet/purchase')).toHaveLength(2));
    const keys = callsTo(calls, 'POST', '/wallet/purchase').map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a refused purchase shows the server’s message; the next click is a new purchase', async () => {
    const { calls } = customerApi({
      'GET /plans': () => jsonResponse(200, { data: [starter] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      'POST /wallet/purchase': () =>
        jsonResponse(404, { message: messages.wallet.planUnavailable, code: 'NOT_FOUND' }),
    });
    await renderApp(routes.app.wallet);
    await opened();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Starter for ₹99.00' }));
    expect(await screen.findByText(messages.wallet.planUnavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again Starter for ₹99.00' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/wallet/purchase')).toHaveLength(2));
    const keys = callsTo(calls, 'POST', '/wallet/purchase').map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('history: kind, signed coins in colour, balance after, plan or session, date; paged', async () => {
    const { calls } = customerApi({
      'GET /plans': () => jsonResponse(200, { data: [starter] }),
      'GET /wallet/transactions': () =>
        jsonResponse(200, {
          data: [
            walletEntry({
              id: 'e2',
              kind: 'SESSION_CHARGE',
              coins: -12,
              balanceAfter: 538,
              planId: null,
              planName: null,
              sessionId: ids.session,
              createdAt: '2025-03-05T10:00:00.000Z',
            }),
            walletEntry({ purchaseId: ids.purchase, receiptNumber: RECEIPT_NUMBER }),
          ],
          totalRows: 12,
        }),
    });
    await renderApp(routes.app.wallet);
    await opened();
    const table = await screen.findByRole('table');
    const [, charge, purchase] = within(table).getAllByRole('row');
    expect(within(charge!).getByText('Session')).toBeInTheDocument();
    expect(within(charge!).getByText('-12')).toHaveClass('text-destructive');
    expect(within(charge!).getByText('538')).toBeInTheDocument();
    expect(within(charge!).getByRole('link', { name: 'View session' })).toHaveAttribute(
      'href',
      routes.app.session(ids.session),
    );
    expect(within(charge!).getAllByText('5 Mar 2025').length).toBeGreaterThan(0);
    expect(within(purchase!).getByText('Plan purchase')).toBeInTheDocument();
    expect(within(purchase!).getByText('+550')).toHaveClass('text-success');
    expect(within(purchase!).getByText('Value pack')).toBeInTheDocument();
    expect(
      within(purchase!).getByRole('button', { name: `${messages.receipts.open} ${RECEIPT_NUMBER}` }),
    ).toBeInTheDocument();
    expect(within(charge!).queryByRole('button', { name: /^Receipt/ })).not.toBeInTheDocument();

    expect(screen.getByText('1-10 of 12 transactions')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/wallet/transactions').at(-1)!.url).toContain('pagenumber=2'),
    );
  });

  it('with Razorpay: a PENDING answer posts the checkout form to the gateway page, fields as given', async () => {
    const submitted: { action: string; method: string; fields: Record<string, string> }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push({
        action: this.action,
        method: this.method.toLowerCase(),
        fields: Object.fromEntries(
          [...this.querySelectorAll('input')].map((input) => [input.name, input.value] as const),
        ),
      });
    });
    const fields = {
      key_id: 'rzp_test_key',
      order_id: 'order_Abc123',
      amount: '49900',
      currency: 'INR',
      callback_url: 'https://listenwell.example/api/v1/payments/razorpay/callback?purchase=p1',
    };
    customerApi({
      'GET /wallet': () =>
        jsonResponse(200, { data: { balance: 0, paymentMode: 'RAZORPAY', coinValuePaise: 100 } }),
      'GET /plans': () => jsonResponse(200, { data: [value] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      'POST /wallet/purchase': () =>
        jsonResponse(200, {
          data: {
            purchaseId: 'p1',
            status: 'PENDING',
            coins: 500,
            bonusCoins: 50,
            balance: 0,
            checkout: { actionUrl: 'https://api.razorpay.example/v1/checkout/embedded', fields },
          },
        }),
    });
    await renderApp(routes.app.wallet);
    await opened();
    expect(await screen.findByText(messages.wallet.gatewayLabel)).toBeInTheDocument();
    expect(screen.queryByText(messages.wallet.testModeLabel)).not.toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy Value pack for ₹499.00' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      action: 'https://api.razorpay.example/v1/checkout/embedded',
      method: 'post',
      fields,
    });
    submit.mockRestore();
  });

  it.each([
    ['CONFIRMED', messages.wallet.paymentConfirmed(550), 'Done'],
    ['DECLINED', messages.wallet.paymentFailed, 'Choose a plan again'],
    ['EXPIRED', messages.wallet.paymentExpired, 'Choose a plan again'],
  ] as const)(
    'the return from the gateway: %s shows what happened and what to do next',
    async (status, message, next) => {
      customerApi({
        'GET /plans': () => jsonResponse(200, { data: [value] }),
        'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
        [`GET /wallet/purchases/${ids.purchase}`]: () =>
          jsonResponse(200, { data: purchaseStatus({ status, message }) }),
      });
      await renderApp(`${routes.app.wallet}?purchase=${ids.purchase}`);
      await opened();
      expect(await screen.findByText(messages.wallet.purchaseTitles[status])).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByText('Value pack: 550 coins for ₹499.00')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: next }));
      await waitFor(() =>
        expect(screen.queryByText(messages.wallet.purchaseTitles[status])).not.toBeInTheDocument(),
      );
    },
  );

  it('a PAID purchase offers its receipt: the PDF downloads with the token, named after its number', async () => {
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const fake = customerApi({
      'GET /plans': () => jsonResponse(200, { data: [value] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      [`GET /wallet/purchases/${ids.purchase}`]: () =>
        jsonResponse(200, {
          data: purchaseStatus({ status: 'CONFIRMED', message: messages.wallet.paymentConfirmed(550) }),
        }),
      [`GET /receipts/${ids.purchase}/pdf`]: () =>
        new Response('%PDF-1.3', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    await renderApp(`${routes.app.wallet}?purchase=${ids.purchase}`);
    await opened();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `${messages.receipts.open} ${RECEIPT_NUMBER}` }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'receipt-LW-2026-27-000042.pdf', href: 'blob:receipt' }]),
    );
    const asked = callsTo(fake.calls, 'GET', `/receipts/${ids.purchase}/pdf`)[0]!;
    expect(asked.headers.accept).toBe('application/pdf');
    expect(asked.headers.authorization).toMatch(/^Bearer /);
  });

  it('a purchase without a receipt number shows no Receipt button', async () => {
    customerApi({
      'GET /plans': () => jsonResponse(200, { data: [value] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      [`GET /wallet/purchases/${ids.purchase}`]: () =>
        jsonResponse(200, {
          data: purchaseStatus({ status: 'DECLINED', message: messages.wallet.paymentFailed }),
        }),
    });
    await renderApp(`${routes.app.wallet}?purchase=${ids.purchase}`);
    await opened();
    await screen.findByText(messages.wallet.purchaseTitles.DECLINED);
    expect(screen.queryByRole('button', { name: /^Receipt/ })).not.toBeInTheDocument();
  });

  it('the return from the gateway while PENDING: says so, asks again, and shows PAID when it comes', async () => {
    let asked = 0;
    customerApi({
      'GET /plans': () => jsonResponse(200, { data: [value] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      [`GET /wallet/purchases/${ids.purchase}`]: () => {
        asked += 1;
        return jsonResponse(200, {
          data:
            asked === 1
              ? purchaseStatus({ status: 'PENDING', message: messages.wallet.paymentPending })
              : purchaseStatus({ status: 'CONFIRMED', message: messages.wallet.paymentConfirmed(550) }),
        });
      },
    });
    await renderApp(`${routes.app.wallet}?purchase=${ids.purchase}`);
    await opened();
    expect(await screen.findByText(messages.wallet.purchaseTitles.PENDING)).toBeInTheDocument();
    expect(screen.getByText(messages.wallet.paymentPending)).toBeInTheDocument();
    expect(
      await screen.findByText(messages.wallet.purchaseTitles.CONFIRMED, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['another site', 'https://evil.example/app'],
    ['a protocol-relative address', '//evil.example/app'],
    ['a backslash address', '/\\evil.example/app'],
    ['a path outside the customer area', '/dashboard'],
  ])('a way back to %s is ignored: a paid purchase stays on the wallet', async (_, next) => {
    customerApi({
      'GET /plans': () => jsonResponse(200, { data: [starter] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      'POST /wallet/purchase': () =>
        jsonResponse(200, {
          data: {
            purchaseId: 'p1',
            status: 'CONFIRMED',
            coins: 100,
            bonusCoins: 0,
            balance: 300,
            checkout: null,
          },
        }),
    });
    render(<Toaster />);
    await renderApp(`${routes.app.wallet}?next=${encodeURIComponent(next)}`);
    await opened();
    expect(screen.queryByText('Buy coins to continue')).not.toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy Starter for ₹99.00' }));
    expect(await screen.findByText(messages.wallet.purchased(100))).toBeInTheDocument();
    expect(currentPath()).toBe(routes.app.wallet);
    expect(window.location.href).toMatch(/^http:\/\/localhost(:\d+)?\/app\/wallet/);
  });

  it('with Razorpay and a way back: the gateway’s return offers it once paid', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const listenerPath = routes.app.listener(ids.asha);
    customerApi({
      'GET /wallet': () =>
        jsonResponse(200, { data: { balance: 0, paymentMode: 'RAZORPAY', coinValuePaise: 100 } }),
      'GET /plans': () => jsonResponse(200, { data: [value] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
      'POST /wallet/purchase': () =>
        jsonResponse(200, {
          data: {
            purchaseId: ids.purchase,
            status: 'PENDING',
            coins: 500,
            bonusCoins: 50,
            balance: 0,
            checkout: { actionUrl: 'https://api.razorpay.example/v1/checkout/embedded', fields: {} },
          },
        }),
      [`GET /wallet/purchases/${ids.purchase}`]: () =>
        jsonResponse(200, {
          data: purchaseStatus({ status: 'CONFIRMED', message: messages.wallet.paymentConfirmed(550) }),
        }),
    });
    const first = await renderApp(`${routes.app.wallet}?next=${encodeURIComponent(listenerPath)}`);
    await opened();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy Value pack for ₹499.00' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    submit.mockRestore();
    first.unmount();

    // The gateway sends the browser back with the purchase alone.
    await renderApp(`${routes.app.wallet}?purchase=${ids.purchase}`);
    await opened();
    expect(await screen.findByText(messages.wallet.purchaseTitles.CONFIRMED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to your listener/ })).toHaveAttribute('href', listenerPath);
  });

  it('in the window a session opened for the checkout: once paid, says it can be closed', async () => {
    window.name = CHECKOUT_WINDOW_NAME;
    try {
      customerApi({
        'GET /plans': () => jsonResponse(200, { data: [value] }),
        'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
        [`GET /wallet/purchases/${ids.purchase}`]: () =>
          jsonResponse(200, {
            data: purchaseStatus({ status: 'CONFIRMED', message: messages.wallet.paymentConfirmed(550) }),
          }),
      });
      await renderApp(`${routes.app.wallet}?purchase=${ids.purchase}`);
      await opened();
      expect(await screen.findByText(messages.wallet.paymentDoneCloseWindow)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close this window' })).toBeInTheDocument();
    } finally {
      window.name = '';
    }
  });

  it('no plans on sale: says so', async () => {
    customerApi({
      'GET /plans': () => jsonResponse(200, { data: [] }),
      'GET /wallet/transactions': () => jsonResponse(200, { data: [], totalRows: 0 }),
    });
    await renderApp(routes.app.wallet);
    await opened();
    expect(await screen.findByText('No plans on sale right now')).toBeInTheDocument();
  });
});

function purchaseStatus(overrides: {
  status: 'PENDING' | 'CONFIRMED' | 'DECLINED' | 'EXPIRED';
  message: string;
}) {
  return {
    purchaseId: ids.purchase,
    planName: 'Value pack',
    pricePaise: 49_900,
    coins: 500,
    bonusCoins: 50,
    createdAt: '2026-11-27T10:00:00.000Z',
    confirmedAt: overrides.status === 'CONFIRMED' ? '2026-11-27T10:01:00.000Z' : null,
    receiptNumber: overrides.status === 'CONFIRMED' ? RECEIPT_NUMBER : null,
    ...overrides,
  };
}
