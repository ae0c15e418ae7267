import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminWithdrawalsMessages as a, routes, type AdminWithdrawal } from '@app/contract';
import { WithdrawalRequestsPage } from '@/features/withdrawal-requests/withdrawal-requests-page';
import { ids, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

const base: AdminWithdrawal = {
  id: 'wd000001-0000-4000-8000-000000000000',
  amount: '₹1,500.00',
  amountPaise: 150_000,
  coins: 1500,
  requestedAt: '2025-03-05T10:00:00.000Z',
  status: 'PENDING',
  upiId: 'asha@okbank',
  payoutReference: null,
  decidedAt: null,
  reason: null,
  listener: { id: ids.asha, name: 'Asha Verma', email: 'asha@listenwell.test' },
};
const accepted: AdminWithdrawal = {
  ...base,
  id: 'wd000002-0000-4000-8000-000000000000',
  status: 'ACCEPTED',
  listener: { id: ids.kabir, name: 'Kabir Singh', email: 'kabir@listenwell.test' },
};

/** What the fixtures put on screen, and other areas' shared parts. */
const DATA = [
  'Asha Verma',
  'Kabir Singh',
  /\b(asha|kabir)\b/g,
  '@listenwell.test',
  '@okbank',
  /^\s*[A-Z]{2}\s*$/,
  // The test's location probe.
  routes.admin.withdrawalRequests,
  // Hindi's times come from CLDR with am/pm in Latin letters.
  /\b[ap]m\b/g,
];

function serve() {
  return mockFetch((call) => {
    if (urlOf(call).pathname.endsWith('/admin/withdrawals')) {
      return jsonResponse(200, { data: [base, accepted], totalRows: 2, gatewayPayouts: true });
    }
    return jsonResponse(404, { message: 'none' });
  });
}

describe('withdrawal requests in the pseudo-locale: every text comes from the catalogue', () => {
  it('the list, its menus and the decision dialogs', async () => {
    serve();
    await showPseudoLocale();
    const user = userEvent.setup();
    const { container } = renderAdminScreen(<WithdrawalRequestsPage />, routes.admin.withdrawalRequests);
    await screen.findByText('Asha Verma');
    expect(textsOutsideCatalogue(container, DATA)).toEqual([]);

    for (const [who, action] of [
      ['Asha Verma', a.accept],
      ['Asha Verma', a.reject],
      ['Kabir Singh', a.pay],
      ['Kabir Singh', a.markProcessed],
    ] as const) {
      await user.click(screen.getByRole('button', { name: a.actionsFor(base.amount, who) }));
      expect(textsOutsideCatalogue(await screen.findByRole('menu'), DATA)).toEqual([]);
      await user.click(screen.getByRole('menuitem', { name: action }));
      expect(textsOutsideCatalogue(await screen.findByRole('alertdialog'), DATA)).toEqual([]);
      await user.keyboard('{Escape}');
      await user.keyboard('{Escape}');
    }
  });
});
