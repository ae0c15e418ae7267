import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { io as connect, type Socket } from 'socket.io-client';
import {
  API_PREFIX,
  CONTACT_MASK,
  messages,
  routes,
  SOCKET_PATH,
  socketEvents,
  type ListenerSession,
} from '@app/contract';
import { startChatServer, type ChatTestServer } from '@/testing/chat-test-server';
import { RETRY_INTERVAL_MS } from '@/features/chat';
import { ChatPage } from '@/features/sessions/chat-page';
import { listenerSession } from '@/testing/sessions-test-kit';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { createQueryClient } from '@/lib/query-client';
import { makeToken, signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { LocationProbe, currentPath } from '@/testing/render';

const SESSION_ID = '5e550001-aaaa-4000-8000-000000000001';
const CUSTOMER_ID = 'u-priya';

let server: ChatTestServer;
let customerSockets: Socket[] = [];

beforeEach(async () => {
  server = await startChatServer();
  customerSockets = [];
});

afterEach(async () => {
  for (const socket of customerSockets) socket.disconnect();
  sessionStorage.clear();
  await server.close();
});

/** The REST side of the server: the session as it is now, its messages from the socket server's store. */
function serveRest(initial: Partial<ListenerSession> = {}) {
  const state = { session: listenerSession({ id: SESSION_ID, status: 'IN_PROGRESS', ...initial }) };
  server.addSession({
    id: SESSION_ID,
    status: state.session.status,
    listenerId: users.listener.id,
    customerId: CUSTOMER_ID,
  });
  const current = () => ({ ...state.session, sessionMessages: server.messagesOf(SESSION_ID) });
  const { calls } = mockFetch((call: FetchCall) => {
    if (call.url.startsWith(`${API_PREFIX}/sessions/start-session`)) {
      state.session = { ...state.session, status: 'IN_PROGRESS', startedAt: new Date().toISOString() };
      server.addSession({
        id: SESSION_ID,
        status: 'IN_PROGRESS',
        listenerId: users.listener.id,
        customerId: CUSTOMER_ID,
      });
      return jsonResponse(200, { data: current(), message: messages.sessions.started });
    }
    if (call.url.startsWith(`${API_PREFIX}/sessions/close-session`)) {
      state.session = { ...state.session, status: 'COMPLETED', endReason: 'CLOSED_BY_LISTENER' };
      return jsonResponse(200, { data: current(), message: messages.sessions.closed });
    }
    return jsonResponse(200, { data: current() });
  });
  return { state, calls };
}

function Screen({ url }: { url: string }) {
  useSignedOutListener(url);
  return <ChatPage />;
}

function renderChat() {
  const token = signInAs(users.listener);
  server.allow(token, users.listener.id);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[routes.listener.chat(SESSION_ID)]}>
        <Routes>
          <Route path={routes.listener.chat(':id')} element={<Screen url={server.url} />} />
          <Route path={routes.listener.ongoingSessions} element={<h1>Ongoing</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The customer, as a second real socket.io client in the session's room. */
async function customerJoins() {
  const token = makeToken(users.customer);
  server.allow(token, CUSTOMER_ID);
  const socket = connect(server.url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
  customerSockets.push(socket);
  await socket.emitWithAck(socketEvents.client.joinAsCustomer, { sessionId: SESSION_ID });
  return socket;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log', { name: 'Messages' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

async function connectedAndJoined() {
  expect(await screen.findByText(messages.chat.connectedToRoom, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Connected')).toBeInTheDocument();
}

describe('listener chat screen (/dashboard/chat/:id) against a socket.io server', { timeout: 30_000 }, () => {
  it('joins the room, shows the customer, Connected, and the history: the day once (dd-mm-yyyy), each bubble its time', async () => {
    server.addSession({
      id: SESSION_ID,
      status: 'IN_PROGRESS',
      listenerId: users.listener.id,
      customerId: CUSTOMER_ID,
    });
    server.say(SESSION_ID, 'CUSTOMER', 'Hello, are you there?');
    serveRest();
    renderChat();
    expect(await screen.findByRole('heading', { name: 'Priya Nair' })).toBeInTheDocument();
    await connectedAndJoined();
    const bubble = within(log()).getByText('Hello, are you there?').closest('li')!;
    // Issue 23 §6: the date leads the day once; the bubble shows its time alone.
    expect(within(bubble).getByText(/^\d{1,2}:\d{2}\s(am|pm)$/)).toBeInTheDocument();
    const separators = log().querySelectorAll('[data-day-separator]');
    expect(separators).toHaveLength(1);
    expect(separators[0]).toHaveTextContent(/^\d{2}-06-2026$/);
    expect(separators[0]?.compareDocumentPosition(bubble)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(messageBox()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.liveSession.startSession })).not.toBeInTheDocument();
  });

  it('Enter sends (acknowledged, shown once though the broadcast also comes back); Shift+Enter makes a new line', async () => {
    serveRest();
    renderChat();
    await connectedAndJoined();
    const customer = await customerJoins();
    const heard: string[] = [];
    customer.on(socketEvents.server.message, (message: { message: string }) => heard.push(message.message));

    const user = userEvent.setup();
    await user.type(messageBox(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('First line\nsecond line');
    expect(server.received).toHaveLength(0);

    await user.keyboard('{Enter}');
    expect(messageBox()).toHaveValue('');
    await waitFor(() => expect(heard).toEqual(['First line\nsecond line']));
    await waitFor(() => {
      const item = within(log())
        .getByText(/First line/)
        .closest('li')!;
      expect(item).toHaveAttribute('data-state', 'sent');
    });
    expect(within(log()).getAllByText(/First line/)).toHaveLength(1);
    expect(server.stored).toHaveLength(1);

    // And what the customer writes arrives.
    await customer.emitWithAck(socketEvents.client.sendMessage, {
      sessionId: SESSION_ID,
      message: 'Thank you',
      clientMessageId: 'customer-message-1',
    });
    expect(await within(log()).findByText('Thank you')).toBeInTheDocument();
  });

  it('an unanswered message shows as pending, and after a reconnect it settles under the same id, shown once', async () => {
    serveRest();
    renderChat();
    await connectedAndJoined();
    server.controls.loseAnswers = true;

    const user = userEvent.setup();
    await user.type(messageBox(), 'Are you still with me?{Enter}');
    await waitFor(() => expect(server.stored).toHaveLength(1));
    const item = () => within(log()).getByText('Are you still with me?').closest('li')!;
    expect(item()).toHaveAttribute('data-state', 'pending');
    expect(within(item()).getByText(messages.chat.pending)).toBeInTheDocument();

    // The connection drops before the answer comes; the server answers again after the reconnect.
    server.controls.loseAnswers = false;
    server.dropConnections();
    await waitFor(() => expect(item()).toHaveAttribute('data-state', 'sent'), { timeout: 10_000 });
    // Settled by the retry's answer or by the refetched history, whichever came first: either way
    // every attempt carried the same id and the server stored it once.
    const ids = new Set(server.received.map((attempt) => attempt.clientMessageId));
    expect(ids.size).toBe(1);
    expect(server.stored).toHaveLength(1);
    expect(server.stored[0]!.clientMessageId).toBe([...ids][0]);
    expect(within(log()).getAllByText('Are you still with me?')).toHaveLength(1);
    expect(screen.getByText('Connected')).toBeInTheDocument();
  });

  it('a message the network lost goes out after the reconnect; pending messages keep their order', async () => {
    serveRest();
    renderChat();
    await connectedAndJoined();
    server.controls.loseMessages = true;
    const user = userEvent.setup();
    await user.type(messageBox(), 'one{Enter}');
    await user.type(messageBox(), 'two{Enter}');
    // The messages, not the day's separator that leads them.
    const items = () =>
      within(log())
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('data-state'));
    expect(items().map((item) => item.getAttribute('data-state'))).toEqual(['pending', 'pending']);

    server.controls.loseMessages = false;
    server.dropConnections();
    await waitFor(() => expect(server.stored.map((message) => message.message)).toEqual(['one', 'two']), {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(items().map((item) => item.getAttribute('data-state'))).toEqual(['sent', 'sent']),
    );
    expect(items().map((item) => item.querySelector('p')!.textContent)).toEqual(['one', 'two']);
  });

  it('a message the server could not store now is sent again by the timer, with the same id', async () => {
    serveRest();
    renderChat();
    await connectedAndJoined();
    server.controls.refuseNext = messages.chat.sendFailed;
    const user = userEvent.setup();
    await user.type(messageBox(), 'Try again{Enter}');
    await waitFor(() => expect(server.received).toHaveLength(1));
    const item = () => within(log()).getByText('Try again').closest('li')!;
    expect(item()).toHaveAttribute('data-state', 'pending');
    await waitFor(() => expect(item()).toHaveAttribute('data-state', 'sent'), {
      timeout: RETRY_INTERVAL_MS + 3000,
    });
    expect(server.received).toHaveLength(2);
    expect(server.received[1]!.clientMessageId).toBe(server.received[0]!.clientMessageId);
    expect(server.stored).toHaveLength(1);
  });

  it('an unsent message survives a reload of the page and goes out when the chat is back', async () => {
    serveRest();
    const first = renderChat();
    await connectedAndJoined();
    server.controls.loseMessages = true;
    await userEvent.setup().type(messageBox(), 'Still here{Enter}');
    expect(within(log()).getByText('Still here').closest('li')).toHaveAttribute('data-state', 'pending');
    first.unmount();

    server.controls.loseMessages = false;
    renderChat();
    const item = () => within(log()).getByText('Still here').closest('li')!;
    await waitFor(() => expect(item()).toHaveAttribute('data-state', 'sent'), { timeout: 5000 });
    expect(server.stored.map((message) => message.message)).toEqual(['Still here']);
  });

  it('the message box is open only while the session is in progress; Start Session goes REST first, then start-session', async () => {
    const { calls } = serveRest({ status: 'ACCEPTED' });
    const startEmitted: number[] = [];
    server.io.on('connection', (socket) =>
      socket.on(socketEvents.client.startSession, () =>
        startEmitted.push(calls.filter((call) => call.url.includes('/sessions/start-session')).length),
      ),
    );
    renderChat();
    await connectedAndJoined();
    expect(messageBox()).toBeDisabled();
    expect(messageBox()).toHaveAttribute('placeholder', messages.liveSession.chatOnlyInProgress);
    expect(screen.queryByLabelText('Elapsed time')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(sendButton());
    expect(await screen.findByText(messages.liveSession.chatOnlyInProgress)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.liveSession.startSession }));
    expect(await screen.findByText(messages.sessions.started)).toBeInTheDocument();
    await waitFor(() => expect(startEmitted).toEqual([1]));
    expect(screen.queryByRole('button', { name: messages.liveSession.startSession })).not.toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toBeEnabled());
    expect(screen.getByLabelText('Elapsed time')).toBeInTheDocument();
  });

  it('sending while disconnected says so; the message waits as pending and goes out once connected again', async () => {
    serveRest();
    renderChat();
    await connectedAndJoined();
    server.pause();
    await waitFor(() => expect(screen.getByText(messages.connection.reconnecting)).toBeInTheDocument(), {
      timeout: 5000,
    });
    const user = userEvent.setup();
    await user.type(messageBox(), 'Hello?{Enter}');
    expect(await screen.findByText(messages.chat.notConnected)).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    const item = () => within(log()).getByText('Hello?').closest('li')!;
    expect(item()).toHaveAttribute('data-state', 'pending');

    await server.resume();
    await waitFor(() => expect(item()).toHaveAttribute('data-state', 'sent'), { timeout: 10_000 });
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(server.stored.map((message) => message.message)).toEqual(['Hello?']);
    expect(within(log()).getAllByText('Hello?')).toHaveLength(1);
  });

  it('a refused message shows as failed with the reason', async () => {
    serveRest();
    renderChat();
    await connectedAndJoined();
    // The server has moved on before this screen heard of it.
    server.addSession({
      id: SESSION_ID,
      status: 'COMPLETED',
      listenerId: users.listener.id,
      customerId: CUSTOMER_ID,
    });
    const user = userEvent.setup();
    await user.type(messageBox(), 'Too late{Enter}');
    const item = await waitFor(() => {
      const found = within(log()).getByText('Too late').closest('li')!;
      expect(found).toHaveAttribute('data-state', 'failed');
      return found;
    });
    expect(
      within(item).getByText(`Not sent: ${messages.liveSession.chatOnlyInProgress}`),
    ).toBeInTheDocument();
  });

  it('contact details come back hidden, and the listener is told why', async () => {
    serveRest();
    renderChat();
    await connectedAndJoined();
    const user = userEvent.setup();
    await user.type(messageBox(), 'Call me on 98765 43210{Enter}');
    expect(await within(log()).findByText(`Call me on ${CONTACT_MASK}`)).toBeInTheDocument();
    expect(within(log()).getByText(messages.chat.contactMasked)).toBeInTheDocument();
  });

  it('tells the listener when the customer joins and disconnects', async () => {
    serveRest();
    renderChat();
    await connectedAndJoined();
    const customer = await customerJoins();
    expect(await screen.findByText(messages.chat.customerJoined)).toBeInTheDocument();
    customer.disconnect();
    expect(await screen.findByText(messages.chat.customerDisconnected)).toBeInTheDocument();
    // The header's one connection state follows the customer, not only this socket (issue 23 §3).
    const state = screen
      .getByText(messages.connection.peerLost(messages.connection.customer))
      .closest('[role="status"]');
    expect(state).toHaveTextContent(/The session ends in (1:00|0:5\d) unless they come back\./);
    expect(screen.queryByText(messages.connection.connected)).not.toBeInTheDocument();
    await customerJoins();
    expect(await screen.findByText(messages.connection.connected)).toBeInTheDocument();
    expect(
      screen.queryByText(messages.connection.peerLost(messages.connection.customer)),
    ).not.toBeInTheDocument();
  });

  it('a refused connection says why', async () => {
    serveRest();
    signInAs(users.listener);
    // This token is not known to the server: the handshake is refused with its message.
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[routes.listener.chat(SESSION_ID)]}>
          <Routes>
            <Route path={routes.listener.chat(':id')} element={<Screen url={server.url} />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(
        messages.chat.connectionError(messages.auth.sessionExpired),
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // Never connected: the connection state says so (not Connected), the toast says why.
    expect(screen.getByText(messages.connection.connecting)).toBeInTheDocument();
  });

  it('when the customer ends the session the listener is told, and the screen becomes the wrap-up', async () => {
    const { state } = serveRest();
    renderChat();
    await connectedAndJoined();
    state.session = { ...state.session, status: 'COMPLETED', endReason: 'ENDED_BY_CUSTOMER' };
    server.end(SESSION_ID, 'ENDED_BY_CUSTOMER');

    // The spec's toast, then the wrap-up in a sentence; the screen stays (issue 23 §4).
    expect(await screen.findByText(messages.liveSession.closedByCustomer)).toBeInTheDocument();
    expect(await screen.findByTestId('session-wrap-up')).toHaveTextContent('Priya Nair ended the session.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(currentPath()).toBe(routes.listener.chat(SESSION_ID));
  });

  it('Close asks first (nothing sent on Cancel), then ends the session: toast and the wrap-up', async () => {
    const { calls } = serveRest();
    renderChat();
    await connectedAndJoined();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    let confirm = await screen.findByRole('alertdialog', {
      name: messages.liveSession.closeConfirmTitle('Priya Nair'),
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.url.includes('/sessions/close-session'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    confirm = await screen.findByRole('alertdialog', {
      name: messages.liveSession.closeConfirmTitle('Priya Nair'),
    });
    await user.click(within(confirm).getByRole('button', { name: messages.liveSession.closeConfirm }));
    expect(await screen.findByText(messages.sessions.closed)).toBeInTheDocument();
    expect(await screen.findByTestId('session-wrap-up')).toHaveTextContent('You closed the session.');
    expect(calls.filter((call) => call.url.includes('/sessions/close-session'))).toHaveLength(1);
    expect(currentPath()).toBe(routes.listener.chat(SESSION_ID));
  });

  it("a returning customer's private note shows on the session screen", async () => {
    serveRest({ customerNote: 'Exams in March.' });
    renderChat();
    expect(
      await screen.findByRole('complementary', { name: messages.liveSession.returningCustomerNote }),
    ).toHaveTextContent('Exams in March.');
  });
});
