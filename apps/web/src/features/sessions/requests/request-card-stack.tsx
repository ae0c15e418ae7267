import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CheckIcon, HeadphonesIcon, InfoIcon, MessageSquareIcon, XIcon } from 'lucide-react';
import {
  liveSessionMessages,
  requestCardMessages,
  routes,
  sessionScreensMessages,
  sessionsMessages,
  type ListenerSession,
} from '@app/contract';
import { BusyButton } from '@/components/ui/busy-button';
import { useWaitingRequests } from '@/features/sessions/api/listener-session-lists';
import { useSessionAction } from '@/features/sessions/api/session-request-actions';
import { MoodBadge } from '@/features/sessions/components/mood-badge';
import { formatClock, secondsUntil } from '@/lib/clock-format';
import { useTick } from '@/hooks/use-now';
import { listenerSessionPath } from '@/features/sessions/session-path';
import { useRequestInbox } from '@/features/sessions/requests/request-inbox';
import { useInFlight } from '@/hooks/use-in-flight';
import { useSessionUpdates } from '@/hooks/use-session-events';
import { useRequestSoundMuted } from '@/hooks/use-session-request-push';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { playChime } from '@/lib/chime';
import { cn } from '@/lib/utils';
import { useWaitingRequestsStore } from '@/stores/waiting-requests-store';

const t = requestCardMessages;

/** How long a card that went away unanswered stays, saying why. */
export const GONE_CARD_MS = 4000;
/** The chime rings again this often while any request waits (the header's bell silences it). */
const CHIME_REPEAT_MS = 10_000;
/** Cards shown at once; the rest are counted under them, with a way to Requests. */
const VISIBLE_CARDS = 3;
/**
 * A pushed request missing from a list fetched this long after the push has gone (its news missed this
 * tab). The margin covers a poll already under way when the push came.
 */
const STALE_LIST_MARGIN_MS = 3000;

/** A card that is over: answered here (no reason, gone at once) or gone elsewhere (shown with why). */
type Done = { session: ListenerSession; reason: string | null; at: number };

const customerName = (session: ListenerSession) =>
  session.customer.name || liveSessionMessages.customerFallback;

function RequestCard({
  session,
  now,
  reason,
  busy,
  onAccept,
  onDecline,
}: {
  session: ListenerSession;
  now: number;
  /** Why the card is going away; the buttons give way to it. */
  reason: string | null;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const headingId = useId();
  const name = customerName(session);
  const left = secondsUntil(now, session.expiresAt);
  const total = Math.max(1, secondsUntil(Date.parse(session.requestedAt), session.expiresAt));
  const ModeIcon = session.mode === 'AUDIO' ? HeadphonesIcon : MessageSquareIcon;
  const urgent = left <= 15;
  return (
    <section
      aria-labelledby={headingId}
      data-request-id={session.id}
      className={cn(
        'pointer-events-auto grid min-w-0 grid-cols-1 gap-3 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <ModeIcon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="line-clamp-2 text-sm font-semibold break-words">
            {t.heading(name, session.mode)}
          </h2>
          <ul className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <li>{session.language}</li>
            <li>
              <MoodBadge mood={session.userMood} />
            </li>
            <li className="tabular-nums">{sessionScreensMessages.coinsPerMinute(session.coinsPerMinute)}</li>
          </ul>
        </div>
        {!reason && (
          <span
            role="timer"
            aria-label={t.timeLeftLabel(left)}
            className={cn(
              'shrink-0 font-mono text-lg font-semibold tabular-nums',
              urgent ? 'text-destructive' : 'text-foreground',
            )}
          >
            {formatClock(left)}
          </span>
        )}
      </div>
      {reason ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <InfoIcon aria-hidden="true" className="size-4 shrink-0" />
          {reason}
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-muted">
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-1000 ease-linear motion-reduce:transition-none',
                urgent ? 'bg-destructive' : 'bg-primary',
              )}
              style={{ width: `${(left / total) * 100}%` }}
            />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <BusyButton
              busy={busy}
              icon={<CheckIcon aria-hidden="true" />}
              aria-label={t.acceptLabel(name)}
              onClick={onAccept}
            >
              {t.accept}
            </BusyButton>
            <BusyButton
              variant="outline"
              busy={busy}
              icon={<XIcon aria-hidden="true" />}
              aria-label={t.declineLabel(name)}
              onClick={onDecline}
            >
              {t.decline}
            </BusyButton>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The requests waiting for the listener, as cards over whichever console page is open (issue 23 §1):
 * each with its customer, mode, language, mood, rate and its own countdown to the server's `expiresAt`,
 * and Accept (which opens the session screen) and Decline. A card stays until it is answered or
 * expires; one the customer cancelled or that expired says why for a moment. Oldest first: the card
 * about to expire is on top, and a new request joins the bottom, so nothing moves under the pointer.
 * While any waits, the tab's title and the app badge count them and the chime rings again every
 * CHIME_REPEAT_MS (unless the header's bell is muted). Nothing takes the focus: Tab reaches the cards
 * right after the header, and the light part announces each new request. On Session Requests the
 * table stands in for the cards.
 */
export function RequestCardStack({
  announce,
  showCards = true,
}: {
  announce: (text: string) => void;
  /** False on Session Requests, whose table is the same list: the count, badge and chime stay. */
  showCards?: boolean;
}) {
  const navigate = useNavigate();
  // The same list as the alerts above: they read it while the socket is away; no timer of its own.
  const waiting = useWaitingRequests(true);
  const pushed = useRequestInbox((state) => state.pushed);
  const removePushed = useRequestInbox((state) => state.remove);
  const setCount = useWaitingRequestsStore((state) => state.setCount);
  const [muted] = useRequestSoundMuted();
  const { mutateAsync } = useSessionAction();
  const { run, isRunning } = useInFlight<string>();
  const [done, setDone] = useState<Readonly<Record<string, Done>>>({});

  // Every request known to wait: the server's list, and pushes newer than it.
  const listedAt = waiting.dataUpdatedAt;
  const known = new Map<string, ListenerSession>();
  for (const session of waiting.data?.data.sessions ?? []) {
    if (session.status === 'pending') known.set(session.id, session);
  }
  const missed: ListenerSession[] = [];
  for (const { session, receivedAt } of Object.values(pushed)) {
    if (known.has(session.id)) continue;
    if (waiting.data && listedAt - receivedAt > STALE_LIST_MARGIN_MS) missed.push(session);
    else known.set(session.id, session);
  }

  const [now, setNow] = useState(() => Date.now());
  const open = [...known.values()].filter((session) => !done[session.id]);
  const live = open.filter((session) => Date.parse(session.expiresAt) > now);
  // Expired by the server's clock: the card says so for GONE_CARD_MS after its expiresAt, then goes.
  const expired = open.filter((session) => {
    const since = now - Date.parse(session.expiresAt);
    return since >= 0 && since < GONE_CARD_MS;
  });
  const leaving = Object.values(done).filter(({ reason, at }) => reason && now - at < GONE_CARD_MS);
  useTick(live.length > 0 || expired.length > 0 || leaving.length > 0, setNow);

  const finish = useCallback(
    (session: ListenerSession, reason: string | null) => {
      setDone((current) =>
        current[session.id] ? current : { ...current, [session.id]: { session, reason, at: Date.now() } },
      );
      removePushed(session.id);
    },
    [removePushed],
  );

  // Pushes over: long expired, or missing from a newer list of the server (their news missed this tab).
  const over = [
    ...missed,
    ...Object.values(pushed)
      .map(({ session }) => session)
      .filter((session) => now - Date.parse(session.expiresAt) >= GONE_CARD_MS),
  ];
  const overIds = over.map((session) => session.id).join();
  useEffect(() => {
    for (const id of overIds.split(',')) if (id) removePushed(id);
  }, [overIds, removePushed]);

  // The customer cancelled, the server expired it, or another tab of this listener answered it.
  const acting = useRef(new Set<string>());
  useSessionUpdates((update) => {
    const session = known.get(update.id);
    if (!session || update.status === 'pending' || acting.current.has(update.id)) return;
    // Answered (here on Session Requests, or in another tab): the listener knows; it goes at once.
    finish(session, update.endReason ? t.goneReasons[update.endReason] : null);
  });

  // The count in the tab's title and on the app's icon.
  const count = live.length;
  useEffect(() => {
    setCount(count);
    const badge = navigator as Navigator & {
      setAppBadge?: (count?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (count > 0) void badge.setAppBadge?.(count).catch(() => undefined);
    else void badge.clearAppBadge?.().catch(() => undefined);
  }, [count, setCount]);
  useEffect(() => () => setCount(0), [setCount]);

  // A new request rings at once and is announced; the chime then repeats gently while any waits.
  const rung = useRef(new Set<string>());
  const liveIds = live.map((session) => session.id).join();
  useEffect(() => {
    const fresh = live.filter((session) => !rung.current.has(session.id));
    if (fresh.length === 0) return;
    for (const session of fresh) rung.current.add(session.id);
    const newest = fresh[fresh.length - 1]!;
    announce(t.announce(customerName(newest), newest.mode, secondsUntil(now, newest.expiresAt)));
    if (!muted) void playChime();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [liveIds]);
  useEffect(() => {
    if (count === 0 || muted) return;
    const timer = setInterval(() => void playChime(), CHIME_REPEAT_MS);
    return () => clearInterval(timer);
  }, [count, muted]);

  const act = (session: ListenerSession, action: 'accept' | 'close') =>
    void run(session.id, async () => {
      acting.current.add(session.id);
      try {
        const answer = await mutateAsync({ action, id: session.id });
        finish(session, null);
        if (action === 'accept') {
          toast.success(answer.message || sessionsMessages.accepted);
          void navigate(listenerSessionPath(session));
        } else {
          toast.success(t.declined);
        }
      } catch (error) {
        const fallback = action === 'accept' ? sessionsMessages.acceptFailed : sessionsMessages.closeFailed;
        // No longer pending (cancelled, expired, answered elsewhere): the card says so and goes.
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          finish(session, serverMessageOr(error, fallback));
        } else {
          toast.error(serverMessageOr(error, fallback));
        }
      } finally {
        acting.current.delete(session.id);
      }
    });

  const cards = [
    ...live.map((session) => ({ session, reason: null as string | null })),
    ...leaving.map(({ session, reason }) => ({ session, reason })),
    ...expired.map((session) => ({ session, reason: t.goneReasons.EXPIRED })),
  ].sort((a, b) => Date.parse(a.session.expiresAt) - Date.parse(b.session.expiresAt));
  if (cards.length === 0 || !showCards) return null;
  const shown = cards.slice(0, VISIBLE_CARDS);
  const more = cards.length - shown.length;

  return (
    <section
      aria-label={t.stackLabel}
      className="pointer-events-none fixed top-16 left-3 z-40 grid w-[calc(100vw-1.5rem)] grid-cols-1 gap-2 sm:right-6 sm:left-auto sm:w-96"
    >
      {shown.map(({ session, reason }) => (
        <RequestCard
          key={session.id}
          session={session}
          now={now}
          reason={reason}
          busy={isRunning(session.id)}
          onAccept={() => act(session, 'accept')}
          onDecline={() => act(session, 'close')}
        />
      ))}
      {more > 0 && (
        <p className="pointer-events-auto flex items-center justify-between gap-2 rounded-lg border bg-popover px-4 py-2 text-sm text-popover-foreground shadow-md">
          {t.moreWaiting(more)}
          <Link to={routes.listener.sessionRequests} className="font-medium underline underline-offset-4">
            {t.openRequests}
          </Link>
        </p>
      )}
    </section>
  );
}
