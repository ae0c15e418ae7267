import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2Icon, ChevronRightIcon, ClockIcon, FlagIcon } from 'lucide-react';
import { clientMessages, formatDateTime, routes, safetyMessages, type MyReport } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Pager } from '@/components/pager';
import { useMyReports } from '@/features/safety/api/safety';
import { serverMessageOr } from '@/lib/api-error';

const PAGE_SIZE = 10;
const s = safetyMessages;

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
/** '4 Mar 2026' (with the time: '4 Mar 2026, 10:30 am') in the language shown. */
const formatDay = (iso: string, options: Intl.DateTimeFormatOptions = {}) =>
  formatDateTime(new Date(iso), { ...DAY, ...options });

export type ReportsAudience = 'customer' | 'listener';

function ReportStatusBadge({ status }: { status: MyReport['status'] }) {
  return status === 'OPEN' ? (
    <Badge variant="warning">{s.screens.reportOpen}</Badge>
  ) : (
    <Badge variant="secondary">{s.screens.reportClosed}</Badge>
  );
}

/** 'closed 4 Mar 2026', the date a <time> wherever the language puts it. */
function ClosedOn({ iso }: { iso: string }) {
  const date = formatDay(iso);
  const [before = '', after = ''] = s.screens.closedOn(date).split(date);
  return (
    <>
      {before}
      <time dateTime={iso}>{date}</time>
      {after}
    </>
  );
}

function ReportItem({ report, sessionLink }: { report: MyReport; sessionLink?: string }) {
  const outcome = report.outcome ? s.actionLabels[report.outcome] : s.screens.waitingForAdmin;
  const OutcomeIcon = report.outcome ? CheckCircle2Icon : ClockIcon;
  return (
    <li className="grid gap-2.5 px-4 py-4 sm:px-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="font-semibold text-pretty">{s.categoryLabels[report.category]}</h2>
          <p className="text-xs text-muted-foreground">
            <span className="[overflow-wrap:anywhere]">{s.screens.sessionWith(report.about.name)}</span>
            {' · '}
            <time dateTime={report.createdAt}>
              {formatDay(report.createdAt, { hour: 'numeric', minute: '2-digit' })}
            </time>
          </p>
        </div>
        <ReportStatusBadge status={report.status} />
      </div>
      {report.reason && (
        <p className="line-clamp-3 border-l-2 pl-3 text-sm text-pretty text-muted-foreground [overflow-wrap:anywhere]">
          {report.reason}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="flex items-center gap-1.5">
          <OutcomeIcon
            aria-hidden="true"
            className={report.outcome ? 'size-4 text-success' : 'size-4 text-muted-foreground'}
          />
          <span className="text-muted-foreground">{s.screens.outcome}</span>
          <span className="font-medium">{outcome}</span>
          {report.closedAt && (
            <span className="text-muted-foreground">
              {' · '}
              <ClosedOn iso={report.closedAt} />
            </span>
          )}
        </p>
        {sessionLink && (
          <Link
            to={sessionLink}
            className="inline-flex items-center gap-0.5 rounded-sm text-sm font-medium text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {s.screens.viewSession}
            <ChevronRightIcon aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </li>
  );
}

const emptyText = (audience: ReportsAudience): string =>
  audience === 'customer' ? s.screens.emptyCustomer : s.screens.emptyListener;

/**
 * The signed-in person's reports, newest first: what about, when, Open or Closed, and the admin's
 * outcome ('Waiting for an admin' until someone acts). The customer can open each session.
 */
export function MyReports({ audience, emptyAction }: { audience: ReportsAudience; emptyAction?: ReactNode }) {
  const [page, setPage] = useState(1);
  const reports = useMyReports({ pagenumber: page, pagesize: PAGE_SIZE });
  const rows = reports.data?.data ?? [];
  const totalRows = reports.data?.totalRows ?? 0;

  if (reports.isError && !reports.data) {
    return (
      <LoadErrorAlert
        title={s.screens.reportsLoadFailed}
        message={serverMessageOr(reports.error, clientMessages.networkError)}
        onRetry={() => void reports.refetch()}
        isRetrying={reports.isFetching}
      />
    );
  }
  if (!reports.data) {
    return (
      <div className="grid gap-2">
        <p role="status" className="sr-only">
          {s.screens.loadingReports}
        </p>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (totalRows === 0) {
    return (
      <EmptyState
        icon={FlagIcon}
        title={s.screens.noReports}
        description={emptyText(audience)}
        className="bg-card"
        action={emptyAction}
      />
    );
  }
  return (
    <div className="grid gap-2">
      <ul
        aria-label={s.screens.yourReports}
        aria-busy={reports.isPlaceholderData || undefined}
        className="divide-y overflow-hidden rounded-xl border bg-card"
      >
        {rows.map((report) => (
          <ReportItem
            key={report.id}
            report={report}
            sessionLink={audience === 'customer' ? routes.app.session(report.sessionId) : undefined}
          />
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        totalRows={totalRows}
        noun={s.screens.reportsNoun}
        onPageChange={setPage}
      />
    </div>
  );
}
