// A look inside a page's audio call, for the call tests and the call bench. The app makes its peer
// connections with `new RTCPeerConnection(config)`; installPeerProbe (run in the page before the app,
// via addInitScript / evaluateOnNewDocument) swaps in a subclass of the browser's own RTCPeerConnection
// that behaves exactly the same and only takes notes: every connection, its configuration, when it
// created an offer, applied the other side's description and reached 'connected' (wall-clock ms, so
// times of two pages compare). readPeerStats reads the newest connection's getStats(): the candidate
// pair in use, the inbound audio and the local microphone track.

/** What the probe keeps for one peer connection. */
type PeerNote = {
  pc: RTCPeerConnection;
  config: RTCConfiguration | undefined;
  createdAt: number;
  offersAt: number[];
  remoteDescriptionAt: number[];
  connectedAt: number | null;
};

type ProbeWindow = Window & typeof globalThis & { __e2ePeers?: PeerNote[] };

/** Runs in the page: records every RTCPeerConnection the app makes. Idempotent. */
export function installPeerProbe(): void {
  const w = window as ProbeWindow;
  if (w.__e2ePeers || typeof w.RTCPeerConnection !== 'function') return;
  const notes: PeerNote[] = [];
  w.__e2ePeers = notes;
  const Native = w.RTCPeerConnection;
  const now = () => performance.timeOrigin + performance.now();
  const noteOf = (pc: RTCPeerConnection) => notes.find((note) => note.pc === pc);

  class ProbedPeerConnection extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      const note: PeerNote = {
        pc: this,
        config,
        createdAt: now(),
        offersAt: [],
        remoteDescriptionAt: [],
        connectedAt: null,
      };
      notes.push(note);
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected' && note.connectedAt === null) note.connectedAt = now();
      });
    }
  }
  type Method = (this: RTCPeerConnection, ...args: unknown[]) => unknown;
  type Methods = Record<'createOffer' | 'setRemoteDescription', Method>;
  const { createOffer: nativeCreateOffer, setRemoteDescription: nativeSetRemoteDescription } =
    Native.prototype as unknown as Methods;
  const proto = ProbedPeerConnection.prototype as unknown as Methods;
  proto.createOffer = function (...args) {
    noteOf(this)?.offersAt.push(now());
    return nativeCreateOffer.apply(this, args);
  };
  proto.setRemoteDescription = function (...args) {
    noteOf(this)?.remoteDescriptionAt.push(now());
    return nativeSetRemoteDescription.apply(this, args);
  };
  w.RTCPeerConnection = ProbedPeerConnection;
}

export type PeerTimes = {
  peers: number;
  createdAt: number;
  offersAt: number[];
  remoteDescriptionAt: number[];
  connectedAt: number | null;
  iceServers: RTCIceServer[];
  iceTransportPolicy: RTCIceTransportPolicy | null;
};

/** Runs in the page: the newest peer connection's notes, or null before there is one. */
export function readPeerTimes(): PeerTimes | null {
  const notes = (window as ProbeWindow).__e2ePeers ?? [];
  const note = notes[notes.length - 1];
  if (!note) return null;
  return {
    peers: notes.length,
    createdAt: note.createdAt,
    offersAt: note.offersAt,
    remoteDescriptionAt: note.remoteDescriptionAt,
    connectedAt: note.connectedAt,
    iceServers: note.config?.iceServers ?? [],
    iceTransportPolicy: note.config?.iceTransportPolicy ?? null,
  };
}

export type PeerStats = {
  connectionState: RTCPeerConnectionState;
  /** The candidate pair in use: 'host', 'srflx', 'prflx' or 'relay' on each end. */
  localCandidateType: string | null;
  remoteCandidateType: string | null;
  /** Inbound audio (the other person's). */
  bytesReceived: number;
  packetsReceived: number;
  /** Grows while sound (not silence) arrives. */
  totalAudioEnergy: number;
  /** This side's microphone track as sent, null without one. */
  micEnabled: boolean | null;
};

/** Runs in the page: getStats() of the newest open peer connection, or null before there is one. */
export async function readPeerStats(): Promise<PeerStats | null> {
  const notes = (window as ProbeWindow).__e2ePeers ?? [];
  const note = [...notes].reverse().find((candidate) => candidate.pc.connectionState !== 'closed');
  if (!note) return null;
  const { pc } = note;
  const report = await pc.getStats();
  type Stat = Record<string, unknown> & { id: string; type: string };
  const stats: Stat[] = [];
  report.forEach((stat: Stat) => stats.push(stat));
  const byId = new Map(stats.map((stat) => [stat.id, stat]));
  const transport = stats.find((stat) => stat.type === 'transport' && stat.selectedCandidatePairId);
  const pair =
    (transport ? byId.get(String(transport.selectedCandidatePairId)) : undefined) ??
    stats.find(
      (stat) => stat.type === 'candidate-pair' && stat.nominated === true && stat.state === 'succeeded',
    );
  const candidateType = (id: unknown) => {
    const candidate = typeof id === 'string' ? byId.get(id) : undefined;
    return candidate ? String(candidate.candidateType) : null;
  };
  const inbound = stats.filter((stat) => stat.type === 'inbound-rtp' && stat.kind === 'audio');
  const sum = (field: string) => inbound.reduce((total, stat) => total + Number(stat[field] ?? 0), 0);
  const track = pc.getSenders().find((sender) => sender.track?.kind === 'audio')?.track ?? null;
  return {
    connectionState: pc.connectionState,
    localCandidateType: candidateType(pair?.localCandidateId),
    remoteCandidateType: candidateType(pair?.remoteCandidateId),
    bytesReceived: sum('bytesReceived'),
    packetsReceived: sum('packetsReceived'),
    totalAudioEnergy: sum('totalAudioEnergy'),
    micEnabled: track ? track.enabled : null,
  };
}
