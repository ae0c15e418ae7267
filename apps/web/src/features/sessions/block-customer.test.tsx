import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, messages, routes, type Block } from '@app/contract';
import { SessionsPage } from '@/features/sessions/sessions-page';
import { listenerSession, renderListenerScreen, sessionsPage } from '@/testing/sessions-test-kit';
import { jsonResponse, mockFetch } from '@/testing/fetch';

const kiran = { id: '99999999-9999-4999-8999-999999999999', name: 'Kiran Rao' };

describe('a listener blocks a customer from their completed sessions', () => {
  it('asks first (the customer is not told), blocks by id, and the row then offers Unblock', async () => {
    const state = { blocks: [] as Block[] };
    const { calls } = mockFetch((call) => {
      const path = new URL(call.url, 'http://x').pathname.slice(API_PREFIX.length);
      if (path === '/sessions/all') {
        return sessionsPage([listenerSession({ status: 'COMPLETED', customer: kiran, timeInMinutes: 12 })]);
      }
      if (path === '/blocks' && call.method === 'GET') return jsonResponse(200, { data: state.blocks });
      if (path === '/blocks' && call.method === 'POST') {
        state.blocks = [
          { userId: kiran.id, name: kiran.name, role: 'CUSTOMER', blockedAt: '2025-04-02T10:00:00.000Z' },
        ];
        return jsonResponse(200, { data: state.blocks[0] });
      }
      if (path === `/blocks/${kiran.id}` && call.method === 'DELETE') {
        state.blocks = [];
        return jsonResponse(200, { message: messages.safety.unblocked(kiran.name) });
      }
      return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    });
    renderListenerScreen(<SessionsPage />, routes.listener.sessions);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Kiran Rao' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block Kiran Rao' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Kiran Rao?' });
    expect(dialog).toHaveTextContent('They are not told that you blocked them.');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(messages.safety.blocked(kiran.name))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { userId: kiran.id },
    ]);
    // Focus goes back to the row's menu button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Kiran Rao' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Actions for Kiran Rao' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock Kiran Rao' }));
    expect(await screen.findByText(messages.safety.unblocked(kiran.name))).toBeInTheDocument();
  });
});
