import { useEffect, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import {
  EyeIcon,
  MoreHorizontalIcon,
  PowerIcon,
  PowerOffIcon,
  SearchXIcon,
  Trash2Icon,
  UsersIcon,
} from 'lucide-react';
import { ADMIN_PAGE_SIZES, GENDERS, messages, type AdminUser, type Gender } from '@app/contract';
import { USER_SEARCH_DEBOUNCE_MS } from '@/config/query';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { DataTableSearch } from '@/components/data-table/data-table-search';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { emailColumn, personColumn } from '@/components/people/person-columns';
import { formatDate, formatNumber, genderLabels } from '@/lib/people-format';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUsers } from '@/features/users/api/get-users';
import { useSetUserStatus } from '@/features/users/api/set-user-status';
import { UserDetailsDialog } from '@/features/users/components/user-details-dialog';
import { UserRoleBadge, UserStatusBadge } from '@/features/users/components/user-role-badge';
import { serverMessageOr } from '@/lib/api-error';

const DEFAULT_PAGE_SIZE = 10;
const genderOptions = GENDERS.map((gender) => ({ value: gender, label: genderLabels[gender] }));
const isGender = (value: string | undefined): value is Gender =>
  (GENDERS as readonly string[]).includes(value ?? '');

type RowActions = {
  view: (id: string) => void;
  setActive: (user: AdminUser, isActive: boolean) => void;
  remove: (user: AdminUser) => void;
};

function columns(actions: RowActions): ColumnDef<AdminUser>[] {
  return [
    personColumn<AdminUser>(),
    emailColumn<AdminUser>(),
    {
      id: 'role',
      header: 'Role',
      meta: { hideOnMobile: true, label: 'Role', skeletonClassName: 'w-20' },
      cell: ({ row }) => <UserRoleBadge role={row.original.role} />,
    },
    {
      id: 'gender',
      header: 'Gender',
      meta: { hideOnMobile: true, label: 'Gender', skeletonClassName: 'w-14' },
      cell: ({ row }) => (row.original.gender ? genderLabels[row.original.gender] : '—'),
    },
    {
      id: 'age',
      header: 'Age',
      meta: { hideOnMobile: true, label: 'Age', className: 'text-right', skeletonClassName: 'ml-auto w-8' },
      cell: ({ row }) => <span className="tabular-nums">{row.original.age ?? '—'}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      meta: { label: 'Status', skeletonClassName: 'w-16' },
      cell: ({ row }) => <UserStatusBadge isActive={row.original.isActive} />,
    },
    {
      id: 'sessions',
      header: 'Sessions',
      meta: {
        hideOnMobile: true,
        label: 'Total sessions',
        className: 'text-right',
        skeletonClassName: 'ml-auto w-8',
      },
      cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.totalSessions)}</span>,
    },
    {
      id: 'joined',
      header: 'Joined',
      meta: { hideOnMobile: true, label: 'Joined', skeletonClassName: 'w-24' },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'w-12 text-right', skeletonClassName: 'ml-auto w-8' },
      cell: ({ row }) => {
        const user = row.original;
        return (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${user.name || user.email}`}>
                <MoreHorizontalIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-44">
              <DropdownMenuItem onSelect={() => actions.view(user.id)}>
                <EyeIcon aria-hidden="true" />
                View details
              </DropdownMenuItem>
              {user.isActive ? (
                <DropdownMenuItem onSelect={() => actions.setActive(user, false)}>
                  <PowerOffIcon aria-hidden="true" />
                  Deactivate
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem onSelect={() => actions.setActive(user, true)}>
                  <PowerIcon aria-hidden="true" />
                  Activate
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => actions.remove(user)}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        );
      },
    },
  ];
}

/** The search box's text, written to the URL (and so to the query) 300 ms after typing stops. */
function useDebouncedSearch(current: string | undefined, apply: (value: string | undefined) => void) {
  const [text, setText] = useState(current ?? '');
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === current) return;
    const timer = window.setTimeout(() => apply(next), USER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, current, apply]);
  return [text, setText] as const;
}

/** Admin Users: customers and listeners, searchable and filterable; details, (de)activate, delete. */
export function UsersPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const search = getFilter('search');
  const genderParam = getFilter('gender');
  const gender = isGender(genderParam) ? genderParam : undefined;
  const applySearch = useMemo(() => (value: string | undefined) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText] = useDebouncedSearch(search, applySearch);
  const [detailId, setDetailId] = useState<string | null>(null);

  const query = useUsers({ page: pagination.pageIndex + 1, limit: pagination.pageSize, search, gender });
  const setStatus = useSetUserStatus();
  const deleteUser = useDeleteUser();

  const tableColumns = useMemo(
    () =>
      columns({
        view: setDetailId,
        setActive: (user, isActive) => {
          setStatus.mutate(
            { id: user.id, isActive },
            {
              onSuccess: () =>
                toast.success(isActive ? messages.users.activated : messages.users.deactivated),
              onError: (error) => toast.error(serverMessageOr(error, messages.users.statusFailed)),
            },
          );
        },
        remove: (user) => {
          if (!window.confirm(messages.users.confirmDelete)) return;
          deleteUser.mutate(user.id, {
            onSuccess: () => {
              toast.success(messages.users.deleted);
              setDetailId((open) => (open === user.id ? null : open));
            },
            onError: (error) => toast.error(serverMessageOr(error, messages.users.deleteFailed)),
          });
        },
      }),
    // The mutation objects change identity on every render; their mutate functions do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setStatus.mutate, deleteUser.mutate],
  );

  const filtered = Boolean(search || gender);
  const errorMessage = query.error?.message || messages.client.unknownError;

  return (
    <>
      <PageHeader title="Users" description="Customers and listeners of the marketplace" />
      <DataTable
        label="Users"
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.users, total: answer.pagination.total }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle={`Error loading users: ${errorMessage}`}
        errorDescription="Check your connection and try again."
        onRowClick={(row) => setDetailId(row.id)}
        toolbar={
          <>
            <DataTableSearch
              label="Search users"
              placeholder="Search by name or email..."
              value={searchText}
              onValueChange={setSearchText}
            />
            <DataTableFacetedFilter
              title="Gender"
              options={genderOptions}
              value={gender}
              onChange={(value) => setFilter('gender', value)}
            />
          </>
        }
        empty={{
          icon: filtered ? SearchXIcon : UsersIcon,
          title: messages.users.noUsers,
          description: filtered
            ? 'No customer or listener matches this search and filter. Check the spelling or clear them.'
            : 'Customers who join from the app and listeners who sign up will appear here.',
          action: filtered && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSearchText('');
                setFilter('gender', undefined);
              }}
            >
              Clear search and filters
            </Button>
          ),
        }}
      />
      <UserDetailsDialog userId={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
