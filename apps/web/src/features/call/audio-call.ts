import type { z } from 'zod';
import {
  addIceCandidatesSchema,
  connectedToRoomSchema,
  createAnswerSchema,
  createOfferSchema,
  englishMessage,
  liveSessionMessages,
  localizeText,
  participantDisconnectedSchema,
  participantJoinedSchema,
  socketAckSchema,
  socketEvents,
  type IceCandidate,
  type ParticipantRole,
  type PeerConnection,
} from '@app/contract';
import { otherPersonConnection, ownConnectionOf, type OwnConnection } from '@/lib/session-connection';

/** How long a join or an offer/answer waits for the server's acknowledgement. */
const ACK_TIMEOUT_MS = 10_000;
/** 'disconnected' often heals by itself within a second or two; after this the listener restarts ICE. */
export const RESTART_DELAY_MS = 1_500;
/** While the path stays down the listener restarts ICE again this often. */
export const RESTART_RETRY_MS = 5_000;
/** How often the inbound audio bytes are read from getStats(). */
const STATS_INTERVAL_MS = 1_000;
/** Candidates kept while no remote description is there to take them. */
const MAX_PENDING_CANDIDATES = 200;

const t = liveSessionMessages;
const s = socketEvents.server;
const c = socketEvents.client;

export type CallRole = ParticipantRole;

/** The one realtime connection of this sign-in (lib/realtime), as the call uses it. */
export type CallRealtime = {
  subscribe: (event: string, handler: (payload: unknown) => void) => () => void;
  emit: (event: string, payload: unknown) => boolean;
  emitWithAck: (event: string, payload: unknown, timeoutMs: number) => Promise<unknown>;
  watchConnection: (listener: (connected: boolean) => void) => () => void;
};

export type CallDeps = {
  realtime: CallRealtime;
  /** getUserMedia({ audio: true }). */
  openMicrophone: () => Promise<MediaStream>;
  /** GET /calls/ice-servers for this session. */
  loadIceServers: () => Promise<RTCIceServer[]>;
  createPeerConnection: (config: RTCConfiguration) => RTCPeerConnection;
  /** 'relay' forces the TURN relay (tests); the browser's default ('all') otherwise. */
  iceTransportPolicy?: RTCIceTransportPolicy;
  /** Told of what went wrong inside (a failed offer, a refused candidate); the call carries on. */
  log?: (message: string, error?: unknown) => void;
};

/** Where the call stands; `status` is the spec's text for it (§4 call status texts). */
export type CallPhase =
  | 'connecting'
  | 'socket-connected'
  | 'socket-disconnected'
  | 'call-connected'
  | 'call-disconnected'
  | 'other-disconnected'
  | 'microphone-denied'
  | 'microphone-unavailable'
  | 'unsupported'
  | 'ended';

export type CallSnapshot = {
  phase: CallPhase;
  status: string;
  /** The reason the server gave when the call ended (`call-ended`), else null. */
  endedReason: string | null;
  muted: boolean;
  /** The other person's audio, for an <audio autoplay> element. */
  remoteStream: MediaStream | null;
  /** Inbound audio bytes so far (getStats): above 0 once the other side's audio arrives. */
  audioBytesReceived: number;
  /** This side's socket, for the session's one connection state (issue 23 §3, ConnectionState). */
  connection: OwnConnection;
  /** The other person's connection as the server last said (`peer-connection`); null until it says. */
  peer: PeerConnection | null;
};

/** What keeps this side from taking part fully: no microphone (it still hears), or no WebRTC at all. */
type Problem = 'microphone-denied' | 'microphone-unavailable' | 'unsupported' | null;

const other = (role: CallRole): CallRole => (role === 'listener' ? 'customer' : 'listener');

/** The session id of an SDP's origin line (`o=- <id> <version> ...`): one per peer connection. */
export const sdpOrigin = (sdp: string): string | null => /^o=\S+ (\S+) /m.exec(sdp)?.[1] ?? null;

const errorName = (error: unknown): string =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';

const readCallEnded = (payload: unknown): { sessionId: string; reason: string } | null => {
  if (!payload || typeof payload !== 'object') return null;
  const { sessionId, reason } = payload as Record<string, unknown>;
  return typeof sessionId === 'string' && typeof reason === 'string' ? { sessionId, reason } : null;
};

/** What RTCIceCandidate.toJSON() gives, limited to the fields the server relays. */
const candidateJson = (candidate: RTCIceCandidate): IceCandidate => {
  const json = candidate.toJSON();
  return {
    candidate: json.candidate ?? '',
    sdpMid: json.sdpMid ?? null,
    sdpMLineIndex: json.sdpMLineIndex ?? null,
    usernameFragment: json.usernameFragment ?? null,
  };
};

/**
 * One side of an audio call of one session, over the realtime connection of this sign-in. Framework
 * free (the hook use-audio-call wraps it for React).
 *
 * The handshake does not depend on who arrives first: the listener offers whenever it (re)joins the
 * room and whenever the customer (re)joins (an offer sent while the customer is away reaches nobody,
 * and their arrival brings a new one); the customer answers every offer. Offers, answers and
 * candidates are applied one at a time, in the order they came; candidates that arrive before the
 * description they belong to wait for it.
 *
 * Recovery: when the media path drops ('disconnected' for a moment, or 'failed') the listener
 * restarts ICE (createOffer({ iceRestart: true })) and keeps trying every few seconds; the session
 * carries on meanwhile (the server ends it only after CALL_RECONNECT_GRACE_SECONDS without the other
 * person). A socket that reconnects joins the room again and the listener renegotiates. A page opened
 * again on the other side makes a new peer connection: its SDP carries a new origin id, and this side
 * then starts over with a fresh connection too.
 *
 * Before the session is started (ACCEPTED) the connection is made but no sound is sent: talking is
 * billed time, so the local track is enabled only while `live` (IN_PROGRESS) and not muted.
 *
 * Beside the spec's status line (`status`), the snapshot carries the session's one connection state
 * as the chat has it (issue 23 §3): this side's socket (`connection`) and the other person's
 * connection as the server says it (`peer`, from `peer-connection`), for ConnectionState.
 */
export class AudioCall {
  private snapshot: CallSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly cleanups: (() => void)[] = [];
  private closed = false;

  private pc: RTCPeerConnection | null = null;
  private localStream: MediaStream | null = null;
  private remoteStream: MediaStream | null = null;
  private iceServers: RTCIceServer[] = [];
  private problem: Problem = null;
  private ops: Promise<void> = Promise.resolve();
  private pendingCandidates: RTCIceCandidateInit[] = [];
  /** The customer's: an offer that came before the peer connection was ready. */
  private pendingOffer: string | null = null;
  /** The listener's: offer once the peer connection is ready. */
  private wantOffer = false;
  /** The other side's peer connection (its SDP origin id). */
  private remoteOrigin: string | null = null;

  private socketUp = false;
  private everUp = false;
  private inRoom = false;
  private otherGone = false;
  /** The other person's connection as the server last said (`peer-connection`), not the media path's. */
  private otherPerson: PeerConnection | null = null;
  private peerState: RTCPeerConnectionState = 'new';
  private everConnected = false;
  private endedReason: string | null = null;
  private muted = false;
  private live = false;
  private bytesReceived = 0;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private statsTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly sessionId: string,
    private readonly role: CallRole,
    private readonly deps: CallDeps,
    private readonly onEnded?: (reason: string) => void,
  ) {
    this.snapshot = this.compute();
  }

  // ---- for React (useSyncExternalStore) ----

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  // ---- controls ----

  /** Listens on the socket, joins the room, opens the microphone and the peer connection. */
  start(): void {
    this.listen();
    void this.prepareMedia();
  }

  /** Mutes or unmutes this side (the local track's enabled flag). */
  setMuted(muted: boolean): void {
    this.muted = muted;
    this.applyTrackState();
    this.publish();
  }

  /** The session runs (IN_PROGRESS): sound goes out (unless muted). */
  setLive(live: boolean): void {
    this.live = live;
    this.applyTrackState();
  }

  /** Leaves the call on this side: tracks stopped, connection closed, no more events. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.teardownMedia();
  }

  // ---- state ----

  private compute(): CallSnapshot {
    const [phase, status] = this.phaseAndStatus();
    return {
      phase,
      status,
      endedReason: this.endedReason,
      muted: this.muted,
      remoteStream: this.remoteStream,
      audioBytesReceived: this.bytesReceived,
      connection: ownConnectionOf(this.socketUp, this.everUp),
      peer: this.otherPerson,
    };
  }

  private phaseAndStatus(): [CallPhase, string] {
    if (this.endedReason !== null) return ['ended', this.endedReason];
    if (this.problem === 'unsupported') return ['unsupported', t.callsUnsupported];
    if (this.problem === 'microphone-denied') return ['microphone-denied', t.microphoneDenied];
    if (this.problem === 'microphone-unavailable') return ['microphone-unavailable', t.microphoneUnavailable];
    if (this.otherGone) {
      return [
        'other-disconnected',
        this.role === 'listener' ? t.customerDisconnected : t.listenerDisconnected,
      ];
    }
    if (this.peerState === 'connected') return ['call-connected', t.callConnected];
    if (this.everConnected) return ['call-disconnected', t.callDisconnected];
    if (!this.socketUp) {
      return this.everUp ? ['socket-disconnected', t.disconnectedFromSocket] : ['connecting', t.connecting];
    }
    return ['socket-connected', t.connectedToSocket];
  }

  private publish(): void {
    if (this.closed) return;
    this.snapshot = this.compute();
    for (const listener of this.listeners) listener();
  }

  private log(message: string, error?: unknown): void {
    this.deps.log?.(message, error);
  }

  /** Runs SDP and candidate work one step at a time, in arrival order. */
  private enqueue(step: () => Promise<void>): void {
    this.ops = this.ops
      .then(() => (this.closed ? undefined : step()))
      .catch((error: unknown) => this.log('call: signalling step failed', error));
  }

  // ---- socket ----

  private listen(): void {
    const { realtime } = this.deps;
    const forThisSession =
      <T extends { sessionId: string }>(schema: z.ZodType<T>, handler: (payload: T) => void) =>
      (payload: unknown) => {
        const parsed = schema.safeParse(payload);
        if (parsed.success && parsed.data.sessionId === this.sessionId && !this.closed) handler(parsed.data);
      };
    const isListener = this.role === 'listener';

    const subscriptions: [string, (payload: unknown) => void][] = [
      [s.connectedToRoom, forThisSession(connectedToRoomSchema, () => this.entered())],
      [
        isListener ? s.customerJoined : s.listenerJoined,
        forThisSession(participantJoinedSchema, () => {
          this.otherGone = false;
          this.publish();
          this.negotiate('other-joined');
        }),
      ],
      [
        s.participantDisconnected,
        forThisSession(participantDisconnectedSchema, ({ role }) => {
          if (role !== other(this.role)) return;
          this.otherGone = true;
          this.publish();
        }),
      ],
      [
        s.peerConnection,
        (payload) => {
          const peer = otherPersonConnection(payload, this.sessionId, this.role);
          if (peer && !this.closed) {
            this.otherPerson = peer;
            this.publish();
          }
        },
      ],
      [
        s.callEnded,
        (payload) => {
          const ended = readCallEnded(payload);
          if (ended?.sessionId === this.sessionId && !this.closed) this.end(ended.reason);
        },
      ],
    ];
    if (isListener) {
      subscriptions.push([
        s.answer,
        forThisSession(createAnswerSchema, ({ answer }) => this.enqueue(() => this.acceptAnswer(answer.sdp))),
      ]);
    } else {
      subscriptions.push([
        s.offer,
        forThisSession(createOfferSchema, ({ offer }) => {
          // An offer means the listener is there.
          if (this.otherGone) {
            this.otherGone = false;
            this.publish();
          }
          this.enqueue(() => this.acceptOffer(offer.sdp));
        }),
      ]);
    }
    subscriptions.push([
      s.iceCandidate,
      forThisSession(addIceCandidatesSchema, ({ candidate }) =>
        this.enqueue(() => this.addRemoteCandidate(candidate)),
      ),
    ]);
    for (const [event, handler] of subscriptions) this.cleanups.push(realtime.subscribe(event, handler));

    this.cleanups.push(
      realtime.watchConnection((up) => {
        if (this.closed) return;
        if (up && !this.socketUp) {
          this.everUp = true;
          this.socketUp = true;
          this.publish();
          void this.join();
          return;
        }
        if (!up && this.socketUp) {
          // The room is lost with the connection: joined again on the next connect.
          this.socketUp = false;
          this.inRoom = false;
          this.publish();
        }
      }),
    );
  }

  private async join(): Promise<void> {
    const event = this.role === 'listener' ? c.joinAsListener : c.joinAsCustomer;
    try {
      const answer = await this.deps.realtime.emitWithAck(
        event,
        { sessionId: this.sessionId },
        ACK_TIMEOUT_MS,
      );
      const ack = socketAckSchema.safeParse(answer);
      if (ack.success && ack.data.ok) this.entered();
    } catch {
      // Down or unanswered: the next connect joins again.
    }
  }

  /** In the session's room (again): the listener offers (the customer may be there already). */
  private entered(): void {
    if (this.inRoom || this.closed) return;
    this.inRoom = true;
    this.negotiate('joined');
  }

  /** Sends an offer or answer and joins again if the server says this socket is not in the room. */
  private signal(event: string, payload: unknown): void {
    this.deps.realtime.emitWithAck(event, payload, ACK_TIMEOUT_MS).then(
      (answer) => {
        const ack = socketAckSchema.safeParse(answer);
        if (ack.success && !ack.data.ok) {
          this.log(`call: ${event} refused: ${ack.data.message}`);
          // The socket answers in English; this tab may show another language.
          const notJoined = englishMessage('calls.notJoined');
          if (
            (ack.data.message === notJoined || ack.data.message === localizeText(String(notJoined))) &&
            this.socketUp
          ) {
            this.inRoom = false;
            void this.join();
          }
        }
      },
      // Down or unanswered: the reconnect renegotiates.
      () => undefined,
    );
  }

  private end(serverReason: string): void {
    // The server's reason is English ('Insufficient balance'): shown in the language of the moment.
    const reason = localizeText(serverReason);
    this.endedReason = reason;
    this.teardownMedia();
    this.publish();
    this.onEnded?.(reason);
  }

  // ---- media ----

  private async prepareMedia(): Promise<void> {
    const [stream, servers] = await Promise.all([this.openMicrophone(), this.loadIceServers()]);
    if (this.closed || this.endedReason !== null) {
      for (const track of stream?.getTracks() ?? []) track.stop();
      return;
    }
    this.localStream = stream;
    this.iceServers = servers;
    this.applyTrackState();
    try {
      this.createPeer();
    } catch (error) {
      this.log('call: no peer connection', error);
      this.problem = 'unsupported';
      this.teardownMedia();
      this.publish();
      return;
    }
    if (this.role === 'listener' && this.wantOffer) {
      this.wantOffer = false;
      this.negotiate('joined');
    }
    const offer = this.pendingOffer;
    if (offer !== null) {
      this.pendingOffer = null;
      this.enqueue(() => this.acceptOffer(offer));
    }
  }

  private async openMicrophone(): Promise<MediaStream | null> {
    try {
      return await this.deps.openMicrophone();
    } catch (error) {
      const name = errorName(error);
      this.problem =
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'microphone-denied'
          : 'microphone-unavailable';
      this.publish();
      // The call still connects: this person hears the other one.
      return null;
    }
  }

  private async loadIceServers(): Promise<RTCIceServer[]> {
    try {
      return await this.deps.loadIceServers();
    } catch (error) {
      // Without them two people on one network still connect directly.
      this.log('call: ICE servers could not be loaded', error);
      return [];
    }
  }

  private applyTrackState(): void {
    for (const track of this.localStream?.getAudioTracks() ?? []) track.enabled = this.live && !this.muted;
  }

  private createPeer(): RTCPeerConnection {
    this.closePeer();
    const config: RTCConfiguration = { iceServers: this.iceServers };
    if (this.deps.iceTransportPolicy) config.iceTransportPolicy = this.deps.iceTransportPolicy;
    const pc = this.deps.createPeerConnection(config);
    this.pc = pc;
    this.remoteOrigin = null;
    this.pendingCandidates = [];
    this.peerState = 'new';
    if (this.localStream) {
      for (const track of this.localStream.getAudioTracks()) pc.addTrack(track, this.localStream);
    } else if (this.role === 'listener') {
      // No microphone: still offer audio, to hear the customer.
      pc.addTransceiver('audio', { direction: 'recvonly' });
    }
    pc.onicecandidate = (event) => {
      if (pc !== this.pc || !event.candidate) return;
      this.deps.realtime.emit(c.addIceCandidates, {
        sessionId: this.sessionId,
        candidate: candidateJson(event.candidate),
      });
    };
    pc.ontrack = (event) => {
      if (pc !== this.pc) return;
      this.remoteStream =
        event.streams[0] ?? (typeof MediaStream === 'undefined' ? null : new MediaStream([event.track]));
      this.publish();
    };
    pc.onconnectionstatechange = () => {
      if (pc === this.pc) this.peerStateChanged(pc.connectionState);
    };
    this.startStats(pc);
    this.publish();
    return pc;
  }

  private closePeer(): void {
    const pc = this.pc;
    if (!pc) return;
    this.pc = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
    clearInterval(this.statsTimer);
    this.statsTimer = undefined;
  }

  private teardownMedia(): void {
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    this.closePeer();
    for (const track of this.localStream?.getTracks() ?? []) track.stop();
    this.localStream = null;
    this.remoteStream = null;
    this.pendingCandidates = [];
    this.pendingOffer = null;
  }

  private peerStateChanged(state: RTCPeerConnectionState): void {
    this.peerState = state;
    if (state === 'connected') {
      this.everConnected = true;
      this.otherGone = false;
      clearTimeout(this.restartTimer);
      this.restartTimer = undefined;
    } else if (this.role === 'listener' && (state === 'disconnected' || state === 'failed')) {
      this.scheduleRestart(state === 'failed' ? 0 : RESTART_DELAY_MS);
    }
    this.publish();
  }

  /** The listener restarts ICE while the path stays down (and the customer is there to answer). */
  private scheduleRestart(delayMs: number): void {
    if (this.restartTimer !== undefined || this.closed) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      const state = this.pc?.connectionState;
      if (!this.pc || state === 'connected' || state === 'closed') return;
      if (!this.otherGone) this.negotiate('restart');
      this.scheduleRestart(RESTART_RETRY_MS);
    }, delayMs);
  }

  private startStats(pc: RTCPeerConnection): void {
    clearInterval(this.statsTimer);
    this.statsTimer = setInterval(() => {
      if (pc !== this.pc || pc.connectionState !== 'connected') return;
      pc.getStats().then(
        (report) => {
          let bytes = 0;
          report.forEach((stat: { type?: string; kind?: string; bytesReceived?: number }) => {
            if (stat.type === 'inbound-rtp' && stat.kind === 'audio') bytes += stat.bytesReceived ?? 0;
          });
          if (bytes !== this.bytesReceived && pc === this.pc) {
            this.bytesReceived = bytes;
            this.publish();
          }
        },
        () => undefined,
      );
    }, STATS_INTERVAL_MS);
  }

  // ---- negotiation ----

  /** The listener (re)offers: on joining, when the customer joins, and to restart ICE. */
  private negotiate(reason: 'joined' | 'other-joined' | 'restart'): void {
    if (this.role !== 'listener' || this.closed || this.endedReason !== null) return;
    if (!this.pc) {
      this.wantOffer = true;
      return;
    }
    if (!this.inRoom) return; // The next join offers.
    this.enqueue(() => this.offer(reason === 'restart'));
  }

  private async offer(forceRestart: boolean): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    // A path that worked and is down now (or never came up after an answer) needs new candidates.
    const restart = forceRestart || (pc.remoteDescription !== null && pc.connectionState !== 'connected');
    if (pc.signalingState === 'have-local-offer') {
      // The offer out there is still the current one: send it again (the customer may have missed it).
      if (!restart) return this.sendOffer(pc);
      await pc.setLocalDescription({ type: 'rollback' });
    }
    const offer = await pc.createOffer({ iceRestart: restart });
    if (pc !== this.pc) return;
    await pc.setLocalDescription(offer);
    this.sendOffer(pc);
  }

  private sendOffer(pc: RTCPeerConnection): void {
    // The local description carries every candidate gathered so far, the rest trickle after it.
    const sdp = pc.localDescription?.sdp;
    if (!sdp || pc !== this.pc) return;
    this.signal(c.createOffer, { sessionId: this.sessionId, offer: { type: 'offer', sdp } });
  }

  /** The listener takes the customer's answer to its current offer. */
  private async acceptAnswer(sdp: string): Promise<void> {
    const pc = this.pc;
    // No offer waiting for it: an answer to an offer that was replaced.
    if (!pc || pc.signalingState !== 'have-local-offer') return;
    const origin = sdpOrigin(sdp);
    if (this.remoteOrigin !== null && origin !== null && origin !== this.remoteOrigin) {
      // The customer opened the call again (a new page): a new connection for the new one.
      this.createPeer();
      return this.offer(false);
    }
    try {
      await pc.setRemoteDescription({ type: 'answer', sdp });
    } catch (error) {
      this.log('call: answer not applied, starting over', error);
      this.createPeer();
      return this.offer(false);
    }
    this.remoteOrigin = origin;
    await this.flushCandidates(pc);
  }

  /** The customer answers each offer (a new peer connection when the listener's page is new). */
  private async acceptOffer(sdp: string): Promise<void> {
    if (!this.pc) {
      this.pendingOffer = sdp;
      return;
    }
    const origin = sdpOrigin(sdp);
    let pc = this.pc;
    if (this.remoteOrigin !== null && origin !== null && origin !== this.remoteOrigin) pc = this.createPeer();
    try {
      await this.answer(pc, sdp);
    } catch (error) {
      this.log('call: offer not applied, starting over', error);
      pc = this.createPeer();
      await this.answer(pc, sdp);
    }
    this.remoteOrigin = origin;
  }

  private async answer(pc: RTCPeerConnection, sdp: string): Promise<void> {
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await this.flushCandidates(pc);
    const answer = await pc.createAnswer();
    if (pc !== this.pc) return;
    await pc.setLocalDescription(answer);
    const local = pc.localDescription?.sdp;
    if (!local) return;
    this.signal(c.createAnswer, { sessionId: this.sessionId, answer: { type: 'answer', sdp: local } });
  }

  private async addRemoteCandidate(candidate: IceCandidate): Promise<void> {
    const pc = this.pc;
    if (!pc?.remoteDescription) {
      if (this.pendingCandidates.length < MAX_PENDING_CANDIDATES) this.pendingCandidates.push(candidate);
      return;
    }
    await this.addCandidate(pc, candidate);
  }

  private async flushCandidates(pc: RTCPeerConnection): Promise<void> {
    const waiting = this.pendingCandidates.splice(0);
    for (const candidate of waiting) await this.addCandidate(pc, candidate);
  }

  private async addCandidate(pc: RTCPeerConnection, candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await pc.addIceCandidate(candidate);
    } catch {
      // One of an earlier negotiation (another ufrag): nothing to do with it.
    }
  }
}
