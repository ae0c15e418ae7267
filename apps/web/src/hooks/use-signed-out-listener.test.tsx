import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { messages, routes, socketEvents, type SessionStatus, type SessionUpdate } from '@app/contract';
import { LoginPage } from '@/features/auth/login-page';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { useRealtimeConnected, useSessionUpdates } from '@/hooks/use-session-events';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { LocationProbe, currentPath } from '@/testing/render';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { signInAs, users } from '@/testing/auth';
import { startSocketTestServer, type SocketTestServer } from '@/testing/socket-server';
import { mockFetch } from '@/testing/fetch';
import { useAuthStore } from '@/stores/auth-store';

/** A real socket.io server with the handshake of apps/server's plugin (see testing/socket-server). */
let io: SocketTestServer['io'];
let url: string;
let allow: SocketTestServer['allow'];

beforeEach(async () => {
  ({ io, url, allow } = await startSocketTestServer());
});

afterEach(async () => {
  setUnauthorizedHandler(() => undefined);
  await io.close();
});

const sessionUpdates: unknown[] = [];

function Shell() {
  useSignedOutListener(url);
  useSessionUpdates((update) => sessionUpdates.push(update), 'session-1');
  const connected = useRealtimeConnected();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate(routes.login, { replace: true }));
  }, [navigate]);
  return (
    <>
      <h1>Console</h1>
      <p>{connected ? 'Connected' : 'Disconnected'}</p>
    </>
  );
}

function renderShell() {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[routes.dashboard]}>
        <Routes>
          <Route path={routes.dashboard} element={<Shell />} />
          <Route path={routes.login} element={<LoginPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const connectedSockets = () => [...io.of('/').sockets.values()];

describe('signed-out over the socket', { timeout: 20_000 }, () => {
  it('leaves for /login at once with the server reason, without a single HTTP request', async () => {
    const token = signInAs(users.listener);
    allow(token, users.listener.id);
    const { calls } = mockFetch(() => new Response(null, { status: 500 }));
    renderShell();
    expect(screen.getByRole('heading', { name: 'Console' })).toBeInTheDocument();
    await waitFor(() => expect(connectedSockets()).toHaveLength(1), { timeout: 5000 });
    expect(connectedSockets()[0]!.handshake.auth).toEqual({ token });

    // What realtime.signOut does on the server when an admin blocks the listener.
    io.to(`user:${users.listener.id}`).emit(socketEvents.server.signedOut, {
      reason: messages.auth.listenerBlocked,
    });

    await waitFor(() => expect(currentPath()).toBe(routes.login), { timeout: 2000 });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You have been signed out');
    expect(alert).toHaveTextContent(messages.auth.listenerBlocked);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(connectedSockets()).toHaveLength(0));
  });

  it('reconnects with a fresh token, and closes the connection on sign-out', async () => {
    const first = signInAs(users.listener);
    allow(first, users.listener.id);
    renderShell();
    await waitFor(() => expect(connectedSockets()).toHaveLength(1), { timeout: 5000 });

    const fresh = signInAs({ ...users.listener, tv: 1 });
    allow(fresh, users.listener.id);
    await waitFor(
      () =>
        expect(connectedSockets().map((socket) => socket.handshake.auth.token as unknown)).toEqual([fresh]),
      { timeout: 5000 },
    );

    useAuthStore.getState().clearAuth();
    await waitFor(() => expect(connectedSockets()).toHaveLength(0), { timeout: 5000 });
  });

  it('screens hear update-session events of their session over the same connection', async () => {
    sessionUpdates.length = 0;
    const token = signInAs(users.listener);
    allow(token, users.listener.id);
    renderShell();
    await waitFor(() => expect(screen.getByText('Connected')).toBeInTheDocument(), { timeout: 5000 });
    const room = io.to(`user:${users.listener.id}`);
    const update = (id: string, status: SessionStatus): SessionUpdate => ({
      session: {
        id,
        status,
        endReason: null,
        startedAt: status === 'IN_PROGRESS' ? '2026-06-15T10:00:00.000Z' : null,
        endedAt: null,
        runsOutAt: null,
        timeInMinutes: 0,
      },
    });
    room.emit(socketEvents.server.updateSession, update('session-2', 'ACCEPTED'));
    room.emit(socketEvents.server.updateSession, update('session-1', 'IN_PROGRESS'));
    // The payload of issue 9's server; the old flat `{ sessionId, status }` is not a session update.
    room.emit(socketEvents.server.updateSession, { sessionId: 'session-1', status: 'COMPLETED' });
    await waitFor(() => expect(sessionUpdates).toEqual([update('session-1', 'IN_PROGRESS').session]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sessionUpdates).toHaveLength(1);
    await io.close();
    await waitFor(() => expect(screen.getByText('Disconnected')).toBeInTheDocument(), { timeout: 5000 });
  });

  it('a signed-out meant for an older token of this tab does not end the newer sign-in', async () => {
    const first = signInAs(users.listener);
    allow(first, users.listener.id);
    renderShell();
    await waitFor(() => expect(connectedSockets()).toHaveLength(1), { timeout: 5000 });
    const old = connectedSockets()[0]!;

    // The tab got a new token (not yet connected) when the old connection hears signed-out.
    const fresh = signInAs({ ...users.listener, tv: 2 });
    old.emit(socketEvents.server.signedOut, { reason: messages.auth.sessionExpired });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(useAuthStore.getState().accessToken).toBe(fresh);
    expect(currentPath()).toBe(routes.dashboard);
  });
});
