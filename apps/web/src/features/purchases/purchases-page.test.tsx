import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes, type AdminPurchase, type PaymentEvent } from '@app/contract';
import { PurchasesPage } from '@/features/purchases/purchases-page';
import { renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';

const purchase = (over: Partial<AdminPurchase>): AdminPurchase => ({
  id: 'p1',
  customer: { id: 'c1', name: 'Meera Nair', email: 'meera@example.test' },
  planName: 'Gold',
  pricePaise: 49_900,
  coins: 500,
  bonusCoins: 50,
  status: 'CONFIRMED',
  provider: 'razorpay',
  orderId: 'order_Sim000000001',
  paymentId: 'pay_Sim000000001',
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-20T10:01:00.000Z',
  ...over,
});
const purchases = [
  purchase({}),
  purchase({
    id: 'p2',
    status: 'DECLINED',
    orderId: 'order_Sim000000002',
    paymentId: null,
    confirmedAt: null,
  }),
  purchase({ id: 'p3', status: 'CONFIRMED', provider: 'test', orderId: null, paymentId: 'test_abc' }),
];
const events: PaymentEvent[] = [
  {
    id: 'e1',
    provider: 'razorpay',
    eventId: 'evt_1',
    event: 'payment.captured',
    orderId: 'order_Sim000000001',
    purchaseId: 'p1',
    withdrawalId: null,
    outcome: 'credited',
    receivedAt: '2026-11-20T10:01:00.000Z',
  },
  {
    id: 'e2',
    provider: 'razorpay',
    eventId: null,
    event: 'payment.captured',
    orderId: null,
    purchaseId: null,
    withdrawalId: null,
    outcome: 'refused: bad signature',
    receivedAt: '2026-11-20T10:02:00.000Z',
  },
];

const answer = (url: URL) =>
  url.pathname.endsWith('/admin/payment-events')
    ? { data: events, totalRows: events.length }
    : { data: purchases, totalRows: purchases.length };

describe('admin purchases', () => {
  it("lists purchases with amount, state in words and the gateway's ids", async () => {
    const { calls } = mockFetch((request) => jsonResponse(200, answer(urlOf(request))));
    renderAdminScreen(<PurchasesPage />, routes.admin.purchases);
    const table = await screen.findByRole('table', { name: 'Purchases' });
    await within(table).findByText('order_Sim000000002');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Meera Nair');
    expect(rows[1]).toHaveTextContent('₹499.00');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('order_Sim000000001');
    expect(rows[1]).toHaveTextContent('pay_Sim000000001');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[3]).toHaveTextContent('Test mode');
    expect(urlOf(calls[0]!).pathname).toMatch(/\/admin\/purchases$/);
    // A month's tax receipts download from the page's header.
    expect(screen.getByRole('button', { name: messages.receipts.exportButton })).toBeInTheDocument();
    expect(urlOf(calls[0]!).searchParams.get('pagesize')).toBe('20');
  });

  it('filters by status and searches by id', async () => {
    const { calls } = mockFetch((request) => jsonResponse(200, answer(urlOf(request))));
    const user = userEvent.setup();
    renderAdminScreen(<PurchasesPage />, routes.admin.purchases);
    await screen.findByRole('table', { name: 'Purchases' });
    await user.click(await screen.findByRole('button', { name: /^Status/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Expired' }));
    await waitFor(() => expect(urlOf(calls.at(-1)!).searchParams.get('status')).toBe('EXPIRED'));
    await user.type(screen.getByRole('searchbox', { name: 'Search purchases' }), 'pay_Sim');
    await waitFor(() => expect(urlOf(calls.at(-1)!).searchParams.get('search')).toBe('pay_Sim'));
  });

  it("shows the gateway's events with refusals marked", async () => {
    const { calls } = mockFetch((request) => jsonResponse(200, answer(urlOf(request))));
    const user = userEvent.setup();
    renderAdminScreen(<PurchasesPage />, routes.admin.purchases);
    await user.click(await screen.findByRole('button', { name: 'Gateway events' }));
    const table = await screen.findByRole('table', { name: 'Gateway events' });
    await within(table).findByText('refused: bad signature');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('credited');
    expect(within(rows[2]!).getByText('refused: bad signature')).toHaveClass('text-destructive');
    expect(urlOf(calls.at(-1)!).pathname).toMatch(/\/admin\/payment-events$/);
    expect(screen.getByRole('button', { name: 'Gateway events' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains an empty list', async () => {
    mockFetch(() => jsonResponse(200, { data: [], totalRows: 0 }));
    renderAdminScreen(<PurchasesPage />, routes.admin.purchases);
    expect(await screen.findByText(messages.wallet.noPurchases)).toBeInTheDocument();
  });
});
