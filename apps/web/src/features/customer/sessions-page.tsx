import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, HistoryIcon } from 'lucide-react';
import { customerScreensMessages as m, routes } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { PersonAvatar } from '@/components/people/person-cell';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useCustomerSessions } from '@/features/customer/api/sessions';
import { Pager } from '@/components/pager';
import { SessionStatusBadge } from '@/features/customer/components/session-status-badge';
import { formatCoins, formatDay, formatMinutes } from '@/features/customer/format';
import { BROWSE_STATE } from '@/features/customer/navigation';
import { serverMessageOr } from '@/lib/api-error';

const PAGE_SIZE = 10;

/** /app/sessions: every session the customer asked for, newest first. */
export function SessionsPage() {
  const [page, setPage] = useState(1);
  const sessions = useCustomerSessions({ pagenumber: page, pagesize: PAGE_SIZE });
  const rows = sessions.data?.data.sessions ?? [];
  const totalRows = sessions.data?.data.totalRows ?? 0;

  return (
    <>
      <PageHeader title={m.sessionsTitle} description={m.sessionsDescription} />
      {sessions.isError && !sessions.data ? (
        <LoadErrorAlert
          title={m.sessionsLoadFailed}
          message={serverMessageOr(sessions.error, m.loadFallback)}
          onRetry={() => void sessions.refetch()}
          isRetrying={sessions.isFetching}
        />
      ) : !sessions.data ? (
        <div className="grid gap-2" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-[4.5rem] w-full rounded-xl" />
          ))}
        </div>
      ) : totalRows === 0 ? (
        <EmptyState
          icon={HistoryIcon}
          title={m.noSessions}
          description={m.noSessionsDescription}
          className="bg-card"
          action={
            <Button asChild variant="brand">
              <Link to={routes.app.home} state={BROWSE_STATE}>
                {m.findListener}
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-2">
          <ul
            aria-label={m.yourSessions}
            className="divide-y overflow-hidden rounded-xl border bg-card"
            aria-busy={sessions.isPlaceholderData || undefined}
          >
            {rows.map((session) => {
              const started = session.startedAt !== null;
              return (
                <li key={session.id}>
                  <Link
                    to={routes.app.session(session.id)}
                    className="flex items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
                  >
                    <PersonAvatar
                      name={session.listener.name}
                      picture={session.listener.profilePicture}
                      className="size-10 shrink-0"
                    />
                    <div className="grid min-w-0 flex-1 gap-1">
                      <span className="truncate font-medium">{session.listener.name}</span>
                      <span className="flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
                        <SessionStatusBadge session={session} />
                        <span className="truncate">
                          <span>{formatDay(session.requestedAt)}</span>
                          {/* On a phone the date is enough; the session's page has the rest. */}
                          <span className="hidden sm:inline">
                            {` · ${m.modes[session.mode]} · ${session.language}`}
                          </span>
                        </span>
                      </span>
                    </div>
                    <div className="grid shrink-0 justify-items-end gap-0.5 text-right">
                      <span className="text-sm font-semibold tabular-nums">
                        {started ? formatCoins(session.coinsCharged) : '—'}
                      </span>
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {started ? formatMinutes(session.timeInMinutes) : m.notStarted}
                      </span>
                    </div>
                    <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            totalRows={totalRows}
            noun={m.pagerSessions}
            onPageChange={setPage}
          />
        </div>
      )}
    </>
  );
}
