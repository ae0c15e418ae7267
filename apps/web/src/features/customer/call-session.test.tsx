import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io as connect, type Socket } from 'socket.io-client';
import { messages, SOCKET_PATH, socketEvents, type CustomerSession, type IceCandidate } from '@app/contract';
import { sdpOrigin } from '@/features/call';
import { startCallServer, type CallTestServer } from '@/testing/call-test-server';
import { installFakeWebRTC } from '@/testing/fake-webrtc';
import { renderLiveSession } from '@/testing/live-session-test-kit';
import { callsTo, customerApi, customerSession, ids } from '@/testing/customer-fixtures';
import { makeToken, users } from '@/testing/auth';
import { jsonResponse } from '@/testing/fetch';
import { useAuthStore } from '@/stores/auth-store';

// The customer's side of an audio call on /app/sessions/:id against a real socket.io server that
// relays signalling as apps/server does, with the listener as a second real socket.io client. The one
// stand-in is the browser's WebRTC (happy-dom has none): see fake-webrtc.ts.

const LISTENER_ID = 'u-asha';
const getPath = `/sessions/mine/${ids.session}`;
const ICE_SERVERS = [{ urls: 'turn:turn.example.test:3478', username: '1:u', credential: 'secret' }];
const t = messages.liveSession;
const cs = messages.connection;
const c = socketEvents.client;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

let server: CallTestServer;
let fake: ReturnType<typeof installFakeWebRTC>;
let listenerSockets: Socket[] = [];

beforeEach(async () => {
  server = await startCallServer();
  listenerSockets = [];
});

afterEach(async () => {
  for (const socket of listenerSockets) socket.disconnect();
  fake?.restore();
  await server.close();
});

const call = (overrides: Partial<CustomerSession> = {}) =>
  customerSession({
    mode: 'AUDIO',
    status: 'IN_PROGRESS',
    startedAt: ago(75),
    runsOutAt: new Date(Date.now() + 600_000).toISOString(),
    walletBalance: 200,
    ...overrides,
  });

/** The REST side: the session as it is now (tests move it on) and the call's ICE servers. */
function serve(initial: CustomerSession, extra: Parameters<typeof customerApi>[0] = {}) {
  const state = { session: initial };
  server.addSession({
    id: ids.session,
    status: initial.status,
    listenerId: LISTENER_ID,
    customerId: users.customer.id,
  });
  const api = customerApi({
    [`GET ${getPath}`]: () => jsonResponse(200, { data: state.session }),
    'GET /calls/ice-servers': () => jsonResponse(200, { data: { iceServers: ICE_SERVERS } }),
    ...extra,
  });
  server.allow(useAuthStore.getState().accessToken!, users.customer.id);
  return { ...api, state };
}

const renderSession = () => renderLiveSession(server.url);

let offers = 0;
/** An offer SDP of the listener's peer connection `origin`. */
const offerSdp = (origin: string, ufrag = 'listener') => {
  offers += 1;
  return `v=0\r\no=- ${origin} ${offers} IN IP4 127.0.0.1\r\ns=-\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=offer\r\na=ice-ufrag:${ufrag}\r\n`;
};
const listenerCandidate = (port: number): IceCandidate => ({
  candidate: `candidate:7 1 udp 2122260223 127.0.0.1 ${port} typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
  usernameFragment: 'listener',
});

/** The listener's call screen, as a real socket.io client in the session's room. */
async function listenerJoins() {
  const token = makeToken(users.listener);
  server.allow(token, LISTENER_ID);
  const socket = connect(server.url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
  listenerSockets.push(socket);
  const answers: string[] = [];
  const candidates: IceCandidate[] = [];
  socket.on(socketEvents.server.answer, (payload: { answer: { sdp: string } }) =>
    answers.push(payload.answer.sdp),
  );
  socket.on(socketEvents.server.iceCandidate, (payload: { candidate: IceCandidate }) =>
    candidates.push(payload.candidate),
  );
  await socket.emitWithAck(c.joinAsListener, { sessionId: ids.session });
  return {
    socket,
    answers,
    candidates,
    offer: (origin: string, ufrag?: string) =>
      socket.emitWithAck(c.createOffer, {
        sessionId: ids.session,
        offer: { type: 'offer', sdp: offerSdp(origin, ufrag) },
      }),
    sendCandidate: (candidate: IceCandidate) =>
      socket.emitWithAck(c.addIceCandidates, { sessionId: ids.session, candidate }),
  };
}

const status = () => screen.getByTestId('call-status');
/** The screen's one connection state (features/chat ConnectionState). */
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
const customerInRoom = () =>
  waitFor(
    () =>
      expect(
        server
          .sockets()
          .some(
            (socket) =>
              socket.data.userId === users.customer.id && socket.rooms.has(`session:${ids.session}`),
          ),
      ).toBe(true),
    { timeout: 5000 },
  );

/**
 * Once the customer's screen is in the room, the listener offers (a real listener offers again on
 * customer-joined; this stand-in waits instead), the screen answers, and the path comes up.
 */
async function connected(origin = '500') {
  await customerInRoom();
  const listener = await listenerJoins();
  await waitFor(() => expect(fake.peers()).toHaveLength(1));
  await listener.offer(origin);
  await waitFor(() => expect(listener.answers).toHaveLength(1));
  act(() => peer().setConnectionState('connected'));
  await statusIs(t.callConnected);
  return listener;
}

describe(
  'customer audio call (/app/sessions/:id, an AUDIO session) against a socket.io server',
  { timeout: 30_000 },
  () => {
    it('accepted: the call connects silently; once the listener starts, sound both ways, minutes and coins run', async () => {
      fake = installFakeWebRTC();
      const { state } = serve(call({ status: 'ACCEPTED', startedAt: null, runsOutAt: null }));
      renderSession();
      expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao accepted' })).toBeInTheDocument();
      await statusIs(t.connectedToSocket);
      await customerInRoom();
      expect(fake.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
      await waitFor(() => expect(fake.peers()).toHaveLength(1));
      expect(peer().config).toEqual({ iceServers: ICE_SERVERS });

      // Candidates that come before the offer wait for it.
      const listener = await listenerJoins();
      await listener.sendCandidate(listenerCandidate(41_000));
      await listener.offer('500');
      await waitFor(() => expect(listener.answers).toHaveLength(1));
      expect(peer().remoteDescription?.sdp).toContain('o=- 500 ');
      expect(peer().addedCandidates).toEqual([listenerCandidate(41_000)]);
      expect(sdpOrigin(listener.answers[0]!)).toBe(peer().origin);
      await waitFor(() => expect(listener.candidates.length).toBeGreaterThanOrEqual(2));

      act(() => peer().setConnectionState('connected'));
      await statusIs(t.callConnected);
      const microphone = fake.microphones[0]!;
      expect(microphone.enabled).toBe(false);

      // The listener starts the session.
      state.session = call({ startedAt: ago(0) });
      server.update(ids.session, 'IN_PROGRESS');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'In session with Asha Rao' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(microphone.enabled).toBe(true));
      expect(status()).toHaveTextContent(t.callConnected);
      act(() => peer().receiveAudio());
      const audio = screen.getByTestId<HTMLAudioElement>('call-audio');
      await waitFor(() => expect(audio.srcObject).not.toBeNull());
      expect(audio.muted).toBe(false);
      // The same connection throughout.
      expect(fake.peers()).toHaveLength(1);
      expect(screen.getByTestId('call-timer')).toHaveTextContent(/^0:0\d$/);
    });

    it('in progress: running minutes and coins, mute, the low-balance warning, and End call asks first, then the summary', async () => {
      fake = installFakeWebRTC();
      const { state, calls } = serve(call(), {
        [`POST ${getPath}/end`]: () =>
          jsonResponse(200, {
            data: (state.session = call({
              status: 'COMPLETED',
              endReason: 'ENDED_BY_CUSTOMER',
              endedAt: ago(0),
              timeInMinutes: 2,
              coinsCharged: 8,
              walletBalance: 192,
            })),
          }),
      });
      renderSession();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'In session with Asha Rao' }),
      ).toBeInTheDocument();
      await connected();
      // 75 s after the start: two started minutes at 4 coins.
      expect(screen.getByTestId('call-timer')).toHaveTextContent(/^1:1[5-9]$/);
      expect(screen.getByText('8 coins')).toBeInTheDocument();
      expect(screen.getByText('2 min × 4 coins/min')).toBeInTheDocument();

      const user = userEvent.setup();
      const microphone = fake.microphones[0]!;
      const mute = screen.getByRole('button', { name: 'Mute' });
      await user.click(mute);
      expect(mute).toHaveAttribute('aria-pressed', 'true');
      expect(microphone.enabled).toBe(false);
      await user.click(mute);
      expect(microphone.enabled).toBe(true);

      expect(screen.queryByText(messages.sessions.lowBalance)).not.toBeInTheDocument();
      server.io.to(`user:${users.customer.id}`).emit(socketEvents.server.lowBalance, {
        sessionId: ids.session,
        runsOutAt: new Date(Date.now() + 50_000).toISOString(),
      });
      expect(await screen.findByText(messages.sessions.lowBalance)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'End call' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
      expect(within(dialog).getByText(/charged for 2 started minutes \(about 8 coins\)/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'End session' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Session complete' })).toBeInTheDocument();
      expect(callsTo(calls, 'POST', `${getPath}/end`)).toHaveLength(1);
      const summary = screen.getByText('Coins charged').closest('dl')!;
      expect(within(summary).getByText('8 coins')).toBeInTheDocument();
      expect(within(summary).getByText('You ended the session.')).toBeInTheDocument();
      // The microphone is off and the connection closed once the session is over.
      await waitFor(() => expect(microphone.readyState).toBe('ended'));
      expect(peer().closed).toBe(true);
      expect(screen.queryByTestId('call-audio')).not.toBeInTheDocument();
    });

    it("call-ended (the coins ran out): 'Call ended: Insufficient balance', then the summary that says so", async () => {
      fake = installFakeWebRTC();
      const { state } = serve(call());
      renderSession();
      await connected();
      state.session = call({
        status: 'COMPLETED',
        endReason: 'INSUFFICIENT_BALANCE',
        endedAt: ago(0),
        timeInMinutes: 2,
        coinsCharged: 8,
        walletBalance: 0,
      });
      server.endCall(ids.session, 'INSUFFICIENT_BALANCE');
      expect(await screen.findByText(t.callEnded('Insufficient balance'))).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Session complete' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Top up your wallet' })).toBeInTheDocument();
      expect(fake.microphones[0]!.readyState).toBe('ended');
    });

    it("the listener's socket goes: 'Listener disconnected'; their new page's offer gets a new connection", async () => {
      fake = installFakeWebRTC();
      serve(call());
      renderSession();
      const listener = await connected('500');
      const first = peer();
      listener.socket.disconnect();
      await statusIs(t.listenerDisconnected);

      const reopened = await listenerJoins();
      await reopened.offer('600');
      await waitFor(() => expect(reopened.answers).toHaveLength(1));
      expect(fake.peers()).toHaveLength(2);
      expect(first.closed).toBe(true);
      expect(sdpOrigin(reopened.answers[0]!)).toBe(peer().origin);
      expect(peer().tracks).toHaveLength(1);
      await statusIs(t.callDisconnected);
      act(() => peer().setConnectionState('connected'));
      await statusIs(t.callConnected);
    });

    it("one connection state (issue 23 §3): the listener lost with the countdown, back; this side's socket drops: Reconnecting… and what it means for billing", async () => {
      fake = installFakeWebRTC();
      serve(call());
      renderSession();
      const listener = await connected('500');
      await waitFor(() => expect(connectionState()).toHaveAttribute('data-connection-state', 'connected'));
      expect(connectionState()).toHaveTextContent(cs.connected);

      // The server says the listener's last socket went: since when, and when the session would end.
      listener.socket.disconnect();
      await waitFor(() => expect(connectionState()).toHaveAttribute('data-connection-state', 'peer-lost'));
      expect(connectionState()).toHaveTextContent(cs.peerLost(cs.yourListener));
      expect(connectionState()).toHaveTextContent(/The session ends in (1:00|0:5\d) unless they come back\./);
      expect(connectionState()).toHaveTextContent(cs.peerLostBilling);
      // The spec's status line stays as it was.
      await statusIs(t.listenerDisconnected);

      await listenerJoins();
      await waitFor(() => expect(connectionState()).toHaveAttribute('data-connection-state', 'connected'));
      expect(connectionState()).not.toHaveTextContent(cs.peerLost(cs.yourListener));

      // This side's own connection goes: the session, and its billing, run on meanwhile.
      server.pause();
      await waitFor(() => expect(connectionState()).toHaveTextContent(cs.reconnecting), { timeout: 5000 });
      expect(connectionState()).toHaveTextContent('The session continues; you are billed while it runs.');
      expect(connectionState()).toHaveTextContent(cs.reconnectingEnds(60));
      await server.resume();
      await waitFor(() => expect(connectionState()).toHaveAttribute('data-connection-state', 'connected'), {
        timeout: 10_000,
      });
      expect(connectionState()).toHaveTextContent(cs.connected);
    });

    it('an ICE restart offer from the same listener is answered on the same connection', async () => {
      fake = installFakeWebRTC();
      serve(call());
      renderSession();
      const listener = await connected('500');
      act(() => peer().setConnectionState('failed'));
      await statusIs(t.callDisconnected);
      await listener.offer('500', 'restarted');
      await waitFor(() => expect(listener.answers).toHaveLength(2));
      expect(fake.peers()).toHaveLength(1);
      expect(peer().remoteDescription?.sdp).toContain('a=ice-ufrag:restarted');
    });

    it('microphone denied: says so with what to do, and still answers to hear the listener', async () => {
      fake = installFakeWebRTC({ microphone: 'deny' });
      serve(call());
      renderSession();
      await statusIs(t.microphoneDenied);
      expect(screen.getByText(/allow the microphone for this site/)).toBeInTheDocument();
      await customerInRoom();
      const listener = await listenerJoins();
      await waitFor(() => expect(fake.peers()).toHaveLength(1));
      expect(peer().tracks).toHaveLength(0);
      await listener.offer('500');
      await waitFor(() => expect(listener.answers).toHaveLength(1));
      expect(status()).toHaveTextContent(t.microphoneDenied);
    });

    it('a chat session makes no call', async () => {
      fake = installFakeWebRTC();
      serve(call({ mode: 'CHAT' }));
      renderSession();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'In session with Asha Rao' }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('call-status')).not.toBeInTheDocument();
      expect(fake.getUserMedia).not.toHaveBeenCalled();
    });
  },
);
