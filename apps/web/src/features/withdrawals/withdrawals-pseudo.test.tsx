import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { routes, type MyWithdrawals, type Withdrawal } from '@app/contract';
import { WithdrawalsPage } from '@/features/withdrawals/withdrawals-page';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

/** The day period of a time, as the locale's calendar writes it ('10:00 am' in Hindi too). */
const DAY_PERIOD = /\b[ap]m\b/g;

const withdrawal = (n: number, overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: `wd${String(n).padStart(6, '0')}-0000-4000-8000-000000000000`,
  amount: '₹1,500.00',
  amountPaise: 150_000,
  coins: 1500,
  requestedAt: '2025-03-05T10:00:00.000Z',
  status: 'PENDING',
  upiId: 'asha@okbank',
  payoutReference: null,
  decidedAt: null,
  reason: null,
  ...overrides,
});
const account = (overrides: Partial<MyWithdrawals> = {}): MyWithdrawals => ({
  withdrawals: [
    withdrawal(1),
    withdrawal(2, {
      status: 'PROCESSED',
      payoutReference: 'UTR412345678901',
      decidedAt: '2025-03-06T10:00:00.000Z',
    }),
    withdrawal(3, { status: 'REJECTED', reason: 'The account could not receive payments.' }),
  ],
  totalRows: 3,
  available: 250_000,
  held: 12_000,
  reserved: 150_000,
  minimum: 10_000,
  coinValuePaise: 100,
  hasUpiId: true,
  ...overrides,
});
/** What the server sent: UPI ids, references and an admin's reason. */
const FIXTURES = ['asha@okbank', 'UTR412345678901', 'The account could not receive payments.'];

function renderPage(data: MyWithdrawals, search = '') {
  signInAs(users.listener);
  mockFetch(() => jsonResponse(200, { data }));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`${routes.listener.withdrawals}${search}`]}>
        <WithdrawalsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('withdrawals in the pseudo-locale', () => {
  it('takes every text of the page and its table from the catalogue', async () => {
    await showPseudoLocale();
    const { container } = renderPage(account());
    await screen.findByText('UTR412345678901');
    expect(textsOutsideCatalogue(container, [...FIXTURES, DAY_PERIOD])).toEqual([]);
  });

  it('and of the Request Withdrawal dialog, with a refused amount', async () => {
    await showPseudoLocale();
    renderPage(account());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '⟦Réqúést Wíthdráwál⟧' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getByRole('spinbutton'), '5');
    await user.click(screen.getAllByRole('button', { name: '⟦Réqúést Wíthdráwál⟧' }).at(-1)!);
    expect(await screen.findByText(/⟦Thé míñímúm/)).toBeInTheDocument();
    expect(textsOutsideCatalogue(dialog)).toEqual([]);
  });

  it('and of the states without a UPI id or requests', async () => {
    await showPseudoLocale();
    const { container } = renderPage(
      account({ withdrawals: [], totalRows: 0, hasUpiId: false, available: 0 }),
    );
    await screen.findByText(/⟦Gó tó yóúr prófílé⟧/);
    expect(textsOutsideCatalogue(container)).toEqual([]);
    await userEvent.setup().click(screen.getAllByRole('button', { name: '⟦Réqúést Wíthdráwál⟧' })[0]!);
    expect(textsOutsideCatalogue(await screen.findByRole('dialog'))).toEqual([]);
  });
});
