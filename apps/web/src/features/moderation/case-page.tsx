import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeftIcon, QuoteIcon, SearchXIcon } from 'lucide-react';
import {
  adminModerationMessages,
  clientMessages,
  routes,
  safetyMessages,
  type CaseDetail,
} from '@app/contract';
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
import {
  caseKindLabel,
  caseTitle,
  formatCoins,
  formatDateTime,
  modeLabel,
} from '@/features/moderation/moderation-format';
import { ApiError, serverMessageOr } from '@/lib/api-error';

const s = safetyMessages;
const m = adminModerationMessages;

/** Back to the queue as the admin left it (its filter and page), else to its first page. */
function BackToQueue() {
  const location = useLocation();
  const state = location.state as { queue?: unknown } | null;
  const search = typeof state?.queue === 'string' ? state.queue : '';
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground" asChild>
      <Link to={`${routes.admin.moderation}${search}`}>
        <ArrowLeftIcon aria-hidden="true" />
        {m.backToQueue}
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
        <Item label={m.facts.mode}>{modeLabel(session.mode)}</Item>
        <Item label={m.facts.status}>
          <SessionStatusBadge status={session.status} />
        </Item>
        <Item label={m.facts.started}>{formatDateTime(session.startedAt)}</Item>
        <Item label={m.facts.ended}>{formatDateTime(session.endedAt)}</Item>
        <Item label={m.facts.billed}>{m.minutes(session.timeInMinutes)}</Item>
        <Item label={m.facts.charged}>{formatCoins(session.coinsCharged)}</Item>
        <Item label={m.facts.refunded}>{formatCoins(session.refundedCoins)}</Item>
        <Item label={m.facts.refundable}>{formatCoins(detail.refundable)}</Item>
      </dl>
      {detail.refundable > 0 && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">{refundBearer(detail)}</p>
      )}
    </div>
  );
}

function PastActions({ detail }: { detail: CaseDetail }) {
  if (detail.actions.length === 0) {
    return <p className="text-sm text-muted-foreground">{m.noActionsYet}</p>;
  }
  return (
    <ol className="grid gap-3" aria-label={m.sections.pastActions}>
      {detail.actions.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="grid gap-1 border-l-2 pl-3">
          <p className="text-sm font-medium">
            {entry.refundCoins !== null
              ? m.pastActionRefund(s.actionLabels[entry.action], formatCoins(entry.refundCoins))
              : entry.warned
                ? m.pastActionWarned(
                    s.actionLabels[entry.action],
                    entry.warned.name,
                    m.roleInSentence[entry.warned.party],
                  )
                : s.actionLabels[entry.action]}
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
          description={
            detail.closedAt
              ? m.caseOpenedClosed(
                  caseKindLabel(detail.kind),
                  formatDateTime(detail.createdAt),
                  formatDateTime(detail.closedAt),
                )
              : m.caseOpened(caseKindLabel(detail.kind), formatDateTime(detail.createdAt))
          }
        />
        <div className="flex flex-wrap items-center gap-1.5">
          {detail.urgent && <UrgentBadge />}
          <CaseStatusBadge status={detail.status} outcome={detail.outcome} />
          {detail.flaggedMessages > 0 && (
            <Badge variant="outline">{m.flaggedCount(detail.flaggedMessages)}</Badge>
          )}
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <Section title={detail.reporter ? m.sections.report : m.sections.crisisFlag}>
            {detail.reporter ? (
              <figure className="grid gap-2">
                <figcaption className="text-sm text-muted-foreground">
                  {m.reporterWrote(detail.reporter.name, m.roleInSentence[detail.reporter.role])}
                </figcaption>
                <blockquote className="flex gap-2 rounded-md border-l-4 border-brand/50 bg-muted/50 px-3 py-2">
                  <QuoteIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <p className="text-sm break-words whitespace-pre-wrap">{detail.details ?? '—'}</p>
                </blockquote>
              </figure>
            ) : (
              <p className="text-sm">{m.raisedByFilterLong}</p>
            )}
          </Section>
          <Section title={m.sections.transcript}>
            <Transcript detail={detail} />
          </Section>
        </div>
        <div className="grid min-w-0 gap-6">
          <Section title={m.sections.actions}>
            <CaseActions detail={detail} />
          </Section>
          <Section title={m.sections.session}>
            <SessionFacts detail={detail} />
          </Section>
          <Section title={m.sections.people}>
            <div className="grid gap-6">
              <PersonHistory role="CUSTOMER" person={detail.customer} history={detail.history.customer} />
              <PersonHistory role="LISTENER" person={detail.listener} history={detail.history.listener} />
            </div>
          </Section>
          <Section title={m.sections.pastActions}>
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
          <PageHeader title={m.caseHeading} />
        </div>
        <EmptyState icon={SearchXIcon} title={s.caseNotFound} description={m.caseNotFoundHint} />
      </>
    );
  }
  if (query.error) {
    return (
      <>
        <div className="grid gap-2">
          <BackToQueue />
          <PageHeader title={m.caseHeading} />
        </div>
        <LoadErrorAlert
          title={m.caseLoadFailed}
          message={serverMessageOr(query.error, clientMessages.networkError)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </>
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        {m.caseLoading}
      </p>
      <CaseSkeleton />
    </>
  );
}
