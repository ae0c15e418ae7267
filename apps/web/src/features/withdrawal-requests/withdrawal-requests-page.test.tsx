import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes, type AdminWithdrawal } from '@app/contract';
import { WithdrawalRequestsPage } from '@/features/withdrawal-requests/withdrawal-requests-page';
import { ids, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { deferred, jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

const withdrawal = (n: number, overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
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
  listener: { id: ids.asha, name: 'Asha Verma', email: 'asha@listenwell.test' },
  ...overrides,
});

const pending = withdrawal(1);
const accepted = withdrawal(2, {
  amount: '₹800.00',
  amountPaise: 80_000,
  status: 'ACCEPTED',
  upiId: 'kabir@okbank',
  listener: { id: ids.kabir, name: 'Kabir Singh', email: 'kabir@listenwell.test' },
});
const processed = withdrawal(3, {
  amount: '₹200.00',
  status: 'PROCESSED',
  payoutReference: 'UTR412345678901',
  listener: { id: ids.neha, name: 'Neha Rao', email: 'neha@listenwell.test' },
});

type Decide = (call: FetchCall, row: AdminWithdrawal) => Response | Promise<Response>;

/** A fake of the admin withdrawal endpoints over a list of rows that decisions change. */
function serve(
  options: {
    rows?: AdminWithdrawal[];
    decide?: Decide;
    exportCsv?: () => Response;
    gatewayPayouts?: boolean;
  } = {},
) {
  const rows = [...(options.rows ?? [pending, accepted, processed])];
  const fake = mockFetch((call) => {
    const url = urlOf(call);
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/admin/withdrawals/export') {
      return (
        options.exportCsv?.() ??
        new Response('id,requestedAt,status\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })
      );
    }
    if (path === '/admin/withdrawals') {
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search');
      const shown = rows.filter(
        (row) => (!status || row.status === status) && (!search || row.listener.name.includes(search)),
      );
      return jsonResponse(200, {
        data: shown,
        totalRows: shown.length,
        gatewayPayouts: options.gatewayPayouts ?? false,
      });
    }
    const decision = /^\/admin\/withdrawals\/([^/]+)\/(accept|pay|process|reject)$/.exec(path);
    const index = rows.findIndex((row) => row.id === decision?.[1]);
    if (decision && index >= 0) {
      if (options.decide) return options.decide(call, rows[index]!);
      const body = (call.body ?? {}) as { payoutReference?: string; reason?: string };
      const status = (
        { accept: 'ACCEPTED', pay: 'PROCESSING', process: 'PROCESSED', reject: 'REJECTED' } as const
      )[decision[2] as 'accept' | 'pay' | 'process' | 'reject'];
      rows[index] = {
        ...rows[index]!,
        status,
        payoutReference: body.payoutReference ?? null,
        reason: body.reason ?? null,
      };
      return jsonResponse(200, { data: rows[index] });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
  return { ...fake, rows };
}

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => urlOf(call).pathname === '/api/v1/admin/withdrawals');
const decisions = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

const renderPage = (search = '') =>
  renderAdminScreen(<WithdrawalRequestsPage />, routes.admin.withdrawalRequests, search);

async function openAction(user: ReturnType<typeof userEvent.setup>, rowName: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${rowName}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('admin withdrawal requests', () => {
  it('lists listener, amount, requested, status, UPI id and reference; asks page 1 of 10', async () => {
    const { calls } = serve();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Withdrawal requests' });
    const row = (await within(table).findByText('Asha Verma')).closest('tr')!;
    expect(within(row).getByText('asha@listenwell.test')).toBeInTheDocument();
    expect(within(row).getByText('₹1,500.00')).toBeInTheDocument();
    expect(within(row).getByText(/5 Mar 2025/)).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('asha@okbank')).toBeInTheDocument();
    expect(within(await rowOf('Neha Rao')).getByText('UTR412345678901')).toBeInTheDocument();
    expect(Object.fromEntries(urlOf(listCalls(calls)[0]!).searchParams)).toEqual({
      pagenumber: '1',
      pagesize: '10',
    });
  });

  it('offers only the actions a request’s state allows', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for ₹1,500.00 to Asha Verma' }));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Accept', 'Reject']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for ₹800.00 to Kabir Singh' }));
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mark processed', 'Reject']);
    await user.keyboard('{Escape}');
    // A decided request has nothing left to do.
    expect(within(await rowOf('Neha Rao')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('with gateway payouts, Pay on an accepted request is confirmed, sends POST …/pay and shows Processing', async () => {
    const { calls } = serve({ gatewayPayouts: true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for ₹800.00 to Kabir Singh' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Pay', 'Mark processed', 'Reject']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Pay' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pay ₹800.00 to Kabir Singh?' });
    expect(within(dialog).getByText(/kabir@okbank/)).toBeInTheDocument();
    expect(decisions(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(messages.withdrawals.payoutSent)).toBeInTheDocument();
    expect(decisions(calls).map((call) => urlOf(call).pathname)).toEqual([
      `/api/v1/admin/withdrawals/${accepted.id}/pay`,
    ]);
    await waitFor(async () =>
      expect(within(await rowOf('Kabir Singh')).getByText('Processing')).toBeVisible(),
    );
  });

  it('a gateway that does not answer Pay: its message, the confirmation closes, the row refreshes', async () => {
    const { calls } = serve({
      gatewayPayouts: true,
      decide: () =>
        jsonResponse(503, { message: messages.withdrawals.payoutGatewayUnavailable, code: 'UNAVAILABLE' }),
    });
    const user = userEvent.setup();
    renderPage();
    await openAction(user, '₹800.00 to Kabir Singh', 'Pay');
    const dialog = await screen.findByRole('alertdialog', { name: 'Pay ₹800.00 to Kabir Singh?' });
    const listsBefore = listCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(messages.withdrawals.payoutGatewayUnavailable)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
  });

  it('filters by status and searches by listener on the server', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Asha Verma');
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Accepted' }));
    await waitFor(() => expect(screen.queryByText('Asha Verma')).not.toBeInTheDocument());
    expect(screen.getByText('Kabir Singh')).toBeInTheDocument();
    expect(urlOf(listCalls(calls).at(-1)!).searchParams.get('status')).toBe('ACCEPTED');

    await user.type(screen.getByRole('searchbox', { name: 'Search withdrawal requests' }), 'Nobody');
    expect(await screen.findByText(messages.withdrawals.noWithdrawals)).toBeInTheDocument();
    const last = urlOf(listCalls(calls).at(-1)!).searchParams;
    expect(last.get('search')).toBe('Nobody');
    expect(last.get('status')).toBe('ACCEPTED');

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
  });

  it('Accept is confirmed first, then sends POST …/accept and the row shows Accepted', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderPage();
    await openAction(user, '₹1,500.00 to Asha Verma', 'Accept');
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept ₹1,500.00 for Asha Verma?' });
    expect(decisions(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(messages.withdrawals.accepted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(decisions(calls).map((call) => urlOf(call).pathname)).toEqual([
      `/api/v1/admin/withdrawals/${pending.id}/accept`,
    ]);
    await waitFor(async () => expect(within(await rowOf('Asha Verma')).getByText('Accepted')).toBeVisible());
  });

  it('Mark processed asks for the payout reference and sends it', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderPage();
    await openAction(user, '₹800.00 to Kabir Singh', 'Mark processed');
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark ₹800.00 to Kabir Singh as paid?' });
    const reference = within(dialog).getByLabelText('Payout reference');
    await waitFor(() => expect(reference).toHaveFocus());
    await user.type(reference, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark processed' }));
    expect(await within(dialog).findByText(messages.withdrawals.payoutReferenceRequired)).toBeInTheDocument();
    expect(decisions(calls)).toHaveLength(0);

    await user.type(reference, ' UTR998877 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark processed' }));
    expect(await screen.findByText(messages.withdrawals.processed)).toBeInTheDocument();
    const [sent] = decisions(calls);
    expect(urlOf(sent!).pathname).toBe(`/api/v1/admin/withdrawals/${accepted.id}/process`);
    expect(sent!.body).toEqual({ payoutReference: 'UTR998877' });
    await waitFor(async () =>
      expect(within(await rowOf('Kabir Singh')).getByText('UTR998877')).toBeVisible(),
    );
  });

  it('Reject asks for the reason and sends it; a request in flight keeps the buttons disabled', async () => {
    const held = deferred<Response>();
    const { calls } = serve({ decide: () => held.promise });
    const user = userEvent.setup();
    renderPage();
    await openAction(user, '₹1,500.00 to Asha Verma', 'Reject');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject ₹1,500.00 for Asha Verma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(messages.withdrawals.reasonRequired)).toBeInTheDocument();
    expect(decisions(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (shown to the listener)'), 'UPI id is closed');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Rejecting...' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The row's own menu waits too (behind the dialog, so hidden from the accessibility tree now).
    expect(
      screen.getByRole('button', { name: 'Actions for ₹1,500.00 to Asha Verma', hidden: true }),
    ).toBeDisabled();
    expect(decisions(calls)).toHaveLength(1);
    expect(decisions(calls)[0]!.body).toEqual({ reason: 'UPI id is closed' });

    held.resolve(jsonResponse(200, { data: { ...pending, status: 'REJECTED', reason: 'UPI id is closed' } }));
    expect(await screen.findByText(messages.withdrawals.rejected)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a 409 (another admin decided first) shows the server’s message and refreshes the row', async () => {
    const { calls, rows } = serve({
      decide: () => {
        // Meanwhile another admin accepted it.
        rows[0] = { ...rows[0]!, status: 'ACCEPTED' };
        return jsonResponse(409, {
          message: messages.withdrawals.alreadyDecided('ACCEPTED'),
          code: 'CONFLICT',
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await within(await rowOf('Asha Verma')).findByText('Pending');
    const listsBefore = listCalls(calls).length;
    await openAction(user, '₹1,500.00 to Asha Verma', 'Accept');
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept ₹1,500.00 for Asha Verma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(messages.withdrawals.alreadyDecided('ACCEPTED'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
    await waitFor(async () => expect(within(await rowOf('Asha Verma')).getByText('Accepted')).toBeVisible());
  });

  it('another failure stays in the confirmation for another try', async () => {
    serve({ decide: () => jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' }) });
    const user = userEvent.setup();
    renderPage();
    await openAction(user, '₹1,500.00 to Asha Verma', 'Accept');
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept ₹1,500.00 for Asha Verma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('Something went wrong')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('Export CSV downloads the filtered rows with the token and a dated file name', async () => {
    const { calls } = serve();
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:withdrawals');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const user = userEvent.setup();
    renderPage('?status=PENDING&search=Asha');
    await screen.findByText('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    const exported = calls.find((call) => urlOf(call).pathname === '/api/v1/admin/withdrawals/export')!;
    expect(Object.fromEntries(urlOf(exported).searchParams)).toEqual({ status: 'PENDING', search: 'Asha' });
    expect(exported.headers.accept).toBe('text/csv');
    expect(exported.headers.authorization).toMatch(/^Bearer /);
    expect(saved[0]!.href).toBe('blob:withdrawals');
    expect(saved[0]!.name).toMatch(/^withdrawals-pending-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('a failed export says why', async () => {
    serve({ exportCsv: () => jsonResponse(403, { message: 'Forbidden', code: 'FORBIDDEN' }) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
