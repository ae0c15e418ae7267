import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { routes, type EarningRecord } from '@app/contract';
import { EarningsPage } from '@/features/earnings/earnings-page';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

afterEach(leavePseudoLocale);

/** The rows' session ids (fixture data). */
const FIXTURES = ['Asha Rao', /\bea00000\d[-0-9]*/g];

const record = (n: number): EarningRecord => ({
  id: `ea${String(n).padStart(6, '0')}-0000-4000-8000-000000000000`,
  customer: { name: n === 2 ? '' : `Asha Rao` },
  timeInMinutes: 10 * n,
  coinsEarned: 24 * n,
  refundedCoins: n === 1 ? 6 : 0,
  coinsPerMinute: 4,
  completedAt: `2025-03-0${n}T10:00:00.000Z`,
});
const summary = {
  totalMinutes: 125,
  totalCoins: 1234,
  averageRatePerMinute: 2.4,
  heldCoins: 96,
  availableCoins: 310,
};

function renderEarnings(search = '') {
  signInAs(users.listener);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`${routes.listener.earnings}${search}`]}>
        <EarningsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('earnings in the pseudo-locale', () => {
  it('takes every text of the page, its table and a selection from the catalogue', async () => {
    await showPseudoLocale();
    mockFetch(() => jsonResponse(200, { data: { sessions: [record(1), record(2)], totalRows: 2, summary } }));
    const { container } = renderEarnings();
    const table = await screen.findByRole('table');
    await within(table).findAllByText(/⟦/);
    await userEvent.click(within(table).getAllByRole('checkbox')[1]!);
    expect(screen.getByText(/⟦.*séléçtéd/)).toBeInTheDocument();
    expect(textsOutsideCatalogue(container, [...FIXTURES])).toEqual([]);
  });

  it('and the empty states, filtered or not', async () => {
    await showPseudoLocale();
    mockFetch(() => jsonResponse(200, { data: { sessions: [], totalRows: 0, summary } }));
    const { container } = renderEarnings('?month=3');
    await screen.findByRole('button', { name: /⟦Shów áll péríóds⟧/ });
    expect(textsOutsideCatalogue(container)).toEqual([]);
  });
});
