import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API_PREFIX, messages, routes, type ListenerSession } from '@app/contract';
import { Toaster } from 'sonner';
import { CallPage } from '@/features/sessions/call-page';
import { ChatPage } from '@/features/sessions/chat-page';
import { createQueryClient } from '@/lib/query-client';
import { signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { LocationProbe, currentPath } from '@/testing/render';

const session = (overrides: Partial<ListenerSession> = {}): ListenerSession => ({
  id: 's-1',
  status: 'ACCEPTED',
  endReason: null,
  mode: 'AUDIO',
  language: 'Hindi',
  userMood: 'sad',
  coinsPerMinute: 4,
  requestedAt: '2026-06-15T10:00:00.000Z',
  expiresAt: '2026-06-15T10:10:00.000Z',
  startedAt: null,
  endedAt: null,
  timeInMinutes: 0,
  sessionMessages: [],
  reportedAt: null,
  crisisAt: null,
  customerNote: null,
  customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Priya Shah' },
  coinsEarned: 0,
  completedAt: null,
  ...overrides,
});

function renderLive(element: ReactElement, path: string, pattern: string) {
  signInAs(users.listener);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path={routes.listener.ongoingSessions} element={<h1>Ongoing</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('call screen', () => {
  it('starts an accepted session and shows the timer running', async () => {
    let current = session();
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith(`${API_PREFIX}/sessions/start-session`)) {
        current = session({ status: 'IN_PROGRESS', startedAt: new Date().toISOString() });
        return jsonResponse(200, { data: current, message: messages.sessions.started });
      }
      return jsonResponse(200, { data: current });
    });
    renderLive(<CallPage />, routes.call('s-1'), routes.call(':id'));
    expect(screen.getByText(messages.liveSession.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Priya Shah' })).toBeInTheDocument();
    expect(screen.getByText(messages.liveSession.audioCall)).toBeInTheDocument();
    expect(screen.getByLabelText('Elapsed time')).toHaveTextContent('00:00');

    await userEvent.click(screen.getByRole('button', { name: messages.liveSession.startSession }));
    expect(await screen.findByText(messages.sessions.started)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.liveSession.startSession })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === `${API_PREFIX}/sessions/start-session?id=s-1`)).toBe(true);
  });

  it('says when a session cannot be called, with the way back', async () => {
    mockFetch(() => jsonResponse(200, { data: session({ status: 'CANCELLED', endReason: 'DECLINED' }) }));
    renderLive(<CallPage />, routes.call('s-1'), routes.call(':id'));
    expect(await screen.findByText(messages.liveSession.notAvailableForCall)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.liveSession.goBackToSessions })).toHaveAttribute(
      'href',
      routes.listener.ongoingSessions,
    );
  });

  it('a completed session sends the listener to the ongoing sessions', async () => {
    mockFetch(() =>
      jsonResponse(200, { data: session({ status: 'COMPLETED', endReason: 'CLOSED_BY_LISTENER' }) }),
    );
    renderLive(<CallPage />, routes.call('s-1'), routes.call(':id'));
    await waitFor(() => expect(currentPath()).toBe(routes.listener.ongoingSessions));
  });
});

describe('chat screen', () => {
  it('closes the session after confirming and shows the wrap-up', async () => {
    const { calls } = mockFetch((call) =>
      call.url.startsWith(`${API_PREFIX}/sessions/close-session`)
        ? jsonResponse(200, {
            data: session({ mode: 'CHAT', status: 'CANCELLED', endReason: 'CLOSED_BY_LISTENER' }),
            message: messages.sessions.closed,
          })
        : jsonResponse(200, { data: session({ mode: 'CHAT' }) }),
    );
    renderLive(<ChatPage />, routes.listener.chat('s-1'), routes.listener.chat(':id'));
    expect(await screen.findByText('Priya Shah')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      messages.liveSession.chatOnlyInProgress,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Close asks first (issue 23 §4); once closed the screen shows the wrap-up, not the list.
    const confirm = await screen.findByRole('alertdialog');
    expect(calls.some((call) => call.url.includes('/sessions/close-session'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: messages.liveSession.closeConfirm }));
    expect(await screen.findByTestId('session-wrap-up')).toHaveTextContent('You closed the session.');
    expect(currentPath()).toBe(routes.listener.chat('s-1'));
    expect(calls.some((call) => call.url === `${API_PREFIX}/sessions/close-session?id=s-1`)).toBe(true);
  });

  it('shows the server message when starting fails', async () => {
    mockFetch((call) =>
      call.url.startsWith(`${API_PREFIX}/sessions/start-session`)
        ? jsonResponse(402, { message: messages.sessions.cannotStartUnpaid, code: 'INSUFFICIENT_BALANCE' })
        : jsonResponse(200, { data: session({ mode: 'CHAT' }) }),
    );
    renderLive(<ChatPage />, routes.listener.chat('s-1'), routes.listener.chat(':id'));
    await userEvent.click(await screen.findByRole('button', { name: messages.liveSession.startSession }));
    expect(await screen.findByText(messages.sessions.cannotStartUnpaid)).toBeInTheDocument();
  });
});
