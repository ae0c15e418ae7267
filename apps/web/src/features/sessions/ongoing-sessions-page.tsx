import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { ArrowRightIcon, RadioIcon, XIcon } from 'lucide-react';
import { sessionScreensMessages, sessionsMessages, type ListenerSession } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { CloseSessionDialog } from '@/features/sessions/live/close-session-dialog';
import { useSessionAction } from '@/features/sessions/api/session-request-actions';
import { sessionColumns } from '@/features/sessions/components/session-columns';
import { SessionStatusBadge } from '@/features/sessions/components/session-status-badge';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { SessionListTable } from '@/features/sessions/components/session-list-table';
import { useInFlight } from '@/hooks/use-in-flight';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { listenerSessionPath } from '@/features/sessions/session-path';
import { serverMessageOr } from '@/lib/api-error';

const s = sessionScreensMessages;

/**
 * The customer, and whether the session is still waiting for Start Session (Accepted) or already
 * billed (In progress): the listener sees which of their sessions needs them first.
 */
const customerWithStatus = (customer: ColumnDef<ListenerSession>): ColumnDef<ListenerSession> => ({
  ...customer,
  cell: ({ row }) => (
    <div className="flex min-w-0 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
      <TruncatedText
        text={row.original.customer.name || s.columnCustomer}
        className="max-w-full font-medium"
      />
      <SessionStatusBadge status={row.original.status} />
    </div>
  ),
});

/** Ongoing Sessions: accepted and running sessions; Close or Go to Session. */
export function OngoingSessionsPage() {
  const { mutateAsync } = useSessionAction();
  const { run, isRunning } = useInFlight<string>();
  const [closing, setClosing] = useState<ListenerSession | null>(null);
  const { remember, restore } = useReturnFocus();

  const columns = useMemo<ColumnDef<ListenerSession>[]>(() => {
    const sessionColumn = sessionColumns();
    return [
      sessionColumn.id,
      customerWithStatus(sessionColumn.customer),
      sessionColumn.mode,
      sessionColumn.language,
      sessionColumn.rate,
      sessionColumn.mood,
      {
        id: 'actions',
        header: () => <span className="sr-only">{s.columnActions}</span>,
        enableHiding: false,
        meta: { pinned: 'right', className: 'w-px text-right', skeletonClassName: 'ml-auto w-40' },
        cell: ({ row }) => {
          const who = row.original.customer.name || s.customerInSentence;
          return (
            <div className="flex justify-end gap-2">
              <BusyButton
                size="sm"
                variant="outline"
                busy={isRunning(row.original.id)}
                icon={<XIcon aria-hidden="true" />}
                aria-label={s.closeSessionLabel(who)}
                onClick={() => {
                  remember();
                  setClosing(row.original);
                }}
              >
                <span className="max-sm:sr-only">{s.close}</span>
              </BusyButton>
              <Button size="sm" asChild>
                <Link to={listenerSessionPath(row.original)} aria-label={s.goToSessionLabel(who)}>
                  <span className="max-sm:sr-only">{s.goToSession}</span>
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
            </div>
          );
        },
      },
    ];
  }, [isRunning, remember]);

  const confirmClose = async () => {
    if (!closing) return;
    const session = closing;
    await run(session.id, async () => {
      try {
        const answer = await mutateAsync({ action: 'close', id: session.id });
        toast.success(answer.message || sessionsMessages.closed);
      } catch (error) {
        // Shown in the confirmation, which stays open.
        throw new Error(serverMessageOr(error, sessionsMessages.closeFailed));
      }
    });
    setClosing(null);
  };

  return (
    <>
      <PageHeader title={s.ongoingTitle} description={s.ongoingDescription} />
      <SessionListTable
        kind="ongoing"
        label={s.ongoingLabel}
        columns={columns}
        errorTitle={sessionsMessages.failedLoadOngoing}
        emptyIcon={RadioIcon}
        emptyDescription={s.ongoingEmpty}
      />
      <CloseSessionDialog
        session={closing}
        crisisFlagged={Boolean(closing?.crisisAt)}
        onConfirm={confirmClose}
        onCancel={() => setClosing(null)}
        onCloseAutoFocus={restore}
      />
    </>
  );
}
