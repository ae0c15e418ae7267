import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type AdminPurchase, type PaymentEvent } from '@app/contract';
import { PurchasesPage } from '@/features/purchases/purchases-page';
import { renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const purchase: AdminPurchase = {
  id: 'p1',
  customer: { id: 'c1', name: 'Meera Nair', email: 'meera@example.test' },
  planName: 'Gold',
  pricePaise: 49_900,
  coins: 500,
  bonusCoins: 50,
  status: 'CONFIRMED',
  provider: 'test',
  orderId: 'order_Sim000000001',
  paymentId: 'pay_Sim000000001',
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-20T10:01:00.000Z',
};
const event: PaymentEvent = {
  id: 'e1',
  provider: 'razorpay',
  eventId: 'evt_1',
  event: 'payment.captured',
  orderId: 'order_Sim000000001',
  purchaseId: 'p1',
  withdrawalId: null,
  outcome: 'credited',
  receivedAt: '2026-11-20T10:01:00.000Z',
};
/** The server's data: names, emails, plans, the gateway's ids and outcomes, times of day. */
const DATA = [
  'Meera Nair',
  'Gold',
  /\S+@\S+/,
  /\b(order|pay|evt)_\w+/g,
  'payment.captured',
  'credited',
  /\b(MN)\b/,
  /\d{1,2}:\d{2}\s?(am|pm)/gi,
];
const shown = (root: Element) => textsOutsideCatalogue(root, DATA);

describe('admin purchases in the pseudo language', () => {
  it('the purchases and the gateway events', async () => {
    await showPseudoLocale();
    mockFetch((call) =>
      jsonResponse(
        200,
        urlOf(call).pathname.endsWith('/admin/payment-events')
          ? { data: [event], totalRows: 1 }
          : { data: [purchase], totalRows: 1 },
      ),
    );
    renderAdminScreen(<PurchasesPage />, routes.admin.purchases);
    const table = await screen.findByRole('table');
    await within(table).findByText('Meera Nair');
    expect(shown(screen.getByRole('heading', { level: 1 }).parentElement!)).toEqual([]);
    expect(shown(table)).toEqual([]);
    expect(shown(screen.getByRole('group'))).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: '⟦Gátéwáy évéñts⟧' }));
    const events = await screen.findByRole('table');
    await within(events).findByText('credited');
    expect(shown(events)).toEqual([]);
  });
});
