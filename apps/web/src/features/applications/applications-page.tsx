import { useCallback, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardCheckIcon, EyeIcon } from 'lucide-react';
import {
  ADMIN_PAGE_SIZES,
  APPLICATION_STATUSES,
  applicationsMessages as m,
  formatDateTime,
  type ApplicationRow,
  type ApplicationStatus,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useApplications } from '@/features/applications/api/get-applications';
import { ApplicationDetailsDialog } from '@/features/applications/components/application-details-dialog';
import { ApplicationStatusBadge } from '@/components/people/application-status-badge';
import { LanguageList } from '@/components/people/language-list';
import { personColumn } from '@/components/people/person-columns';

const DEFAULT_PAGE_SIZE = 10;
const formatDate = (iso: string) =>
  formatDateTime(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' });

const isStatus = (value: string | undefined): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

function columns(onView: (id: string) => void): ColumnDef<ApplicationRow>[] {
  return [
    personColumn<ApplicationRow>({
      id: 'applicant',
      header: m.columns.applicant,
      picture: (row) => row.profilePicture,
    }),
    {
      id: 'location',
      header: m.columns.location,
      meta: { priority: 3, label: m.columns.location, skeletonClassName: 'w-28' },
      cell: ({ row }) =>
        [row.original.city, row.original.state].filter(Boolean).join(', ') || (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'languages',
      header: m.columns.languages,
      meta: { priority: 2, label: m.columns.languages, skeletonClassName: 'w-28' },
      cell: ({ row }) => <LanguageList languages={row.original.languages} />,
    },
    {
      id: 'mode',
      header: m.columns.mode,
      meta: { priority: 4, label: m.columns.mode, skeletonClassName: 'w-12' },
      cell: ({ row }) => (row.original.preferredMode ? m.modeLabels[row.original.preferredMode] : '—'),
    },
    {
      id: 'submitted',
      header: m.columns.submitted,
      meta: { priority: 1, label: m.columns.submitted, skeletonClassName: 'w-24' },
      cell: ({ row }) =>
        row.original.submittedAt ? (
          formatDate(row.original.submittedAt)
        ) : (
          <Badge variant="outline" className="text-muted-foreground">
            {m.incompleteBadge}
          </Badge>
        ),
    },
    {
      id: 'status',
      header: m.columns.status,
      meta: { label: m.columns.status, skeletonClassName: 'w-20' },
      cell: ({ row }) => <ApplicationStatusBadge status={row.original.applicationStatus} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{m.columns.actions}</span>,
      enableHiding: false,
      meta: { pinned: 'right', className: 'w-16 text-right', skeletonClassName: 'ml-auto w-14' },
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onView(row.original.id)}
          aria-label={
            row.original.name || row.original.email
              ? m.viewApplicant(row.original.name || row.original.email || '')
              : m.viewApplication
          }
        >
          <EyeIcon aria-hidden="true" />
          {m.view}
        </Button>
      ),
    },
  ];
}

/** Admin Applications: filter by status, page through applications, review and decide each. */
export function ApplicationsPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const statusParam = getFilter('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [openId, setOpenId] = useState<string | null>(null);
  const { remember, restore } = useReturnFocus();
  const open = useCallback(
    (id: string) => {
      remember();
      setOpenId(id);
    },
    [remember],
  );

  const query = useApplications({ page: pagination.pageIndex + 1, pageSize: pagination.pageSize, status });
  const tableColumns = useMemo(() => columns(open), [open]);

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
        onRowClick={(row) => open(row.id)}
        toolbar={
          <DataTableFacetedFilter
            title={m.columns.status}
            options={APPLICATION_STATUSES.map((value) => ({ value, label: m.statusLabels[value] }))}
            value={status}
            onChange={(value) => setFilter('status', value)}
          />
        }
        empty={{
          icon: ClipboardCheckIcon,
          title: status ? m.noneWithStatus[status] : m.noneYet,
          description: status ? m.noneWithStatusHint : m.noneYetHint,
          action: status && (
            <Button variant="outline" size="sm" onClick={() => setFilter('status', undefined)}>
              {m.showAll}
            </Button>
          ),
        }}
      />
      <ApplicationDetailsDialog
        applicationId={openId}
        onClose={() => setOpenId(null)}
        onCloseAutoFocus={restore}
      />
    </>
  );
}
