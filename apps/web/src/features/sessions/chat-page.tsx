import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { InfoIcon, XIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  chatMessages,
  liveSessionMessages,
  localizeText,
  routes,
  sessionScreensMessages,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { ChatComposer, ChatMessageList, ConnectionState, useChatRoom } from '@/features/chat';
import { ListenerCrisisGuidance, useCrisisAlert } from '@/features/safety';
import { LiveSessionPending } from '@/features/sessions/live/live-session-pending';
import { StartSessionButton } from '@/features/sessions/live/start-session-button';
import { endedToastId, useElapsed, useLiveSession } from '@/features/sessions/live/use-live-session';
import { CloseSessionDialog } from '@/features/sessions/live/close-session-dialog';
import { CustomerNote } from '@/features/sessions/live/private-note-editor';
import { SessionWrapUp } from '@/features/sessions/live/session-wrap-up';

const t = liveSessionMessages;
const c = chatMessages;
const s = sessionScreensMessages;
/** One connection-error toast at a time: socket.io retries every few seconds while the server is away. */
const CONNECTION_ERROR_TOAST = 'chat-connection-error';

/**
 * The listener's chat screen (spec §2 'Chat screen', §8 chat toasts): the customer's name and the
 * connection, the conversation, Start Session while accepted, Close until completed, and the message
 * box, open only while the session is in progress.
 */
export function ChatPage() {
  const { id = '' } = useParams();
  const live = useLiveSession(id);
  const { query, session, close, endedNotice, ended } = live;
  const [confirming, setConfirming] = useState(false);
  const open = session?.status === 'ACCEPTED' || session?.status === 'IN_PROGRESS';
  const inProgress = session?.status === 'IN_PROGRESS' && !endedNotice;
  const chat = useChatRoom({
    sessionId: id,
    role: 'listener',
    active: open && !endedNotice,
    canSend: inProgress,
    history: session?.sessionMessages,
    refetch: () => void query.refetch(),
    events: {
      onJoined: () => toast.success(c.connectedToRoom),
      onOtherJoined: () => toast.info(c.customerJoined),
      onOtherDisconnected: () => toast.warning(c.customerDisconnected),
      // The socket's texts are English: shown in the language of the moment.
      onConnectError: (detail) =>
        toast.error(c.connectionError(localizeText(detail)), { id: CONNECTION_ERROR_TOAST }),
      onError: (message) => toast.error(localizeText(message)),
      onSessionEnded: (ended) => {
        // The listener's own Close has its own toast ('Session closed successfully').
        if (ended.reason !== 'CLOSED_BY_LISTENER')
          toast.info(localizeText(ended.message), { id: endedToastId(id) });
        void query.refetch();
      },
    },
  });
  const elapsed = useElapsed(inProgress ? session.startedAt : null);
  // A message that suggests self-harm: what to do next and the helplines, at once.
  const crisis = useCrisisAlert(id, session?.crisisAt);

  if (query.isPending || query.isError) return <LiveSessionPending query={query} />;
  if (!session || (session.status === 'COMPLETED' && !ended)) {
    return <Navigate to={routes.listener.ongoingSessions} replace />;
  }

  const name = session.customer.name || t.customerFallback;
  if (ended) {
    return (
      <>
        <PageHeader title={s.chatTitle} description={s.modeSessionWith(session.mode, name)} />
        <ListenerCrisisGuidance
          crisis={crisis}
          reminderClassName="mx-auto w-full max-w-xl rounded-lg border"
        />
        <SessionWrapUp session={session} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={s.chatTitle} description={s.modeSessionRate(session.mode, session.coinsPerMinute)} />
      <Card className="h-[calc(100svh-13rem)] min-h-[26rem] gap-0 overflow-hidden py-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
          <div className="min-w-0 space-y-0.5">
            <h2 className="truncate font-semibold">{name}</h2>
            {inProgress && (
              <p className="font-mono text-sm text-muted-foreground tabular-nums" aria-label={s.elapsedTime}>
                {elapsed}
              </p>
            )}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <StartSessionButton live={live} />
            {session.status !== 'COMPLETED' && !endedNotice && (
              <BusyButton
                variant="outline"
                busy={close.isPending}
                icon={<XIcon aria-hidden="true" />}
                onClick={() => setConfirming(true)}
              >
                {s.close}
              </BusyButton>
            )}
          </div>
        </div>
        {session.customerNote && <CustomerNote note={session.customerNote} className="m-3 mb-0 sm:mx-6" />}

        {open && !endedNotice && (
          <ConnectionState
            viewer="listener"
            mode={session.mode}
            running={inProgress}
            own={chat.connection}
            peer={chat.peer}
            className="border-t-0 sm:px-6"
          />
        )}
        <ListenerCrisisGuidance crisis={crisis} reminderClassName="border-b sm:px-6" />
        {endedNotice && (
          <p
            role="status"
            className="flex items-center justify-center gap-2 border-b bg-warning/10 px-4 py-2 text-center text-sm font-medium text-warning"
          >
            <InfoIcon aria-hidden="true" className="size-4 shrink-0" />
            {endedNotice}
          </p>
        )}
        <ChatMessageList
          items={chat.items}
          empty={
            inProgress
              ? s.chatEmptyInProgress(name)
              : session.status === 'ACCEPTED'
                ? s.chatEmptyAccepted(name)
                : c.noMessages
          }
        />
        <ChatComposer canSend={inProgress} send={chat.send} className="border-t p-3 sm:px-6" />
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
