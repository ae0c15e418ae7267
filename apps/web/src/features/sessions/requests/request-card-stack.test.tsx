import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { messages, routes, socketEvents, type ListenerSession } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { IncomingRequests, RequestAlerts } from '@/features/sessions/request-alerts';
import { useRequestInbox } from '@/features/sessions/requests/request-inbox';
import { GONE_CARD_MS } from '@/features/sessions/requests/request-card-stack';
import { listenerSession, sessionsPage } from '@/testing/sessions-test-kit';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { createQueryClient } from '@/lib/query-client';
import { urlOf } from '@/testing/admin-fixtures';
import { signInAs, users } from '@/testing/auth';
import { startSocketTestServer, type SocketTestServer } from '@/testing/socket-server';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { currentPath, LocationProbe } from '@/testing/render';
import { useWaitingRequestsStore } from '@/stores/waiting-requests-store';

const t = messages.requestCard;

let io: SocketTestServer['io'];
let url: string;
let allow: SocketTestServer['allow'];

// Web Audio stand-in: counts the chime's notes (jsdom has none).
let tones: number;
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  state = 'running';
  resume = () => Promise.resolve();
  createGain = () => ({
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    connect: vi.fn(),
  });
  createOscillator = () => ({
    type: 'sine',
    frequency: { setValueAtTime: vi.fn() },
    connect: vi.fn(),
    start: () => void (tones += 1),
    stop: vi.fn(),
  });
}

let badge: number[];
beforeEach(async () => {
  ({ io, url, allow } = await startSocketTestServer());
  tones = 0;
  badge = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.assign(navigator, {
    setAppBadge: (count: number) => Promise.resolve(void badge.push(count)),
    clearAppBadge: () => Promise.resolve(void badge.push(0)),
  });
  useRequestInbox.setState({ pushed: {} });
  useWaitingRequestsStore.setState({ count: 0 });
});

afterEach(async () => {
  await io.close();
  vi.unstubAllGlobals();
});

function Console() {
  useSignedOutListener(url);
  return (
    <>
      <header>
        <RequestAlerts />
      </header>
      <IncomingRequests />
      <Routes>
        <Route
          path={routes.listener.earnings}
          element={
            <>
              <PageHeader title="Earnings" />
              <label>
                Note
                <input />
              </label>
            </>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>
  );
}

/** The server: the waiting list (read from `waiting`), accept and close answering for any request. */
function serveListener(waiting: ListenerSession[]) {
  return mockFetch((call: FetchCall) => {
    const { pathname, searchParams } = urlOf(call);
    const id = searchParams.get('id') ?? '';
    const session = waiting.find((s) => s.id === id);
    if (pathname === '/api/v1/sessions/all-pending-sessions') return sessionsPage(waiting);
    if (pathname === '/api/v1/sessions/accept-session-request' && session)
      return jsonResponse(200, {
        data: { ...session, status: 'ACCEPTED' },
        message: messages.sessions.accepted,
      });
    if (pathname === '/api/v1/sessions/close-session' && session)
      return jsonResponse(200, {
        data: { ...session, status: 'CANCELLED', endReason: 'DECLINED' },
        message: messages.sessions.closed,
      });
    if (pathname === '/api/v1/dashboard/listener-stats')
      return jsonResponse(404, { message: 'x', code: 'X' });
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderConsole() {
  const token = signInAs(users.listener);
  allow(token, users.listener.id);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[routes.listener.earnings]}>
        <Console />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

async function connected() {
  await waitFor(() => expect(io.of('/').sockets.size).toBe(1), { timeout: 5000 });
}

const push = (session: ListenerSession) =>
  io.to(`user:${users.listener.id}`).emit(socketEvents.server.sessionRequest, { session });

const updateOf = (session: ListenerSession, status: string, endReason: string | null) =>
  io.to(`user:${users.listener.id}`).emit(socketEvents.server.updateSession, {
    session: {
      id: session.id,
      status,
      endReason,
      startedAt: null,
      endedAt: null,
      runsOutAt: null,
      timeInMinutes: 0,
    },
  });

/** A request asked `agoSeconds` ago that expires `leftSeconds` from now (the server's times). */
const request = (overrides: Partial<ListenerSession>, leftSeconds = 60, agoSeconds = 0) =>
  listenerSession({
    requestedAt: new Date(Date.now() - agoSeconds * 1000).toISOString(),
    expiresAt: new Date(Date.now() + leftSeconds * 1000).toISOString(),
    ...overrides,
  });

const cardOf = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name} wants`) }).closest('section')!;

const stack = () => screen.queryByRole('region', { name: t.stackLabel });

describe('the request card', { timeout: 30_000 }, () => {
  it('rings on any page with the request, a live countdown, the title count and the badge, without taking the focus', async () => {
    const user = userEvent.setup();
    const waiting: ListenerSession[] = [];
    serveListener(waiting);
    renderConsole();
    await connected();
    expect(document.title).toBe('Earnings · ListenWell');
    // The listener is typing somewhere on the page when it rings.
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('hel');

    const asked = request({
      customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Priya Nair' },
      mode: 'AUDIO',
      language: 'Tamil',
      userMood: 'frustrated',
      coinsPerMinute: 6,
    });
    waiting.push(asked);
    push(asked);

    const card = await screen.findByRole('heading', { name: 'Priya Nair wants an audio call' });
    const section = card.closest('section')!;
    expect(within(section).getByText('Tamil')).toBeInTheDocument();
    expect(within(section).getByText('frustrated')).toBeInTheDocument();
    expect(within(section).getByText('6 coins/min')).toBeInTheDocument();
    const timer = within(section).getByRole('timer');
    expect(timer.textContent).toMatch(/^(1:00|0:59|0:58)$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    expect(timer).toHaveAccessibleName(/seconds left to answer$/);

    expect(document.title).toBe('(1) Earnings · ListenWell');
    await waitFor(() => expect(badge.at(-1)).toBe(1));
    await waitFor(() => expect(tones).toBe(2));
    // Announced to a screen reader, and the focus stayed where the listener was typing.
    expect(
      screen.getByText(/^New audio call request from Priya Nair, \d+ seconds to answer$/),
    ).toBeInTheDocument();
    expect(note).toHaveFocus();
    await user.keyboard('lo');
    expect(note).toHaveValue('hello');
    // Accept is reachable by keyboard: right after the header, before the page.
    await user.click(document.body);
    await user.tab();
    await user.tab();
    expect(within(section).getByRole('button', { name: t.acceptLabel('Priya Nair') })).toHaveFocus();
  });

  it('Accept opens the session screen in one click: chat and call', async () => {
    const user = userEvent.setup();
    const chat = request({ customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Arjun Mehta' } });
    const audio = request(
      { customer: { id: '88888888-8888-4888-8888-888888888888', name: 'Zoya Khan' }, mode: 'AUDIO' },
      90,
    );
    const waiting = [chat, audio];
    const { calls } = serveListener(waiting);
    renderConsole();
    // Both were waiting before the page opened: the server's list rings them, no push needed.
    await screen.findByRole('heading', { name: 'Arjun Mehta wants a chat' });
    expect(document.title).toBe('(2) Earnings · ListenWell');

    await user.click(screen.getByRole('button', { name: t.acceptLabel('Arjun Mehta') }));
    await waitFor(() => expect(currentPath()).toBe(routes.listener.chat(chat.id)));
    const accepts = calls.filter(
      (call) => urlOf(call).pathname === '/api/v1/sessions/accept-session-request',
    );
    expect(accepts.map((call) => urlOf(call).searchParams.get('id'))).toEqual([chat.id]);
    expect(screen.queryByRole('heading', { name: 'Arjun Mehta wants a chat' })).not.toBeInTheDocument();
    waiting.splice(0, 1);
    // The session screen names the tab itself; the count it reads is one.
    expect(useWaitingRequestsStore.getState().count).toBe(1);

    await user.click(screen.getByRole('button', { name: t.acceptLabel('Zoya Khan') }));
    await waitFor(() => expect(currentPath()).toBe(routes.call(audio.id)));
    await waitFor(() => expect(stack()).not.toBeInTheDocument());
    await waitFor(() => expect(badge.at(-1)).toBe(0));
  });

  it('Decline closes the request and the card goes', async () => {
    const user = userEvent.setup();
    const asked = request({ customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Meera Iyer' } });
    const { calls } = serveListener([asked]);
    renderConsole();
    await user.click(await screen.findByRole('button', { name: t.declineLabel('Meera Iyer') }));
    expect(await screen.findByText(t.declined)).toBeInTheDocument();
    const closes = calls.filter((call) => urlOf(call).pathname === '/api/v1/sessions/close-session');
    expect(closes.map((call) => urlOf(call).searchParams.get('id'))).toEqual([asked.id]);
    expect(screen.queryByRole('heading', { name: /Meera Iyer wants/ })).not.toBeInTheDocument();
    expect(currentPath()).toBe(routes.listener.earnings);
    expect(document.title).toBe('Earnings · ListenWell');
  });

  it('expires at the server’s expiresAt: says so for a moment, then goes', async () => {
    const waiting: ListenerSession[] = [];
    serveListener(waiting);
    renderConsole();
    await connected();
    const asked = request(
      { customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Ravi Kumar' } },
      2,
      58,
    );
    waiting.push(asked);
    push(asked);
    const section = (await screen.findByRole('heading', { name: 'Ravi Kumar wants a chat' })).closest(
      'section',
    )!;
    expect(within(section).getByRole('timer').textContent).toMatch(/^0:0[12]$/);
    // The server's list drops it when it expires.
    waiting.splice(0, 1);
    expect(
      await within(section).findByText(t.goneReasons.EXPIRED, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: t.acceptLabel('Ravi Kumar') }),
    ).not.toBeInTheDocument();
    expect(document.title).toBe('Earnings · ListenWell');
    await waitFor(() => expect(stack()).not.toBeInTheDocument(), { timeout: GONE_CARD_MS + 2000 });
  });

  it('stacks several, oldest first, each with its own countdown; a cancelled one says why and goes', async () => {
    const waiting: ListenerSession[] = [];
    serveListener(waiting);
    renderConsole();
    await connected();
    const first = request(
      { customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Asha Rao' } },
      40,
      20,
    );
    const second = request(
      { customer: { id: '88888888-8888-4888-8888-888888888888', name: 'Kiran Das' } },
      60,
    );
    waiting.push(first);
    push(first);
    await screen.findByRole('heading', { name: 'Asha Rao wants a chat' });
    waiting.push(second);
    push(second);
    await screen.findByRole('heading', { name: 'Kiran Das wants a chat' });

    const headings = within(stack()!)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Asha Rao wants a chat', 'Kiran Das wants a chat']);
    const left = (name: string) => within(cardOf(name)).getByRole('timer').textContent;
    expect(left('Asha Rao')).toMatch(/^0:(40|39|38)$/);
    expect(left('Kiran Das')).toMatch(/^(1:00|0:59|0:58)$/);
    expect(document.title).toBe('(2) Earnings · ListenWell');
    await waitFor(() => expect(badge.at(-1)).toBe(2));

    // The customer cancels the first.
    waiting.splice(0, 1);
    updateOf(first, 'CANCELLED', 'CANCELLED');
    expect(await within(cardOf('Asha Rao')).findByText(t.goneReasons.CANCELLED)).toBeInTheDocument();
    expect(document.title).toBe('(1) Earnings · ListenWell');
    expect(
      within(cardOf('Kiran Das')).getByRole('button', { name: t.acceptLabel('Kiran Das') }),
    ).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Asha Rao/ })).not.toBeInTheDocument(), {
      timeout: GONE_CARD_MS + 2000,
    });
    expect(screen.getByRole('heading', { name: 'Kiran Das wants a chat' })).toBeInTheDocument();
  });

  it('a muted bell keeps it silent; the card still rings', async () => {
    const user = userEvent.setup();
    serveListener([]);
    renderConsole();
    await user.click(screen.getByRole('button', { name: messages.chat.muteSounds }));
    await connected();
    push(request({ customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Nila Sen' } }));
    expect(await screen.findByRole('heading', { name: 'Nila Sen wants a chat' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(tones).toBe(0);
    localStorage.clear();
  });
});
