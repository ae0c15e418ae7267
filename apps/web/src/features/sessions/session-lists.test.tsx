import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, routes, SESSION_LIST_REFRESH_MS } from '@app/contract';
import { OngoingSessionsPage } from '@/features/sessions/ongoing-sessions-page';
import { SessionRequestsPage } from '@/features/sessions/session-requests-page';
import { SessionsPage } from '@/features/sessions/sessions-page';
import { listenerSession, renderListenerScreen, sessionsPage } from '@/testing/sessions-test-kit';
import { urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { fakeLayout } from '@/testing/layout';

const callsTo = (calls: FetchCall[], path: string) =>
  calls.filter((call) => urlOf(call).pathname === `/api/v1${path}`);

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('session requests', () => {
  const asha = listenerSession({
    customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Asha Verma' },
    userMood: 'angry',
    coinsPerMinute: 6,
  });
  const ravi = listenerSession({
    customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Ravi Kumar' },
    mode: 'AUDIO',
    language: 'Tamil',
  });

  it('lists requests with the spec columns, asks page 1 of 10 and asks again every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(() => sessionsPage([asha, ravi]));
    renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    const table = await screen.findByRole('table', { name: 'Session requests' });
    await within(table).findByText('Asha Verma');
    expect(headersOf(table)).toEqual([
      'Session ID',
      'Customer',
      'Time left',
      'Mode',
      'Language',
      'Rate per min',
      'Mood',
      'Actions',
    ]);
    const row = within(table).getByText('Asha Verma').closest('tr')!;
    expect(within(row).getByText('6/min')).toBeInTheDocument();
    expect(within(row).getByText('angry')).toHaveAttribute('data-mood', 'angry');
    expect(within(row).getByText(asha.id)).toBeInTheDocument();
    const ravisRow = within(table).getByText('Ravi Kumar').closest('tr')!;
    expect(within(ravisRow).getByText('Audio')).toBeInTheDocument();
    expect(within(ravisRow).getByText('Tamil')).toBeInTheDocument();

    const lists = () => callsTo(calls, '/sessions/all-pending-sessions');
    expect(lists()).toHaveLength(1);
    const first = urlOf(lists()[0]!).searchParams;
    expect([first.get('pagenumber'), first.get('pagesize')]).toEqual(['1', '10']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_LIST_REFRESH_MS);
    });
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it("a returning customer's request shows the listener's private note under their name (issue 23 §5)", async () => {
    mockFetch(() => sessionsPage([{ ...asha, customerNote: 'Exams in March.' }, ravi]));
    renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    const table = await screen.findByRole('table', { name: 'Session requests' });
    const row = (await within(table).findByText('Asha Verma')).closest('tr')!;
    expect(row).toHaveTextContent(`${messages.liveSession.returningCustomerNote}: Exams in March.`);
    const ravisRow = within(table).getByText('Ravi Kumar').closest('tr')!;
    expect(ravisRow).not.toHaveTextContent(messages.liveSession.returningCustomerNote);
  });

  it('accepts a request, says so and opens its session (issue 23 §1: no second click)', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch((call) =>
      urlOf(call).pathname.endsWith('/accept-session-request')
        ? jsonResponse(200, { data: { ...asha, status: 'ACCEPTED' }, message: messages.sessions.accepted })
        : sessionsPage([asha]),
    );
    renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    await user.click(await screen.findByRole('button', { name: 'Accept request from Asha Verma' }));
    expect(await screen.findByText(messages.sessions.accepted)).toBeInTheDocument();
    const accept = callsTo(calls, '/sessions/accept-session-request');
    expect(accept).toHaveLength(1);
    expect(urlOf(accept[0]!).searchParams.get('id')).toBe(asha.id);
    // Accept opens the session's screen at once (a chat here).
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(routes.listener.chat(asha.id)),
    );
  });

  it("closes a request; a refusal shows the server's message", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch((call) =>
      urlOf(call).pathname.endsWith('/close-session')
        ? jsonResponse(409, { message: messages.sessions.notPending, code: 'CONFLICT' })
        : sessionsPage([asha]),
    );
    renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    await user.click(await screen.findByRole('button', { name: 'Close request from Asha Verma' }));
    expect(await screen.findByText(messages.sessions.notPending)).toBeInTheDocument();
    expect(urlOf(callsTo(calls, '/sessions/close-session')[0]!).searchParams.get('id')).toBe(asha.id);
  });

  it("says 'No results.' when there are none, and 'Failed to load sessions.' when the list fails", async () => {
    mockFetch(() => sessionsPage([]));
    const { unmount } = renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    unmount();

    mockFetch(() =>
      jsonResponse(403, { message: 'Your application is not approved yet', code: 'FORBIDDEN' }),
    );
    renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load sessions.');
    expect(alert).toHaveTextContent('Your application is not approved yet');
  });
});

describe('ongoing sessions', () => {
  const chat = listenerSession({
    status: 'IN_PROGRESS',
    customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Meera Iyer' },
    mode: 'CHAT',
  });
  const call = listenerSession({
    status: 'ACCEPTED',
    customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Dev Patel' },
    mode: 'AUDIO',
  });

  it('goes to the chat screen for CHAT and the call screen for AUDIO, and refreshes every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(() => sessionsPage([chat, call]));
    renderListenerScreen(<OngoingSessionsPage />, routes.listener.ongoingSessions);
    const table = await screen.findByRole('table', { name: 'Ongoing sessions' });
    await within(table).findByText('Meera Iyer');
    expect(headersOf(table).slice(0, 6)).toEqual([
      'Session ID',
      'Customer',
      'Mode',
      'Language',
      'Rate per min',
      'Mood',
    ]);
    // Which session still waits for Start Session, and which is running.
    expect(
      within(within(table).getByText('Meera Iyer').closest('tr')!).getByText('In progress'),
    ).toBeInTheDocument();
    expect(
      within(within(table).getByText('Dev Patel').closest('tr')!).getByText('Accepted'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Session with Meera Iyer' })).toHaveAttribute(
      'href',
      routes.listener.chat(chat.id),
    );
    expect(screen.getByRole('link', { name: 'Go to Session with Dev Patel' })).toHaveAttribute(
      'href',
      routes.call(call.id),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_LIST_REFRESH_MS);
    });
    await waitFor(() => expect(callsTo(calls, '/sessions/all-ongoing-sessions')).toHaveLength(2));
  });

  it('closes a session only after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch((request) =>
      urlOf(request).pathname.endsWith('/close-session')
        ? jsonResponse(200, { data: { ...chat, status: 'COMPLETED' }, message: messages.sessions.closed })
        : sessionsPage([chat]),
    );
    renderListenerScreen(<OngoingSessionsPage />, routes.listener.ongoingSessions);
    await user.click(await screen.findByRole('button', { name: 'Close session with Meera Iyer' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Close the session with Meera Iyer?' });
    expect(confirm).toHaveTextContent('The customer pays for the minutes so far');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, '/sessions/close-session')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close session with Meera Iyer' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Close the session with Meera Iyer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Close session' }));
    expect(await screen.findByText(messages.sessions.closed)).toBeInTheDocument();
    expect(callsTo(calls, '/sessions/close-session')).toHaveLength(1);
  });

  it("says 'Failed to load ongoing sessions.' when the list fails", async () => {
    mockFetch(() => jsonResponse(404, { message: 'Not here', code: 'NOT_FOUND' }));
    renderListenerScreen(<OngoingSessionsPage />, routes.listener.ongoingSessions);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load ongoing sessions.');
  });
});

describe('completed sessions', () => {
  const done = listenerSession({
    status: 'COMPLETED',
    customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Kiran Rao' },
    timeInMinutes: 75,
    coinsPerMinute: 4,
    coinsEarned: 180,
    userMood: 'happy',
    completedAt: '2025-04-01T11:15:00.000Z',
  });
  const reported = listenerSession({
    status: 'REPORTED',
    customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Sam Das' },
    timeInMinutes: 3,
    coinsEarned: 7,
  });

  /** Completed Sessions' columns in the spec's order, with the row's actions. */
  const completedHeaders = [
    'Session ID',
    'Customer',
    'Mode',
    'Language',
    'Duration (min)',
    'Rate per min',
    'Coins Earned',
    'Mood',
    'Status',
    'Actions',
  ];

  it('shows duration, rate, coins, mood and status, with REPORTED in warning style', async () => {
    const { calls } = mockFetch(() => sessionsPage([done, reported], 42));
    renderListenerScreen(<SessionsPage />, routes.listener.sessions);
    const table = await screen.findByRole('table', { name: 'Completed sessions' });
    await within(table).findByText('Kiran Rao');
    expect(headersOf(table)).toEqual(completedHeaders);
    const row = within(table).getByText('Kiran Rao').closest('tr')!;
    expect(within(row).getByText('75')).toBeInTheDocument();
    expect(within(row).getByText('4/min')).toBeInTheDocument();
    expect(within(row).getByText('180')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toHaveClass('text-success');
    const reportedRow = within(table).getByText('Sam Das').closest('tr')!;
    expect(within(reportedRow).getByText('Reported')).toHaveClass('text-warning');
    expect(screen.getByText(/of 42/)).toBeInTheDocument();
    expect(urlOf(callsTo(calls, '/sessions/all')[0]!).searchParams.get('pagesize')).toBe('10');
  });

  it('keeps the Session ID (the first column the spec lists) when the table must give up columns', async () => {
    // The fake layout gives each column 120 px: 10 columns need 1,200 px, and a box of 1,000 px (a
    // 1280 px screen less the sidebar) has room for 8, so two secondary columns must go.
    const restore = fakeLayout({ width: 1000 });
    try {
      mockFetch(() => sessionsPage([done, reported], 42));
      renderListenerScreen(<SessionsPage />, routes.listener.sessions);
      const table = await screen.findByRole('table', { name: 'Completed sessions' });
      await within(table).findByText('Kiran Rao');
      await waitFor(() => expect(headersOf(table)).toHaveLength(8));
      expect(headersOf(table)[0]).toBe('Session ID');
      // What the session earned stays: the language and the mode are the first to make way.
      expect(headersOf(table)).toEqual(
        completedHeaders.filter((header) => header !== 'Mode' && header !== 'Language'),
      );
      expect(within(table).getByText(done.id)).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("says 'Error loading sessions' when the list fails", async () => {
    mockFetch(() => jsonResponse(400, { message: 'pagesize must be at most 100', code: 'VALIDATION' }));
    renderListenerScreen(<SessionsPage />, routes.listener.sessions);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading sessions');
  });
});
