import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DEFAULT_EARNINGS_HOLD_HOURS, messages, routes, type EarningRecord } from '@app/contract';
import { EarningsPage } from '@/features/earnings/earnings-page';
import { yearOptions } from '@/features/earnings/earnings-format';
import { createQueryClient } from '@/lib/query-client';
import { urlOf } from '@/testing/admin-fixtures';
import { signInAs, users } from '@/testing/auth';
import { deferred, jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

const record = (n: number, overrides: Partial<EarningRecord> = {}): EarningRecord => ({
  id: `ea${String(n).padStart(6, '0')}-0000-4000-8000-000000000000`,
  customer: { name: `Customer ${n}` },
  timeInMinutes: 10 * n,
  coinsEarned: 24 * n,
  refundedCoins: 0,
  coinsPerMinute: 4,
  completedAt: `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  ...overrides,
});

const summary = {
  totalMinutes: 125,
  totalCoins: 1234,
  averageRatePerMinute: 2.4,
  heldCoins: 96,
  availableCoins: 310,
};
const answer = (sessions: EarningRecord[], totalRows = sessions.length) =>
  jsonResponse(200, { data: { sessions, totalRows, summary } });

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

const params = (calls: FetchCall[]) => Object.fromEntries(urlOf(calls.at(-1)!).searchParams);

describe('earnings', () => {
  it('shows the summary cards and the count, and asks page 1 of 20 sorted by date, newest first', async () => {
    const { calls } = mockFetch(() => answer([record(1), record(2)], 42));
    renderEarnings();
    const cards = screen.getByRole('region', { name: 'Earnings summary' });
    expect(await within(cards).findByText('2h 5m')).toBeInTheDocument();
    expect(within(cards).getByText('1,234 coins')).toBeInTheDocument();
    expect(within(cards).getByText('2.4/min')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Earning Sessions (42)' })).toBeInTheDocument();
    expect(params(calls)).toEqual({
      pagenumber: '1',
      pagesize: '20',
      sortBy: 'completedAt',
      sortOrder: 'desc',
    });

    const table = screen.getByRole('table', { name: 'Earning sessions' });
    const row = within(table).getByText('Customer 2').closest('tr')!;
    expect(within(row).getByText('20m')).toBeInTheDocument();
    expect(within(row).getByText('48')).toBeInTheDocument();
    expect(within(row).getByText('4/min')).toBeInTheDocument();
    expect(within(row).getByText('2 Mar 2025')).toBeInTheDocument();
  });

  it('a session a refund took coins back from shows what is kept and what was refunded', async () => {
    mockFetch(() => answer([record(1, { coinsEarned: 18, refundedCoins: 12 }), record(2)]));
    renderEarnings();
    const note = await screen.findByText('12 refunded');
    expect(note.closest('tr')).toHaveTextContent('Customer 1');
    expect(note.closest('td')).toHaveTextContent('1812 refunded');
    const plain = screen.getAllByRole('row').find((row) => row.textContent?.includes('Customer 2'))!;
    expect(plain).toHaveTextContent('48');
    expect(plain).not.toHaveTextContent('refunded');
  });

  it('shows what is on hold and what can be withdrawn apart, whatever the filters', async () => {
    mockFetch(() => answer([record(1)]));
    renderEarnings('?month=3');
    const balance = screen.getByRole('region', { name: 'Earnings balance' });
    const card = (label: string) =>
      within(balance).getByText(label).closest('[data-slot=card]') as HTMLElement;
    expect(await within(balance).findByText('310 coins')).toBeInTheDocument();
    expect(within(card('Available to withdraw')).getByText('310 coins')).toBeInTheDocument();
    expect(within(card('Available to withdraw')).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      routes.listener.withdrawals,
    );
    expect(within(card('On hold')).getByText('96 coins')).toBeInTheDocument();
    expect(
      within(card('On hold')).getByText(
        `Earned in recent sessions; withdrawable once the refund window has passed (usually ${DEFAULT_EARNINGS_HOLD_HOURS} hours after a session)`,
      ),
    ).toBeInTheDocument();
  });

  it('drops rows whose completion date is missing or not a date', async () => {
    mockFetch(() =>
      answer([record(1), record(2, { completedAt: '' }), record(3, { completedAt: 'not a date' })]),
    );
    renderEarnings();
    const table = await screen.findByRole('table', { name: 'Earning sessions' });
    await within(table).findByText('Customer 1');
    expect(within(table).queryByText('Customer 2')).not.toBeInTheDocument();
    expect(within(table).queryByText('Customer 3')).not.toBeInTheDocument();
  });

  it('drops a row whose completion date is null or absent instead of failing the whole table', async () => {
    const { completedAt: _absent, ...withoutDate } = record(3);
    mockFetch(() => answer([record(1), record(2, { completedAt: null }), withoutDate]));
    renderEarnings();
    const table = await screen.findByRole('table', { name: 'Earning sessions' });
    await within(table).findByText('Customer 1');
    expect(within(table).queryByText('Customer 2')).not.toBeInTheDocument();
    expect(within(table).queryByText('Customer 3')).not.toBeInTheDocument();
    expect(screen.queryByText(messages.earnings.errorTitle)).not.toBeInTheDocument();
  });

  it('says the Average card is the earned rate, not the Rate column (2.4/min beside rows of 4/min)', async () => {
    mockFetch(() => answer([record(1), record(2)]));
    renderEarnings();
    const cards = screen.getByRole('region', { name: 'Earnings summary' });
    expect(await within(cards).findByText('2.4/min')).toBeInTheDocument();
    expect(within(cards).getByText('Average Earned Rate')).toBeInTheDocument();
    expect(
      within(cards).getByText(
        'Your share per billed minute; the Rate column is what customers paid per minute',
      ),
    ).toBeInTheDocument();
  });

  it('a filter that hides a selected row takes it out of the selection', async () => {
    const user = userEvent.setup();
    mockFetch((call) =>
      urlOf(call).searchParams.get('month') === '3'
        ? answer([record(1), record(3)])
        : answer([record(1), record(2), record(3)]),
    );
    renderEarnings();
    await screen.findByText('Customer 2');
    await user.click(screen.getByRole('checkbox', { name: `Select session ${record(2).id.slice(0, 8)}` }));
    expect(screen.getByText(/1 of 3 selected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Month: All' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'March' }));
    await waitFor(() => expect(screen.queryByText('Customer 2')).not.toBeInTheDocument());
    expect(screen.queryByText(/selected ·/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `Select session ${record(3).id.slice(0, 8)}` }));
    expect(screen.getByText(/1 of 2 selected · 72 coins · 30m/)).toBeInTheDocument();
  });

  it('filters by month (1-12) and year (this year and the 5 before) on the server', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => answer([record(1)]));
    renderEarnings();
    await screen.findByText('Customer 1');
    await user.click(screen.getByRole('button', { name: 'Month: All' }));
    const months = screen.getAllByRole('menuitemradio').map((item) => item.textContent);
    expect(months).toEqual([
      'All',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'March' }));
    await waitFor(() => expect(params(calls).month).toBe('3'));
    expect(params(calls).year).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Year: All' }));
    const thisYear = new Date().getFullYear();
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'All',
      ...Array.from({ length: 6 }, (_, back) => String(thisYear - back)),
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: String(thisYear - 1) }));
    await waitFor(() => expect(params(calls).year).toBe(String(thisYear - 1)));
    expect(params(calls).month).toBe('3');
  });

  it('sorts on the server: first click descending, second ascending', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => answer([record(1)]));
    renderEarnings();
    await screen.findByText('Customer 1');
    await user.click(screen.getByRole('button', { name: 'Coins Earned' }));
    await waitFor(() => expect(params(calls)).toMatchObject({ sortBy: 'coinsEarned', sortOrder: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Coins Earned, sorted descending' }));
    await waitFor(() => expect(params(calls)).toMatchObject({ sortBy: 'coinsEarned', sortOrder: 'asc' }));
  });

  it('offers every column but the Session ID in the column picker', async () => {
    const user = userEvent.setup();
    mockFetch(() => answer([record(1)]));
    renderEarnings();
    await screen.findByText('Customer 1');
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    const choices = screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent);
    expect(choices).toEqual(['Customer', 'Duration', 'Coins Earned', 'Rate', 'Date']);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Customer' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Customer 1')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Session ID' })).toBeInTheDocument();
  });

  it('selects rows, one by one or the whole page', async () => {
    const user = userEvent.setup();
    mockFetch(() => answer([record(1), record(2), record(3)], 30));
    renderEarnings();
    await screen.findByText('Customer 1');
    await user.click(screen.getByRole('checkbox', { name: `Select session ${record(2).id.slice(0, 8)}` }));
    expect(screen.getByText(/1 of 30 selected · 48 coins · 20m/)).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveAttribute('data-state', 'indeterminate');
    await user.click(all);
    expect(screen.getByText(/3 of 30 selected · 144 coins · 1h 0m/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected ·/)).not.toBeInTheDocument();
  });

  it('pages with first/previous/next/last and 10-50 rows per page', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => answer([record(1)], 95));
    renderEarnings();
    await screen.findByText('Customer 1');
    const sizes = within(screen.getByRole('combobox', { name: 'Rows per page' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(['10', '20', '30', '40', '50']);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(params(calls).pagenumber).toBe('5'));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(params(calls).pagenumber).toBe('1'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(params(calls)).toMatchObject({ pagenumber: '1', pagesize: '50' }));
  });

  it("says 'Loading earnings...', then 'No earnings records found.'", async () => {
    const pending = deferred<Response>();
    mockFetch(() => pending.promise);
    renderEarnings();
    expect(screen.getByText(messages.earnings.loading)).toHaveAttribute('role', 'status');
    pending.resolve(answer([]));
    expect(await screen.findByText('No earnings records found.')).toBeInTheDocument();
  });

  it("says 'Error loading earnings data' with the server's message", async () => {
    mockFetch(() => jsonResponse(400, { message: 'year must be at least 2000', code: 'VALIDATION' }));
    renderEarnings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading earnings data');
    expect(alert).toHaveTextContent('year must be at least 2000');
  });

  it('lists the current year and the five before it', () => {
    expect(yearOptions(new Date('2026-06-01T00:00:00Z')).map((option) => option.value)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
  });
});
