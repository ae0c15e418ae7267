import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  ArrowLeftIcon,
  CheckCircle2Icon,
  ChevronDownIcon,
  FlagIcon,
  HeadphonesIcon,
  MessageCircleIcon,
  SearchXIcon,
  WalletIcon,
} from 'lucide-react';
import {
  describeSessionEnd,
  lowBalanceSchema,
  customerScreensMessages as m,
  formatNumber,
  chatMessages,
  clientMessages,
  liveSessionMessages,
  requestCardMessages,
  safetyMessages,
  sessionsMessages,
  PRODUCT_NAME,
  REPORT_WINDOW_HOURS,
  routes,
  socketEvents,
  type CustomerSession,
} from '@app/contract';
import { PersonAvatar } from '@/components/people/person-cell';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { CallAudio, CallStatus, MuteButton, useAudioCall, type AudioCallView } from '@/features/call';
import { ChatMessageList, ConnectionState, useChatRoom } from '@/features/chat';
import { isOpenSession, useCancelSession, useCustomerSession } from '@/features/customer/api/sessions';
import { BlockListenerMenu } from '@/features/customer/components/block-listener-menu';
import { ChatInProgress } from '@/features/customer/components/chat-session';
import {
  EndSessionControl,
  LowBalanceAlert,
  sessionMeter,
} from '@/features/customer/components/live-session-parts';
import { RateText } from '@/features/customer/components/rate-text';
import { SessionRating } from '@/features/customer/components/session-rating';
import { SessionStatusBadge } from '@/features/customer/components/session-status-badge';
import { TalkAgainButton } from '@/features/customer/components/talk-again-button';
import { formatClock } from '@/lib/clock-format';
import {
  formatCoins,
  formatDayTime,
  formatMinutes,
  formatRate,
  secondsBetween,
} from '@/features/customer/format';
import { BROWSE_STATE } from '@/features/customer/navigation';
import { moodIcons } from '@/features/customer/options';
import { useNow } from '@/hooks/use-now';
import {
  UrgentHelp,
  useMyReportsBySession,
  ReportDialog,
  withinReportWindow,
  useCrisisAlert,
} from '@/features/safety';
import { useSessionUpdates, useSocketEvent } from '@/hooks/use-session-events';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

// "Add coins" opens the plans over the running session; their code loads on that first use.
const TopUpDialog = lazy(async () => ({
  default: (await import('@/features/customer/components/top-up-dialog')).TopUpDialog,
}));

// The summary's "Add to favourites" is not part of a live session: its code loads with the summary.
const SummaryFavouriteButton = lazy(async () => ({
  default: (await import('@/features/customer/components/summary-favourite')).SummaryFavouriteButton,
}));

function SessionFacts({ session }: { session: CustomerSession }) {
  const ModeIcon = session.mode === 'AUDIO' ? HeadphonesIcon : MessageCircleIcon;
  const MoodIcon = moodIcons[session.userMood];
  return (
    <ul className="flex flex-wrap justify-center gap-1.5 text-xs">
      <li>
        <Badge variant="secondary" className="font-normal">
          <ModeIcon aria-hidden="true" />
          {m.modes[session.mode]}
        </Badge>
      </li>
      <li>
        <Badge variant="secondary" className="font-normal">
          {session.language}
        </Badge>
      </li>
      <li>
        <Badge variant="secondary" className="font-normal">
          <MoodIcon aria-hidden="true" />
          {m.feeling[session.userMood]}
        </Badge>
      </li>
    </ul>
  );
}

/**
 * The frame every state shares: the listener's face and name on top, the state's content below; a
 * `strip` (the connection state) runs across the card's top edge.
 */
function SessionCard({
  session,
  heading,
  lead,
  avatarRing,
  strip,
  children,
}: {
  session: CustomerSession;
  heading: string;
  lead?: ReactNode;
  avatarRing?: string;
  strip?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className={cn('mx-auto w-full max-w-lg gap-6 py-8', strip && 'overflow-hidden pt-0')}>
      {strip}
      <CardContent className="grid gap-6">
        <div className="grid justify-items-center gap-3 text-center">
          <div className="relative">
            {avatarRing && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute -inset-1.5 animate-pulse rounded-full opacity-40 motion-reduce:hidden',
                  avatarRing,
                )}
              />
            )}
            <PersonAvatar
              name={session.listener.name}
              picture={session.listener.profilePicture}
              className="relative size-20 text-xl ring-4 ring-background"
            />
          </div>
          <div className="grid gap-1">
            <h1 className="text-xl font-bold tracking-tight text-balance">{heading}</h1>
            {/* A div: a lead may be a paragraph of its own (the call's status). */}
            {lead && <div className="text-sm text-pretty text-muted-foreground">{lead}</div>}
          </div>
          <SessionFacts session={session} />
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

function Figure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: string;
}) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-lg font-semibold tabular-nums', tone)}>{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{serverMessageOr(error, clientMessages.networkError)}</AlertDescription>
    </Alert>
  );
}

function CancelButton({ session }: { session: CustomerSession }) {
  const cancel = useCancelSession();
  return (
    <div className="grid gap-3">
      <ActionError error={cancel.error} />
      <BusyButton
        variant="outline"
        size="lg"
        className="w-full"
        busy={cancel.isPending}
        busyLabel={m.cancelling}
        onClick={() =>
          cancel.mutate(session.id, { onSuccess: () => void toast.success(sessionsMessages.cancelled) })
        }
      >
        {m.cancelRequest}
      </BusyButton>
    </div>
  );
}

function Waiting({ session, now }: { session: CustomerSession; now: number }) {
  const total = Math.max(1, secondsBetween(session.requestedAt, session.expiresAt));
  const left = secondsBetween(now, session.expiresAt);
  return (
    <SessionCard
      session={session}
      heading={m.waitingFor(session.listener.name)}
      lead={m.waitingLead(session.listener.name)}
      avatarRing="bg-warning"
    >
      <div className="grid justify-items-center gap-2">
        <p className="text-4xl font-bold tracking-tight tabular-nums" aria-hidden="true">
          {formatClock(left)}
        </p>
        <p className="text-sm text-muted-foreground">
          {left > 0 ? m.leftToAccept : m.checkingWithServer}
          <span className="sr-only">{m.secondsLeft(left)}</span>
        </p>
        <div
          className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={m.timeLeftToAccept}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={left}
        >
          <div
            className="h-full rounded-full bg-warning transition-[width] duration-1000 ease-linear"
            style={{ width: `${(left / total) * 100}%` }}
          />
        </div>
      </div>
      <CancelButton session={session} />
    </SessionCard>
  );
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * The listener accepted: their console opened the session (issue 23 §1), so the customer reads "Asha
 * accepted, opening…" until the listener starts it.
 */
function Accepted({ session, call }: { session: CustomerSession; call: AudioCallView | null }) {
  return (
    <SessionCard
      session={session}
      heading={m.acceptedHeading(session.listener.name)}
      lead={m.acceptedLead}
      avatarRing="bg-brand"
    >
      <Alert variant="success">
        <CheckCircle2Icon aria-hidden="true" />
        <AlertTitle>{requestCardMessages.acceptedOpening(firstNameOf(session.listener.name))}</AlertTitle>
        <AlertDescription>{call ? m.keepOpenCall : m.keepOpen}</AlertDescription>
      </Alert>
      {call && (
        <div className="grid justify-items-center gap-1">
          <CallStatus call={call} />
          <MicrophoneHint call={call} />
        </div>
      )}
      <CancelButton session={session} />
    </SessionCard>
  );
}

/** What to do when the microphone is refused or missing (the status line says which). */
function MicrophoneHint({ call }: { call: AudioCallView }) {
  if (call.phase !== 'microphone-denied' && call.phase !== 'microphone-unavailable') return null;
  return <p className="text-center text-xs text-pretty text-muted-foreground">{m.microphoneHint}</p>;
}

/** A running audio call: who, the call's state, the minutes and coins as they run, mute and end. */
function InProgress({
  session,
  now,
  lowBalance,
  onAddCoins,
  call,
}: {
  session: CustomerSession;
  now: number;
  lowBalance: boolean;
  onAddCoins: () => void;
  call: AudioCallView;
}) {
  const { elapsed, minutes, billed, left } = sessionMeter(session, now);

  return (
    <SessionCard
      session={session}
      heading={m.inSessionWith(session.listener.name)}
      lead={<CallStatus call={call} className="text-foreground" />}
      avatarRing={call.phase === 'call-connected' ? 'bg-success' : 'bg-warning'}
      strip={
        <ConnectionState
          viewer="customer"
          mode={session.mode}
          running
          own={call.connection}
          peer={call.peer}
          className="border-t-0 border-b"
        />
      }
    >
      <MicrophoneHint call={call} />
      <div className="grid justify-items-center gap-1">
        <p className="text-5xl font-bold tracking-tight tabular-nums" data-testid="call-timer">
          {formatClock(elapsed)}
        </p>
        <p className="text-sm text-muted-foreground">{m.elapsed}</p>
      </div>

      {/* The controls come before the figures so they stay on a phone's first screen. */}
      <div className="flex items-start justify-center gap-10">
        <MuteButton muted={call.muted} onMutedChange={call.setMuted} />
        <EndSessionControl session={session} minutes={minutes} billed={billed} look="call" />
      </div>

      {lowBalance && <LowBalanceAlert onAddCoins={onAddCoins} />}

      <dl className="grid grid-cols-2 gap-2">
        <Figure
          label={m.billedSoFar}
          value={formatCoins(billed)}
          hint={m.billedHint(minutes, session.coinsPerMinute)}
        />
        <Figure
          label={m.timeLeft}
          value={left === null ? '—' : formatClock(left)}
          hint={m.untilCoinsRunOut}
          tone={lowBalance ? 'text-destructive' : undefined}
        />
        <Figure label={m.walletLabel} value={formatCoins(session.walletBalance)} hint={m.beforeThisSession} />
        <Figure
          label={m.rateLabel}
          value={<RateText coinsPerMinute={session.coinsPerMinute} />}
          hint={m.perStartedMinute}
        />
      </dl>
    </SessionCard>
  );
}

function SummaryRow({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={cn('flex items-baseline justify-between gap-4 py-2.5', strong && 'text-base font-semibold')}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

function BackToListenersButton({ variant = 'brand' }: { variant?: 'brand' | 'outline' }) {
  return (
    <Button asChild variant={variant} size="lg" className="w-full">
      <Link to={routes.app.home} state={BROWSE_STATE}>
        {m.backToListeners}
      </Link>
    </Button>
  );
}

function Ended({
  session,
  now,
  chat,
}: {
  session: CustomerSession;
  now: number;
  chat: ReturnType<typeof useChatRoom>;
}) {
  const [reporting, setReporting] = useState(false);
  const [sentReport, setSentReport] = useState(false);
  // REPORTED says someone reported the session (either person may); whether this customer did, and
  // what an admin decided, their reports say.
  const reports = useMyReportsBySession();
  const myReport = reports?.get(session.id);
  // How it ended, as a sentence from the customer's side ("Kabir ended the session."), never a code.
  const ending = session.endReason
    ? describeSessionEnd(session.endReason, 'customer', { listenerName: session.listener.name })
    : null;

  if (!session.startedAt) {
    return (
      <SessionCard
        session={session}
        heading={m.requestEnded}
        lead={m.requestEndedLead(ending ?? m.requestEndedSentence)}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <BackToListenersButton />
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to={routes.app.listener(session.listener.id)}>{m.askAgain(session.listener.name)}</Link>
          </Button>
        </div>
      </SessionCard>
    );
  }

  // Until the reports are known (or when they cannot be), a reported session counts as reported here.
  const reportedByMe = sentReport || (reports ? myReport !== undefined : session.reportedAt !== null);
  const canReport =
    (session.status === 'COMPLETED' || session.status === 'REPORTED') &&
    !reportedByMe &&
    session.endedAt !== null &&
    withinReportWindow(session.endedAt, now);

  return (
    <SessionCard session={session} heading={m.sessionComplete} lead={m.thankYouLead(session.listener.name)}>
      <dl className="divide-y rounded-lg border px-4 text-sm">
        <SummaryRow label={m.started} value={formatDayTime(session.startedAt)} />
        <SummaryRow label={m.billedTime} value={formatMinutes(session.timeInMinutes)} />
        <SummaryRow label={m.rateLabel} value={formatRate(session.coinsPerMinute)} />
        <SummaryRow
          label={m.calculation}
          value={`${formatNumber(session.timeInMinutes)} × ${formatNumber(session.coinsPerMinute)}`}
        />
        <SummaryRow label={m.howItEnded} value={ending ?? '—'} />
        <SummaryRow label={m.coinsCharged} value={formatCoins(session.coinsCharged)} strong />
        <SummaryRow label={m.walletBalance} value={formatCoins(session.walletBalance)} />
      </dl>
      {session.endReason === 'INSUFFICIENT_BALANCE' && (
        <Alert variant="destructive">
          <WalletIcon aria-hidden="true" />
          <AlertTitle>{chatMessages.sessionEnded.INSUFFICIENT_BALANCE}</AlertTitle>
          <AlertDescription>
            <p>
              <Link to={routes.app.wallet} className="font-medium underline underline-offset-4">
                {m.topUpWallet}
              </Link>
              {m.toTalkAgain}
            </p>
          </AlertDescription>
        </Alert>
      )}
      {session.mode === 'CHAT' && chat.items.length > 0 && (
        <details className="group rounded-lg border">
          <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            {m.conversation(chat.items.length)}
            <ChevronDownIcon
              aria-hidden="true"
              className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <ChatMessageList items={chat.items} empty={chatMessages.noMessages} className="max-h-96 border-t" />
        </details>
      )}
      {session.mode === 'CHAT' && session.transcriptDeleted && (
        <p className="rounded-lg border px-4 py-3 text-sm text-muted-foreground">
          {chatMessages.transcriptDeleted}
        </p>
      )}
      <SessionRating session={session} now={now} />
      <Suspense fallback={null}>
        <SummaryFavouriteButton listenerId={session.listener.id} />
      </Suspense>
      {session.status === 'REPORTED' && reportedByMe && (
        <Alert className="border-warning/30 bg-warning/5">
          <FlagIcon aria-hidden="true" className="text-warning" />
          <AlertTitle>{m.reported}</AlertTitle>
          <AlertDescription>
            <p>
              {myReport?.outcome
                ? m.reportedOutcome(safetyMessages.actionLabels[myReport.outcome])
                : m.reportedPending}
            </p>
            <Link to={routes.app.reports} className="font-medium underline underline-offset-4">
              {m.myReports}
            </Link>
          </AlertDescription>
        </Alert>
      )}
      {/* Coming back to this listener (issue 23 §4). "Add to favourites" joins Talk again here. */}
      <div className="grid gap-2 sm:grid-cols-2" data-testid="return-actions">
        <TalkAgainButton session={session} />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <BackToListenersButton variant="outline" />
        {canReport ? (
          <Button variant="outline" size="lg" className="w-full" onClick={() => setReporting(true)}>
            <FlagIcon aria-hidden="true" />
            {m.report}
          </Button>
        ) : (
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to={routes.app.sessions}>{m.allSessions}</Link>
          </Button>
        )}
      </div>
      {canReport && (
        <p className="text-center text-xs text-muted-foreground">{m.reportWithin(REPORT_WINDOW_HOURS)}</p>
      )}
      <ReportDialog
        sessionId={session.id}
        personName={session.listener.name}
        reporter="CUSTOMER"
        open={reporting}
        onReported={() => setSentReport(true)}
        onClose={() => setReporting(false)}
      />
    </SessionCard>
  );
}

function SessionView({
  session,
  chat,
  call,
  lowBalance,
  onAddCoins,
  acceptedEarly,
}: {
  session: CustomerSession;
  chat: ReturnType<typeof useChatRoom>;
  call: AudioCallView;
  lowBalance: boolean;
  onAddCoins: () => void;
  /** The server said the listener accepted; the refetch that shows it has not answered yet. */
  acceptedEarly: boolean;
}) {
  const open = isOpenSession(session);
  // Ended sessions tick too (once a second is cheap) so the report window closes on time.
  const now = useNow(open || session.status === 'COMPLETED');
  // Accepted as the server said, at once, before the refetch answers.
  const status = session.status === 'pending' && acceptedEarly ? 'ACCEPTED' : session.status;
  switch (status) {
    case 'pending':
      return <Waiting session={session} now={now} />;
    case 'ACCEPTED':
      return <Accepted session={session} call={session.mode === 'AUDIO' ? call : null} />;
    case 'IN_PROGRESS':
      return session.mode === 'CHAT' ? (
        <ChatInProgress
          session={session}
          now={now}
          chat={chat}
          lowBalance={lowBalance}
          onAddCoins={onAddCoins}
        />
      ) : (
        <InProgress session={session} now={now} lowBalance={lowBalance} onAddCoins={onAddCoins} call={call} />
      );
    default:
      return <Ended session={session} now={now} chat={chat} />;
  }
}

/** One toast per ended session and per kind of connection trouble, however often the socket says it. */
const endedToastId = (sessionId: string) => `session-ended:${sessionId}`;
const CONNECTION_ERROR_TOAST = 'chat-connection-error';

/** /app/sessions/:id: waiting, accepted, live, or the itemised summary; polls while the session is open. */
export function SessionPage() {
  const { id = '' } = useParams();
  const session = useCustomerSession(id);
  const data = session.data;
  // The listener accepted: the accepted screen at once, from the server's event, before the refetch.
  const [acceptedEarly, setAcceptedEarly] = useState(false);
  // The server says when this session changes (accepted, started, ended): refetch at once rather
  // than at the next poll.
  useSessionUpdates((update) => {
    if (update.status === 'ACCEPTED') setAcceptedEarly(true);
    void session.refetch();
  }, id);

  // Less than two minutes of coins left: the socket says so at once, the session's state at the next
  // fetch. The socket's warning is for the run-out moment the screen knew then: a top-up that moves it
  // ends the warning.
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  useSocketEvent(socketEvents.server.lowBalance, (payload) => {
    const warning = lowBalanceSchema.safeParse(payload).data;
    if (warning?.sessionId !== id) return;
    setWarnedFor(data?.runsOutAt ?? warning.runsOutAt);
    void session.refetch();
  });
  const lowBalance =
    data?.status === 'IN_PROGRESS' &&
    (data.lowBalance || (warnedFor !== null && warnedFor === data.runsOutAt));
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [topUpUsed, setTopUpUsed] = useState(false);
  const openTopUp = () => {
    setTopUpUsed(true);
    setTopUpOpen(true);
  };

  // A message of this session that suggests self-harm opens the help card; so does "I need urgent help".
  const crisis = useCrisisAlert(id);

  // A chat session's room is joined from acceptance on, so the listener sees the customer arrive.
  const chat = useChatRoom({
    sessionId: id,
    role: 'customer',
    active: data?.mode === 'CHAT' && (data.status === 'ACCEPTED' || data.status === 'IN_PROGRESS'),
    canSend: data?.status === 'IN_PROGRESS',
    ended: data !== undefined && !isOpenSession(data),
    history: data?.sessionMessages,
    refetch: () => void session.refetch(),
    events: {
      onOtherJoined: () => toast.info(chatMessages.listenerJoined),
      onOtherDisconnected: () => toast.warning(chatMessages.listenerDisconnected),
      // A network that comes and goes shows as Disconnected in the chat's header; a refused sign-in is said.
      onConnectError: (detail, refused) => {
        if (refused) toast.error(chatMessages.connectionError(detail), { id: CONNECTION_ERROR_TOAST });
      },
      onError: (message) => toast.error(message),
      onSessionEnded: (ended) => {
        // Ending it here has its own toast ('Session ended').
        if (ended.reason !== 'ENDED_BY_CUSTOMER') toast.info(ended.message, { id: endedToastId(id) });
        void session.refetch();
      },
    },
  });

  // An audio session's call connects from acceptance on (silent until the listener starts it).
  const call = useAudioCall({
    sessionId: id,
    role: 'customer',
    active: data?.mode === 'AUDIO' && (data.status === 'ACCEPTED' || data.status === 'IN_PROGRESS'),
    live: data?.mode === 'AUDIO' && data.status === 'IN_PROGRESS',
    onEnded: (reason) => {
      // Ending it here has its own toast ('Session ended').
      if (reason !== chatMessages.sessionEnded.ENDED_BY_CUSTOMER) {
        toast.info(liveSessionMessages.callEnded(reason), { id: endedToastId(id) });
      }
      void session.refetch();
    },
  });

  if (session.isError && !session.data) {
    const notFound = session.error instanceof ApiError && session.error.status === 404;
    return notFound ? (
      <>
        <title>{m.sessionDocumentTitle(PRODUCT_NAME)}</title>
        <EmptyState
          icon={SearchXIcon}
          title={sessionsMessages.notFound}
          description={m.sessionNotFoundDescription}
          action={<BackToListenersButton />}
        />
      </>
    ) : (
      <LoadErrorAlert
        title={m.sessionLoadFailed}
        message={serverMessageOr(session.error, clientMessages.networkError)}
        onRetry={() => void session.refetch()}
        isRetrying={session.isFetching}
      />
    );
  }

  if (!data) {
    return (
      <Card className="mx-auto w-full max-w-lg py-8">
        <CardContent className="grid justify-items-center gap-4">
          <p role="status" className="sr-only">
            {m.loadingSession}
          </p>
          <Skeleton className="size-20 rounded-full" />
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-24 w-full" />
        </CardContent>
      </Card>
    );
  }

  return (
    <>
      <title>{m.sessionWithDocumentTitle(data.listener.name, PRODUCT_NAME)}</title>
      <div className="mx-auto flex w-full max-w-lg items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground max-sm:-ml-2">
          <Link to={routes.app.sessions}>
            <ArrowLeftIcon aria-hidden="true" />
            {/* On a phone the arrow alone makes room for "I need urgent help". */}
            <span className="max-sm:sr-only">{m.backToSessions}</span>
          </Link>
        </Button>
        <div className="flex items-center gap-1">
          <UrgentHelp crisis={crisis} />
          <SessionStatusBadge session={data} />
          <BlockListenerMenu listener={data.listener} sessionOpen={isOpenSession(data)} />
        </div>
      </div>
      <SessionView
        session={data}
        chat={chat}
        call={call}
        lowBalance={lowBalance}
        onAddCoins={openTopUp}
        acceptedEarly={acceptedEarly}
      />
      {/* The dialog's code loads when first asked for; it stays mounted while the session runs. */}
      {topUpUsed && data.status === 'IN_PROGRESS' && (
        <Suspense fallback={null}>
          <TopUpDialog session={data} open={topUpOpen} onOpenChange={setTopUpOpen} />
        </Suspense>
      )}
      {data.mode === 'AUDIO' && isOpenSession(data) && (
        <CallAudio stream={call.remoteStream} live={data.status === 'IN_PROGRESS'} />
      )}
    </>
  );
}
