import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, REPORT_CATEGORIES, routes, type MyReport } from '@app/contract';
import { SessionsPage } from '@/features/sessions';
import { listenerSession, renderListenerScreen, sessionsPage } from '@/testing/sessions-test-kit';
import { urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';

// The listener reports a session (issue 12) from their completed Sessions: only the ones that took
// place and ended within REPORT_WINDOW_HOURS, and not twice.

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const HOUR = 3600;

const recent = listenerSession({
  status: 'COMPLETED',
  customer: { id: '99999991-9999-4999-8999-999999999999', name: 'Kiran Rao' },
  startedAt: ago(3 * HOUR),
  endedAt: ago(2 * HOUR),
  completedAt: ago(2 * HOUR),
  timeInMinutes: 60,
});
const old = listenerSession({
  status: 'COMPLETED',
  customer: { id: '99999992-9999-4999-8999-999999999999', name: 'Old Customer' },
  startedAt: ago(30 * HOUR),
  endedAt: ago(29 * HOUR),
  completedAt: ago(29 * HOUR),
});
// The customer reported it first: the listener may still send their own report.
const reportedByCustomer = listenerSession({
  status: 'REPORTED',
  customer: { id: '99999993-9999-4999-8999-999999999999', name: 'Sam Das' },
  startedAt: ago(HOUR),
  endedAt: ago(HOUR / 2),
  completedAt: ago(HOUR / 2),
  reportedAt: ago(60),
});
const alreadyMine = listenerSession({
  status: 'REPORTED',
  customer: { id: '99999994-9999-4999-8999-999999999999', name: 'Meera Iyer' },
  startedAt: ago(HOUR),
  endedAt: ago(HOUR / 2),
  completedAt: ago(HOUR / 2),
  reportedAt: ago(60),
});

const mine = (sessionId: string): MyReport => ({
  id: `r-${sessionId}`,
  sessionId,
  category: 'HARASSMENT',
  reason: 'Abusive words',
  createdAt: ago(60),
  status: 'OPEN',
  outcome: null,
  closedAt: null,
  about: { name: 'Meera Iyer' },
});

function serve() {
  const reports: MyReport[] = [mine(alreadyMine.id)];
  return mockFetch((call) => {
    const path = urlOf(call).pathname;
    if (path === '/api/v1/reports/mine')
      return jsonResponse(200, { data: reports, totalRows: reports.length });
    const reported = /^\/api\/v1\/sessions\/([^/]+)\/report$/.exec(path);
    if (reported && call.method === 'POST') {
      reports.unshift(mine(reported[1]!));
      return jsonResponse(200, { data: { id: reported[1], status: 'REPORTED' } });
    }
    return sessionsPage([recent, old, reportedByCustomer, alreadyMine]);
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const reportButton = (name: string) =>
  within(rowOf(name)).queryByRole('button', { name: `Report session with ${name}` });

describe('Report on the listener’s completed sessions', () => {
  it('is offered within the window, also after the customer reported, but not twice or too late', async () => {
    serve();
    renderListenerScreen(<SessionsPage />, routes.listener.sessions);
    await screen.findByText('Kiran Rao');
    await waitFor(() => expect(reportButton('Meera Iyer')).not.toBeInTheDocument());
    expect(reportButton('Kiran Rao')).toBeInTheDocument();
    expect(reportButton('Sam Das')).toBeInTheDocument();
    expect(reportButton('Old Customer')).not.toBeInTheDocument();
  });

  it('sends the category (a listener’s list) and the reason, and the button goes', async () => {
    const { calls } = serve();
    renderListenerScreen(<SessionsPage />, routes.listener.sessions);
    await screen.findByText('Kiran Rao');
    const user = userEvent.setup();
    await user.click(reportButton('Kiran Rao')!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Report your session with Kiran Rao?' });
    const category = within(dialog).getByLabelText('What is it about?');
    const offered = within(category)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toEqual(REPORT_CATEGORIES.filter((c) => c !== 'OVERCHARGED' && c !== 'POOR_SERVICE'));

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(messages.sessions.reportReasonRequired)).toBeInTheDocument();
    await user.selectOptions(category, messages.safety.categoryLabels.CONTACT_SHARING);
    await user.type(within(dialog).getByLabelText('What happened?'), 'Asked for my phone number');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(messages.sessions.reported)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [urlOf(call).pathname, call.body])).toEqual([
      [
        `/api/v1/sessions/${recent.id}/report`,
        { category: 'CONTACT_SHARING', reason: 'Asked for my phone number' },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(reportButton('Kiran Rao')).not.toBeInTheDocument();
  });

  it('a refusal of the server shows in the dialog', async () => {
    mockFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(409, { message: messages.sessions.alreadyReported, code: 'CONFLICT' })
        : urlOf(call).pathname === '/api/v1/reports/mine'
          ? jsonResponse(200, { data: [], totalRows: 0 })
          : sessionsPage([recent]),
    );
    renderListenerScreen(<SessionsPage />, routes.listener.sessions);
    await screen.findByText('Kiran Rao');
    const user = userEvent.setup();
    await user.click(reportButton('Kiran Rao')!);
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('What happened?'), 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(messages.sessions.alreadyReported)).toBeInTheDocument();
  });
});
