import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { io as connect, type Socket } from 'socket.io-client';
import {
  API_PREFIX,
  endpoints,
  messages,
  routes,
  SOCKET_PATH,
  socketEvents,
  type CustomerSession,
  type ListenerSession,
} from '@app/contract';
import { startCallServer, type CallTestServer } from '@/testing/call-test-server';
import { installFakeWebRTC } from '@/testing/fake-webrtc';
import { testHelplines } from '@/testing/chat-test-server';
import { renderLiveSession } from '@/testing/live-session-test-kit';
import { callsTo, customerApi, customerSession, ids } from '@/testing/customer-fixtures';
import { CallPage, ChatPage } from '@/features/sessions';
import { listenerSession } from '@/testing/sessions-test-kit';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { makeToken, signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';

// The crisis card on the live screens, against a real socket.io server that speaks apps/server's chat
// protocol (the call test server builds on the chat one): a stored message whose words suggest
// self-harm raises `crisis-alert` in the session's room, and both screens show the card at once.

const s = messages.safety;
const LISTENER_ID = users.listener.id;
const CUSTOMER_ID = users.customer.id;
const CRISIS_WORDS = 'I want to end my life';
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

let server: CallTestServer;
let fake: ReturnType<typeof installFakeWebRTC> | undefined;
let sockets: Socket[] = [];

beforeEach(async () => {
  server = await startCallServer();
  sockets = [];
  fake = undefined;
});

afterEach(async () => {
  for (const socket of sockets) socket.disconnect();
  fake?.restore();
  sessionStorage.clear();
  await server.close();
});

/** The other person of the session, as a second real socket.io client in its room. */
async function otherJoins(role: 'listener' | 'customer', sessionId: string) {
  const user = role === 'listener' ? users.listener : users.customer;
  const token = makeToken(user);
  server.allow(token, user.id);
  const socket = connect(server.url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  const event = role === 'listener' ? socketEvents.client.joinAsListener : socketEvents.client.joinAsCustomer;
  await socket.emitWithAck(event, { sessionId });
  return socket;
}

const inRoom = (sessionId: string, userId: string) =>
  waitFor(
    () =>
      expect(
        server
          .sockets()
          .some((socket) => socket.data.userId === userId && socket.rooms.has(`session:${sessionId}`)),
      ).toBe(true),
    { timeout: 5000 },
  );

const helplineHrefs = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Helplines' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const customerCard = () => screen.findByRole('alertdialog', { name: s.crisisTitle }, { timeout: 5000 });
const listenerCard = () =>
  screen.findByRole('alertdialog', { name: s.listenerGuidanceTitle }, { timeout: 5000 });

// ---- The customer's session screen ----

function serveCustomer(session: CustomerSession) {
  server.addSession({
    id: session.id,
    status: session.status,
    listenerId: LISTENER_ID,
    customerId: CUSTOMER_ID,
  });
  const api = customerApi({
    [`GET /sessions/mine/${session.id}`]: () =>
      jsonResponse(200, { data: { ...session, sessionMessages: server.messagesOf(session.id) } }),
    'GET /calls/ice-servers': () => jsonResponse(200, { data: { iceServers: [] } }),
    'GET /helplines': () => jsonResponse(200, { data: testHelplines }),
  });
  server.allow(useAuthStore.getState().accessToken!, CUSTOMER_ID);
  return api;
}

const running = (overrides: Partial<CustomerSession> = {}) =>
  customerSession({
    status: 'IN_PROGRESS',
    startedAt: ago(75),
    runsOutAt: new Date(Date.now() + 600_000).toISOString(),
    ...overrides,
  });

describe('crisis-alert on the customer session screen', { timeout: 30_000 }, () => {
  it('their own message raises it: the card opens at once with the helplines as tel: links', async () => {
    serveCustomer(running());
    renderLiveSession(server.url);
    await inRoom(ids.session, CUSTOMER_ID);
    const heard: unknown[] = [];
    const listener = await otherJoins('listener', ids.session);
    listener.on(socketEvents.server.crisisAlert, (payload: unknown) => heard.push(payload));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), `${CRISIS_WORDS}{Enter}`);
    const card = await customerCard();
    expect(card).toHaveAccessibleDescription(s.crisisBody);
    expect(helplineHrefs(card)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);
    expect(within(card).getByText('1-800-891-4416')).toBeInTheDocument();
    // The listener's side got the same alert (their screen is tested below).
    await waitFor(() =>
      expect(heard).toEqual([{ sessionId: ids.session, helplines: testHelplines, raisedBy: 'CUSTOMER' }]),
    );

    await user.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The chat goes on: the message was delivered, not blocked.
    expect(within(screen.getByRole('log', { name: 'Messages' })).getByText(CRISIS_WORDS)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: s.urgentHelp }));
    expect(helplineHrefs(await customerCard())).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);
  });

  it('an alert about another session does not open the card', async () => {
    const { calls } = serveCustomer(running());
    renderLiveSession(server.url);
    await inRoom(ids.session, CUSTOMER_ID);
    server.io.to(`user:${CUSTOMER_ID}`).emit(socketEvents.server.crisisAlert, {
      sessionId: 'another-session',
      helplines: testHelplines,
      raisedBy: 'CUSTOMER',
    });
    server.say(ids.session, 'LISTENER', 'I am here with you.');
    expect(await screen.findByText('I am here with you.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The helplines were asked for once, ahead of need.
    await waitFor(() => expect(callsTo(calls, 'GET', '/helplines')).toHaveLength(1));
  });

  it('on an audio call the card opens too (the call joined the same room)', async () => {
    fake = installFakeWebRTC();
    serveCustomer(running({ mode: 'AUDIO' }));
    renderLiveSession(server.url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'In session with Asha Rao' }),
    ).toBeInTheDocument();
    await inRoom(ids.session, CUSTOMER_ID);
    server.io.to(`session:${ids.session}`).emit(socketEvents.server.crisisAlert, {
      sessionId: ids.session,
      helplines: testHelplines,
      raisedBy: 'CUSTOMER',
    });
    expect(helplineHrefs(await customerCard())).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);
  });
});

// ---- The listener's chat and call screens ----

const SESSION_ID = '5e550001-aaaa-4000-8000-0000000c1515';

function serveListener(initial: Partial<ListenerSession>) {
  const session = listenerSession({ id: SESSION_ID, status: 'IN_PROGRESS', startedAt: ago(65), ...initial });
  server.addSession({
    id: SESSION_ID,
    status: session.status,
    listenerId: LISTENER_ID,
    customerId: CUSTOMER_ID,
  });
  return mockFetch((call: FetchCall) => {
    if (call.url.startsWith(`${API_PREFIX}/calls/ice-servers`)) {
      return jsonResponse(200, { data: { iceServers: [] } });
    }
    if (call.url.startsWith(`${API_PREFIX}${endpoints.safety.helplines.path}`)) {
      return jsonResponse(200, { data: testHelplines });
    }
    return jsonResponse(200, { data: { ...session, sessionMessages: server.messagesOf(SESSION_ID) } });
  });
}

function ListenerScreen({ page }: { page: 'chat' | 'call' }) {
  useSignedOutListener(server.url);
  return page === 'chat' ? <ChatPage /> : <CallPage />;
}

function renderListener(page: 'chat' | 'call') {
  const token = signInAs(users.listener);
  server.allow(token, LISTENER_ID);
  const route = page === 'chat' ? routes.listener.chat : routes.call;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route(SESSION_ID)]}>
        <Routes>
          <Route path={route(':id')} element={<ListenerScreen page={page} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('crisis-alert on the listener screens', { timeout: 30_000 }, () => {
  it('chat: the customer says it, and the listener gets what to do next and the helplines; closed, it stays a click away', async () => {
    serveListener({ mode: 'CHAT' });
    const view = renderListener('chat');
    await inRoom(SESSION_ID, LISTENER_ID);
    const customer = await otherJoins('customer', SESSION_ID);
    expect(screen.queryByText(s.listenerGuidanceTitle)).not.toBeInTheDocument();

    await customer.emitWithAck(socketEvents.client.sendMessage, {
      sessionId: SESSION_ID,
      message: 'mujhe marna hai',
      clientMessageId: 'c-1',
    });
    const card = await listenerCard();
    for (const step of s.listenerGuidance) expect(within(card).getByText(step)).toBeInTheDocument();
    expect(helplineHrefs(card)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The reminder keeps the risk in sight and opens the card again.
    expect(screen.getByText(s.listenerGuidanceTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guidance and helplines' }));
    expect(await listenerCard()).toBeInTheDocument();

    // A reload of the tab keeps the reminder (closed: the moment has passed).
    view.unmount();
    renderListener('chat');
    expect(await screen.findByRole('button', { name: 'Guidance and helplines' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a session flagged before this screen opened (another tab or device) keeps the reminder and the helplines', async () => {
    const calls = serveListener({ mode: 'CHAT', crisisAt: ago(30) });
    renderListener('chat');
    const reminder = await screen.findByRole('button', { name: 'Guidance and helplines' });
    expect(screen.getByText(s.listenerGuidanceTitle)).toBeInTheDocument();
    // The moment has passed: the card waits for the listener rather than covering the chat.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.setup().click(reminder);
    const card = await listenerCard();
    for (const step of s.listenerGuidance) expect(within(card).getByText(step)).toBeInTheDocument();
    expect(helplineHrefs(card)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);
    expect(calls.calls.filter((call) => call.url.includes(endpoints.safety.helplines.path))).toHaveLength(1);
  });

  it('an unflagged session shows no reminder and asks for no helplines', async () => {
    const calls = serveListener({ mode: 'CHAT', crisisAt: null });
    renderListener('chat');
    await inRoom(SESSION_ID, LISTENER_ID);
    expect(screen.queryByRole('button', { name: 'Guidance and helplines' })).not.toBeInTheDocument();
    expect(calls.calls.filter((call) => call.url.includes(endpoints.safety.helplines.path))).toHaveLength(0);
  });

  it('call: the alert reaches the call screen through the same room', async () => {
    fake = installFakeWebRTC();
    serveListener({ mode: 'AUDIO' });
    renderListener('call');
    await inRoom(SESSION_ID, LISTENER_ID);
    server.io.to(`session:${SESSION_ID}`).emit(socketEvents.server.crisisAlert, {
      sessionId: SESSION_ID,
      helplines: testHelplines,
      raisedBy: 'CUSTOMER',
    });
    const card = await listenerCard();
    expect(helplineHrefs(card)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);
  });
});
