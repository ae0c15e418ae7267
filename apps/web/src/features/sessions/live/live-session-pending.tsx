import { liveSessionMessages, sessionsMessages } from '@app/contract';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Spinner } from '@/components/ui/spinner';
import type { useLiveSession } from '@/features/sessions/live/use-live-session';

type Query = ReturnType<typeof useLiveSession>['query'];

/** What the call and chat screens show before the session is there: 'Loading session...' or the error. */
export function LiveSessionPending({ query }: { query: Query }) {
  if (query.isError) {
    return (
      <LoadErrorAlert
        title={sessionsMessages.errorLoading}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return (
    <div role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner aria-hidden="true" role={undefined} /> {liveSessionMessages.loading}
    </div>
  );
}
