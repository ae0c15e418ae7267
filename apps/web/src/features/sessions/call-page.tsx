import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { PhoneOffIcon } from 'lucide-react';
import { liveSessionMessages, routes, sessionScreensMessages } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  CallAudio,
  CallControl,
  CallStatus,
  MuteButton,
  callButtonClass,
  useAudioCall,
} from '@/features/call';
import { ConnectionState } from '@/features/chat';
import { ListenerCrisisGuidance, useCrisisAlert } from '@/features/safety';
import { LiveSessionPending } from '@/features/sessions/live/live-session-pending';
import { StartSessionButton } from '@/features/sessions/live/start-session-button';
import { useElapsed, useLiveSession } from '@/features/sessions/live/use-live-session';
import { CloseSessionDialog } from '@/features/sessions/live/close-session-dialog';
import { CustomerNote } from '@/features/sessions/live/private-note-editor';
import { SessionWrapUp } from '@/features/sessions/live/session-wrap-up';

const t = liveSessionMessages;
const s = sessionScreensMessages;

/**
 * The listener's call screen (spec §2 'Call', §4 call status texts, §8 'Call ended: <reason>'). The
 * audio connects as soon as both people are on their screens (silent until Start Session, since
 * talking is billed time); Start Session begins billing, the end-call button closes the session once
 * confirmed, and after any ending (here or elsewhere: the customer, an empty wallet, a side gone too
 * long) the 'Call ended: <reason>' toast is followed by the wrap-up (issue 23 §4).
 */
export function CallPage() {
  const { id = '' } = useParams();
  const live = useLiveSession(id, { endedToast: t.callEnded });
  const { query, session, close, ended, markEnded } = live;
  const [confirming, setConfirming] = useState(false);
  const isLive =
    session?.mode === 'AUDIO' && (session.status === 'ACCEPTED' || session.status === 'IN_PROGRESS');
  const inProgress = session?.status === 'IN_PROGRESS' && !ended;
  const call = useAudioCall({
    sessionId: id,
    role: 'listener',
    active: isLive && !ended,
    live: inProgress,
    onEnded: markEnded,
  });
  // Runs while the session does, and stays at the call's length once it ends.
  const elapsed = useElapsed(session?.startedAt, inProgress);
  // A crisis alert of this session (the call's room gets it too): guidance and helplines at once.
  const crisis = useCrisisAlert(id, session?.crisisAt);

  if (query.isPending || query.isError) return <LiveSessionPending query={query} />;
  if (session?.status === 'COMPLETED' && !ended) {
    return <Navigate to={routes.listener.ongoingSessions} replace />;
  }
  if (session && ended) {
    const customer = session.customer.name || t.customerFallback;
    return (
      <>
        <PageHeader title={s.callTitle} description={s.audioSessionWith(customer)} />
        <ListenerCrisisGuidance
          crisis={crisis}
          reminderClassName="mx-auto w-full max-w-xl rounded-lg border"
        />
        <SessionWrapUp session={session} />
      </>
    );
  }
  if (!session || !isLive) {
    return (
      <>
        <PageHeader title={s.callTitle} />
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
            <p>{t.notAvailableForCall}</p>
            <Button asChild variant="outline">
              <Link to={routes.listener.ongoingSessions}>{t.goBackToSessions}</Link>
            </Button>
          </CardContent>
        </Card>
      </>
    );
  }

  const name = session.customer.name || t.customerFallback;
  return (
    <>
      <PageHeader title={s.callTitle} />
      <ListenerCrisisGuidance crisis={crisis} reminderClassName="mx-auto w-full max-w-md rounded-lg border" />
      <Card className="mx-auto w-full max-w-md gap-0 overflow-hidden py-0">
        {/* The card's header strip follows the customer's connection as well as this socket (issue 23 §3). */}
        <ConnectionState
          viewer="listener"
          mode={session.mode}
          running={inProgress}
          own={call.connection}
          peer={call.peer}
          className="border-t-0 border-b sm:px-6"
        />
        <CardContent className="flex flex-col items-center gap-5 py-8 text-center sm:py-10">
          <Avatar className="size-24 text-3xl">
            <AvatarFallback aria-hidden="true" className="text-3xl font-semibold">
              {name.charAt(0).toUpperCase()}
            </AvatarFallback>
          </Avatar>
          <div className="space-y-1">
            <h2 className="text-xl font-semibold">{name}</h2>
            <p className="text-sm text-muted-foreground">{t.audioCall}</p>
          </div>
          {session.customerNote && <CustomerNote note={session.customerNote} className="w-full text-left" />}
          <p
            className="font-mono text-4xl font-semibold tabular-nums"
            aria-label={s.elapsedTime}
            data-testid="call-timer"
          >
            {elapsed}
          </p>
          <CallStatus call={call} className="text-muted-foreground" />
          <p className="text-xs text-muted-foreground">
            {s.coinsPerMinute(session.coinsPerMinute)} · {session.language} · {s.moodLabels[session.userMood]}
          </p>
          {session.status === 'ACCEPTED' && (
            <div className="grid justify-items-center gap-2">
              <StartSessionButton live={live} />
              <p className="max-w-xs text-xs text-pretty text-muted-foreground">{s.callSilentUntilStart}</p>
            </div>
          )}
          <div className="flex items-start justify-center gap-8">
            <MuteButton muted={call.muted} onMutedChange={call.setMuted} />
            <CallControl caption={s.endCall}>
              <BusyButton
                variant="destructive"
                className={callButtonClass}
                aria-label={s.endCall}
                data-testid="call-end"
                busy={close.isPending}
                onClick={() => setConfirming(true)}
              >
                <PhoneOffIcon aria-hidden="true" />
              </BusyButton>
            </CallControl>
          </div>
          <CallAudio stream={call.remoteStream} live={inProgress} />
        </CardContent>
      </Card>
      <CloseSessionDialog
        session={confirming ? session : null}
        crisisFlagged={crisis.flagged}
        onConfirm={async () => {
          await close.mutateAsync();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
