import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { CheckIcon, InboxIcon, LockIcon, XIcon } from 'lucide-react';
import {
  liveSessionMessages,
  requestCardMessages,
  sessionScreensMessages,
  sessionsMessages,
  type ListenerSession,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { BusyButton } from '@/components/ui/busy-button';
import { useSessionAction, type SessionAction } from '@/features/sessions/api/session-request-actions';
import { requestColumns, sessionColumns } from '@/features/sessions/components/session-columns';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { SessionListTable } from '@/features/sessions/components/session-list-table';
import { QueueWaitingCard } from '@/features/sessions/components/queue-waiting-card';
import { listenerSessionPath } from '@/features/sessions/session-path';
import { useInFlight } from '@/hooks/use-in-flight';
import { serverMessageOr } from '@/lib/api-error';

const s = sessionScreensMessages;

/**
 * The customer, and for a returning customer the listener's own private note about them (issue 23 §5;
 * only the listener's views carry `customerNote`): what to remember before accepting.
 */
const customerWithNote = (): ColumnDef<ListenerSession> => ({
  ...sessionColumns().customer,
  cell: ({ row }) => {
    const note = row.original.customerNote;
    return (
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        <TruncatedText
          text={row.original.customer.name || s.columnCustomer}
          className="max-w-full font-medium"
        />
        {note && (
          <span className="flex max-w-full min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <LockIcon aria-hidden="true" className="size-3 shrink-0" />
            <span className="sr-only">{liveSessionMessages.returningCustomerNote}: </span>
            <TruncatedText text={note} className="max-w-full" />
          </span>
        )}
      </div>
    );
  },
});

/** Session Requests: customers waiting for an answer; Accept or Close (decline) each. */
export function SessionRequestsPage() {
  const navigate = useNavigate();
  const { mutateAsync } = useSessionAction();
  // One request per row at a time: a double click sends nothing more.
  const { run, isRunning } = useInFlight<string>();

  const columns = useMemo<ColumnDef<ListenerSession>[]>(() => {
    const act = (session: ListenerSession, action: SessionAction) =>
      void run(session.id, async () => {
        try {
          const answer = await mutateAsync({ action, id: session.id });
          if (action === 'accept') {
            // Accept opens the session, as on the request card (issue 23 §1).
            toast.success(answer.message || sessionsMessages.accepted);
            void navigate(listenerSessionPath(session));
          } else {
            toast.success(answer.message || sessionsMessages.closed);
          }
        } catch (error) {
          toast.error(
            serverMessageOr(
              error,
              action === 'accept' ? sessionsMessages.acceptFailed : sessionsMessages.closeFailed,
            ),
          );
        }
      });
    return [
      ...requestColumns(customerWithNote()),
      {
        id: 'actions',
        header: () => <span className="sr-only">{s.columnActions}</span>,
        enableHiding: false,
        meta: { pinned: 'right', className: 'w-px text-right', skeletonClassName: 'ml-auto w-32' },
        cell: ({ row }) => {
          const busy = isRunning(row.original.id);
          const who = row.original.customer.name || s.customerInSentence;
          return (
            <div className="flex justify-end gap-2">
              <BusyButton
                size="sm"
                busy={busy}
                icon={<CheckIcon aria-hidden="true" />}
                aria-label={requestCardMessages.acceptLabel(who)}
                onClick={() => act(row.original, 'accept')}
              >
                {/* Labelled at every width: the one button a ringing request needs. */}
                {requestCardMessages.accept}
              </BusyButton>
              <BusyButton
                size="sm"
                variant="outline"
                busy={busy}
                icon={<XIcon aria-hidden="true" />}
                aria-label={s.closeRequestLabel(who)}
                onClick={() => act(row.original, 'close')}
              >
                <span className="max-sm:sr-only">{s.close}</span>
              </BusyButton>
            </div>
          );
        },
      },
    ];
  }, [run, isRunning, mutateAsync, navigate]);

  return (
    <>
      <PageHeader title={s.requestsTitle} description={s.requestsDescription} />
      <QueueWaitingCard />
      <SessionListTable
        kind="pending"
        label={s.requestsLabel}
        columns={columns}
        errorTitle={sessionsMessages.failedLoad}
        emptyIcon={InboxIcon}
        emptyDescription={s.requestsEmpty}
      />
    </>
  );
}
