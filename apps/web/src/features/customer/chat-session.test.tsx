import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io as connect, type Socket } from 'socket.io-client';
import {
  CONTACT_MASK,
  messages,
  routes,
  SOCKET_PATH,
  socketEvents,
  type CustomerSession,
} from '@app/contract';
import { startChatServer, type ChatTestServer } from '@/testing/chat-test-server';
import { renderLiveSession } from '@/testing/live-session-test-kit';
import { customerApi, customerSession, ids } from '@/testing/customer-fixtures';
import { makeToken, users } from '@/testing/auth';
import { jsonResponse } from '@/testing/fetch';
import { useAuthStore } from '@/stores/auth-store';

const LISTENER_ID = 'u-asha';
const getPath = `/sessions/mine/${ids.session}`;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

let server: ChatTestServer;
let listenerSockets: Socket[] = [];

beforeEach(async () => {
  server = await startChatServer();
  listenerSockets = [];
});

afterEach(async () => {
  for (const socket of listenerSockets) socket.disconnect();
  sessionStorage.clear();
  await server.close();
});

const running = (overrides: Partial<CustomerSession> = {}) =>
  customerSession({
    status: 'IN_PROGRESS',
    startedAt: ago(75),
    runsOutAt: new Date(Date.now() + 600_000).toISOString(),
    walletBalance: 200,
    ...overrides,
  });

/** The REST side: the session as it is now, with the socket server's stored messages. */
function serve(initial: CustomerSession) {
  const state = { session: initial };
  server.addSession({
    id: ids.session,
    status: initial.status,
    listenerId: LISTENER_ID,
    customerId: users.customer.id,
  });
  const api = customerApi({
    [`GET ${getPath}`]: () =>
      jsonResponse(200, { data: { ...state.session, sessionMessages: server.messagesOf(ids.session) } }),
  });
  const token = useAuthStore.getState().accessToken!;
  server.allow(token, users.customer.id);
  return { ...api, state };
}

const renderSession = () => renderLiveSession(server.url);

/** The listener, as a second real socket.io client in the session's room. */
async function listenerJoins() {
  const token = makeToken(users.listener);
  server.allow(token, LISTENER_ID);
  const socket = connect(server.url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
  listenerSockets.push(socket);
  await socket.emitWithAck(socketEvents.client.joinAsListener, { sessionId: ids.session });
  return socket;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log', { name: 'Messages' });
const joinedRoom = () =>
  waitFor(
    () => expect(server.sockets().some((socket) => socket.rooms.has(`session:${ids.session}`))).toBe(true),
    { timeout: 5000 },
  );

describe(
  'customer chat (/app/sessions/:id, a CHAT session) against a socket.io server',
  { timeout: 30_000 },
  () => {
    it('in progress: running minutes and coins, Connected, and messages both ways (Enter sends)', async () => {
      serve(running());
      renderSession();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'In session with Asha Rao' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('Connected')).toBeInTheDocument(), { timeout: 5000 });
      await joinedRoom();
      // 75 s after the start: two started minutes at 4 coins.
      expect(screen.getByText(/^1:1[56]$/)).toBeInTheDocument();
      expect(screen.getByText('8 coins')).toBeInTheDocument();
      expect(screen.getByText(/^(9:5\d|10:00)$/)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      const listener = await listenerJoins();
      expect(await screen.findByText(messages.chat.listenerJoined)).toBeInTheDocument();
      const heard: string[] = [];
      listener.on(socketEvents.server.message, (message: { message: string }) => heard.push(message.message));

      const user = userEvent.setup();
      await user.type(messageBox(), 'Hi Asha{Shift>}{Enter}{/Shift}thanks for taking this');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(heard).toEqual(['Hi Asha\nthanks for taking this']));
      await waitFor(() =>
        expect(
          within(log())
            .getByText(/Hi Asha/)
            .closest('li'),
        ).toHaveAttribute('data-state', 'sent'),
      );

      server.say(ids.session, 'LISTENER', 'I am here. Take your time.');
      expect(await within(log()).findByText('I am here. Take your time.')).toBeInTheDocument();

      listener.disconnect();
      expect(await screen.findByText(messages.chat.listenerDisconnected)).toBeInTheDocument();
    });

    it('an unsent message shows as pending and goes out once after a reconnect', async () => {
      serve(running());
      renderSession();
      await joinedRoom();
      server.controls.loseMessages = true;
      const user = userEvent.setup();
      await user.type(messageBox(), 'Can you hear me?{Enter}');
      const item = () => within(log()).getByText('Can you hear me?').closest('li')!;
      expect(item()).toHaveAttribute('data-state', 'pending');
      expect(within(item()).getByText(messages.chat.pending)).toBeInTheDocument();

      server.controls.loseMessages = false;
      server.dropConnections();
      await waitFor(() => expect(item()).toHaveAttribute('data-state', 'sent'), { timeout: 10_000 });
      expect(server.stored.map((message) => message.message)).toEqual(['Can you hear me?']);
      expect(within(log()).getAllByText('Can you hear me?')).toHaveLength(1);
    });

    it('the low-balance event shows the warning at once', async () => {
      serve(running());
      renderSession();
      await joinedRoom();
      expect(screen.queryByText(messages.sessions.lowBalance)).not.toBeInTheDocument();
      server.io.to(`user:${users.customer.id}`).emit(socketEvents.server.lowBalance, {
        sessionId: ids.session,
        runsOutAt: new Date(Date.now() + 45_000).toISOString(),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.sessions.lowBalance);
    });

    it('contact details come back hidden, and the customer is told why', async () => {
      serve(running());
      renderSession();
      await joinedRoom();
      await userEvent.setup().type(messageBox(), 'mail me at priya@example.com{Enter}');
      expect(await within(log()).findByText(`mail me at ${CONTACT_MASK}`)).toBeInTheDocument();
      expect(within(log()).getByText(messages.chat.contactMasked)).toBeInTheDocument();
    });

    it('accepted: in the room before the start, and the chat opens when the listener starts', async () => {
      const { state } = serve(customerSession({ status: 'ACCEPTED' }));
      renderSession();
      expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao accepted' })).toBeInTheDocument();
      await joinedRoom();
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();

      state.session = running({ startedAt: ago(1) });
      server.update(ids.session, 'IN_PROGRESS');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'In session with Asha Rao' }),
      ).toBeInTheDocument();
      expect(messageBox()).toBeEnabled();
    });

    it('ended by the listener: told at once, then the summary with minutes, coins, who ended it and the conversation', async () => {
      const { state } = serve(running());
      renderSession();
      await joinedRoom();
      await userEvent.setup().type(messageBox(), 'Bye for now{Enter}');
      await waitFor(() => expect(server.stored).toHaveLength(1));

      state.session = running({
        status: 'COMPLETED',
        endReason: 'CLOSED_BY_LISTENER',
        endedAt: ago(0),
        timeInMinutes: 2,
        coinsCharged: 8,
        walletBalance: 192,
      });
      server.end(ids.session, 'CLOSED_BY_LISTENER');
      expect(await screen.findByText(messages.chat.sessionEnded.CLOSED_BY_LISTENER)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Session complete' })).toBeInTheDocument();
      const summary = screen.getByText('Coins charged').closest('dl')!;
      expect(within(summary).getByText('2m')).toBeInTheDocument();
      expect(within(summary).getByText('8 coins')).toBeInTheDocument();
      expect(within(summary).getByText('Asha Rao ended the session.')).toBeInTheDocument();
      expect(within(summary).getByText('192 coins')).toBeInTheDocument();
      const conversation = screen.getByText(/Conversation \(1 message\)/);
      await userEvent.setup().click(conversation);
      expect(within(log()).getByText('Bye for now')).toBeInTheDocument();
    });

    it('a message still unsent when the session ends shows as not sent, with why', async () => {
      const { state } = serve(running());
      renderSession();
      await joinedRoom();
      server.controls.loseMessages = true;
      await userEvent.setup().type(messageBox(), 'One more thing{Enter}');
      state.session = running({ status: 'COMPLETED', endReason: 'CLOSED_BY_LISTENER', endedAt: ago(0) });
      server.end(ids.session, 'CLOSED_BY_LISTENER');
      expect(await screen.findByRole('heading', { level: 1, name: 'Session complete' })).toBeInTheDocument();
      await userEvent.setup().click(screen.getByText(/Conversation \(1 message\)/));
      const item = within(log()).getByText('One more thing').closest('li')!;
      expect(item).toHaveAttribute('data-state', 'failed');
      expect(
        within(item).getByText(`Not sent: ${messages.liveSession.chatOnlyInProgress}`),
      ).toBeInTheDocument();
    });

    it('ended because the coins ran out: the summary says so and leads to the wallet', async () => {
      const { state } = serve(running());
      renderSession();
      await joinedRoom();
      state.session = running({
        status: 'COMPLETED',
        endReason: 'INSUFFICIENT_BALANCE',
        endedAt: ago(0),
        timeInMinutes: 2,
        coinsCharged: 8,
        walletBalance: 0,
      });
      server.end(ids.session, 'INSUFFICIENT_BALANCE');
      expect(await screen.findByRole('heading', { level: 1, name: 'Session complete' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
        'href',
        routes.app.wallet,
      );
    });
  },
);
