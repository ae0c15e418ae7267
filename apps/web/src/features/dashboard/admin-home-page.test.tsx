import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { messages, routes, type AdminDashboard, type DashboardDay } from '@app/contract';
import { AdminHomePage } from '@/features/dashboard/admin-home-page';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { deferred, jsonResponse, mockFetch } from '@/testing/fetch';
import { FIXTURE_PEOPLE, leavePseudoLocale, showPseudoLocale, textsOutsideCatalogue } from '@/testing/pseudo';

const day = (
  date: string,
  revenuePaise: number,
  sessions: number,
  completedSessions: number,
): DashboardDay => ({
  date,
  revenuePaise,
  sessions,
  completedSessions,
});

const dashboard: AdminDashboard = {
  days: 30,
  from: '2025-02-05T18:30:00.000Z',
  to: '2025-03-07T10:00:00.000Z',
  coinValuePaise: 100,
  revenuePaise: 1_234_500,
  revenueCoins: 12_345,
  coinsSold: 45_600,
  paidInPaise: 4_200_000,
  listenerEarningsCoins: 18_517,
  listenerEarningsPaise: 1_851_700,
  paidOutPaise: 950_000,
  sessionsByStatus: { pending: 1, ACCEPTED: 2, IN_PROGRESS: 3, COMPLETED: 1_204, REPORTED: 5, CANCELLED: 85 },
  sessionsByMode: { AUDIO: 500, CHAT: 800 },
  averageSessionMinutes: 18.4,
  listenersOnline: 7,
  pendingApplications: 4,
  pendingWithdrawals: { count: 3, amountPaise: 450_000 },
  daily: [day('2025-03-05', 40_000, 30, 25), day('2025-03-06', 92_000, 41, 38), day('2025-03-07', 0, 0, 0)],
};

const quiet: AdminDashboard = {
  ...dashboard,
  days: 7,
  revenuePaise: 0,
  revenueCoins: 0,
  coinsSold: 0,
  paidInPaise: 0,
  listenerEarningsCoins: 0,
  listenerEarningsPaise: 0,
  paidOutPaise: 0,
  sessionsByStatus: { pending: 0, ACCEPTED: 0, IN_PROGRESS: 0, COMPLETED: 0, REPORTED: 0, CANCELLED: 0 },
  sessionsByMode: { AUDIO: 0, CHAT: 0 },
  averageSessionMinutes: 0,
  daily: [day('2025-03-07', 0, 0, 0)],
};

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function renderDashboard(path: string = routes.dashboard) {
  signInAs(users.admin);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AdminHomePage />
        <SearchProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The figure of the stat card titled `title`. */
const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('[data-slot=card]') as HTMLElement;

// happy-dom lays nothing out: every box measures 0×0, and recharts warns on each render that it has
// no room to draw. The charts' boxes get the size a browser would give them.
const measure = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')!.value as (
  this: Element,
) => DOMRect;
// Nor does anything scroll into view there: the charts' place is reported in sight at once, as in a
// window tall enough to show it.
class InSightObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InSightObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 600, height: 224 })
      : measure.call(this);
  });
});

describe('admin dashboard', () => {
  it('shows the period figures, what waits now and both charts, from the 30 days by default', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    answer.resolve(jsonResponse(200, { data: dashboard }));

    expect(await screen.findByRole('heading', { name: 'Last 30 days' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/admin/dashboard?days=30']);
    expect(screen.getByText('6 Feb – 7 Mar 2025, India time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    expect(within(card('Revenue')).getByText('₹12,345.00')).toBeInTheDocument();
    expect(
      within(card('Revenue')).getByText('Platform share less refunds, 12,345 coins'),
    ).toBeInTheDocument();
    expect(within(card('Coins sold')).getByText('45,600')).toBeInTheDocument();
    expect(within(card('Coins sold')).getByText('₹42,000.00 paid in')).toBeInTheDocument();
    expect(within(card('Listener earnings')).getByText('₹18,517.00')).toBeInTheDocument();
    expect(within(card('Paid out')).getByText('₹9,500.00')).toBeInTheDocument();
    expect(within(card('Average session')).getByText('18.4 min')).toBeInTheDocument();
    expect(within(card('Listeners online now')).getByText('7')).toBeInTheDocument();

    const applications = screen.getByRole('link', { name: /Pending applications/ });
    expect(applications).toHaveAttribute('href', routes.admin.applications);
    expect(within(applications).getByText('4')).toBeInTheDocument();
    const withdrawals = screen.getByRole('link', { name: /Pending withdrawals/ });
    expect(withdrawals).toHaveAttribute('href', routes.admin.withdrawalRequests);
    expect(within(withdrawals).getByText('3')).toBeInTheDocument();
    expect(within(withdrawals).getByText('₹4,500.00 to pay out')).toBeInTheDocument();

    expect(screen.getByText('1,300 requested in the period, by state and by mode')).toBeInTheDocument();
    expect(screen.getByTestId('sessions-COMPLETED')).toHaveTextContent(/^Completed1,20493%$/);
    expect(screen.getByTestId('sessions-CANCELLED')).toHaveTextContent(/^Not started857%$/);
    expect(screen.getByTestId('sessions-CHAT')).toHaveTextContent(/^Chat80062%$/);
    expect(screen.getByTestId('sessions-AUDIO')).toHaveTextContent(/^Audio50038%$/);

    // The charts come in their own chunk; each says what it shows in words and has its table.
    const revenue = await screen.findByRole('img', { name: /^Revenue per day over the last 30 days/ });
    expect(revenue).toHaveAccessibleName(
      'Revenue per day over the last 30 days: ₹12,345.00 in total, the most on Thu, 6 Mar, 2025 (₹920.00).',
    );
    expect(screen.getByRole('img', { name: /^Sessions per day/ })).toHaveAccessibleName(
      'Sessions per day over the last 30 days: 71 requested and 63 completed, the most on Thu, 6 Mar, 2025 (41 requested).',
    );
    const revenueTable = screen.getByRole('table', { name: 'Revenue per day', hidden: true });
    expect(within(revenueTable).getAllByRole('row', { hidden: true })[2]).toHaveTextContent(
      'Thu, 6 Mar, 2025₹920.00',
    );
    const sessionsTable = screen.getByRole('table', { name: 'Sessions per day', hidden: true });
    expect(within(sessionsTable).getAllByRole('row', { hidden: true })[1]).toHaveTextContent(
      'Wed, 5 Mar, 20253025',
    );

    // The console's areas stay one click away.
    expect(screen.getByRole('link', { name: /Plans/ })).toHaveAttribute('href', routes.admin.plans);
  });

  it('asks for the 7 days when that period is chosen, and keeps the choice in the URL', async () => {
    const { calls } = mockFetch((call) =>
      jsonResponse(200, {
        data: call.url.endsWith('days=7') ? { ...dashboard, days: 7, coinsSold: 700 } : dashboard,
      }),
    );
    renderDashboard();
    await screen.findByRole('heading', { name: 'Last 30 days' });

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('heading', { name: 'Last 7 days' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?days=7');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(card('Coins sold')).findByText('700')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/admin/dashboard?days=30',
      '/api/v1/admin/dashboard?days=7',
    ]);
  });

  it('reads the period from the URL, and falls back to 30 days on one it does not offer', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { data: { ...dashboard, days: 90 } }));
    const first = renderDashboard('/dashboard?days=90');
    await screen.findByRole('heading', { name: 'Last 90 days' });
    expect(calls.at(-1)?.url).toBe('/api/v1/admin/dashboard?days=90');
    first.unmount();

    renderDashboard('/dashboard?days=14');
    await screen.findByRole('heading', { name: 'Last 30 days' });
    expect(calls.at(-1)?.url).toBe('/api/v1/admin/dashboard?days=30');
  });

  it('says nothing happened in a quiet period, still showing what waits now', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { data: quiet }));
    renderDashboard('/dashboard?days=7');
    expect(
      await screen.findByRole('heading', { name: messages.adminDashboard.noActivity }),
    ).toBeInTheDocument();
    expect(within(card('Listeners online now')).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pending applications/ })).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: /Pending withdrawals/ })).toHaveTextContent(
      '₹4,500.00 to pay out',
    );
    expect(screen.queryByRole('heading', { name: 'Revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revenue per day' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the last 90 days' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?days=90');
    expect(calls.at(-1)?.url).toBe('/api/v1/admin/dashboard?days=90');
  });

  it("shows the failure with the server's message, and Try again asks again", async () => {
    let fail = true;
    const { calls } = mockFetch(() =>
      fail
        ? jsonResponse(403, { message: 'Only an admin can see this', code: 'FORBIDDEN' })
        : jsonResponse(200, { data: dashboard }),
    );
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.adminDashboard.loadFailed);
    expect(alert).toHaveTextContent('Only an admin can see this');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Last 30 days' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('the admin dashboard in the pseudo-locale', () => {
  afterEach(leavePseudoLocale);

  it('takes every text of the loading state, the figures, both charts, their tables and the links from the catalogue', async () => {
    await showPseudoLocale();
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const { container } = renderDashboard();
    expect(textsOutsideCatalogue(container, FIXTURE_PEOPLE)).toEqual([]);
    answer.resolve(jsonResponse(200, { data: dashboard }));
    await screen.findAllByRole('img', { name: /⟦/ });
    expect(screen.getAllByRole('img', { name: /⟦/ })).toHaveLength(2);
    // The charts' tables are in closed <details>: their texts are in the document all the same.
    expect(screen.getAllByRole('table', { hidden: true })).toHaveLength(2);
    expect(textsOutsideCatalogue(container, FIXTURE_PEOPLE)).toEqual([]);
  });

  it('and of a quiet period and of a failed load', async () => {
    await showPseudoLocale();
    mockFetch(() => jsonResponse(200, { data: quiet }));
    const first = renderDashboard();
    await screen.findByText(/⟦N.th/);
    expect(textsOutsideCatalogue(first.container, FIXTURE_PEOPLE)).toEqual([]);
    first.unmount();

    mockFetch(() => jsonResponse(403, { message: 'Only an admin can see this', code: 'FORBIDDEN' }));
    const failed = renderDashboard();
    await screen.findByRole('alert');
    expect(
      textsOutsideCatalogue(failed.container, ['Only an admin can see this', ...FIXTURE_PEOPLE]),
    ).toEqual([]);
  });
});
