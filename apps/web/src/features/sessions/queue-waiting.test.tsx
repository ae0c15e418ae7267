import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { favouritesMessages as f, routes, type WaitingCustomer } from '@app/contract';
import { SessionRequestsPage } from '@/features/sessions/session-requests-page';
import { listenerSession, renderListenerScreen, sessionsPage } from '@/testing/sessions-test-kit';
import { urlOf } from '@/testing/admin-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch';

const waiter = (position: number, name: string, id: string): WaitingCustomer => ({
  mode: 'AUDIO',
  language: 'Tamil',
  userMood: 'sad',
  joinedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  position,
  customer: { id, name },
});

describe('the waiting line (listener)', () => {
  it("shows who waits, in order, and Take next sends the first one's request", async () => {
    const state = {
      line: [
        waiter(1, 'Asha Verma', '11111111-1111-4111-8111-111111111111'),
        waiter(2, 'Ravi Kumar', '22222222-2222-4222-8222-222222222222'),
      ],
    };
    const { calls } = mockFetch((call) => {
      const path = urlOf(call).pathname;
      if (path === '/api/v1/queue/waiting') return jsonResponse(200, { data: state.line });
      if (path === '/api/v1/queue/take-next') {
        state.line = [{ ...state.line[1]!, position: 1 }];
        return jsonResponse(200, {
          data: listenerSession({ customer: { id: state.line[0]!.customer.id, name: 'Asha Verma' } }),
        });
      }
      return sessionsPage([]);
    });
    renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    const list = await screen.findByRole('list', { name: f.queueWaitingTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('1.Asha Verma'), expect.stringContaining('2.Ravi Kumar')]);
    await userEvent.setup().click(screen.getByRole('button', { name: f.queueTakeNext }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: f.queueWaitingTitle })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(calls.filter((call) => urlOf(call).pathname === '/api/v1/queue/take-next')).toHaveLength(1);
  });

  it('shows nothing while nobody waits', async () => {
    mockFetch((call) =>
      urlOf(call).pathname === '/api/v1/queue/waiting' ? jsonResponse(200, { data: [] }) : sessionsPage([]),
    );
    renderListenerScreen(<SessionRequestsPage />, routes.listener.sessionRequests);
    await screen.findByRole('heading', { name: 'Session Requests' });
    expect(screen.queryByRole('button', { name: f.queueTakeNext })).not.toBeInTheDocument();
  });
});
