import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, REJECTION_REASON_MAX, routes } from '@app/contract';
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
const decisionCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.endsWith('/applications/update-application-by-id'));

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

  it('Approve asks first (names the person, says what happens), then sends {id, APPROVED}, toasts, closes and refetches', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    const view = await screen.findByRole('button', { name: 'View Kabir Singh' });
    await user.click(view);

    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText('3 Sector 17')).toBeInTheDocument();
    expect(within(dialog).getByText('kabir@okbank')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Open ID proof/ })).toBeInTheDocument();
    const before = listCalls(calls).length;

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Kabir Singh?' });
    expect(confirm).toHaveTextContent('They become a listener at once');
    expect(decisionCalls(calls)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const update = decisionCalls(calls)[0];
    expect(update?.method).toBe('POST');
    expect(update?.body).toEqual({ id: ids.kabir, status: 'APPROVED' });
    expect(await screen.findByText(messages.applications.approved)).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    // Focus goes back to the control that opened the application.
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Kabir Singh' })).toHaveFocus());
  });

  // Where focus lands after each close is asserted in a real browser: e2e/tests/keyboard.spec.ts.
  it('Cancel or Escape on a confirmation sends nothing; Escape on the application returns focus to View', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await user.click(await screen.findByRole('button', { name: 'View Kabir Singh' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    const approve = await within(dialog).findByRole('button', { name: 'Approve' });
    approve.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Kabir Singh?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    reject.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Reject Kabir Singh?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'User Details' })).toBeInTheDocument();
    expect(decisionCalls(calls)).toHaveLength(0);

    // Escape on the application dialog returns focus to the row's View button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Kabir Singh' })).toHaveFocus());
  });

  it('Reject asks for a reason: required (nothing sent without it), at most 500 characters, sent trimmed', async () => {
    const { calls } = serve({
      decide: () => jsonResponse(200, { data: kabir, message: messages.applications.rejected }),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await user.click(await screen.findByRole('button', { name: 'View Kabir Singh' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject Kabir Singh?' });
    expect(confirm).toHaveTextContent('they see your reason on their profile');
    const reason = within(confirm).getByLabelText('Reason (shown to the applicant)');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxLength', String(REJECTION_REASON_MAX));

    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await within(confirm).findByText(messages.applications.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(decisionCalls(calls)).toHaveLength(0);

    await user.type(reason, '  ID proof unreadable  ');
    expect(reason).toHaveAttribute('aria-invalid', 'false');
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisionCalls(calls).map((call) => call.body)).toEqual([
      { id: ids.kabir, status: 'REJECTED', reason: 'ID proof unreadable' },
    ]);
    expect(await screen.findByText(messages.applications.rejected)).toBeInTheDocument();
  });

  it('Mark as processing sends UNDER_REVIEW on one click and keeps the dialog open', async () => {
    const { calls } = serve({
      decide: () => jsonResponse(200, { data: kabir, message: messages.applications.underReview }),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await user.click(await screen.findByText('Kabir Singh'));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark as processing' }));
    expect(await screen.findByText(messages.applications.underReview)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Details' })).toBeInTheDocument();
    expect(decisionCalls(calls).map((call) => call.body)).toEqual([
      { id: ids.kabir, status: 'UNDER_REVIEW' },
    ]);
  });

  it('the dialog keeps its title and shows the status and completeness under it', async () => {
    serve();
    const user = userEvent.setup();
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    await user.click(await screen.findByRole('button', { name: 'View Kabir Singh' }));
    let dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText(/^Complete, submitted/)).toBeInTheDocument();
    // The status shows once, under the title (not again beside the name).
    expect(within(dialog).getAllByText('Pending')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'View Neha Das' }));
    dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText(/^Incomplete: \d+ fields? left$/)).toBeInTheDocument();
  });

  it('while a decision runs the confirmation waits: a double click sends one request', async () => {
    const answer = deferred<Response>();
    const { calls } = serve({ decide: () => answer.promise });
    renderAdminScreen(<ApplicationsPage />, routes.admin.applications);
    fireEvent.click(await screen.findByRole('button', { name: 'View Kabir Singh' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Kabir Singh?' });
    const approve = within(confirm).getByRole('button', { name: 'Approve' });

    // Two clicks in the same tick: only the first reaches the server.
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Approving...' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    answer.resolve(
      jsonResponse(200, {
        data: { ...kabir, applicationStatus: 'APPROVED' },
        message: messages.applications.approved,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisionCalls(calls).map((call) => call.body)).toEqual([{ id: ids.kabir, status: 'APPROVED' }]);
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
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Kabir Singh?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await within(confirm).findByText(messages.applications.alreadyDecided)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'User Details' })).toBeInTheDocument();
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
