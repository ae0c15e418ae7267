import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@app/contract';
import { callsTo, customerApi, customerSession, ids } from '@/testing/customer-fixtures';
import { jsonResponse } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const opened = () => screen.findByRole('heading', { level: 1, name: 'Sessions' }, { timeout: 3000 });

describe('sessions history (/app/sessions)', () => {
  it('lists sessions with status, minutes, coins and date, each opening its screen; paged', async () => {
    const done = customerSession({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_CUSTOMER',
      requestedAt: '2025-03-05T10:00:00.000Z',
      startedAt: '2025-03-05T10:00:30.000Z',
      endedAt: '2025-03-05T11:05:30.000Z',
      timeInMinutes: 65,
      coinsCharged: 1300,
    });
    const declined = customerSession({
      id: ids.ravi,
      status: 'CANCELLED',
      endReason: 'DECLINED',
      mode: 'AUDIO',
      requestedAt: '2025-03-04T10:00:00.000Z',
    });
    const { calls } = customerApi({
      'GET /sessions/mine': () => jsonResponse(200, { data: { sessions: [done, declined], totalRows: 14 } }),
    });
    await renderApp(routes.app.sessions);
    await opened();
    const items = within(await screen.findByRole('list', { name: 'Your sessions' })).getAllByRole('link');
    expect(items[0]).toHaveAttribute('href', routes.app.session(ids.session));
    expect(within(items[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(items[0]!).getByText('1,300 coins')).toBeInTheDocument();
    expect(within(items[0]!).getByText('1h 5m')).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 Mar 2025')).toBeInTheDocument();
    expect(within(items[0]!).getByText('· Chat · Hindi')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Declined')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Not started')).toBeInTheDocument();

    expect(screen.getByText('1-10 of 14 sessions')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/sessions/mine').at(-1)!.url).toContain('pagenumber=2'),
    );
  });

  it('no sessions yet: says so and leads to the listeners', async () => {
    customerApi({ 'GET /sessions/mine': () => jsonResponse(200, { data: { sessions: [], totalRows: 0 } }) });
    await renderApp(routes.app.sessions);
    await opened();
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a listener' })).toHaveAttribute('href', routes.app.home);
  });
});
