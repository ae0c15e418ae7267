import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import {
  IDEMPOTENCY_HEADER,
  messages,
  routes,
  type MyWithdrawals,
  type Withdrawal,
  formatRupees,
} from '@app/contract';
import { WithdrawalsPage } from '@/features/withdrawals/withdrawals-page';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { profile, urlOf } from '@/testing/admin-fixtures';
import { signInAs, users } from '@/testing/auth';
import { deferred, jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { LocationProbe, currentPath } from '@/testing/render';

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

const paid = withdrawal(2, {
  amount: '₹200.00',
  amountPaise: 20_000,
  coins: 200,
  requestedAt: '2025-03-01T10:00:00.000Z',
  status: 'PROCESSED',
  payoutReference: 'UTR412345678901',
  decidedAt: '2025-03-02T10:00:00.000Z',
});
const refused = withdrawal(3, {
  amount: '₹300.00',
  requestedAt: '2025-02-20T10:00:00.000Z',
  status: 'REJECTED',
  reason: 'The UPI id could not receive payments.',
});

const account = (overrides: Partial<MyWithdrawals> = {}): MyWithdrawals => ({
  withdrawals: [withdrawal(1), paid, refused],
  totalRows: 3,
  available: 250_000,
  held: 12_000,
  reserved: 150_000,
  minimum: 10_000,
  coinValuePaise: 100,
  hasUpiId: true,
  ...overrides,
});

type Handlers = {
  list?: (call: FetchCall) => Response | Promise<Response>;
  request?: (call: FetchCall) => Response | Promise<Response>;
};

function serve(handlers: Handlers = {}) {
  return mockFetch((call) => {
    const url = urlOf(call);
    if (call.method === 'GET' && url.pathname === '/api/v1/withdrawals/mine') {
      return handlers.list?.(call) ?? jsonResponse(200, { data: account() });
    }
    if (call.method === 'POST' && url.pathname === '/api/v1/withdrawals') {
      const { amountPaise } = call.body as { amountPaise: number };
      return (
        handlers.request?.(call) ??
        jsonResponse(200, {
          data: withdrawal(9, { amount: `₹${(amountPaise / 100).toFixed(2)}`, amountPaise }),
        })
      );
    }
    return jsonResponse(404, { message: 'Not found' });
  });
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && urlOf(call).pathname === '/api/v1/withdrawals/mine');
const requests = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

function renderPage(search = '') {
  signInAs(users.listener);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`${routes.listener.withdrawals}${search}`]}>
        <Routes>
          <Route path={routes.listener.withdrawals} element={<WithdrawalsPage />} />
          <Route path={routes.listener.profile} element={<p>Profile screen</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Request Withdrawal' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return screen.findByRole('dialog', { name: 'Request Withdrawal' });
}

describe('withdrawals (listener)', () => {
  it('shows available, reserved and minimum, and the requests newest first as the server sends them', async () => {
    const { calls } = serve();
    renderPage();
    const cards = screen.getByRole('region', { name: 'Withdrawal summary' });
    expect(await within(cards).findByText('₹2,500.00')).toBeInTheDocument();
    expect(within(cards).getByText('₹1,500.00')).toBeInTheDocument();
    expect(within(cards).getByText('₹100.00')).toBeInTheDocument();
    expect(Object.fromEntries(urlOf(listCalls(calls)[0]!).searchParams)).toEqual({
      pagenumber: '1',
      pagesize: '10',
    });

    const table = screen.getByRole('table', { name: 'Withdrawals' });
    const [, pending, processed, rejected] = within(table).getAllByRole('row');
    expect(within(pending!).getByText('₹1,500.00')).toBeInTheDocument();
    expect(within(pending!).getByText('Pending')).toBeInTheDocument();
    expect(within(pending!).getByText('asha@okbank')).toBeInTheDocument();
    expect(within(pending!).getByText(/5 Mar 2025/)).toBeInTheDocument();
    expect(within(processed!).getByText('Processed')).toBeInTheDocument();
    expect(within(processed!).getByText('UTR412345678901')).toBeInTheDocument();
    expect(within(rejected!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected!).getByText('The UPI id could not receive payments.')).toBeInTheDocument();
  });

  it('shows a gateway payout in flight as Processing, and a failed one as Failed with the gateway’s reason', async () => {
    serve({
      list: () =>
        jsonResponse(200, {
          data: account({
            withdrawals: [
              withdrawal(4, { status: 'PROCESSING', decidedAt: '2025-03-06T10:00:00.000Z' }),
              withdrawal(5, {
                amount: '₹400.00',
                status: 'FAILED',
                reason: messages.withdrawals.payoutFailedReason('The UPI id of the beneficiary is invalid'),
              }),
            ],
            totalRows: 2,
          }),
        }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await within(table).findByText('₹400.00');
    const [, processing, failed] = within(table).getAllByRole('row');
    expect(within(processing!).getByText('Processing')).toBeInTheDocument();
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(
      within(failed!).getByText('Payout failed: The UPI id of the beneficiary is invalid'),
    ).toBeInTheDocument();
  });

  it('filters by status on the server; no match says "No withdrawals found." with a way back', async () => {
    const { calls } = serve({
      list: (call) =>
        urlOf(call).searchParams.get('status') === 'ACCEPTED'
          ? jsonResponse(200, { data: account({ withdrawals: [], totalRows: 0 }) })
          : jsonResponse(200, { data: account() }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('UTR412345678901');
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Accepted' }));
    expect(await screen.findByText(messages.withdrawals.noWithdrawals)).toBeInTheDocument();
    expect(urlOf(listCalls(calls).at(-1)!).searchParams.get('status')).toBe('ACCEPTED');

    await user.click(screen.getByRole('button', { name: 'Show all withdrawals' }));
    expect(await screen.findByText('UTR412345678901')).toBeInTheDocument();
    expect(urlOf(listCalls(calls).at(-1)!).searchParams.get('status')).toBeNull();
  });

  it('with no requests at all: "No withdrawals found." and a way to make the first', async () => {
    serve({ list: () => jsonResponse(200, { data: account({ withdrawals: [], totalRows: 0 }) }) });
    renderPage();
    expect(await screen.findByText(messages.withdrawals.noWithdrawals)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request Withdrawal' })).toHaveLength(2);
  });

  it('shows skeletons while loading, then the error with a retry when the list fails', async () => {
    const held = deferred<Response>();
    serve({ list: () => held.promise });
    renderPage();
    expect((await screen.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Request Withdrawal' })).toBeDisabled();
    held.resolve(
      jsonResponse(403, { message: 'Your application must be approved first.', code: 'FORBIDDEN' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.withdrawals.loadFailed);
    expect(alert).toHaveTextContent('Your application must be approved first.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the dialog states the minimum and the available amount; submit waits for an amount above 0', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Available').nextSibling).toHaveTextContent('₹2,500.00');
    expect(within(dialog).getByText('Minimum').nextSibling).toHaveTextContent('₹100.00');
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveAttribute('type', 'number');
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '0.01');
    const submit = within(dialog).getByRole('button', { name: 'Request Withdrawal' });
    expect(submit).toBeDisabled();

    await user.type(amount, '0');
    expect(submit).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '0.00');
    expect(submit).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '150.50');
    expect(submit).toBeEnabled();

    // Rupees with paise, below the minimum, above what is available: told here, nothing sent.
    await user.click(submit);
    expect(await within(dialog).findByText(messages.withdrawals.amountWholeRupees)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(submit);
    expect(
      await within(dialog).findByText(messages.withdrawals.belowMinimum(formatRupees(10_000))),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2600');
    await user.click(submit);
    expect(
      await within(dialog).findByText(messages.withdrawals.exceedsAvailable(formatRupees(250_000))),
    ).toBeInTheDocument();
    expect(requests(calls)).toHaveLength(0);
  });

  it('sends whole paise with an Idempotency-Key, then says so, closes and refreshes the list and the dashboard', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    const queryClient = renderPage();
    queryClient.setQueryData(queryKeys.listenerStats, { data: { currentCoins: 2500 } });
    const dialog = await openDialog(user);
    const listsBefore = listCalls(calls).length;
    // 1100.10 is 110010 paise once the float noise is gone: not whole rupees, so not sent.
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '1100.10');
    await user.click(within(dialog).getByRole('button', { name: 'Request Withdrawal' }));
    expect(await within(dialog).findByText(messages.withdrawals.amountWholeRupees)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '1100.00');
    await user.click(within(dialog).getByRole('button', { name: 'Request Withdrawal' }));

    expect(await screen.findByText(messages.withdrawals.requested('₹1100.00'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = requests(calls);
    expect(sent!.body).toEqual({ amountPaise: 110_000 });
    expect(sent!.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
    expect(queryClient.getQueryState(queryKeys.listenerStats)?.isInvalidated).toBe(true);
  });

  it('"Withdraw all" fills in the largest whole-rupee amount available', async () => {
    const { calls } = serve({
      list: () => jsonResponse(200, { data: account({ available: 123_456, coinValuePaise: 100 }) }),
    });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw all' }));
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(1234);
    await user.click(within(dialog).getByRole('button', { name: 'Request Withdrawal' }));
    await waitFor(() => expect(requests(calls)).toHaveLength(1));
    expect(requests(calls)[0]!.body).toEqual({ amountPaise: 123_400 });
  });

  it('shows the server’s refusal; a retry after a lost answer reuses the key, a new opening has a new one', async () => {
    let answers = [
      () =>
        jsonResponse(400, {
          message: messages.withdrawals.exceedsAvailable(formatRupees(90_000)),
          code: 'VALIDATION_ERROR',
        }),
      () => jsonResponse(502, {}),
    ];
    const { calls } = serve({
      request: () => {
        const next = answers.shift();
        return next ? next() : jsonResponse(200, { data: withdrawal(9, { amount: '₹800.00' }) });
      },
    });
    const user = userEvent.setup();
    renderPage();
    let dialog = await openDialog(user);
    const amount = within(dialog).getByLabelText('Amount (₹)');
    const submit = within(dialog).getByRole('button', { name: 'Request Withdrawal' });
    await user.type(amount, '1000');
    await user.click(submit);
    // The balance moved since the page loaded: the server's word is shown, the dialog stays.
    expect(
      await within(dialog).findByText(messages.withdrawals.exceedsAvailable(formatRupees(90_000))),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '800');
    await user.click(submit);
    expect(await within(dialog).findByText(messages.client.networkError)).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText(messages.withdrawals.requested('₹800.00'))).toBeInTheDocument();

    const keys = requests(calls).map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(requests(calls).map((call) => call.body)).toEqual([
      { amountPaise: 100_000 },
      { amountPaise: 80_000 },
      { amountPaise: 80_000 },
    ]);
    // A refusal moved nothing: the next try is a new request. A lost answer may have: same key.
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);

    answers = [];
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(null);
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Request Withdrawal' }));
    await waitFor(() => expect(requests(calls)).toHaveLength(4));
    expect(requests(calls)[3]!.headers[IDEMPOTENCY_HEADER]).not.toBe(keys[2]);
  });

  it('without a UPI id: says to add one, links to the profile, and cannot send', async () => {
    const { calls } = serve({ list: () => jsonResponse(200, { data: account({ hasUpiId: false }) }) });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(messages.withdrawals.upiRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (₹)')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Request Withdrawal' })).toBeDisabled();
    await user.click(within(dialog).getByRole('link', { name: 'Go to your profile' }));
    await waitFor(() => expect(currentPath()).toBe(routes.listener.profile));
    expect(requests(calls)).toHaveLength(0);
  });
});

describe('withdrawals (listener): the pause after a UPI id change (issue 25 §2)', () => {
  it('shows the hold with its reason and end time, and pauses new requests', async () => {
    const until = '2026-06-16T10:00:00.000Z';
    serve({
      list: () =>
        jsonResponse(200, {
          data: account({ payoutHold: { until, message: 'from the server' } }),
        }),
    });
    renderPage();
    const notice = await screen.findByText(messages.withdrawals.screen.holdTitle);
    const alert = notice.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText(/Your UPI ID was changed recently/)).toBeInTheDocument();
    // 10:00 UTC is 3:30 pm in India.
    expect(within(alert).getByText(/16 Jun 2026, 3:30\s?pm \(India time\)/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Withdrawal' })).toBeDisabled();
  });

  it('asks for the current password to change the UPI id, and shows the server’s refusal', async () => {
    const bodies: unknown[] = [];
    mockFetch((call) => {
      const url = urlOf(call);
      if (url.pathname === '/api/v1/withdrawals/mine') return jsonResponse(200, { data: account() });
      if (call.method === 'POST' && url.pathname === '/api/v1/listener/payout-details') {
        bodies.push(call.body);
        return bodies.length === 1
          ? jsonResponse(403, { message: messages.profile.payoutPasswordWrong, code: 'FORBIDDEN' })
          : jsonResponse(200, {
              data: profile({ withdrawalUpiId: 'new.id@okicici' }),
              message: messages.profile.payoutUpdated('16 Jun 2026, 3:30 pm'),
            });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    renderPage();
    const open = await screen.findByRole('button', { name: messages.profile.payoutChangeAction });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: messages.profile.payoutChangeTitle });
    await user.type(within(dialog).getByLabelText('UPI ID'), 'new.id@okicici');
    await user.click(within(dialog).getByRole('button', { name: messages.profile.payoutSave }));
    // No password: refused in the form, nothing sent.
    expect(await within(dialog).findByText(messages.profile.payoutPasswordRequired)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(messages.profile.payoutPasswordLabel), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: messages.profile.payoutSave }));
    expect(await within(dialog).findByText(messages.profile.payoutPasswordWrong)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ withdrawalUpiId: 'new.id@okicici', currentPassword: 'wrong-one' });

    await user.clear(within(dialog).getByLabelText(messages.profile.payoutPasswordLabel));
    await user.type(within(dialog).getByLabelText(messages.profile.payoutPasswordLabel), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: messages.profile.payoutSave }));
    expect(
      await screen.findByText(messages.profile.payoutUpdated('16 Jun 2026, 3:30 pm')),
    ).toBeInTheDocument();
    expect(bodies[1]).toEqual({ withdrawalUpiId: 'new.id@okicici', currentPassword: 'secret123' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
