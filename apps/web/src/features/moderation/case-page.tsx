import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeftIcon, QuoteIcon, SearchXIcon } from 'lucide-react';
import { messages, routes, type CaseDetail } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SessionStatusBadge } from '@/features/sessions';
import { useCase } from '@/features/moderation/api/moderation';
import { CaseActions, refundBearer } from '@/features/moderation/components/case-actions';
import { CaseStatusBadge, UrgentBadge } from '@/features/moderation/components/case-badges';
import { PersonHistory } from '@/features/moderation/components/person-history';
import { Transcript } from '@/features/moderation/components/transcript';
import { caseKindLabels, caseTitle, formatCoins, roleLabels } from '@/features/moderation/moderation-format';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { formatDateTime, formatNumber, modeLabels } from '@/lib/people-format';

const s = messages.safety;

/** Back to the queue as the admin left it (its filter and page), else to its first page. */
function BackToQueue() {
  const location = useLocation();
  const state = location.state as { queue?: unknown } | null;
  const search = typeof state?.queue === 'string' ? state.queue : '';
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground" asChild>
      <Link to={`${routes.admin.moderation}${search}`}>
        <ArrowLeftIcon aria-hidden="true" />
        Moderation queue
      </Link>
    </Button>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b py-1.5 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-right text-sm tabular-nums">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4 py-4 sm:py-6">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

function SessionFacts({ detail }: { detail: CaseDetail }) {
  const session = detail.session;
  return (
    <div className="grid gap-3">
      <dl>
        <Item label="Mode">{modeLabels[session.mode]}</Item>
        <Item label="Status">
          <SessionStatusBadge status={session.status} />
        </Item>
        <Item label="Started">{formatDateTime(session.startedAt)}</Item>
        <Item label="Ended">{formatDateTime(session.endedAt)}</Item>
        <Item label="Billed">{formatNumber(session.timeInMinutes)} min</Item>
        <Item label="Charged">{formatCoins(session.coinsCharged)}</Item>
        <Item label="Refunded">{formatCoins(session.refundedCoins)}</Item>
        <Item label="Can still be refunded">{formatCoins(detail.refundable)}</Item>
      </dl>
      {detail.refundable > 0 && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">{refundBearer(detail)}</p>
      )}
    </div>
  );
}

function PastActions({ detail }: { detail: CaseDetail }) {
  if (detail.actions.length === 0) {
    return <p className="text-sm text-muted-foreground">No admin has acted on this case yet.</p>;
  }
  return (
    <ol className="grid gap-3" aria-label="Past actions">
      {detail.actions.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="grid gap-1 border-l-2 pl-3">
          <p className="text-sm font-medium">
            {s.actionLabels[entry.action]}
            {entry.refundCoins !== null && `: ${formatCoins(entry.refundCoins)}`}
            {entry.warned && ` to ${entry.warned.name} (${entry.warned.party.toLowerCase()})`}
          </p>
          <p className="text-xs text-muted-foreground">
            {entry.actor.name} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.note && <p className="text-sm break-words whitespace-pre-wrap">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}

function CaseView({ detail }: { detail: CaseDetail }) {
  const title = caseTitle(detail);
  return (
    <>
      <div className="grid gap-2">
        <BackToQueue />
        <PageHeader
          title={title}
          description={`${caseKindLabels[detail.kind]} · opened ${formatDateTime(detail.createdAt)}${
            detail.closedAt ? ` · closed ${formatDateTime(detail.closedAt)}` : ''
          }`}
        />
        <div className="flex flex-wrap items-center gap-1.5">
          {detail.urgent && <UrgentBadge />}
          <CaseStatusBadge status={detail.status} outcome={detail.outcome} />
          {detail.flaggedMessages > 0 && (
            <Badge variant="outline">
              {detail.flaggedMessages} flagged {detail.flaggedMessages === 1 ? 'message' : 'messages'}
            </Badge>
          )}
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <Section title={detail.reporter ? 'Report' : 'Crisis flag'}>
            {detail.reporter ? (
              <figure className="grid gap-2">
                <figcaption className="text-sm text-muted-foreground">
                  {detail.reporter.name} ({roleLabels[detail.reporter.role].toLowerCase()}) wrote:
                </figcaption>
                <blockquote className="flex gap-2 rounded-md border-l-4 border-brand/50 bg-muted/50 px-3 py-2">
                  <QuoteIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <p className="text-sm break-words whitespace-pre-wrap">{detail.details ?? '—'}</p>
                </blockquote>
              </figure>
            ) : (
              <p className="text-sm">
                Raised by the chat filter: a message in this session suggests the writer may be at risk.
              </p>
            )}
          </Section>
          <Section title="Transcript">
            <Transcript detail={detail} />
          </Section>
        </div>
        <div className="grid min-w-0 gap-6">
          <Section title="Actions">
            <CaseActions detail={detail} />
          </Section>
          <Section title="Session">
            <SessionFacts detail={detail} />
          </Section>
          <Section title="People">
            <div className="grid gap-6">
              <PersonHistory role="Customer" person={detail.customer} history={detail.history.customer} />
              <PersonHistory role="Listener" person={detail.listener} history={detail.history.listener} />
            </div>
          </Section>
          <Section title="Past actions">
            <PastActions detail={detail} />
          </Section>
        </div>
      </div>
    </>
  );
}

function CaseSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-80" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** One moderation case: what was reported, the transcript, both people's history, and the actions. */
export function ModerationCasePage() {
  const { id = '' } = useParams();
  const query = useCase(id);

  if (query.data) return <CaseView detail={query.data} />;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <>
        <div className="grid gap-2">
          <BackToQueue />
          <PageHeader title="Moderation case" />
        </div>
        <EmptyState
          icon={SearchXIcon}
          title={s.caseNotFound}
          description="It may have been a mistyped link. Every report and crisis flag is in the queue."
        />
      </>
    );
  }
  if (query.error) {
    return (
      <>
        <div className="grid gap-2">
          <BackToQueue />
          <PageHeader title="Moderation case" />
        </div>
        <LoadErrorAlert
          title="Could not load this case"
          message={serverMessageOr(query.error, messages.client.networkError)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </>
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        Loading the case...
      </p>
      <CaseSkeleton />
    </>
  );
}
