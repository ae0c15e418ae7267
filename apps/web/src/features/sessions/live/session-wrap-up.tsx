import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, FlagIcon, NotebookPenIcon } from 'lucide-react';
import {
  describeSessionEnd,
  liveSessionMessages,
  routes,
  sessionScreensMessages as s,
  type ListenerSession,
} from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ReportDialog, withinReportWindow } from '@/features/safety';
import { CustomerNote, PrivateNoteEditor } from '@/features/sessions/live/private-note-editor';

const t = liveSessionMessages;

const isOpen = (status: string) => status === 'ACCEPTED' || status === 'IN_PROGRESS';

/** mm:ss between start and end; a session that never started lasted nothing. */
export function formatDuration(session: Pick<ListenerSession, 'startedAt' | 'endedAt'>): string {
  if (!session.startedAt || !session.endedAt) return '00:00';
  const seconds = Math.max(
    0,
    Math.floor((Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 1000),
  );
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What the listener sees after any ending, on the screen where the session was (issue 23 §4): how long
 * it lasted, what they earned, how it ended in a sentence ("Priya's coins ran out"), and the next steps:
 * Report, a private note about the customer, Back to requests.
 */
export function SessionWrapUp({ session }: { session: ListenerSession }) {
  const [noting, setNoting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  // The wrap-up opens as the session ends: the report window is counted from that moment.
  const [openedAt] = useState(() => Date.now());
  const name = session.customer.name || t.customerFallback;
  // The end may be known (call-ended) a moment before the refetched session says so.
  const settled = !isOpen(session.status);
  const canReport =
    settled &&
    session.startedAt !== null &&
    session.endedAt !== null &&
    session.reportedAt === null &&
    !reported &&
    withinReportWindow(session.endedAt, openedAt);

  return (
    <Card className="mx-auto w-full max-w-xl" data-testid="session-wrap-up">
      <CardContent className="grid gap-5 py-6 sm:py-8">
        <div className="grid gap-1 text-center">
          <h2 className="text-xl font-semibold">{t.wrapUpTitle}</h2>
          <p className="text-pretty text-muted-foreground">{s.yourSessionWith(name)}</p>
        </div>
        <dl className="divide-y rounded-lg border px-4 text-sm">
          <WrapUpRow label={t.wrapUpDuration} value={settled ? formatDuration(session) : null} />
          <WrapUpRow
            label={t.wrapUpCoinsEarned}
            value={settled ? s.coins(session.coinsEarned) : null}
            strong
          />
          <WrapUpRow
            label={t.wrapUpHowItEnded}
            value={
              settled && session.endReason
                ? describeSessionEnd(session.endReason, 'listener', { customerName: name })
                : null
            }
          />
        </dl>
        {noting ? (
          <PrivateNoteEditor
            customerId={session.customer.id}
            customerName={name}
            initial={session.customerNote ?? ''}
            onDone={() => setNoting(false)}
          />
        ) : (
          session.customerNote && <CustomerNote note={session.customerNote} />
        )}
        <div className="grid gap-2 sm:grid-cols-3">
          <Button
            variant="outline"
            disabled={!canReport}
            title={canReport ? undefined : s.cannotReport}
            onClick={() => setReporting(true)}
          >
            <FlagIcon aria-hidden="true" />
            {t.wrapUpReport}
          </Button>
          <Button variant="outline" disabled={noting} onClick={() => setNoting(true)}>
            <NotebookPenIcon aria-hidden="true" />
            {session.customerNote ? t.wrapUpEditNote : t.wrapUpAddNote}
          </Button>
          <Button asChild>
            <Link to={routes.listener.sessionRequests}>
              <ArrowLeftIcon aria-hidden="true" />
              {t.wrapUpBackToRequests}
            </Link>
          </Button>
        </div>
        <ReportDialog
          sessionId={session.id}
          personName={name}
          reporter="LISTENER"
          open={reporting}
          onReported={() => setReported(true)}
          onClose={() => setReporting(false)}
        />
      </CardContent>
    </Card>
  );
}

function WrapUpRow({ label, value, strong }: { label: string; value: string | null; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-2.5 ${strong ? 'font-semibold' : ''}`}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right text-pretty tabular-nums">{value ?? <Skeleton className="h-4 w-16" />}</dd>
    </div>
  );
}
