import { useMemo, useState, type ComponentProps } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArchiveIcon, ChevronRightIcon, PhoneCallIcon, ShieldCheckIcon } from 'lucide-react';
import {
  ADMIN_PAGE_SIZES,
  adminModerationMessages,
  safetyMessages,
  type CaseRow,
  type CaseStatus,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCases } from '@/features/moderation/api/moderation';
import { HelplinesDialog } from '@/features/moderation/components/helplines-dialog';
import { UrgentBadge } from '@/features/moderation/components/case-badges';
import {
  caseKindLabel,
  caseRoute,
  caseTitle,
  formatAge,
  formatCoins,
  formatDateTime,
  formatNumber,
  modeLabel,
  openedAgo,
  roleLabel,
} from '@/features/moderation/moderation-format';
import { cn } from '@/lib/utils';

const DEFAULT_PAGE_SIZE = 20;
const s = safetyMessages;
const m = adminModerationMessages;

/** A link to a case that remembers this page of the queue, so the case's way back returns here. */
function CaseLink(props: Omit<ComponentProps<typeof Link>, 'to' | 'state'> & { id: string }) {
  const { id, ...rest } = props;
  const location = useLocation();
  return <Link to={caseRoute(id)} state={{ queue: location.search }} {...rest} />;
}

function CaseCell({ row, hidden }: { row: CaseRow; hidden: (id: string) => boolean }) {
  return (
    <div className="grid w-52 gap-1 leading-tight">
      <div className="flex flex-wrap items-center gap-1">
        {row.urgent && <UrgentBadge />}
        <Badge variant={row.kind === 'CRISIS' ? 'destructive' : 'outline'}>{caseKindLabel(row.kind)}</Badge>
        {row.outcome && (
          <Badge variant="secondary">
            <span className="sr-only">{m.lastAction}</span>
            {s.actionLabels[row.outcome]}
          </Badge>
        )}
      </div>
      <CaseLink id={row.id} className="font-medium underline-offset-4 hover:underline">
        <TruncatedText text={caseTitle(row)} />
      </CaseLink>
      {hidden('age') && <span className="text-xs text-muted-foreground">{openedAgo(row.createdAt)}</span>}
      {hidden('people') && (
        <TruncatedText
          text={m.customerAndListener(row.customer.name, row.listener.name)}
          className="text-xs text-muted-foreground"
        />
      )}
    </div>
  );
}

function columns(): ColumnDef<CaseRow>[] {
  return [
    {
      id: 'case',
      header: m.columns.case,
      enableHiding: false,
      meta: { label: m.columns.case, skeletonClassName: 'w-40' },
      cell: ({ row, table }) => (
        <CaseCell row={row.original} hidden={(id) => !table.getColumn(id)?.getIsVisible()} />
      ),
    },
    {
      id: 'reporter',
      header: m.columns.reporter,
      meta: { priority: 4, label: m.columns.reporter, skeletonClassName: 'w-28' },
      cell: ({ row }) => {
        const reporter = row.original.reporter;
        if (!reporter) return <span className="text-muted-foreground">{m.raisedByFilter}</span>;
        return (
          <div className="grid w-32 leading-tight">
            <TruncatedText text={reporter.name} className="font-medium" />
            <span className="text-xs text-muted-foreground">{roleLabel(reporter.role)}</span>
          </div>
        );
      },
    },
    {
      id: 'people',
      header: m.columns.people,
      meta: { priority: 2, label: m.columns.people, skeletonClassName: 'w-32' },
      cell: ({ row }) => (
        <dl className="grid w-40 grid-cols-[auto_minmax(0,1fr)] gap-x-2 leading-tight">
          <dt className="text-xs text-muted-foreground">{m.roleLabels.CUSTOMER}</dt>
          <dd>
            <TruncatedText text={row.original.customer.name} className="font-medium" />
          </dd>
          <dt className="text-xs text-muted-foreground">{m.roleLabels.LISTENER}</dt>
          <dd>
            <TruncatedText text={row.original.listener.name} className="font-medium" />
          </dd>
        </dl>
      ),
    },
    {
      id: 'session',
      header: m.columns.session,
      meta: { priority: 3, label: m.columns.session, skeletonClassName: 'w-28' },
      cell: ({ row }) => {
        const session = row.original.session;
        return (
          <div className="grid leading-tight">
            <span>
              {modeLabel(session.mode)} · {m.minutes(session.timeInMinutes)}
            </span>
            <span className="text-xs text-muted-foreground tabular-nums">
              {m.charged(formatCoins(session.coinsCharged))}
            </span>
            {session.refundedCoins > 0 && (
              <span className="text-xs text-success tabular-nums">
                {m.refunded(formatCoins(session.refundedCoins))}
              </span>
            )}
          </div>
        );
      },
    },
    {
      id: 'flagged',
      header: m.columns.flagged,
      meta: {
        priority: 5,
        label: m.columns.flaggedMessages,
        className: 'text-right',
        skeletonClassName: 'ml-auto w-8',
      },
      cell: ({ row }) => {
        const count = row.original.flaggedMessages;
        return (
          <span
            className={cn('tabular-nums', count === 0 && 'text-muted-foreground')}
            aria-label={m.flaggedCount(count)}
          >
            {formatNumber(count)}
          </span>
        );
      },
    },
    {
      id: 'age',
      header: m.columns.age,
      meta: { priority: 1, label: m.columns.age, skeletonClassName: 'w-14' },
      cell: ({ row }) => (
        <time
          dateTime={row.original.createdAt}
          title={formatDateTime(row.original.createdAt)}
          className="tabular-nums"
        >
          {formatAge(row.original.createdAt)}
        </time>
      ),
    },
    {
      // The whole row opens the case; the chevron only says so (the title is the row's one link).
      id: 'open',
      header: () => <span className="sr-only">{m.columns.open}</span>,
      enableHiding: false,
      meta: { pinned: 'right', className: 'w-10 text-right', skeletonClassName: 'ml-auto w-4' },
      cell: () => <ChevronRightIcon className="ml-auto size-4 text-muted-foreground" aria-hidden="true" />,
    },
  ];
}

const STATUS_CHOICES: CaseStatus[] = ['OPEN', 'CLOSED'];

function StatusSwitch({ value, onChange }: { value: CaseStatus; onChange: (next: CaseStatus) => void }) {
  return (
    <div role="group" aria-label={m.caseStatus} className="inline-flex rounded-md border p-0.5">
      {STATUS_CHOICES.map((choice) => (
        <Button
          key={choice}
          type="button"
          size="sm"
          variant={value === choice ? 'secondary' : 'ghost'}
          className="h-7"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {m.statusLabels[choice]}
        </Button>
      ))}
    </div>
  );
}

/** Admin Moderation: reports and crisis flags, urgent first, and the crisis helplines. */
export function ModerationPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const status: CaseStatus = getFilter('status') === 'CLOSED' ? 'CLOSED' : 'OPEN';
  const query = useCases({ pagenumber: pagination.pageIndex + 1, pagesize: pagination.pageSize, status });
  const [helplinesOpen, setHelplinesOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const tableColumns = useMemo(() => columns(), []);

  return (
    <>
      <PageHeader
        title={m.title}
        description={m.description}
        actions={
          <Button variant="outline" onClick={() => setHelplinesOpen(true)}>
            <PhoneCallIcon aria-hidden="true" />
            {m.helplines}
          </Button>
        }
      />
      <DataTable
        label={m.tableLabel}
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.data, total: answer.totalRows }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle={m.loadFailed}
        // The case page's way back returns to this page of the queue, this filter.
        onRowClick={(row) => void navigate(caseRoute(row.id), { state: { queue: location.search } })}
        toolbar={
          <StatusSwitch
            value={status}
            onChange={(next) => setFilter('status', next === 'OPEN' ? undefined : next)}
          />
        }
        empty={{
          icon: status === 'OPEN' ? ShieldCheckIcon : ArchiveIcon,
          title: status === 'OPEN' ? m.noOpenCases : m.noClosedCases,
          description: s.noCases,
        }}
      />
      <HelplinesDialog open={helplinesOpen} onClose={() => setHelplinesOpen(false)} />
    </>
  );
}
