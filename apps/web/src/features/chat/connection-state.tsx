import { useNow } from '@/hooks/use-now';
import { formatClock, secondsUntil } from '@/lib/clock-format';
import { LoaderCircleIcon, UnplugIcon, WifiIcon } from 'lucide-react';
import {
  connectionMessages,
  type ParticipantRole,
  type PeerConnection,
  type SessionMode,
  RECONNECT_GRACE_SECONDS,
} from '@app/contract';
import { cn } from '@/lib/utils';
import type { OwnConnection } from '@/lib/session-connection';

const t = connectionMessages;

/** What the strip says, worst first: this side down, then the other person gone, then waiting. */
type ConnectionKind = 'connecting' | 'reconnecting' | 'peer-lost' | 'peer-waiting' | 'connected';

const connectionKindOf = (own: OwnConnection, peer: PeerConnection | null): ConnectionKind => {
  if (own !== 'connected') return own;
  if (peer?.state === 'lost') return 'peer-lost';
  if (peer?.state === 'waiting') return 'peer-waiting';
  return 'connected';
};

/** m:ss from `now` to `endsAt`, never more than the grace (a clock a tick behind). */
const countdownOf = (endsAt: string, now: number, graceSeconds: number) => {
  const seconds = Math.min(graceSeconds, secondsUntil(now, endsAt));
  return { seconds, clock: formatClock(seconds) };
};

type Props = {
  /** Whose screen this is. */
  viewer: ParticipantRole;
  mode: SessionMode;
  /** The session is IN_PROGRESS (billed): the customer's reconnecting says what that means. */
  running: boolean;
  /** This side's own connection (useChatRoom's or useAudioCall's `connection`). */
  own: OwnConnection;
  /** The other person's, as the server last said (useChatRoom's or useAudioCall's `peer`). */
  peer: PeerConnection | null;
  className?: string;
};

/**
 * The one connection state every session screen shows, chat and call (issue 23 §3): Connected;
 * Reconnecting… with what it means (the session and, for the customer, its billing run on; it ends
 * after the mode's grace); the other person lost connection, with the time left before the session
 * ends and where billing stops; or waiting for them to join. Announced politely to screen readers as it changes.
 */
export function ConnectionState({ viewer, mode, running, own, peer, className }: Props) {
  const kind = connectionKindOf(own, peer);
  const now = useNow(kind === 'peer-lost');
  const graceSeconds = RECONNECT_GRACE_SECONDS[mode];

  let title: string;
  let details: string[] = [];
  /** The time left, ticking: shown, but not announced every second. */
  let countdown: string | null = null;
  if (kind === 'connecting') {
    title = t.connecting;
  } else if (kind === 'reconnecting') {
    title = t.reconnecting;
    details = [
      viewer === 'customer' && running ? t.reconnectingCustomer : t.reconnectingListener,
      t.reconnectingEnds(graceSeconds),
    ];
  } else if (kind === 'peer-lost') {
    title = t.peerLost(viewer === 'listener' ? t.customer : t.yourListener);
    const left = peer?.endsAt ? countdownOf(peer.endsAt, now, graceSeconds) : null;
    countdown = left && left.seconds > 0 ? t.peerEndsIn(left.clock) : t.peerEnding;
    details = running ? [t.peerLostBilling] : [];
  } else if (kind === 'peer-waiting') {
    title = viewer === 'listener' ? t.waitingForCustomer : t.waitingForListener;
  } else {
    title = t.connected;
  }

  const trouble = kind === 'reconnecting' || kind === 'peer-lost';
  const Icon =
    kind === 'connecting' || kind === 'reconnecting' ? LoaderCircleIcon : trouble ? UnplugIcon : WifiIcon;
  return (
    <div
      role="status"
      data-connection-state={kind}
      className={cn(
        'flex items-start gap-2 px-4 text-sm',
        trouble ? 'border-y border-warning/40 bg-warning/10 py-2.5' : 'py-1.5 text-muted-foreground',
        className,
      )}
    >
      {kind === 'connected' ? (
        <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-success" />
      ) : (
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-4 shrink-0',
            trouble && 'text-warning',
            (kind === 'connecting' || kind === 'reconnecting') && 'animate-spin motion-reduce:animate-none',
          )}
        />
      )}
      <div className="grid min-w-0 gap-0.5">
        <p className={cn(trouble && 'font-semibold text-foreground', kind === 'connected' && 'text-success')}>
          {title}
        </p>
        {countdown && (
          <p aria-live="off" className="font-medium text-foreground tabular-nums">
            {countdown}
          </p>
        )}
        {details.map((line) => (
          <p key={line} className="text-foreground/80">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
