import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import {
  messages,
  routes,
  SESSION_LIST_REFRESH_MS,
  socketEvents,
  type ListenerSession,
  type ListenerStats,
} from '@app/contract';
import { REQUEST_SOUND_MUTED_STORAGE_KEY } from '@/config/storage';
import { ListenerHomePage } from '@/features/dashboard/listener-home-page';
import { IncomingRequests, RequestAlerts } from '@/features/sessions/request-alerts';
import { useRequestInbox } from '@/features/sessions/requests/request-inbox';
import { SessionRequestsPage } from '@/features/sessions/session-requests-page';
import { listenerSession, sessionsPage } from '@/testing/sessions-test-kit';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { createQueryClient } from '@/lib/query-client';
import { urlOf } from '@/testing/admin-fixtures';
import { signInAs, users } from '@/testing/auth';
import { startSocketTestServer, type SocketTestServer } from '@/testing/socket-server';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { currentPath, LocationProbe } from '@/testing/render';

/** A real socket.io server with the handshake of apps/server's plugin (see testing/socket-server). */
let io: SocketTestServer['io'];
let url: string;
let allow: SocketTestServer['allow'];

beforeEach(async () => {
  ({ io, url, allow } = await startSocketTestServer());
});

afterEach(async () => {
  await io.close();
});

// ---- jsdom/happy-dom have no Web Audio: a stand-in that records what the chime asks it to play ----

type Tone = { frequency: number; startedAt: number };
let tones: Tone[];
/** Whether the browser's autoplay rules let this page sound (a gesture happened). */
let mayPlay: boolean;
let contextsMade: number;

class FakeAudioContext {
  currentTime = 10;
  destination = {};
  constructor() {
    contextsMade += 1;
  }
  get state(): AudioContextState {
    return mayPlay ? 'running' : 'suspended';
  }
  resume(): Promise<void> {
    // What Chromium does without a user gesture: the promise stays pending.
    return mayPlay ? Promise.resolve() : new Promise<void>(() => undefined);
  }
  createGain() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { gain: param, connect: vi.fn() };
  }
  createOscillator() {
    let frequency = 0;
    return {
      type: 'sine',
      frequency: { setValueAtTime: (value: number) => void (frequency = value) },
      connect: vi.fn(),
      start: (at: number) => void tones.push({ frequency, startedAt: at }),
      stop: vi.fn(),
    };
  }
}

beforeEach(() => {
  useRequestInbox.setState({ pushed: {} });
  tones = [];
  mayPlay = true;
  contextsMade = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

// ---- The console around the push: the sign-in's connection, the header's bell, two screens ----

const stats: ListenerStats = {
  totalSessions: 12,
  sessionsChange: '+2% from last month',
  sessionRequests: 0,
  totalEarnings: 4_560,
  earningsChange: '-4% from last month',
  completionRate: 92.25,
  avgSessionDuration: 24.6,
  currentMonthEarnings: 320,
  currentCoins: 78,
  recentActivity: [],
  quality: {
    requests: 0,
    acceptanceRate: null,
    medianAcceptSeconds: null,
    completionRate: null,
    reportRate: null,
    averageRating: null,
    ratingCount: 0,
  },
};

function Console() {
  useSignedOutListener(url);
  return (
    <>
      <header>
        <RequestAlerts />
      </header>
      <IncomingRequests />
      <Routes>
        <Route path={routes.dashboard} element={<ListenerHomePage />} />
        <Route path={routes.listener.sessionRequests} element={<SessionRequestsPage />} />
      </Routes>
      <LocationProbe />
    </>
  );
}

function renderConsole(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Console />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The server: pending requests and the dashboard figures, both reading `waiting`. */
function serveListener(waiting: ListenerSession[]) {
  return mockFetch((call: FetchCall) => {
    const { pathname } = urlOf(call);
    if (pathname === '/api/v1/sessions/all-pending-sessions') return sessionsPage(waiting);
    if (pathname === '/api/v1/dashboard/listener-stats')
      return jsonResponse(200, { data: { ...stats, sessionRequests: waiting.length } });
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

const callsTo = (calls: FetchCall[], pathname: string) =>
  calls.filter((call) => urlOf(call).pathname === pathname);

function signInListener() {
  const token = signInAs(users.listener);
  allow(token, users.listener.id);
}

async function connected() {
  await waitFor(() => expect(io.of('/').sockets.size).toBe(1), { timeout: 5000 });
}

/** A request that waits a minute from now (the card counts down to the server's expiresAt). */
const fresh = (overrides: Partial<ListenerSession>) =>
  listenerSession({ expiresAt: new Date(Date.now() + 60_000).toISOString(), ...overrides });

const push = (session: ListenerSession) =>
  io.to(`user:${users.listener.id}`).emit(socketEvents.server.sessionRequest, { session });

describe('session-request push in the listener console', { timeout: 20_000 }, () => {
  // Issue 23 §1: the toast that vanished gave way to a card that stays (request-card-stack.test.tsx).
  it('rings a card, chimes and refreshes the dashboard count at once', async () => {
    signInListener();
    const waiting: ListenerSession[] = [];
    const { calls } = serveListener(waiting);
    renderConsole(routes.dashboard);
    const requestsCard = await screen.findByRole('link', { name: /Session Requests/ });
    expect(within(requestsCard).getByText('0')).toBeInTheDocument();
    await connected();

    const request = fresh({
      customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Priya Nair' },
      mode: 'AUDIO',
    });
    waiting.push(request);
    push(request);

    expect(
      await screen.findByRole('heading', { name: 'Priya Nair wants an audio call' }),
    ).toBeInTheDocument();
    // The 300 s poll is far off: this second call is the push's doing.
    expect(await within(requestsCard).findByText('1')).toBeInTheDocument();
    expect(callsTo(calls, '/api/v1/dashboard/listener-stats')).toHaveLength(2);
    // The two-tone chime, the second note after the first.
    await waitFor(() => expect(tones).toHaveLength(2));
    expect(tones[0]!.frequency).toBeLessThan(tones[1]!.frequency);
    expect(tones[0]!.startedAt).toBeLessThan(tones[1]!.startedAt);
    // The card rings over the dashboard: the listener stays where they were.
    expect(currentPath()).toBe(routes.dashboard);
  });

  it('on Session Requests the new row shows at once, not at the next 5 s poll', async () => {
    signInListener();
    const waiting: ListenerSession[] = [];
    const { calls } = serveListener(waiting);
    renderConsole(routes.listener.sessionRequests);
    expect(await screen.findByText(messages.client.noResults)).toBeInTheDocument();
    await connected();
    // The table's own calls (page size 10); the cards ask for their own page of 50.
    const pendingCalls = () =>
      callsTo(calls, '/api/v1/sessions/all-pending-sessions').filter(
        (call) => urlOf(call).searchParams.get('pagesize') === '10',
      );
    expect(pendingCalls()).toHaveLength(1);
    const firstAt = Date.now();

    const request = fresh({
      customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Arjun Mehta' },
      mode: 'CHAT',
    });
    waiting.push(request);
    push(request);

    const table = screen.getByRole('table', { name: 'Session requests' });
    expect(await within(table).findByText('Arjun Mehta')).toBeInTheDocument();
    expect(pendingCalls()).toHaveLength(2);
    expect(Date.now() - firstAt).toBeLessThan(SESSION_LIST_REFRESH_MS);
    // The table is the same list, with Time left and Accept: no card over it on this page.
    expect(screen.queryByRole('heading', { name: 'Arjun Mehta wants a chat' })).not.toBeInTheDocument();
    await waitFor(() => expect(tones).toHaveLength(2));
  });

  it('the bell mutes the chime, the choice outlives a reload, and unmuting brings it back', async () => {
    const user = userEvent.setup();
    signInListener();
    serveListener([]);
    const first = renderConsole(routes.dashboard);
    await user.click(screen.getByRole('button', { name: messages.chat.muteSounds }));
    expect(screen.getByRole('button', { name: messages.chat.unmuteSounds })).toBeInTheDocument();
    expect(localStorage.getItem(REQUEST_SOUND_MUTED_STORAGE_KEY)).toBe('1');
    await connected();

    push(fresh({ customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Zoya Khan' } }));
    expect(await screen.findByRole('heading', { name: 'Zoya Khan wants a chat' })).toBeInTheDocument();
    // Give a chime every chance to start: none does.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(tones).toEqual([]);

    // A reload: the console comes back muted.
    first.unmount();
    await waitFor(() => expect(io.of('/').sockets.size).toBe(0), { timeout: 5000 });
    renderConsole(routes.dashboard);
    await user.click(screen.getByRole('button', { name: messages.chat.unmuteSounds }));
    expect(localStorage.getItem(REQUEST_SOUND_MUTED_STORAGE_KEY)).toBeNull();
    await connected();
    push(fresh({ customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Ravi Kumar' } }));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar wants a chat' })).toBeInTheDocument();
    await waitFor(() => expect(tones).toHaveLength(2));
  });

  it('stays silent without an error where autoplay rules keep the page quiet; the card still rings', async () => {
    mayPlay = false;
    signInListener();
    serveListener([]);
    renderConsole(routes.dashboard);
    await connected();
    push(fresh({ customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Meera Iyer' } }));
    expect(await screen.findByRole('heading', { name: 'Meera Iyer wants a chat' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(contextsMade).toBeLessThanOrEqual(1);
    expect(tones).toEqual([]);
  });

  it('ignores a malformed push, and only an approved listener has the bell', async () => {
    signInListener();
    const { calls } = serveListener([]);
    const { unmount } = renderConsole(routes.dashboard);
    await screen.findByRole('link', { name: /Session Requests/ });
    await connected();
    io.to(`user:${users.listener.id}`).emit(socketEvents.server.sessionRequest, { session: { id: 'x' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsTo(calls, '/api/v1/dashboard/listener-stats')).toHaveLength(1);
    expect(tones).toEqual([]);
    unmount();

    signInAs(users.pendingListener);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <RequestAlerts />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: messages.chat.muteSounds })).not.toBeInTheDocument();
  });
});
