import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes } from '@app/contract';
import { ApplicationsPage } from '@/features/applications/applications-page';
import { applicationRow, ids, profile, renderAdminScreen, urlOf } from '@/testing/admin-fixtures';
import { deferred, jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

const kabir = profile();
const asha = profile({
  id: ids.asha,
  name: 'Asha Verma',
  user: { email: 'asha@listenwell.test' },
  applicationStatus: 'APPROVED',
  approvedAt: '2025-01-11T10:00:00.000Z',
});
const neha = profile({
  id: ids.neha,
  name: 'Neha Das',
  user: { email: 'neha@listenwell.test' },
  submittedAt: null,
});
const ravi = profile({
  id: ids.priya,
  name: 'Ravi Kumar',
  user: { email: 'ravi@listenwell.test' },
  applicationStatus: 'UNDER_REVIEW',
});
const everyone = [kabir, asha, neha, ravi];

function serve(options: { decide?: (call: FetchCall) => Response | Promise<Response> } = {}) {
  return mockFetch((call) => {
    const url = urlOf(call);
    if (url.pathname.endsWith('/applications/all-applications')) {
      const status = url.searchParams.get('status');
      const all = everyone.filter((p) => !status || p.applicationStatus === status);
      return jsonResponse(200, { data: all.map(applicationRow), totalRows: all.length });
    }
    if (url.pathname.endsWith('/applications/application-by-id')) {
      const found = everyone.find((p) => p.id === url.searchParams.get('id'));
      return found
        ? jsonResponse(200, { data: found })
        : jsonResponse(404, { message: 'Application not found' });
    }
    if (url.pathname.endsWith('/applications/update-application-by-id')) {
      if (options.decide) return options.decide(call);
      return jsonResponse(200, {
        data: { ...kabir, applicationStatus: 'APPROVED' },
        message: messages.applications.approved,
      });
    }
    return jsonResponse(200, {});
  });
}

const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.includes('/all-applications'));

describe('admin applications', () => {
  it('lists applications with status badges, Processing wording and incomplete ones', async () => {
    serve();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(await within(table).findByText('Kabir Singh')).toBeInTheDocument();
    expect(within(table).getAllByText('Pending')).toHaveLength(2);
    expect(within(table).getByText('Processing')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('Incomplete')).toBeInTheDocument();
  });

  it('filters by status (UNDER_REVIEW is "Processing") and sends the page size', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await screen.findByText('Kabir Singh');
    expect(urlOf(listCalls(calls)[0]!).searchParams.get('status')).toBeNull();
    expect(urlOf(listCalls(calls)[0]!).searchParams.get('pagesize')).toBe('10');
    expect(urlOf(listCalls(calls)[0]!).searchParams.get('pagenumber')).toBe('1');

    await user.click(screen.getByRole('button', { name: /^Status/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['All', 'Pending', 'Processing', 'Approved', 'Rejected']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Approved' }));

    await waitFor(() => expect(urlOf(listCalls(calls).at(-1)!).searchParams.get('status')).toBe('APPROVED'));
    await waitFor(() => expect(screen.queryByText('Kabir Singh')).not.toBeInTheDocument());
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(routes.admin.applications);

    await user.selectOptions(screen.getByLabelText('Rows per page'), '5');
    await waitFor(() => expect(urlOf(listCalls(calls).at(-1)!).searchParams.get('pagesize')).toBe('5'));
  });

  it('Approve calls update with {id, status: APPROVED}, toasts the server message, closes and refetches', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await user.click(await screen.findByRole('button', { name: 'View Kabir Singh' }));

    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText('3 Sector 17')).toBeInTheDocument();
    expect(within(dialog).getByText('kabir@okbank')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Open ID proof/ })).toBeInTheDocument();
    const before = listCalls(calls).length;

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const update = calls.find((call) => call.url.endsWith('/applications/update-application-by-id'));
    expect(update?.method).toBe('POST');
    expect(update?.body).toEqual({ id: ids.kabir, status: 'APPROVED' });
    expect(await screen.findByText(messages.applications.approved)).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('Reject sends REJECTED; Mark as processing sends UNDER_REVIEW and keeps the dialog open', async () => {
    const { calls } = serve({
      decide: (call) =>
        jsonResponse(200, {
          data: kabir,
          message:
            (call.body as { status: string }).status === 'UNDER_REVIEW'
              ? messages.applications.underReview
              : messages.applications.rejected,
        }),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await user.click(await screen.findByText('Kabir Singh'));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark as processing' }));
    expect(await screen.findByText(messages.applications.underReview)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Details' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bodies = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(bodies).toEqual([
      { id: ids.kabir, status: 'UNDER_REVIEW' },
      { id: ids.kabir, status: 'REJECTED' },
    ]);
  });

  it('while a decision runs every decision button is disabled: a double click and a second choice send one request', async () => {
    const answer = deferred<Response>();
    const { calls } = serve({ decide: () => answer.promise });
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    fireEvent.click(await screen.findByRole('button', { name: 'View Kabir Singh' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    const approve = await within(dialog).findByRole('button', { name: 'Approve' });

    // Two clicks in the same tick, then Reject: only the first reaches the server.
    fireEvent.click(approve);
    fireEvent.click(approve);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Mark as processing' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-busy', 'true');

    answer.resolve(
      jsonResponse(200, {
        data: { ...kabir, applicationStatus: 'APPROVED' },
        message: messages.applications.approved,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const decisions = calls.filter((call) => call.url.endsWith('/applications/update-application-by-id'));
    expect(decisions.map((call) => call.body)).toEqual([{ id: ids.kabir, status: 'APPROVED' }]);
    expect(await screen.findAllByText(messages.applications.approved)).toHaveLength(1);
  });

  it('an incomplete application cannot be decided', async () => {
    serve();
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await user.click(await screen.findByRole('button', { name: 'View Neha Das' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText(messages.applications.incomplete)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('shows the server message when a decision fails and keeps the dialog open', async () => {
    serve({
      decide: () => jsonResponse(409, { message: messages.applications.alreadyDecided, code: 'CONFLICT' }),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await user.click(await screen.findByRole('button', { name: 'View Kabir Singh' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(messages.applications.alreadyDecided)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Details' })).toBeInTheDocument();
  });

  it('shows a helpful empty state for a filter with no rows', async () => {
    serve();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications, '?status=REJECTED');
    expect(await screen.findByText('No rejected applications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all applications' })).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    mockFetch(() =>
      jsonResponse(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    );
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading applications');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
