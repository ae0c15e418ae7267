import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon, UserRoundXIcon } from 'lucide-react';
import {
  customerScreensMessages as m,
  PRODUCT_NAME,
  routes,
  type PublicListener,
  languageName,
} from '@app/contract';
import { PersonAvatar } from '@/components/people/person-cell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDirectoryListener } from '@/features/customer/api/directory';
import { BlockListenerMenu } from '@/features/customer/components/block-listener-menu';
import { ExperiencedBadge, ModeLabel } from '@/features/customer/components/listener-card';
import { FavouriteButton, NotifyOnlineButton } from '@/features/customer/components/favourite-button';
import { QueuePlaceCard } from '@/features/customer/components/queue-place';
import { PresenceBadge } from '@/features/customer/components/presence-badge';
import { RateText } from '@/features/customer/components/rate-text';
import { RatingSummary } from '@/features/customer/components/rating-summary';
import { RequestForm } from '@/features/customer/components/request-form';
import { BROWSE_STATE } from '@/features/customer/navigation';
import { ApiError, serverMessageOr } from '@/lib/api-error';

function BackToListeners() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground">
      <Link to={routes.app.home} state={BROWSE_STATE}>
        <ArrowLeftIcon aria-hidden="true" />
        {m.allListeners}
      </Link>
    </Button>
  );
}

function Profile({ listener }: { listener: PublicListener }) {
  return (
    <Card className="gap-5">
      <CardContent className="grid gap-5">
        <div className="flex items-center gap-4">
          <PersonAvatar name={listener.name} picture={listener.profilePicture} className="size-20 text-xl" />
          <div className="grid min-w-0 gap-1.5">
            <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{listener.name}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <PresenceBadge presence={listener.presence} />
              {listener.isExperienced && <ExperiencedBadge />}
              <RatingSummary listener={listener} className="text-sm" />
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{m.rateLabel}</dt>
            <dd className="font-semibold">
              <RateText coinsPerMinute={listener.coinsPerMinute} />
            </dd>
          </div>
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{m.sessionsLabel}</dt>
            <dd className="font-semibold tabular-nums">{m.completedSessions(listener.completedSessions)}</dd>
          </div>
        </dl>
        {listener.description && (
          <section className="grid gap-1.5">
            <h2 className="text-sm font-medium">{m.about}</h2>
            <p className="text-sm whitespace-pre-line text-muted-foreground">{listener.description}</p>
          </section>
        )}
        <section className="grid gap-1.5">
          <h2 className="text-sm font-medium">{m.languages}</h2>
          <div className="flex flex-wrap gap-1">
            {listener.languages.map((language) => (
              <Badge key={language} variant="secondary" className="font-normal">
                {languageName(language)}
              </Badge>
            ))}
          </div>
        </section>
        <p className="text-sm text-muted-foreground">
          <ModeLabel mode={listener.preferredMode} />
        </p>
        <div className="flex flex-wrap gap-2">
          <FavouriteButton listener={listener} />
          <NotifyOnlineButton listener={listener} />
        </div>
      </CardContent>
    </Card>
  );
}

const availabilityNote = (presence: 'busy' | 'offline', name: string) =>
  presence === 'busy' ? m.busyNote(name) : m.offlineNote(name);

function ProfileSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr]" aria-hidden="true">
      <div className="grid gap-4 rounded-xl border bg-card p-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-full" />
          <div className="grid gap-2">
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-4 w-20" />
          </div>
        </div>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

/** /app/listeners/:id: who this listener is, and the form to ask them for a session. */
export function ListenerPage() {
  const { id = '' } = useParams();
  const listener = useDirectoryListener(id);
  const navigate = useNavigate();

  if (listener.isError && !listener.data) {
    const notFound = listener.error instanceof ApiError && listener.error.status === 404;
    return (
      <>
        <title>{m.listenerDocumentTitle(PRODUCT_NAME)}</title>
        <BackToListeners />
        {notFound ? (
          <EmptyState
            icon={UserRoundXIcon}
            title={m.listenerNotFound}
            description={m.listenerNotFoundDescription}
            action={
              <>
                <Button asChild variant="brand">
                  <Link to={routes.app.home} state={BROWSE_STATE}>
                    {m.findListener}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={routes.app.settings}>{m.blockedListeners}</Link>
                </Button>
              </>
            }
          />
        ) : (
          <LoadErrorAlert
            title={m.listenerLoadFailed}
            message={serverMessageOr(listener.error, m.loadFallback)}
            onRetry={() => void listener.refetch()}
            isRetrying={listener.isFetching}
          />
        )}
      </>
    );
  }

  if (!listener.data) {
    return (
      <>
        <BackToListeners />
        <p role="status" className="sr-only">
          {m.loadingListener}
        </p>
        <ProfileSkeleton />
      </>
    );
  }

  const data = listener.data;
  return (
    <>
      <title>{`${data.name} · ${PRODUCT_NAME}`}</title>
      <div className="flex items-center justify-between gap-2">
        <BackToListeners />
        <BlockListenerMenu
          listener={data}
          // A blocked listener leaves the directory, this page included.
          onBlocked={() => void navigate(routes.app.home, { state: BROWSE_STATE })}
        />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_1.1fr]">
        <Profile listener={data} />
        <Card className="gap-5">
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">{m.talkTo(data.name)}</h2>
            </CardTitle>
            <CardDescription>{m.talkToDescription(data.name)}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <QueuePlaceCard listener={data} />
            {data.presence !== 'online' && (
              <Alert>
                <AlertDescription>{availabilityNote(data.presence, data.name)}</AlertDescription>
              </Alert>
            )}
            <RequestForm listener={data} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
