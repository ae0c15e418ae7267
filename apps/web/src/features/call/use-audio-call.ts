import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { callsEndpoints, liveSessionMessages } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { AudioCall, type CallRole, type CallSnapshot } from '@/features/call/audio-call';

type Options = {
  sessionId: string;
  role: CallRole;
  /** The session is ACCEPTED or IN_PROGRESS and has not ended: be in the call. */
  active: boolean;
  /** The session is IN_PROGRESS: sound goes out (before that the call connects silently). */
  live: boolean;
  /** The server ended the call (`call-ended`), with its reason ('Insufficient balance'). */
  onEnded?: (reason: string) => void;
};

/**
 * Forcing the TURN relay, for tests of it: `?relay=1` in the page's address, or
 * `window.__callIceTransportPolicy = 'relay'` set before the app loads (Playwright's addInitScript;
 * it survives in-app navigation, the query does not). Anything else leaves the browser's default.
 */
export function iceTransportPolicyOverride(): RTCIceTransportPolicy | undefined {
  if (typeof window === 'undefined') return undefined;
  const flag = (window as { __callIceTransportPolicy?: unknown }).__callIceTransportPolicy;
  if (flag === 'relay' || flag === 'all') return flag;
  return new URLSearchParams(window.location.search).get('relay') === '1' ? 'relay' : undefined;
}

const openMicrophone = (): Promise<MediaStream> => {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  // No mediaDevices: an old browser, or a page not served over https (no secure context).
  if (!devices?.getUserMedia) return Promise.reject(new Error('getUserMedia is not available'));
  return devices.getUserMedia({ audio: true, video: false });
};

const idle: CallSnapshot = {
  phase: 'connecting',
  // Read while rendering instead (useAudioCall), in the language shown.
  status: '',
  endedReason: null,
  muted: false,
  remoteStream: null,
  audioBytesReceived: 0,
  connection: 'connecting',
  peer: null,
};
const subscribeNothing = () => () => undefined;
const idleSnapshot = () => idle;

export type AudioCallView = CallSnapshot & { setMuted: (muted: boolean) => void };

/**
 * The audio call of one session for the listener's call screen and the customer's session screen
 * (see AudioCall for the handshake and recovery). Joins the session's room on the one realtime
 * connection of this sign-in, asks for the microphone, and connects with the ICE servers of
 * GET /calls/ice-servers. Leaving the screen or the session ending closes the connection and stops
 * the microphone; the last state (the end reason) stays on screen.
 */
export function useAudioCall({ sessionId, role, active, live, onEnded }: Options): AudioCallView {
  const [call, setCall] = useState<AudioCall | null>(null);
  const latest = useRef({ onEnded, live });
  useEffect(() => {
    latest.current = { onEnded, live };
  });

  useEffect(() => {
    if (!active) return;
    let closed = false;
    let engine: AudioCall | undefined;
    import('@/lib/realtime')
      .then((realtime) => {
        if (closed) return;
        engine = new AudioCall(
          sessionId,
          role,
          {
            realtime,
            openMicrophone,
            loadIceServers: () =>
              callApi(callsEndpoints.iceServers, { query: { sessionId } }).then(
                (answer) => answer.data.iceServers,
              ),
            createPeerConnection: (config) => new RTCPeerConnection(config),
            iceTransportPolicy: iceTransportPolicyOverride(),
            log: (message, error) => console.warn(message, error ?? ''),
          },
          (reason) => latest.current.onEnded?.(reason),
        );
        engine.setLive(latest.current.live);
        engine.start();
        setCall(engine);
      })
      // Without realtime (the chunk failed to load) there is no call; the screen still shows the session.
      .catch(() => undefined);
    return () => {
      closed = true;
      engine?.close();
    };
  }, [active, sessionId, role]);

  useEffect(() => {
    call?.setLive(live);
  }, [call, live]);

  const snapshot = useSyncExternalStore(
    call?.subscribe ?? subscribeNothing,
    call?.getSnapshot ?? idleSnapshot,
    idleSnapshot,
  );
  return {
    ...snapshot,
    status: snapshot === idle ? liveSessionMessages.connecting : snapshot.status,
    setMuted: (muted: boolean) => call?.setMuted(muted),
  };
}
