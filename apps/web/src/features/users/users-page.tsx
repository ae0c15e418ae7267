import { useMemo, useState } from 'react';
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
import {
  ADMIN_PAGE_SIZES,
  GENDERS,
  clientMessages,
  usersMessages as m,
  type AdminUser,
  type Gender,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { useDebouncedSearch } from '@/components/data-table/use-debounced-search';
import { DataTableSearch } from '@/components/data-table/data-table-search';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { emailColumn, personColumn } from '@/components/people/person-columns';
import { formatDate, formatNumber } from '@/features/users/users-format';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUsers } from '@/features/users/api/get-users';
import { useSetUserStatus } from '@/features/users/api/set-user-status';
import { UserDetailsDialog } from '@/features/users/components/user-details-dialog';
import { UserRoleBadge, UserStatusBadge } from '@/features/users/components/user-role-badge';
import { ConfirmDialog, useLastValue } from '@/components/ui/confirm-dialog';
import { useInFlight } from '@/hooks/use-in-flight';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { serverMessageOr } from '@/lib/api-error';

const DEFAULT_PAGE_SIZE = 10;
const isGender = (value: string | undefined): value is Gender =>
  (GENDERS as readonly string[]).includes(value ?? '');

type RowActions = {
  view: (id: string) => void;
  setActive: (user: AdminUser, isActive: boolean) => void;
  remove: (user: AdminUser) => void;
  /** A request for this row is in flight: its actions wait for the answer. */
  isBusy: (id: string) => boolean;
};

function columns(actions: RowActions): ColumnDef<AdminUser>[] {
  return [
    personColumn<AdminUser>(),
    emailColumn<AdminUser>(),
    {
      id: 'role',
      header: m.columns.role,
      meta: { priority: 3, label: m.columns.role, skeletonClassName: 'w-20' },
      cell: ({ row }) => <UserRoleBadge role={row.original.role} />,
    },
    {
      id: 'gender',
      header: m.columns.gender,
      meta: { priority: 5, label: m.columns.gender, skeletonClassName: 'w-14' },
      cell: ({ row }) => (row.original.gender ? m.genderLabels[row.original.gender] : '—'),
    },
    {
      id: 'age',
      header: m.columns.age,
      meta: { priority: 6, label: m.columns.age, className: 'text-right', skeletonClassName: 'ml-auto w-8' },
      cell: ({ row }) => <span className="tabular-nums">{row.original.age ?? '—'}</span>,
    },
    {
      id: 'status',
      header: m.columns.status,
      meta: { label: m.columns.status, skeletonClassName: 'w-16' },
      cell: ({ row }) => <UserStatusBadge isActive={row.original.isActive} />,
    },
    {
      id: 'sessions',
      header: m.columns.sessions,
      meta: {
        priority: 4,
        label: m.columns.totalSessions,
        className: 'text-right',
        skeletonClassName: 'ml-auto w-8',
      },
      cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.totalSessions)}</span>,
    },
    {
      id: 'joined',
      header: m.columns.joined,
      meta: { priority: 2, label: m.columns.joined, skeletonClassName: 'w-24' },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{m.columns.actions}</span>,
      enableHiding: false,
      meta: { pinned: 'right', className: 'w-12 text-right', skeletonClassName: 'ml-auto w-8' },
      cell: ({ row }) => {
        const user = row.original;
        const busy = actions.isBusy(user.id);
        return (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <BusyButton
                variant="ghost"
                size="icon-sm"
                aria-label={m.actionsFor(user.name || user.email || '')}
                busy={busy}
                icon={<MoreHorizontalIcon aria-hidden="true" />}
              />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-44">
              <DropdownMenuItem onSelect={() => actions.view(user.id)}>
                <EyeIcon aria-hidden="true" />
                {m.viewDetails}
              </DropdownMenuItem>
              {user.isActive ? (
                <DropdownMenuItem disabled={busy} onSelect={() => actions.setActive(user, false)}>
                  <PowerOffIcon aria-hidden="true" />
                  {m.deactivate}
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem disabled={busy} onSelect={() => actions.setActive(user, true)}>
                  <PowerIcon aria-hidden="true" />
                  {m.activate}
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" disabled={busy} onSelect={() => actions.remove(user)}>
                <Trash2Icon aria-hidden="true" />
                {m.delete}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        );
      },
    },
  ];
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
  const [statusTarget, setStatusTarget] = useState<{ user: AdminUser; isActive: boolean } | null>(null);
  const { remember, restore } = useReturnFocus();
  const shownTarget = useLastValue(statusTarget);

  const query = useUsers({ page: pagination.pageIndex + 1, limit: pagination.pageSize, search, gender });
  const { mutateAsync: setStatus } = useSetUserStatus();
  const { mutateAsync: deleteUser } = useDeleteUser();
  // One request per row at a time: a double click or a second pick while it runs sends nothing.
  const { run, isRunning } = useInFlight();

  const tableColumns = useMemo(
    () =>
      columns({
        view: setDetailId,
        isBusy: isRunning,
        // Confirmed first (names the person, says what happens); the dialog sends the request.
        setActive: (user, isActive) => {
          remember();
          setStatusTarget({ user, isActive });
        },
        remove: (user) => {
          if (isRunning(user.id) || !window.confirm(m.confirmDelete)) return;
          void run(user.id, async () => {
            try {
              await deleteUser(user.id);
              toast.success(m.deleted);
              setDetailId((open) => (open === user.id ? null : open));
            } catch (error) {
              toast.error(serverMessageOr(error, m.deleteFailed));
            }
          });
        },
      }),
    [run, isRunning, deleteUser, remember],
  );

  const confirmStatus = async () => {
    if (!statusTarget) return false;
    const { user, isActive } = statusTarget;
    let done = false;
    await run(user.id, async () => {
      try {
        await setStatus({ id: user.id, isActive });
        toast.success(isActive ? m.activated : m.deactivated);
        done = true;
      } catch (error) {
        // Shown in the confirmation, which stays open: one message for one failure.
        throw new Error(serverMessageOr(error, m.statusFailed));
      }
    });
    // Closed once the row's menu button is enabled again, so focus can go back to it.
    if (done) setStatusTarget(null);
  };

  const filtered = Boolean(search || gender);
  const errorMessage = query.error?.message || clientMessages.unknownError;

  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <DataTable
        label={m.title}
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.users, total: answer.pagination.total }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle={m.loadFailed(errorMessage)}
        errorDescription={m.checkConnection}
        onRowClick={(row) => setDetailId(row.id)}
        toolbar={
          <>
            <DataTableSearch
              label={m.searchLabel}
              placeholder={m.searchPlaceholder}
              value={searchText}
              onValueChange={setSearchText}
            />
            <DataTableFacetedFilter
              title={m.gender}
              options={GENDERS.map((value) => ({ value, label: m.genderLabels[value] }))}
              value={gender}
              onChange={(value) => setFilter('gender', value)}
            />
          </>
        }
        empty={{
          icon: filtered ? SearchXIcon : UsersIcon,
          title: m.noUsers,
          description: filtered ? m.noMatch : m.noneYet,
          action: filtered && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSearchText('');
                setFilter('gender', undefined);
              }}
            >
              {m.clearFilters}
            </Button>
          ),
        }}
      />
      <UserDetailsDialog userId={detailId} onClose={() => setDetailId(null)} />
      <ConfirmDialog
        open={statusTarget !== null}
        title={
          shownTarget
            ? (shownTarget.isActive ? m.activateTitle : m.deactivateTitle)(
                shownTarget.user.name || shownTarget.user.email || '',
              )
            : ''
        }
        description={shownTarget?.isActive ? m.activateDescription : m.deactivateDescription}
        confirmLabel={shownTarget?.isActive ? m.activate : m.deactivate}
        busyLabel={shownTarget?.isActive ? m.activating : m.deactivating}
        destructive={shownTarget?.isActive === false}
        onConfirm={confirmStatus}
        onCancel={() => setStatusTarget(null)}
        onCloseAutoFocus={restore}
      />
    </>
  );
}
