// For the call screens' tests: happy-dom (like jsdom) has no WebRTC and no microphone, so the tests put
// in this minimal stand-in for the browser's RTCPeerConnection and getUserMedia. It keeps the
// signalling state machine the browser enforces (which description may be set in which state,
// rollback, candidates only after a remote description), makes SDP with an origin id per connection
// and a new ICE ufrag on every ICE restart, and trickles two host candidates after each local
// description. The media path itself (connected, failed, audio bytes) is what the test says it is.
// Everything else in a call test is real: the screens, the hook, socket.io client and server.
import { vi } from 'vitest';

export class FakeTrack {
  readonly kind = 'audio';
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  stop() {
    this.readyState = 'ended';
  }
}

/** The other side's audio: happy-dom's MediaStream (an <audio> element takes only that). */
const streamOf = (track: FakeTrack) => new MediaStream([track as unknown as MediaStreamTrack]);

/** A microphone's stream (happy-dom's MediaStream has no getTracks()). */
const microphoneOf = (track: FakeTrack) => ({ getTracks: () => [track], getAudioTracks: () => [track] });

type Description = { type: 'offer' | 'answer' | 'rollback'; sdp?: string };
type CandidateInit = { candidate?: string; sdpMid?: string | null; usernameFragment?: string | null };

const invalidState = (what: string) => new DOMException(what, 'InvalidStateError');

let origins = 1000;

export class FakePeerConnection {
  static created: FakePeerConnection[] = [];

  readonly origin = String((origins += 1));
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: { streams: MediaStream[]; track: FakeTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  /** What the test can look at. */
  readonly tracks: FakeTrack[] = [];
  readonly transceivers: { kind: string; direction: string }[] = [];
  readonly offers: { iceRestart: boolean }[] = [];
  readonly addedCandidates: CandidateInit[] = [];
  bytesReceived = 0;
  closed = false;

  private version = 0;
  private ufrag = '';
  private ufragCount = 0;
  private stableLocal: { type: string; sdp: string } | null = null;

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.created.push(this);
  }

  addTrack(track: FakeTrack) {
    this.tracks.push(track);
    return {};
  }

  addTransceiver(kind: string, init: { direction: string }) {
    this.transceivers.push({ kind, direction: init.direction });
    return {};
  }

  private sdp(type: string, iceRestart = false) {
    if (!this.ufrag || iceRestart) {
      this.ufragCount += 1;
      this.ufrag = `u${this.origin}x${this.ufragCount}`;
    }
    this.version += 1;
    return `v=0\r\no=- ${this.origin} ${this.version} IN IP4 127.0.0.1\r\ns=-\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=${type}\r\na=ice-ufrag:${this.ufrag}\r\n`;
  }

  createOffer(options: { iceRestart?: boolean } = {}) {
    if (this.closed) return Promise.reject(invalidState('closed'));
    const iceRestart = options.iceRestart ?? false;
    this.offers.push({ iceRestart });
    return Promise.resolve({ type: 'offer' as const, sdp: this.sdp('offer', iceRestart) });
  }

  createAnswer() {
    if (this.signalingState !== 'have-remote-offer') return Promise.reject(invalidState('no offer'));
    return Promise.resolve({ type: 'answer' as const, sdp: this.sdp('answer') });
  }

  setLocalDescription(description: Description) {
    if (this.closed) return Promise.reject(invalidState('closed'));
    if (description.type === 'rollback') {
      if (this.signalingState === 'stable') return Promise.reject(invalidState('nothing to roll back'));
      this.signalingState = 'stable';
      this.localDescription = this.stableLocal;
      return Promise.resolve();
    }
    const sdp = description.sdp ?? '';
    if (description.type === 'offer') {
      if (this.signalingState !== 'stable' && this.signalingState !== 'have-local-offer') {
        return Promise.reject(invalidState(`offer in ${this.signalingState}`));
      }
      this.signalingState = 'have-local-offer';
    } else {
      if (this.signalingState !== 'have-remote-offer') {
        return Promise.reject(invalidState(`answer in ${this.signalingState}`));
      }
      this.signalingState = 'stable';
      this.stableLocal = { type: 'answer', sdp };
    }
    this.localDescription = { type: description.type, sdp };
    this.trickle();
    return Promise.resolve();
  }

  setRemoteDescription(description: Description) {
    if (this.closed) return Promise.reject(invalidState('closed'));
    const sdp = description.sdp ?? '';
    if (description.type === 'offer') {
      if (this.signalingState !== 'stable' && this.signalingState !== 'have-remote-offer') {
        return Promise.reject(invalidState(`remote offer in ${this.signalingState}`));
      }
      this.signalingState = 'have-remote-offer';
    } else if (description.type === 'answer') {
      if (this.signalingState !== 'have-local-offer') {
        return Promise.reject(invalidState(`remote answer in ${this.signalingState}`));
      }
      this.signalingState = 'stable';
      this.stableLocal = this.localDescription;
    } else {
      return Promise.reject(invalidState('remote rollback is not used'));
    }
    this.remoteDescription = { type: description.type, sdp };
    return Promise.resolve();
  }

  addIceCandidate(candidate: CandidateInit) {
    if (!this.remoteDescription) return Promise.reject(invalidState('no remote description'));
    this.addedCandidates.push(candidate);
    return Promise.resolve();
  }

  getStats() {
    const report = new Map<string, object>([
      ['in', { type: 'inbound-rtp', kind: 'audio', bytesReceived: this.bytesReceived }],
    ]);
    return Promise.resolve(report);
  }

  close() {
    this.closed = true;
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  /** Two host candidates of the current ufrag, a moment after each local description. */
  private trickle() {
    const usernameFragment = this.ufrag;
    setTimeout(() => {
      for (const port of [50_000, 50_001]) {
        if (this.closed) return;
        const json = {
          candidate: `candidate:${port} 1 udp 2122260223 127.0.0.1 ${port} typ host`,
          sdpMid: '0',
          sdpMLineIndex: 0,
          usernameFragment,
        };
        // As in the browser, the local description also carries the candidates gathered so far.
        if (this.localDescription) {
          this.localDescription = {
            ...this.localDescription,
            sdp: `${this.localDescription.sdp}a=${json.candidate}\r\n`,
          };
        }
        this.onicecandidate?.({ candidate: { toJSON: () => json } });
      }
    }, 0);
  }

  // ---- what the test makes the network do ----

  setConnectionState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }

  /** The other side's audio arrives. */
  receiveAudio() {
    const track = new FakeTrack();
    this.ontrack?.({ streams: [streamOf(track)], track });
  }
}

type Microphone = 'allow' | 'deny' | 'missing';

/**
 * Puts the stand-ins in place for one test (RTCPeerConnection as a global, navigator.mediaDevices).
 * Answers what the test looks at and `restore` for afterEach.
 */
export function installFakeWebRTC({ microphone = 'allow' }: { microphone?: Microphone } = {}) {
  FakePeerConnection.created = [];
  /** The microphones opened, each with its one track. */
  const microphones: FakeTrack[] = [];
  const getUserMedia = vi.fn(() => {
    if (microphone === 'deny') {
      return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    }
    if (microphone === 'missing') {
      return Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
    }
    const track = new FakeTrack();
    microphones.push(track);
    return Promise.resolve(microphoneOf(track));
  });
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  const previous = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return {
    getUserMedia,
    microphones,
    peers: () => FakePeerConnection.created,
    /** The peer connection in use now (the newest). */
    peer: () => FakePeerConnection.created.at(-1),
    restore() {
      if (previous) Object.defineProperty(navigator, 'mediaDevices', previous);
      else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    },
  };
}
