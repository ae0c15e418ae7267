import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { FlagIcon, HistoryIcon } from 'lucide-react';
import {
  formatNumber,
  liveSessionMessages,
  sessionScreensMessages,
  sessionsMessages,
  type ListenerSession,
  type MyReport,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { BlockMenu } from '@/features/blocks';
import { Button } from '@/components/ui/button';
import { useLastValue } from '@/components/ui/confirm-dialog';
import { useMyReportsBySession, ReportDialog, withinReportWindow } from '@/features/safety';
import { sessionColumns } from '@/features/sessions/components/session-columns';
import { SessionListTable } from '@/features/sessions/components/session-list-table';
import { SessionStatusBadge } from '@/features/sessions/components/session-status-badge';

/**
 * Whether the listener may still report this session: it took place, ended within REPORT_WINDOW_HOURS,
 * and they have not reported it (either person may report, so a REPORTED session may still be theirs
 * to report). Until their reports are known, a reported session counts as reported by them.
 */
function canReport(
  session: ListenerSession,
  reports: ReadonlyMap<string, MyReport> | undefined,
  now: number,
): boolean {
  if (session.status !== 'COMPLETED' && session.status !== 'REPORTED') return false;
  const endedAt = session.endedAt ?? session.completedAt;
  if (!session.startedAt || !endedAt || !withinReportWindow(endedAt, now)) return false;
  return reports ? !reports.has(session.id) : session.reportedAt === null;
}

const s = sessionScreensMessages;

// The spec lists the id first on Completed Sessions, so here it does not make way for a narrow screen
// (at 1280 px it was the first column to go). What a finished session earned stays longest: the
// language and the mode make way first, then the mood, then duration and rate (the status last).
const withPriority = (column: ColumnDef<ListenerSession>, priority: number): ColumnDef<ListenerSession> => ({
  ...column,
  meta: { ...column.meta, priority },
});

/** The columns in the language shown (built while rendering). */
const baseColumns = (): ColumnDef<ListenerSession>[] => {
  const sessionColumn = sessionColumns();
  const { priority: _idPriority, ...keptIdMeta } = sessionColumn.id.meta ?? {};
  return [
    { ...sessionColumn.id, meta: keptIdMeta },
    sessionColumn.customer,
    withPriority(sessionColumn.mode, 5),
    withPriority(sessionColumn.language, 6),
    {
      id: 'duration',
      header: s.columnDuration,
      meta: {
        priority: 3,
        label: s.columnDuration,
        className: 'text-right',
        skeletonClassName: 'ml-auto w-10',
      },
      cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.timeInMinutes)}</span>,
    },
    withPriority(sessionColumn.rate, 3),
    {
      id: 'coinsEarned',
      header: s.columnCoinsEarned,
      meta: { label: s.columnCoinsEarned, className: 'text-right', skeletonClassName: 'ml-auto w-12' },
      cell: ({ row }) => (
        <span className="font-medium tabular-nums">{formatNumber(row.original.coinsEarned)}</span>
      ),
    },
    withPriority(sessionColumn.mood, 4),
    {
      id: 'status',
      header: s.columnStatus,
      // The last to make way, for the row's actions on a phone (the picker brings it back).
      meta: { priority: 1, label: s.columnStatus, skeletonClassName: 'w-20' },
      cell: ({ row }) => <SessionStatusBadge status={row.original.status} />,
    },
  ];
};

/**
 * Completed Sessions: the listener's finished sessions, newest first, with what each earned, Report
 * on the ones that ended within REPORT_WINDOW_HOURS, and a row menu to block (or unblock) the customer.
 */
export function SessionsPage() {
  const reports = useMyReportsBySession();
  // Reported from this screen: the button goes at once, before the lists come back.
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  const [reporting, setReporting] = useState<ListenerSession | null>(null);
  const shownReporting = useLastValue(reporting);

  const columns = useMemo<ColumnDef<ListenerSession>[]>(
    () => [
      ...baseColumns(),
      {
        id: 'actions',
        header: () => <span className="sr-only">{s.columnActions}</span>,
        enableHiding: false,
        meta: { pinned: 'right', className: 'w-px text-right', skeletonClassName: 'ml-auto w-20' },
        cell: ({ row }) => {
          const session = row.original;
          const customer = { id: session.customer.id, name: session.customer.name || s.columnCustomer };
          return (
            <div className="flex items-center justify-end gap-1">
              {!sent.has(session.id) && canReport(session, reports, Date.now()) && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={s.reportSessionLabel(session.customer.name || s.customerInSentence)}
                  onClick={() => setReporting(session)}
                >
                  <FlagIcon aria-hidden="true" />
                  <span className="max-sm:sr-only">{liveSessionMessages.wrapUpReport}</span>
                </Button>
              )}
              <BlockMenu
                person={customer}
                size="icon-sm"
                icon="horizontal"
                triggerLabel={s.actionsFor(customer.name)}
                // The customer is not told: their requests to this listener are refused as 'not available'.
                describe={s.blockCustomerDescription}
              />
            </div>
          );
        },
      },
    ],
    [reports, sent],
  );

  return (
    <>
      <PageHeader title={s.completedTitle} description={s.completedDescription} />
      <SessionListTable
        kind="completed"
        label={s.completedLabel}
        columns={columns}
        errorTitle={sessionsMessages.errorLoading}
        emptyIcon={HistoryIcon}
        emptyDescription={s.completedEmpty}
      />
      {shownReporting && (
        <ReportDialog
          key={shownReporting.id}
          sessionId={shownReporting.id}
          personName={shownReporting.customer.name || s.thisCustomer}
          reporter="LISTENER"
          open={reporting !== null}
          onReported={() => setSent((current) => new Set(current).add(shownReporting.id))}
          onClose={() => setReporting(null)}
        />
      )}
    </>
  );
}
