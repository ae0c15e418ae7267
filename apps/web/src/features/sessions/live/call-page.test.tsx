import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { io as connect, type Socket } from 'socket.io-client';
import {
  API_PREFIX,
  messages,
  routes,
  SOCKET_PATH,
  socketEvents,
  type IceCandidate,
  type ListenerSession,
} from '@app/contract';
import { RESTART_DELAY_MS, sdpOrigin } from '@/features/call';
import { startCallServer, type CallTestServer } from '@/testing/call-test-server';
import { installFakeWebRTC, type FakePeerConnection } from '@/testing/fake-webrtc';
import { CallPage } from '@/features/sessions/call-page';
import { listenerSession } from '@/testing/sessions-test-kit';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { createQueryClient } from '@/lib/query-client';
import { makeToken, signInAs, users } from '@/testing/auth';
import { jsonResponse, mockFetch, type FetchCall } from '@/testing/fetch';
import { LocationProbe, currentPath } from '@/testing/render';

// The listener's call screen against a real socket.io server that relays signalling as apps/server
// does, with the customer as a second real socket.io client. The one stand-in is the browser's
// WebRTC (happy-dom has none): see fake-webrtc.ts.

const SESSION_ID = '5e550001-aaaa-4000-8000-00000000ca11';
const CUSTOMER_ID = 'u-priya';
const ICE_SERVERS = [{ urls: 'stun:stun.example.test:3478' }];
const t = messages.liveSession;
const cs = messages.connection;
const c = socketEvents.client;

let server: CallTestServer;
let fake: ReturnType<typeof installFakeWebRTC>;
let customerSockets: Socket[] = [];

beforeEach(async () => {
  server = await startCallServer();
  customerSockets = [];
});

afterEach(async () => {
  for (const socket of customerSockets) socket.disconnect();
  fake?.restore();
  delete (window as { __callIceTransportPolicy?: unknown }).__callIceTransportPolicy;
  await server.close();
});

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** The REST side: the session as it is now; start and close move it on. */
function serveRest(initial: Partial<ListenerSession> = {}, onClose?: () => void) {
  const state = {
    session: listenerSession({
      id: SESSION_ID,
      mode: 'AUDIO',
      status: 'IN_PROGRESS',
      startedAt: ago(65),
      customer: { id: '99999999-9999-4999-8999-999999999999', name: 'Priya Nair' },
      ...initial,
    }),
  };
  server.addSession({
    id: SESSION_ID,
    status: state.session.status,
    listenerId: users.listener.id,
    customerId: CUSTOMER_ID,
  });
  const { calls } = mockFetch((call: FetchCall) => {
    if (call.url.startsWith(`${API_PREFIX}/calls/ice-servers`)) {
      return jsonResponse(200, { data: { iceServers: ICE_SERVERS } });
    }
    if (call.url.startsWith(`${API_PREFIX}/sessions/start-session`)) {
      state.session = { ...state.session, status: 'IN_PROGRESS', startedAt: new Date().toISOString() };
      return jsonResponse(200, { data: state.session, message: messages.sessions.started });
    }
    if (call.url.startsWith(`${API_PREFIX}/sessions/close-session`)) {
      state.session = { ...state.session, status: 'COMPLETED', endReason: 'CLOSED_BY_LISTENER' };
      onClose?.();
      return jsonResponse(200, { data: state.session, message: messages.sessions.closed });
    }
    return jsonResponse(200, { data: state.session });
  });
  return { state, calls };
}

function Screen({ url }: { url: string }) {
  useSignedOutListener(url);
  return <CallPage />;
}

function renderCall() {
  const token = signInAs(users.listener);
  server.allow(token, users.listener.id);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[routes.call(SESSION_ID)]}>
        <Routes>
          <Route path={routes.call(':id')} element={<Screen url={server.url} />} />
          <Route path={routes.listener.ongoingSessions} element={<h1>Ongoing</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

let answers = 0;
/** An answer SDP of the customer's peer connection `origin`. */
const answerSdp = (origin: string) => {
  answers += 1;
  return `v=0\r\no=- ${origin} ${answers} IN IP4 127.0.0.1\r\ns=-\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=answer\r\n`;
};
const customerCandidate = (port: number): IceCandidate => ({
  candidate: `candidate:9 1 udp 2122260223 127.0.0.1 ${port} typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
  usernameFragment: 'customer',
});

/** The customer's page, as a real socket.io client that joins the room on every connect. */
async function customerJoins() {
  const token = makeToken(users.customer);
  server.allow(token, CUSTOMER_ID);
  const socket = connect(server.url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
  customerSockets.push(socket);
  const offers: string[] = [];
  const candidates: IceCandidate[] = [];
  socket.on(socketEvents.server.offer, (payload: { offer: { sdp: string } }) =>
    offers.push(payload.offer.sdp),
  );
  socket.on(socketEvents.server.iceCandidate, (payload: { candidate: IceCandidate }) =>
    candidates.push(payload.candidate),
  );
  let joins = 0;
  const joined = new Promise<void>((resolve) =>
    socket.on('connect', () => {
      void socket.emitWithAck(c.joinAsCustomer, { sessionId: SESSION_ID }).then(() => {
        joins += 1;
        resolve();
      });
    }),
  );
  await joined;
  return {
    socket,
    offers,
    candidates,
    joins: () => joins,
    answer: (origin: string) =>
      socket.emitWithAck(c.createAnswer, {
        sessionId: SESSION_ID,
        answer: { type: 'answer', sdp: answerSdp(origin) },
      }),
    sendCandidate: (candidate: IceCandidate) =>
      socket.emitWithAck(c.addIceCandidates, { sessionId: SESSION_ID, candidate }),
  };
}

const status = () => screen.getByTestId('call-status');
/** The card's header strip: the screen's one connection state (features/chat ConnectionState). */
const connectionState = () => {
  const strip = document.querySelector<HTMLElement>('[data-connection-state]');
  if (!strip) throw new Error('no connection state on screen');
  return strip;
};
const statusIs = (text: string, timeout = 5000) =>
  waitFor(() => expect(status()).toHaveTextContent(text), { timeout });
const peer = () => {
  const current = fake.peer();
  if (!current) throw new Error('no peer connection yet');
  return current;
};
const listenerInRoom = () =>
  waitFor(
    () =>
      expect(
        server
          .sockets()
          .some(
            (socket) => socket.data.userId === users.listener.id && socket.rooms.has(`session:${SESSION_ID}`),
          ),
      ).toBe(true),
    { timeout: 5000 },
  );
const setPeerState = (pc: FakePeerConnection, state: RTCPeerConnectionState) =>
  act(() => pc.setConnectionState(state));

/** Renders the screen, lets the customer in and completes the handshake: 'Call connected'. */
async function connectedCall() {
  renderCall();
  await statusIs(t.connectedToSocket);
  await listenerInRoom();
  const customer = await customerJoins();
  await waitFor(() => expect(customer.offers.length).toBeGreaterThan(0));
  await customer.answer('777');
  await waitFor(() => expect(peer().signalingState).toBe('stable'));
  setPeerState(peer(), 'connected');
  await statusIs(t.callConnected);
  return customer;
}

describe('listener call screen (/dashboard/call/:id) against a socket.io server', { timeout: 30_000 }, () => {
  it('the customer joins second: the offer on customer-joined, early candidates wait for the answer, connected, audio plays', async () => {
    fake = installFakeWebRTC();
    serveRest();
    renderCall();
    expect(screen.getByText(t.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Priya Nair' })).toBeInTheDocument();
    expect(screen.getByText(t.audioCall)).toBeInTheDocument();
    // The timer runs from the server's startedAt, 65 s ago.
    expect(screen.getByTestId('call-timer')).toHaveTextContent(/^01:0[5-9]$/);
    await statusIs(t.connectedToSocket);
    await listenerInRoom();
    expect(fake.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    expect(peer().config.iceServers).toEqual(ICE_SERVERS);
    expect(peer().config.iceTransportPolicy).toBeUndefined();
    expect(peer().tracks).toHaveLength(1);

    const customer = await customerJoins();
    await waitFor(() => expect(customer.offers).toHaveLength(1));
    const offer = customer.offers[0]!;
    expect(sdpOrigin(offer)).toBe(peer().origin);
    // The candidates trickled while nobody was there come with the offer sent again.
    expect(offer).toContain('a=candidate:50000 1 udp');
    expect(offer).toContain('a=candidate:50001 1 udp');

    // A candidate that comes before the answer waits for it.
    await customer.sendCandidate(customerCandidate(40_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(peer().addedCandidates).toEqual([]);
    await customer.answer('777');
    await waitFor(() => expect(peer().addedCandidates).toEqual([customerCandidate(40_000)]));
    expect(peer().remoteDescription?.sdp).toContain('o=- 777 ');
    await customer.sendCandidate(customerCandidate(40_001));
    await waitFor(() => expect(peer().addedCandidates).toHaveLength(2));

    setPeerState(peer(), 'connected');
    await statusIs(t.callConnected);
    act(() => peer().receiveAudio());
    const audio = screen.getByTestId<HTMLAudioElement>('call-audio');
    await waitFor(() => expect(audio.srcObject).not.toBeNull());
    expect(audio.muted).toBe(false);
    expect(status()).toHaveAttribute('data-audio-flowing', 'false');
    peer().bytesReceived = 4321;
    await waitFor(() => expect(status()).toHaveAttribute('data-audio-flowing', 'true'), { timeout: 3000 });
    expect(status()).toHaveAttribute('data-audio-bytes-received', '4321');
    // One offer only: nobody else was there to hear the first.
    expect(server.relayed.filter((item) => item.event === c.createOffer)).toHaveLength(2);
    expect(customer.offers).toHaveLength(1);
  });

  it('the customer is there first: the offer made on joining reaches them', async () => {
    fake = installFakeWebRTC();
    serveRest();
    const customer = await customerJoins();
    renderCall();
    await waitFor(() => expect(customer.offers).toHaveLength(1), { timeout: 5000 });
    // Then the listener's candidates trickle to the customer, as RTCIceCandidate.toJSON() gives them.
    await waitFor(() => expect(customer.candidates).toHaveLength(2));
    expect(customer.candidates[0]).toEqual({
      candidate: 'candidate:50000 1 udp 2122260223 127.0.0.1 50000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
      usernameFragment: expect.stringMatching(/^u\d+x1$/) as unknown,
    });
    await customer.answer('778');
    await waitFor(() => expect(peer().signalingState).toBe('stable'));
    setPeerState(peer(), 'connected');
    await statusIs(t.callConnected);
  });

  it('mute switches the microphone track off and on', async () => {
    fake = installFakeWebRTC();
    serveRest();
    await connectedCall();
    const track = fake.microphones[0]!;
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(track.enabled).toBe(true);
    const user = userEvent.setup();
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(track.enabled).toBe(false);
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(track.enabled).toBe(true);
  });

  it('accepted: the call connects silently; Start Session (Starting Session...) turns the sound on and starts the timer', async () => {
    fake = installFakeWebRTC();
    serveRest({ status: 'ACCEPTED', startedAt: null });
    await connectedCall();
    const track = fake.microphones[0]!;
    expect(track.enabled).toBe(false);
    expect(screen.getByTestId<HTMLAudioElement>('call-audio').muted).toBe(true);
    expect(screen.getByTestId('call-timer')).toHaveTextContent('00:00');
    expect(screen.getByText(/The call stays silent until you start the session/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: t.startSession }));
    expect(await screen.findByText(messages.sessions.started)).toBeInTheDocument();
    await waitFor(() => expect(track.enabled).toBe(true));
    expect(screen.getByTestId<HTMLAudioElement>('call-audio').muted).toBe(false);
    expect(screen.queryByRole('button', { name: t.startSession })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('call-timer')).toHaveTextContent(/^00:0[1-9]$/), {
      timeout: 3000,
    });
  });

  it('a dropped media path restarts ICE without ending the session', async () => {
    fake = installFakeWebRTC();
    const { calls } = serveRest();
    const customer = await connectedCall();
    const first = peer();
    const offersBefore = customer.offers.length;

    setPeerState(first, 'disconnected');
    await statusIs(t.callDisconnected);
    // 'disconnected' may heal by itself: the restart waits a moment.
    await waitFor(() => expect(customer.offers.length).toBe(offersBefore + 1), {
      timeout: RESTART_DELAY_MS + 3000,
    });
    expect(first.offers.at(-1)).toEqual({ iceRestart: true });
    const restartOffer = customer.offers.at(-1)!;
    expect(sdpOrigin(restartOffer)).toBe(first.origin);
    expect(restartOffer).not.toContain(/a=ice-ufrag:(\S+)/.exec(customer.offers[0]!)![1]);

    await customer.answer('777');
    await waitFor(() => expect(first.signalingState).toBe('stable'));
    setPeerState(first, 'connected');
    await statusIs(t.callConnected);
    // The same connection throughout, and the session was never closed.
    expect(fake.peers()).toHaveLength(1);
    expect(calls.some((call) => call.url.includes('/sessions/close-session'))).toBe(false);
    expect(currentPath()).toBe(routes.call(SESSION_ID));

    // 'failed' restarts at once.
    setPeerState(first, 'failed');
    await statusIs(t.callDisconnected);
    await waitFor(() => expect(customer.offers.length).toBe(offersBefore + 2), { timeout: 1000 });
    expect(first.offers.at(-1)).toEqual({ iceRestart: true });
  });

  it("the customer's socket goes: 'Customer disconnected'; back, they get a new offer", async () => {
    fake = installFakeWebRTC();
    serveRest();
    const customer = await connectedCall();
    setPeerState(peer(), 'disconnected');
    customer.socket.disconnect();
    await statusIs(t.customerDisconnected);

    const again = await customerJoins();
    await waitFor(() => expect(again.offers).toHaveLength(1));
    await statusIs(t.callDisconnected);
    await again.answer('777');
    await waitFor(() => expect(peer().signalingState).toBe('stable'));
    setPeerState(peer(), 'connected');
    await statusIs(t.callConnected);
  });

  it("one connection state (issue 23 §3): the header follows the customer's connection (lost, the countdown, back) and this socket's", async () => {
    fake = installFakeWebRTC();
    serveRest();
    const customer = await connectedCall();
    await waitFor(() => expect(connectionState()).toHaveAttribute('data-connection-state', 'connected'));
    expect(connectionState()).toHaveTextContent(cs.connected);

    // The server says the customer's last socket went: since when, and when the session would end.
    customer.socket.disconnect();
    await waitFor(() => expect(connectionState()).toHaveAttribute('data-connection-state', 'peer-lost'));
    expect(connectionState()).toHaveTextContent(cs.peerLost(cs.customer));
    expect(connectionState()).toHaveTextContent(/The session ends in (1:00|0:5\d) unless they come back\./);
    expect(connectionState()).toHaveTextContent(cs.peerLostBilling);
    // The spec's status line stays as it was.
    await statusIs(t.customerDisconnected);

    await customerJoins();
    await waitFor(() => expect(connectionState()).toHaveAttribute('data-connection-state', 'connected'));
    expect(connectionState()).not.toHaveTextContent(cs.peerLost(cs.customer));

    // This side's own socket goes: Reconnecting…, without the customer's billing line.
    server.pause();
    await waitFor(() => expect(connectionState()).toHaveTextContent(cs.reconnecting), { timeout: 5000 });
    expect(connectionState()).toHaveTextContent(cs.reconnectingListener);
    expect(connectionState()).toHaveTextContent(cs.reconnectingEnds(60));
    expect(connectionState()).not.toHaveTextContent(cs.reconnectingCustomer);
    await server.resume();
    await waitFor(() => expect(connectionState()).toHaveAttribute('data-connection-state', 'connected'), {
      timeout: 10_000,
    });
  });

  it('the customer opens the call again (a new peer connection): the listener starts over with a new one', async () => {
    fake = installFakeWebRTC();
    serveRest();
    const customer = await connectedCall();
    const first = peer();

    // A new page: a new socket joins, and its new peer connection answers the listener's re-offer.
    customer.socket.disconnect();
    const reopened = await customerJoins();
    await waitFor(() => expect(reopened.offers).toHaveLength(1));
    await reopened.answer('999');
    await waitFor(() => expect(fake.peers()).toHaveLength(2));
    expect(first.closed).toBe(true);
    await waitFor(() => expect(reopened.offers).toHaveLength(2));
    expect(sdpOrigin(reopened.offers[1]!)).toBe(peer().origin);
    await reopened.answer('999');
    await waitFor(() => expect(peer().signalingState).toBe('stable'));
    setPeerState(peer(), 'connected');
    await statusIs(t.callConnected);
    expect(peer().tracks).toHaveLength(1);
  });

  it('the socket drops: Disconnected from socket server, then it joins again and offers again', async () => {
    fake = installFakeWebRTC();
    serveRest();
    renderCall();
    await statusIs(t.connectedToSocket);
    await listenerInRoom();
    const customer = await customerJoins();
    await waitFor(() => expect(customer.offers).toHaveLength(1));

    server.pause();
    await statusIs(t.disconnectedFromSocket);
    await server.resume();
    await statusIs(t.connectedToSocket, 10_000);
    await listenerInRoom();
    await waitFor(() => expect(customer.joins()).toBe(2), { timeout: 10_000 });
    // The listener re-offers on joining again (and once more when the customer joins again).
    await waitFor(() => expect(customer.offers.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    await customer.answer('777');
    await waitFor(() => expect(peer().signalingState).toBe('stable'));
    setPeerState(peer(), 'connected');
    await statusIs(t.callConnected);
  });

  it('microphone denied: says so, and still connects to hear the customer', async () => {
    fake = installFakeWebRTC({ microphone: 'deny' });
    serveRest();
    renderCall();
    await statusIs(t.microphoneDenied);
    await listenerInRoom();
    await waitFor(() => expect(fake.peers()).toHaveLength(1));
    expect(peer().transceivers).toEqual([{ kind: 'audio', direction: 'recvonly' }]);
    const customer = await customerJoins();
    await waitFor(() => expect(customer.offers).toHaveLength(1));
    expect(status()).toHaveTextContent(t.microphoneDenied);
  });

  it("call-ended: the 'Call ended: Insufficient balance' toast, the microphone and connection closed, then the wrap-up (issue 23 §4)", async () => {
    fake = installFakeWebRTC();
    const { state } = serveRest();
    await connectedCall();
    const track = fake.microphones[0]!;
    state.session = {
      ...state.session,
      status: 'COMPLETED',
      endReason: 'INSUFFICIENT_BALANCE',
      endedAt: new Date().toISOString(),
      coinsEarned: 4,
    };
    server.endCall(SESSION_ID, 'INSUFFICIENT_BALANCE');

    // The spec's alert, as a toast.
    expect(
      await screen.findByText(t.callEnded('Insufficient balance'), { selector: 'li *' }),
    ).toBeInTheDocument();
    const wrapUp = await screen.findByTestId('session-wrap-up');
    await waitFor(() => expect(wrapUp).toHaveTextContent("Priya Nair's coins ran out."));
    // The duration is the call's length.
    expect(within(wrapUp).getByText(t.wrapUpDuration).nextElementSibling).toHaveTextContent(/^01:0[5-9]$/);
    expect(within(wrapUp).getByText(t.wrapUpCoinsEarned).nextElementSibling).toHaveTextContent('4 coins');
    expect(within(wrapUp).queryByText(/Insufficient balance/)).not.toBeInTheDocument();
    expect(track.readyState).toBe('ended');
    expect(peer().closed).toBe(true);
    expect(screen.queryByRole('button', { name: 'End call' })).not.toBeInTheDocument();
    // It stays: the listener leaves by its Back to requests.
    expect(currentPath()).toBe(routes.call(SESSION_ID));
    expect(within(wrapUp).getByRole('link', { name: t.wrapUpBackToRequests })).toHaveAttribute(
      'href',
      routes.listener.sessionRequests,
    );
  });

  it('End call asks first, then closes the session and shows the wrap-up, without a "Call ended" toast', async () => {
    fake = installFakeWebRTC();
    // The server tells both sides while it answers the close, as apps/server does.
    const { calls } = serveRest({}, () => server.endCall(SESSION_ID, 'CLOSED_BY_LISTENER'));
    await connectedCall();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'End call' }));
    const confirm = await screen.findByRole('alertdialog', { name: t.closeConfirmTitle('Priya Nair') });
    expect(confirm).toHaveTextContent(t.closeConfirmInProgress);
    expect(calls.filter((call) => call.url.includes('/sessions/close-session'))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t.closeConfirm }));
    expect(await screen.findByText(messages.sessions.closed)).toBeInTheDocument();
    expect(await screen.findByTestId('session-wrap-up')).toHaveTextContent('You closed the session.');
    expect(calls.filter((call) => call.url.includes('/sessions/close-session'))).toHaveLength(1);
    expect(screen.queryByText(/Call ended/)).not.toBeInTheDocument();
    expect(fake.microphones[0]!.readyState).toBe('ended');
  });

  it('the relay can be forced for tests (window.__callIceTransportPolicy)', async () => {
    fake = installFakeWebRTC();
    (window as { __callIceTransportPolicy?: unknown }).__callIceTransportPolicy = 'relay';
    serveRest();
    renderCall();
    await waitFor(() => expect(fake.peers()).toHaveLength(1));
    expect(peer().config).toEqual({ iceServers: ICE_SERVERS, iceTransportPolicy: 'relay' });
  });

  it('a chat session is not available for calling', async () => {
    fake = installFakeWebRTC();
    serveRest({ mode: 'CHAT' });
    renderCall();
    expect(await screen.findByText(t.notAvailableForCall)).toBeInTheDocument();
    expect(fake.getUserMedia).not.toHaveBeenCalled();
  });
});
