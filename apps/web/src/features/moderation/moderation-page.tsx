import { useMemo, useState, type ComponentProps } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArchiveIcon, ChevronRightIcon, PhoneCallIcon, ShieldCheckIcon } from 'lucide-react';
import { ADMIN_PAGE_SIZES, messages, type CaseRow, type CaseStatus } from '@app/contract';
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
  caseKindLabels,
  caseRoute,
  caseTitle,
  formatAge,
  formatCoins,
  openedAgo,
  roleLabels,
} from '@/features/moderation/moderation-format';
import { formatDateTime, formatNumber, modeLabels } from '@/lib/people-format';
import { cn } from '@/lib/utils';

const DEFAULT_PAGE_SIZE = 20;
const s = messages.safety;

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
        <Badge variant={row.kind === 'CRISIS' ? 'destructive' : 'outline'}>{caseKindLabels[row.kind]}</Badge>
        {row.outcome && (
          <Badge variant="secondary">
            <span className="sr-only">Last action: </span>
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
          text={`${row.customer.name} and ${row.listener.name}`}
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
      header: 'Case',
      enableHiding: false,
      meta: { label: 'Case', skeletonClassName: 'w-40' },
      cell: ({ row, table }) => (
        <CaseCell row={row.original} hidden={(id) => !table.getColumn(id)?.getIsVisible()} />
      ),
    },
    {
      id: 'reporter',
      header: 'Reporter',
      meta: { priority: 4, label: 'Reporter', skeletonClassName: 'w-28' },
      cell: ({ row }) => {
        const reporter = row.original.reporter;
        if (!reporter) return <span className="text-muted-foreground">Raised by the chat filter</span>;
        return (
          <div className="grid w-32 leading-tight">
            <TruncatedText text={reporter.name} className="font-medium" />
            <span className="text-xs text-muted-foreground">{roleLabels[reporter.role]}</span>
          </div>
        );
      },
    },
    {
      id: 'people',
      header: 'Customer and listener',
      meta: { priority: 2, label: 'Customer and listener', skeletonClassName: 'w-32' },
      cell: ({ row }) => (
        <dl className="grid w-40 grid-cols-[auto_minmax(0,1fr)] gap-x-2 leading-tight">
          <dt className="text-xs text-muted-foreground">Customer</dt>
          <dd>
            <TruncatedText text={row.original.customer.name} className="font-medium" />
          </dd>
          <dt className="text-xs text-muted-foreground">Listener</dt>
          <dd>
            <TruncatedText text={row.original.listener.name} className="font-medium" />
          </dd>
        </dl>
      ),
    },
    {
      id: 'session',
      header: 'Session',
      meta: { priority: 3, label: 'Session', skeletonClassName: 'w-28' },
      cell: ({ row }) => {
        const session = row.original.session;
        return (
          <div className="grid leading-tight">
            <span>
              {modeLabels[session.mode]} · {formatNumber(session.timeInMinutes)} min
            </span>
            <span className="text-xs text-muted-foreground tabular-nums">
              {formatCoins(session.coinsCharged)} charged
            </span>
            {session.refundedCoins > 0 && (
              <span className="text-xs text-success tabular-nums">
                {formatCoins(session.refundedCoins)} refunded
              </span>
            )}
          </div>
        );
      },
    },
    {
      id: 'flagged',
      header: 'Flagged',
      meta: {
        priority: 5,
        label: 'Flagged messages',
        className: 'text-right',
        skeletonClassName: 'ml-auto w-8',
      },
      cell: ({ row }) => {
        const count = row.original.flaggedMessages;
        return (
          <span
            className={cn('tabular-nums', count === 0 && 'text-muted-foreground')}
            aria-label={`${count} flagged ${count === 1 ? 'message' : 'messages'}`}
          >
            {formatNumber(count)}
          </span>
        );
      },
    },
    {
      id: 'age',
      header: 'Age',
      meta: { priority: 1, label: 'Age', skeletonClassName: 'w-14' },
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
      header: () => <span className="sr-only">Open</span>,
      enableHiding: false,
      meta: { pinned: 'right', className: 'w-10 text-right', skeletonClassName: 'ml-auto w-4' },
      cell: () => <ChevronRightIcon className="ml-auto size-4 text-muted-foreground" aria-hidden="true" />,
    },
  ];
}

const STATUS_CHOICES: { value: CaseStatus; label: string }[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
];

function StatusSwitch({ value, onChange }: { value: CaseStatus; onChange: (next: CaseStatus) => void }) {
  return (
    <div role="group" aria-label="Case status" className="inline-flex rounded-md border p-0.5">
      {STATUS_CHOICES.map((choice) => (
        <Button
          key={choice.value}
          type="button"
          size="sm"
          variant={value === choice.value ? 'secondary' : 'ghost'}
          className="h-7"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
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
        title="Moderation"
        description="Reports and crisis flags, urgent first"
        actions={
          <Button variant="outline" onClick={() => setHelplinesOpen(true)}>
            <PhoneCallIcon aria-hidden="true" />
            Helplines
          </Button>
        }
      />
      <DataTable
        label="Moderation cases"
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.data, total: answer.totalRows }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle="Error loading the moderation queue"
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
          title: status === 'OPEN' ? 'No open cases' : 'No closed cases',
          description: s.noCases,
        }}
      />
      <HelplinesDialog open={helplinesOpen} onClose={() => setHelplinesOpen(false)} />
    </>
  );
}
