import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { messages, routes, type CustomerSession, type MyReport } from '@app/contract';
import { callsTo, customerApi, customerSession, ids, queryOf } from '@/testing/customer-fixtures';
import { ListenerReportsPage } from '@/features/safety/reports-pages';
import { renderListenerScreen } from '@/testing/sessions-test-kit';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { currentPath, renderApp } from '@/testing/render';

// "My reports" (issue 12): the reporter's history with the admin's outcome, for customers at
// /app/reports and for listeners at /dashboard/reports; and the customer's session screen, which says
// whether they reported it and what came of it.

const s = messages.safety;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function report(overrides: Partial<MyReport> = {}): MyReport {
  return {
    id: 'r-1',
    sessionId: ids.session,
    category: 'HARASSMENT',
    reason: 'He kept asking for my number.',
    createdAt: '2026-03-04T10:30:00.000Z',
    status: 'OPEN',
    outcome: null,
    closedAt: null,
    about: { name: 'Asha Rao' },
    ...overrides,
  };
}

const waiting = report();
const refunded = report({
  id: 'r-2',
  sessionId: '99999999-9999-4999-8999-999999999999',
  category: 'OVERCHARGED',
  reason: 'Charged for 10 minutes, talked for 2.',
  createdAt: '2026-02-20T08:00:00.000Z',
  status: 'CLOSED',
  outcome: 'REFUND',
  closedAt: '2026-02-21T09:00:00.000Z',
  about: { name: 'Ravi Kumar' },
});

const page = (rows: MyReport[], totalRows = rows.length) => jsonResponse(200, { data: rows, totalRows });

const items = () => within(screen.getByRole('list', { name: 'Your reports' })).getAllByRole('listitem');

describe('My reports (customer, /app/reports)', () => {
  it('lists each report: category, whom and when, Open/Closed and the outcome or that an admin will look', async () => {
    const { calls } = customerApi({ 'GET /reports/mine': () => page([waiting, refunded], 2) });
    await renderApp(routes.app.reports);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My reports' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your reports' });
    const [first, second] = items();

    expect(within(first!).getByRole('heading', { name: s.categoryLabels.HARASSMENT })).toBeInTheDocument();
    expect(within(first!).getByText('Session with Asha Rao')).toBeInTheDocument();
    expect(within(first!).getByText(/^4 Mar 2026/)).toBeInTheDocument();
    expect(within(first!).getByText('Open')).toBeInTheDocument();
    expect(within(first!).getByText('Waiting for an admin')).toBeInTheDocument();
    expect(within(first!).getByText('He kept asking for my number.')).toBeInTheDocument();

    expect(within(second!).getByRole('heading', { name: s.categoryLabels.OVERCHARGED })).toBeInTheDocument();
    expect(within(second!).getByText('Closed')).toBeInTheDocument();
    expect(within(second!).getByText(s.actionLabels.REFUND)).toBeInTheDocument();
    expect(within(second!).getByText('21 Feb 2026')).toBeInTheDocument();
    expect(within(second!).queryByText('Waiting for an admin')).not.toBeInTheDocument();

    expect(queryOf(callsTo(calls, 'GET', '/reports/mine')[0]!)).toEqual({ pagenumber: '1', pagesize: '10' });
    await userEvent.setup().click(within(second!).getByRole('link', { name: 'View session' }));
    await waitFor(() => expect(currentPath()).toBe(routes.app.session(refunded.sessionId)));
  });

  it('with no reports says where reporting happens', async () => {
    customerApi({ 'GET /reports/mine': () => page([]) });
    await renderApp(routes.app.reports);
    expect(await screen.findByRole('heading', { name: 'No reports' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(/report it from the session's page within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your sessions' })).toHaveAttribute('href', routes.app.sessions);
  });

  it('is in the account menu', async () => {
    customerApi({ 'GET /reports/mine': () => page([]) });
    await renderApp(routes.app.sessions);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }, { timeout: 4000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'My reports' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My reports' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe("the customer's reported session", () => {
  const ended = (overrides: Partial<CustomerSession> = {}) =>
    customerSession({
      status: 'REPORTED',
      endReason: 'CLOSED_BY_LISTENER',
      startedAt: ago(900),
      endedAt: ago(300),
      timeInMinutes: 10,
      coinsCharged: 40,
      reportedAt: ago(120),
      ...overrides,
    });
  const serve = (session: CustomerSession, reports: MyReport[]) =>
    customerApi({
      [`GET /sessions/mine/${ids.session}`]: () => jsonResponse(200, { data: session }),
      'GET /reports/mine': () => page(reports),
      [`POST /sessions/${ids.session}/report`]: () => {
        reports.unshift(report({ id: 'r-new', category: 'POOR_SERVICE', reason: 'Shouted at me' }));
        return jsonResponse(200, { data: { id: ids.session, status: 'REPORTED' } });
      },
    });

  it('reported by them: the outcome once an admin acted, and a link to their reports', async () => {
    serve(ended(), [report({ outcome: 'WARN' })]);
    await renderApp(routes.app.session(ids.session));
    expect(
      await screen.findByText(
        `You reported this session. Outcome: ${s.actionLabels.WARN}.`,
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My reports' })).toHaveAttribute('href', routes.app.reports);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('reported by the listener: the customer may still report it', async () => {
    const { calls } = serve(ended(), []);
    render(<Toaster />);
    await renderApp(routes.app.session(ids.session));
    // The session says REPORTED, but not by them: no "You reported".
    expect(await screen.findByRole('button', { name: 'Report' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText(/You reported this session/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Report your session with Asha Rao?' });
    await user.type(within(dialog).getByLabelText('What happened?'), 'Shouted at me');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(messages.sessions.reported)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/sessions/${ids.session}/report`)[0]!.body).toEqual({
      category: 'POOR_SERVICE',
      reason: 'Shouted at me',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument());
    expect(
      await screen.findByText('You reported this session. An admin will look at it.'),
    ).toBeInTheDocument();
  });
});

describe('My reports (listener, /dashboard/reports)', () => {
  it('lists what they reported with the outcome, without links to customer screens', async () => {
    const { calls } = mockFetch(() =>
      page([
        report({ about: { name: 'Priya Nair' }, category: 'INAPPROPRIATE_CONTENT' }),
        report({
          id: 'r-9',
          about: { name: 'Sam Das' },
          status: 'CLOSED',
          outcome: 'DEACTIVATE_CUSTOMER',
          closedAt: '2026-03-05T12:00:00.000Z',
        }),
      ]),
    );
    renderListenerScreen(<ListenerReportsPage />, routes.listener.reports);
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your reports' });
    const [first, second] = items();
    expect(within(first!).getByText(s.categoryLabels.INAPPROPRIATE_CONTENT)).toBeInTheDocument();
    expect(within(first!).getByText('Session with Priya Nair')).toBeInTheDocument();
    expect(within(first!).getByText('Waiting for an admin')).toBeInTheDocument();
    expect(within(second!).getByText(s.actionLabels.DEACTIVATE_CUSTOMER)).toBeInTheDocument();
    expect(within(second!).getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View session' })).not.toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual(['/api/v1/reports/mine']);
  });

  it('with no reports says where to report from', async () => {
    mockFetch(() => page([]));
    renderListenerScreen(<ListenerReportsPage />, routes.listener.reports);
    expect(await screen.findByRole('heading', { name: 'No reports' })).toBeInTheDocument();
    expect(screen.getByText(/report the session from Sessions within 24 hours/)).toBeInTheDocument();
  });
});
