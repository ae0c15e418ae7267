import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  BanknoteIcon,
  ClockIcon,
  HourglassIcon,
  PencilIcon,
  PlusIcon,
  SearchXIcon,
  ShieldAlertIcon,
  TriangleAlertIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  DASHBOARD_TIME_ZONE,
  formatDateTime,
  profileMessages,
  formatRupees,
  LISTENER_PAGE_SIZES,
  routes,
  withdrawalsMessages,
  type Withdrawal,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import {
  isWithdrawalStatus,
  WithdrawalOutcome,
  WithdrawalStatusBadge,
  withdrawalStatusOptions,
} from '@/components/payouts/withdrawal-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyWithdrawals } from '@/features/withdrawals/api/withdrawals';
import { RequestWithdrawalDialog } from '@/features/withdrawals/components/request-withdrawal-dialog';
import { ChangeUpiDialog } from '@/features/withdrawals/components/change-upi-dialog';
import { cn } from '@/lib/utils';

const w = withdrawalsMessages;

const DEFAULT_PAGE_SIZE = 10;

/** '5 Mar 2025' (or with the time: '5 Mar 2025, 10:30 am') in the language shown; a dash for no date. */
function formatDay(iso: string, options: Intl.DateTimeFormatOptions = {}): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : formatDateTime(date, { day: 'numeric', month: 'short', year: 'numeric', ...options });
}
const formatDayTime = (iso: string) => formatDay(iso, { hour: 'numeric', minute: '2-digit' });

// On a phone the secondary columns make way (meta.priority); what they held moves under the amount
// (the date) and the status (the reference or reason), so no row loses its story.
const columns = (): ColumnDef<Withdrawal>[] => [
  {
    id: 'amount',
    header: w.screen.columns.amount,
    enableHiding: false,
    meta: { label: w.screen.columns.amount, skeletonClassName: 'w-20' },
    cell: ({ row, table }) => (
      <div className="grid gap-0.5">
        <span className="font-medium tabular-nums">{row.original.amount}</span>
        {!table.getColumn('requestedAt')?.getIsVisible() && (
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {formatDay(row.original.requestedAt)}
          </span>
        )}
      </div>
    ),
  },
  {
    id: 'requestedAt',
    header: w.screen.columns.requested,
    meta: { priority: 2, label: w.screen.columns.requested, skeletonClassName: 'w-32' },
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDayTime(row.original.requestedAt)}</span>,
  },
  {
    id: 'status',
    header: w.screen.columns.status,
    meta: { label: w.screen.columns.status, skeletonClassName: 'w-20' },
    cell: ({ row, table }) => (
      <div className="flex flex-col items-start gap-1">
        <WithdrawalStatusBadge status={row.original.status} />
        {!table.getColumn('outcome')?.getIsVisible() && (
          <WithdrawalOutcome withdrawal={row.original} className="max-w-36 text-xs" quiet />
        )}
      </div>
    ),
  },
  {
    id: 'upiId',
    header: w.screen.columns.upiId,
    meta: { priority: 3, label: w.screen.columns.upiId, skeletonClassName: 'w-28' },
    cell: ({ row }) => <TruncatedText text={row.original.upiId} className="max-w-48" />,
  },
  {
    id: 'outcome',
    header: w.screen.columns.outcome,
    meta: {
      priority: 1,
      label: w.screen.columns.outcome,
      grow: true,
      className: 'min-w-32',
      skeletonClassName: 'w-24',
    },
    cell: ({ row }) => <WithdrawalOutcome withdrawal={row.original} />,
  },
];

function SummaryCard({
  icon: Icon,
  label,
  value,
  hint,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: string | undefined;
  hint: string;
  className?: string;
}) {
  return (
    <Card className={cn('gap-2 px-4 py-4 sm:px-5', className)}>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <h2>{label}</h2>
        <Icon className="size-4" aria-hidden="true" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-28" aria-hidden="true" />
      ) : (
        <p className="text-2xl font-bold tracking-tight tabular-nums">{value}</p>
      )}
      <p className="text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

/** Withdraw (/dashboard/withdrawls): what the listener can withdraw, their requests, and a new request. */
export function WithdrawalsPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: LISTENER_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const statusParam = getFilter('status');
  const status = isWithdrawalStatus(statusParam) ? statusParam : undefined;
  const query = useMyWithdrawals({
    pagenumber: pagination.pageIndex + 1,
    pagesize: pagination.pageSize,
    status,
  });
  const account = query.data?.data;
  // Read while rendering (the language shown); LocaleBoundary renders the page anew when it changes.
  const tableColumns = useMemo(() => columns(), []);
  // Each opening of the dialog is a new request (a new form and Idempotency-Key).
  const [opening, setOpening] = useState(0);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => {
    setOpening((count) => count + 1);
    setDialogOpen(true);
  };

  const [isUpiDialogOpen, setUpiDialogOpen] = useState(false);
  const hold = account?.payoutHold;

  const shown = (paise: (value: NonNullable<typeof account>) => number) =>
    account ? formatRupees(paise(account)) : query.isError ? '—' : undefined;

  return (
    <>
      <PageHeader
        title={w.screen.title}
        description={w.screen.description}
        actions={
          <>
            <Button variant="outline" onClick={() => setUpiDialogOpen(true)} disabled={!account}>
              <PencilIcon aria-hidden="true" />
              {profileMessages.payoutChangeAction}
            </Button>
            <Button onClick={openDialog} disabled={!account || Boolean(hold)}>
              <PlusIcon aria-hidden="true" />
              {w.screen.request}
            </Button>
          </>
        }
      />
      {hold && (
        <Alert>
          <ShieldAlertIcon aria-hidden="true" />
          <AlertTitle>{w.screen.holdTitle}</AlertTitle>
          <AlertDescription>
            <p>
              {w.payoutHold(
                formatDateTime(new Date(hold.until), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: DASHBOARD_TIME_ZONE,
                }),
              )}
            </p>
          </AlertDescription>
        </Alert>
      )}
      {account && !account.hasUpiId && (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription>
            <p>
              {w.upiRequired}{' '}
              <Link
                to={routes.listener.profile}
                className="font-medium text-foreground underline underline-offset-4"
              >
                {w.screen.goToProfile}
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}
      <section aria-label={w.screen.summaryLabel} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard
          icon={WalletIcon}
          label={w.screen.available}
          value={shown((a) => a.available)}
          hint={
            account && account.available < account.minimum
              ? w.screen.availableBelowMinimum(formatRupees(account.minimum))
              : w.screen.availableHint
          }
        />
        <SummaryCard
          icon={ClockIcon}
          label={w.screen.onHold}
          value={shown((a) => a.held)}
          hint={w.screen.onHoldHint}
        />
        <SummaryCard
          icon={HourglassIcon}
          label={w.screen.reserved}
          value={shown((a) => a.reserved)}
          hint={w.screen.reservedHint}
        />
        <SummaryCard
          icon={BanknoteIcon}
          label={w.screen.minimum}
          value={shown((a) => a.minimum)}
          hint={w.screen.minimumHint}
        />
      </section>
      <DataTable
        label={w.screen.tableLabel}
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({
          rows: answer.data.withdrawals,
          total: answer.data.totalRows,
        }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={LISTENER_PAGE_SIZES}
        errorTitle={w.loadFailed}
        toolbar={
          <DataTableFacetedFilter
            title={w.screen.statusFilter}
            options={withdrawalStatusOptions}
            value={status}
            onChange={(value) => setFilter('status', value)}
          />
        }
        empty={
          status
            ? {
                icon: SearchXIcon,
                title: w.noWithdrawals,
                description: w.screen.emptyFiltered,
                action: (
                  <Button variant="outline" size="sm" onClick={() => setFilter('status', undefined)}>
                    {w.screen.showAll}
                  </Button>
                ),
              }
            : {
                icon: BanknoteIcon,
                title: w.noWithdrawals,
                description: w.screen.emptyText,
                action: account?.hasUpiId && (
                  <Button variant="outline" size="sm" onClick={openDialog}>
                    {w.screen.request}
                  </Button>
                ),
              }
        }
      />
      <ChangeUpiDialog open={isUpiDialogOpen} onClose={() => setUpiDialogOpen(false)} />
      <RequestWithdrawalDialog
        open={isDialogOpen}
        opening={opening}
        account={account}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
