import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LISTENER_STATS_REFRESH_MS, type ListenerStats } from '@app/contract';
import { ListenerHomePage } from '@/features/dashboard/listener-home-page';
import { changeTone, timeAgo } from '@/features/dashboard/listener-stats-format';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { deferred, jsonResponse, mockFetch } from '@/testing/fetch';

const stats: ListenerStats = {
  totalSessions: 1284,
  sessionsChange: '+12% from last month',
  sessionRequests: 3,
  totalEarnings: 45_600,
  earningsChange: '-4% from last month',
  completionRate: 92.25,
  avgSessionDuration: 24.6,
  currentMonthEarnings: 3200,
  currentCoins: 780,
  recentActivity: [
    {
      id: 'a1',
      kind: 'COMPLETED',
      text: 'Session with Priya Nair completed: 96 coins',
      at: new Date().toISOString(),
    },
    { id: 'a2', kind: 'REQUESTED', text: 'New request from Ravi Kumar', at: '2025-03-02T10:00:00.000Z' },
  ],
  quality: {
    requests: 14,
    acceptanceRate: 87.5,
    medianAcceptSeconds: 21,
    completionRate: 92.3,
    reportRate: 8.3,
    averageRating: 4.7,
    ratingCount: 6,
  },
};

function renderHome() {
  signInAs(users.listener);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ListenerHomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('listener dashboard', () => {
  it("shows 'Loading dashboard...' and then the cards, recent activity and quick stats", async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    renderHome();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Overview of your session analytics and earnings')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    answer.resolve(jsonResponse(200, { data: stats }));

    expect(await screen.findByText('1,284')).toBeInTheDocument();
    expect(screen.getByText('+12% from last month')).toHaveAttribute('data-tone', 'positive');
    expect(screen.getByText('-4% from last month')).toHaveClass('text-destructive');
    expect(screen.getByText('45,600 coins')).toBeInTheDocument();
    const requests = screen.getByRole('link', { name: /Session Requests/ });
    expect(within(requests).getByText('3')).toBeInTheDocument();
    expect(within(requests).getByText('Pending requests')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(screen.getByText('Session with Priya Nair completed: 96 coins')).toBeInTheDocument();
    expect(screen.getByText('just now')).toBeInTheDocument();
    expect(screen.getByText('2 Mar 2025')).toBeInTheDocument();

    const quick = screen
      .getByRole('heading', { name: 'Quick Stats' })
      .closest('[data-slot=card]') as HTMLElement;
    const value = (label: string) => within(quick).getByText(label).nextElementSibling?.textContent;
    expect(value('Completion Rate')).toBe('92.3%');
    expect(value('Avg Session Duration')).toBe('25m');
    expect(value('Current Month Earnings')).toBe('3,200 coins');
    expect(value('Current Wallet')).toBe('780 coins');
  });

  it('shows the quality figures admins see: acceptance, time to accept, completion, reports and rating', async () => {
    mockFetch(() => jsonResponse(200, { data: stats }));
    renderHome();
    const card = (await screen.findByRole('heading', { name: 'Quality' })).closest(
      '[data-slot=card]',
    ) as HTMLElement;
    expect(within(card).getByText(/Over the 14 requests you received/)).toBeInTheDocument();
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(value('Acceptance rate')).toBe('87.5%');
    expect(value('Time to accept')).toBe('21 s');
    expect(value('Completion rate')).toBe('92.3%');
    expect(value('Report rate')).toBe('8.3%');
    expect(value('Average rating')).toBe('4.7');
    expect(within(card).getByText('from 6 ratings')).toBeInTheDocument();
  });

  it('a new listener’s quality card shows dashes until there is something to count', async () => {
    const none = {
      requests: 0,
      acceptanceRate: null,
      medianAcceptSeconds: null,
      completionRate: null,
      reportRate: null,
      averageRating: null,
      ratingCount: 0,
    };
    mockFetch(() => jsonResponse(200, { data: { ...stats, quality: none } }));
    renderHome();
    const card = (await screen.findByRole('heading', { name: 'Quality' })).closest(
      '[data-slot=card]',
    ) as HTMLElement;
    expect(within(card).getByText('Your figures appear once you receive requests.')).toBeInTheDocument();
    expect(within(card).getAllByText('—')).toHaveLength(5);
    expect(within(card).getByText('no ratings yet')).toBeInTheDocument();
  });

  it('asks again every 300 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(() => jsonResponse(200, { data: stats }));
    renderHome();
    await screen.findByText('1,284');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/dashboard/listener-stats');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LISTENER_STATS_REFRESH_MS - 1000);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(calls).toHaveLength(2);
  });

  it("shows 'Error loading dashboard data' in red with the server's message", async () => {
    mockFetch(() =>
      jsonResponse(403, { message: 'Your application is not approved yet', code: 'FORBIDDEN' }),
    );
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading dashboard data');
    expect(alert).toHaveTextContent('Your application is not approved yet');
    expect(alert.className).toMatch(/text-destructive/);
  });

  it('tells the change text apart by its first sign', () => {
    expect(changeTone('+3 from last month')).toBe('positive');
    expect(changeTone('-3 from last month')).toBe('negative');
    expect(changeTone('No change from last month')).toBe('neutral');
    expect(timeAgo('2025-03-02T10:00:00.000Z', Date.parse('2025-03-02T10:05:30.000Z'))).toBe('5 min ago');
    expect(timeAgo('2025-03-02T10:00:00.000Z', Date.parse('2025-03-02T13:00:00.000Z'))).toBe('3 h ago');
  });
});
