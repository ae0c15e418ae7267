import { useCallback, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardCheckIcon, EyeIcon } from 'lucide-react';
import {
  ADMIN_PAGE_SIZES,
  APPLICATION_STATUSES,
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
import { applicationStatusLabels, formatDate, modeLabels } from '@/lib/people-format';

const DEFAULT_PAGE_SIZE = 10;
const statusOptions = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: applicationStatusLabels[status],
}));

const isStatus = (value: string | undefined): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

function columns(onView: (id: string) => void): ColumnDef<ApplicationRow>[] {
  return [
    personColumn<ApplicationRow>({
      id: 'applicant',
      header: 'Applicant',
      picture: (row) => row.profilePicture,
    }),
    {
      id: 'location',
      header: 'City / State',
      meta: { priority: 3, label: 'City / State', skeletonClassName: 'w-28' },
      cell: ({ row }) =>
        [row.original.city, row.original.state].filter(Boolean).join(', ') || (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'languages',
      header: 'Languages',
      meta: { priority: 2, label: 'Languages', skeletonClassName: 'w-28' },
      cell: ({ row }) => <LanguageList languages={row.original.languages} />,
    },
    {
      id: 'mode',
      header: 'Mode',
      meta: { priority: 4, label: 'Mode', skeletonClassName: 'w-12' },
      cell: ({ row }) => (row.original.preferredMode ? modeLabels[row.original.preferredMode] : '—'),
    },
    {
      id: 'submitted',
      header: 'Submitted',
      meta: { priority: 1, label: 'Submitted', skeletonClassName: 'w-24' },
      cell: ({ row }) =>
        row.original.submittedAt ? (
          formatDate(row.original.submittedAt)
        ) : (
          <Badge variant="outline" className="text-muted-foreground">
            Incomplete
          </Badge>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { label: 'Status', skeletonClassName: 'w-20' },
      cell: ({ row }) => <ApplicationStatusBadge status={row.original.applicationStatus} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { pinned: 'right', className: 'w-16 text-right', skeletonClassName: 'ml-auto w-14' },
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onView(row.original.id)}
          aria-label={`View ${row.original.name || row.original.email || 'application'}`}
        >
          <EyeIcon aria-hidden="true" />
          View
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
      <PageHeader title="Applications" description="Review people who applied to become listeners" />
      <DataTable
        label="Applications"
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.data, total: answer.totalRows }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle="Error loading applications"
        onRowClick={(row) => open(row.id)}
        toolbar={
          <DataTableFacetedFilter
            title="Status"
            options={statusOptions}
            value={status}
            onChange={(value) => setFilter('status', value)}
          />
        }
        empty={{
          icon: ClipboardCheckIcon,
          title: status
            ? `No ${applicationStatusLabels[status].toLowerCase()} applications`
            : 'No applications yet',
          description: status
            ? 'Nothing has this status right now. Try another status, or show all applications.'
            : 'People who sign up as listeners appear here once they start their profile.',
          action: status && (
            <Button variant="outline" size="sm" onClick={() => setFilter('status', undefined)}>
              Show all applications
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
