import { useMemo, useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import {
  BanIcon,
  EyeIcon,
  HeadphonesIcon,
  MoreHorizontalIcon,
  PencilIcon,
  ShieldCheckIcon,
  StarIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  ADMIN_PAGE_SIZES,
  QUALITY_SORT_FIELDS,
  adminListenerMessages as m,
  formatNumber,
  routes,
  type ListenerQuality,
  type ListenerRow,
  type QualitySortField,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { SortHeader, type SortState } from '@/components/data-table/sort-header';
import { useSortSearchParams } from '@/components/data-table/use-sort-search-params';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useListeners } from '@/features/listeners/api/get-listeners';
import { BlockListenerDialog } from '@/features/listeners/components/block-listener-dialog';
import { LanguageList } from '@/components/people/language-list';
import { ListenerEditDialog } from '@/features/listeners/components/listener-edit-dialog';
import { ListenerViewDialog } from '@/features/listeners/components/listener-view-dialog';
import { emailColumn, personColumn } from '@/components/people/person-columns';
import { formatAcceptTime, formatPercent, formatRating } from '@/lib/quality-format';

const DEFAULT_PAGE_SIZE = 10;

type RowActions = {
  view: (id: string) => void;
  edit: (id: string) => void;
  toggleBlock: (row: ListenerRow) => void;
};

type Sorting = {
  sort: SortState<QualitySortField> | undefined;
  onSort: (next: SortState<QualitySortField>) => void;
};

/** A quality figure: sorted by the server, right-aligned, '—' while there is nothing to count. */
function qualityColumn(
  id: QualitySortField,
  label: string,
  priority: number,
  show: (quality: ListenerQuality) => ReactNode,
  { sort, onSort }: Sorting,
): ColumnDef<ListenerRow> {
  return {
    id,
    header: () => <SortHeader label={label} field={id} sort={sort} onSort={onSort} align="right" />,
    meta: { priority, label, className: 'text-right', skeletonClassName: 'ml-auto w-10' },
    cell: ({ row }) => <span className="tabular-nums whitespace-nowrap">{show(row.original.quality)}</span>,
  };
}

function RatingCell({ quality }: { quality: ListenerQuality }) {
  if (quality.averageRating === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <StarIcon className="size-3.5 fill-warning text-warning" aria-hidden="true" />
      {formatRating(quality.averageRating)}
      <span className="text-xs text-muted-foreground">
        ({formatNumber(quality.ratingCount)}
        <span className="sr-only">{m.ratingCount(quality.ratingCount)}</span>)
      </span>
    </span>
  );
}

const withPriority = (column: ColumnDef<ListenerRow>, priority: number): ColumnDef<ListenerRow> => ({
  ...column,
  meta: { ...column.meta, priority },
});

function columns(actions: RowActions, sorting: Sorting): ColumnDef<ListenerRow>[] {
  return [
    personColumn<ListenerRow>({ picture: (row) => row.profilePicture }),
    // The name cell shows the email while this column is hidden: it makes way before the quality figures.
    withPriority(emailColumn<ListenerRow>(), 5),
    {
      id: 'languages',
      header: m.columns.languages,
      meta: { priority: 6, label: m.columns.languages, skeletonClassName: 'w-28' },
      cell: ({ row }) => <LanguageList languages={row.original.languages} />,
    },
    {
      id: 'mode',
      header: m.columns.mode,
      meta: { priority: 7, label: m.columns.mode, skeletonClassName: 'w-12' },
      cell: ({ row }) => (row.original.preferredMode ? m.modeLabels[row.original.preferredMode] : '—'),
    },
    {
      id: 'rate',
      header: m.columns.rate,
      meta: { priority: 4, label: m.columns.rate, skeletonClassName: 'w-14' },
      cell: ({ row }) => <span className="tabular-nums">{m.ratePerMinute(row.original.coinsPerMinute)}</span>,
    },
    qualityColumn('acceptanceRate', m.columns.acceptance, 2, (q) => formatPercent(q.acceptanceRate), sorting),
    qualityColumn(
      'medianAcceptSeconds',
      m.columns.timeToAccept,
      3,
      (q) => formatAcceptTime(q.medianAcceptSeconds),
      sorting,
    ),
    qualityColumn('completionRate', m.columns.completion, 3, (q) => formatPercent(q.completionRate), sorting),
    qualityColumn('reportRate', m.columns.reports, 2, (q) => formatPercent(q.reportRate), sorting),
    qualityColumn('averageRating', m.columns.rating, 1, (q) => <RatingCell quality={q} />, sorting),
    {
      id: 'status',
      header: m.columns.status,
      meta: { label: m.columns.status, skeletonClassName: 'w-16' },
      cell: ({ row }) =>
        row.original.isBlocked ? (
          <Badge variant="destructive">{m.blockedStatus}</Badge>
        ) : (
          <Badge variant="success">{m.activeStatus}</Badge>
        ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{m.columns.actions}</span>,
      enableHiding: false,
      meta: { pinned: 'right', className: 'w-12 text-right', skeletonClassName: 'ml-auto w-8' },
      cell: ({ row }) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={m.actionsFor(row.original.name || row.original.email || '')}
            >
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-40">
            <DropdownMenuItem onSelect={() => actions.view(row.original.id)}>
              <EyeIcon aria-hidden="true" />
              {m.view}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.edit(row.original.id)}>
              <PencilIcon aria-hidden="true" />
              {m.edit}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            {row.original.isBlocked ? (
              <DropdownMenuItem onSelect={() => actions.toggleBlock(row.original)}>
                <ShieldCheckIcon aria-hidden="true" />
                {m.unblock}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem variant="destructive" onSelect={() => actions.toggleBlock(row.original)}>
                <BanIcon aria-hidden="true" />
                {m.block}
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ];
}

/** Admin Listeners: approved listeners, all or blocked only; view, edit, block and unblock. */
export function ListenersPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const blockedOnly = getFilter('status') === 'BLOCKED';
  const [viewId, setViewId] = useState<string | null>(null);
  const [editId, setEditId] = useState<string | null>(null);
  const [blockTarget, setBlockTarget] = useState<ListenerRow | null>(null);

  const { sort, setSort } = useSortSearchParams(QUALITY_SORT_FIELDS);

  const query = useListeners({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    blockedOnly,
    sortBy: sort?.field,
    sortOrder: sort?.order,
  });
  const tableColumns = useMemo(
    () =>
      columns({ view: setViewId, edit: setEditId, toggleBlock: setBlockTarget }, { sort, onSort: setSort }),
    [sort, setSort],
  );

  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <DataTable
        label={m.title}
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.data, total: answer.totalRows }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle={m.loadFailed}
        onRowClick={(row) => setViewId(row.id)}
        toolbar={
          <DataTableFacetedFilter
            title={m.status}
            options={[{ value: 'BLOCKED', label: m.blockedStatus }]}
            value={blockedOnly ? 'BLOCKED' : undefined}
            onChange={(value) => setFilter('status', value)}
          />
        }
        empty={
          blockedOnly
            ? {
                icon: ShieldCheckIcon,
                title: m.noBlocked,
                description: m.noBlockedHint,
                action: (
                  <Button variant="outline" size="sm" onClick={() => setFilter('status', undefined)}>
                    {m.showAll}
                  </Button>
                ),
              }
            : {
                icon: HeadphonesIcon,
                title: m.noneYet,
                description: m.noneYetHint,
                action: (
                  <Button variant="outline" size="sm" asChild>
                    <Link to={routes.admin.applications}>{m.reviewApplications}</Link>
                  </Button>
                ),
              }
        }
      />
      <ListenerViewDialog
        listenerId={viewId}
        onClose={() => setViewId(null)}
        onEdit={(id) => {
          setViewId(null);
          setEditId(id);
        }}
      />
      <ListenerEditDialog listenerId={editId} onClose={() => setEditId(null)} />
      <BlockListenerDialog listener={blockTarget} onClose={() => setBlockTarget(null)} />
    </>
  );
}
