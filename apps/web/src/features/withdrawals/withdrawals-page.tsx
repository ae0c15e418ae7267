import { useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  BanknoteIcon,
  ClockIcon,
  HourglassIcon,
  PlusIcon,
  SearchXIcon,
  TriangleAlertIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { formatRupees, LISTENER_PAGE_SIZES, messages, routes, type Withdrawal } from '@app/contract';
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
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyWithdrawals } from '@/features/withdrawals/api/withdrawals';
import { RequestWithdrawalDialog } from '@/features/withdrawals/components/request-withdrawal-dialog';
import { formatDate, formatDateTime } from '@/lib/people-format';
import { cn } from '@/lib/utils';

const DEFAULT_PAGE_SIZE = 10;

// On a phone the secondary columns make way (meta.priority); what they held moves under the amount
// (the date) and the status (the reference or reason), so no row loses its story.
const columns: ColumnDef<Withdrawal>[] = [
  {
    id: 'amount',
    header: 'Amount',
    enableHiding: false,
    meta: { label: 'Amount', skeletonClassName: 'w-20' },
    cell: ({ row, table }) => (
      <div className="grid gap-0.5">
        <span className="font-medium tabular-nums">{row.original.amount}</span>
        {!table.getColumn('requestedAt')?.getIsVisible() && (
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {formatDate(row.original.requestedAt)}
          </span>
        )}
      </div>
    ),
  },
  {
    id: 'requestedAt',
    header: 'Requested',
    meta: { priority: 2, label: 'Requested', skeletonClassName: 'w-32' },
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.requestedAt)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    meta: { label: 'Status', skeletonClassName: 'w-20' },
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
    header: 'UPI ID',
    meta: { priority: 3, label: 'UPI ID', skeletonClassName: 'w-28' },
    cell: ({ row }) => <TruncatedText text={row.original.upiId} className="max-w-48" />,
  },
  {
    id: 'outcome',
    header: 'Payout reference / reason',
    meta: {
      priority: 1,
      label: 'Payout reference / reason',
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
  // Each opening of the dialog is a new request (a new form and Idempotency-Key).
  const [opening, setOpening] = useState(0);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => {
    setOpening((count) => count + 1);
    setDialogOpen(true);
  };

  const shown = (paise: (value: NonNullable<typeof account>) => number) =>
    account ? formatRupees(paise(account)) : query.isError ? '—' : undefined;

  return (
    <>
      <PageHeader
        title="Withdrawals"
        description="Turn your earnings into money on your UPI id"
        actions={
          <Button onClick={openDialog} disabled={!account}>
            <PlusIcon aria-hidden="true" />
            Request Withdrawal
          </Button>
        }
      />
      {account && !account.hasUpiId && (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription>
            <p>
              {messages.withdrawals.upiRequired}{' '}
              <Link
                to={routes.listener.profile}
                className="font-medium text-foreground underline underline-offset-4"
              >
                Go to your profile
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}
      <section aria-label="Withdrawal summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard
          icon={WalletIcon}
          label="Available to withdraw"
          value={shown((a) => a.available)}
          hint={
            account && account.available < account.minimum
              ? `You can ask once ${formatRupees(account.minimum)} is available`
              : 'Your earnings less what is on hold or requested'
          }
        />
        <SummaryCard
          icon={ClockIcon}
          label="On hold"
          value={shown((a) => a.held)}
          hint="Earned in recent sessions; withdrawable once the refund window has passed"
        />
        <SummaryCard
          icon={HourglassIcon}
          label="Reserved"
          value={shown((a) => a.reserved)}
          hint="Held by pending and accepted requests"
        />
        <SummaryCard
          icon={BanknoteIcon}
          label="Minimum"
          value={shown((a) => a.minimum)}
          hint="The smallest request, in whole rupees"
        />
      </section>
      <DataTable
        label="Withdrawals"
        columns={columns}
        {...queryTableProps(query, (answer) => ({
          rows: answer.data.withdrawals,
          total: answer.data.totalRows,
        }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={LISTENER_PAGE_SIZES}
        errorTitle={messages.withdrawals.loadFailed}
        toolbar={
          <DataTableFacetedFilter
            title="Status"
            options={withdrawalStatusOptions}
            value={status}
            onChange={(value) => setFilter('status', value)}
          />
        }
        empty={
          status
            ? {
                icon: SearchXIcon,
                title: messages.withdrawals.noWithdrawals,
                description: 'None of your requests is in this state. Try another status.',
                action: (
                  <Button variant="outline" size="sm" onClick={() => setFilter('status', undefined)}>
                    Show all withdrawals
                  </Button>
                ),
              }
            : {
                icon: BanknoteIcon,
                title: messages.withdrawals.noWithdrawals,
                description: 'Each request you make appears here, and you can follow it until it is paid.',
                action: account?.hasUpiId && (
                  <Button variant="outline" size="sm" onClick={openDialog}>
                    Request Withdrawal
                  </Button>
                ),
              }
        }
      />
      <RequestWithdrawalDialog
        open={isDialogOpen}
        opening={opening}
        account={account}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
