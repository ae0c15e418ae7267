import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import {
  BanknoteIcon,
  CheckIcon,
  DownloadIcon,
  MoreHorizontalIcon,
  SearchXIcon,
  SendIcon,
  XIcon,
} from 'lucide-react';
import {
  ADMIN_PAGE_SIZES,
  adminWithdrawalsMessages as a,
  clientMessages,
  formatDateTime,
  withdrawalsMessages,
  type AdminWithdrawal,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { useDebouncedSearch } from '@/components/data-table/use-debounced-search';
import { DataTableSearch } from '@/components/data-table/data-table-search';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import {
  isWithdrawalStatus,
  WithdrawalOutcome,
  WithdrawalStatusBadge,
  withdrawalStatusOptions,
} from '@/components/payouts/withdrawal-status';
import { PersonCell } from '@/components/people/person-cell';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  exportWithdrawals,
  useAdminWithdrawals,
  useDecideWithdrawal,
  type WithdrawalDecision,
} from '@/features/withdrawal-requests/api/admin-withdrawals';
import {
  WithdrawalDecisionDialog,
  type DecisionKind,
  type DecisionTarget,
} from '@/features/withdrawal-requests/components/withdrawal-decision-dialog';
import { useInFlight } from '@/hooks/use-in-flight';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';

const DEFAULT_PAGE_SIZE = 10;
const EXPORT_KEY = 'export';

/** Read when shown, in the language of the moment. */
const successToast = (kind: DecisionKind): string =>
  ({
    accept: withdrawalsMessages.accepted,
    pay: withdrawalsMessages.payoutSent,
    process: withdrawalsMessages.processed,
    reject: withdrawalsMessages.rejected,
  })[kind];

type RowActions = {
  decide: (withdrawal: AdminWithdrawal, kind: DecisionKind) => void;
  /** A decision on this row is in flight: its actions wait for the answer. */
  isBusy: (id: string) => boolean;
  /** The server sends payouts through the gateway (Pay is offered on an accepted request). */
  canPay: boolean;
};

function RowMenu({ withdrawal, actions }: { withdrawal: AdminWithdrawal; actions: RowActions }) {
  const { status } = withdrawal;
  if (status !== 'PENDING' && status !== 'ACCEPTED') return null;
  const busy = actions.isBusy(withdrawal.id);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <BusyButton
          variant="ghost"
          size="icon-sm"
          aria-label={a.actionsFor(withdrawal.amount, withdrawal.listener.name || withdrawal.listener.email)}
          busy={busy}
          icon={<MoreHorizontalIcon aria-hidden="true" />}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        {status === 'PENDING' && (
          <DropdownMenuItem disabled={busy} onSelect={() => actions.decide(withdrawal, 'accept')}>
            <CheckIcon aria-hidden="true" />
            {a.accept}
          </DropdownMenuItem>
        )}
        {status === 'ACCEPTED' && actions.canPay && (
          <DropdownMenuItem disabled={busy} onSelect={() => actions.decide(withdrawal, 'pay')}>
            <BanknoteIcon aria-hidden="true" />
            {a.pay}
          </DropdownMenuItem>
        )}
        {status === 'ACCEPTED' && (
          <DropdownMenuItem disabled={busy} onSelect={() => actions.decide(withdrawal, 'process')}>
            <SendIcon aria-hidden="true" />
            {a.markProcessed}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={busy}
          onSelect={() => actions.decide(withdrawal, 'reject')}
        >
          <XIcon aria-hidden="true" />
          {a.reject}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

// On a phone the secondary columns make way (meta.priority, highest first); the status then moves
// under the amount, so every row still says where it stands.
function columns(actions: RowActions): ColumnDef<AdminWithdrawal>[] {
  return [
    {
      id: 'listener',
      header: a.columns.listener,
      enableHiding: false,
      meta: {
        label: a.columns.listener,
        grow: true,
        className: 'min-w-40 md:min-w-56',
        skeletonClassName: 'w-32',
      },
      cell: ({ row }) => (
        <PersonCell
          name={row.original.listener.name}
          email={row.original.listener.email}
          picture={null}
          showEmail
        />
      ),
    },
    {
      id: 'amount',
      header: a.columns.amount,
      enableHiding: false,
      meta: { label: a.columns.amount, className: 'text-right', skeletonClassName: 'ml-auto w-20' },
      cell: ({ row, table }) => (
        <div className="flex flex-col items-end gap-1">
          <span className="font-medium tabular-nums">{row.original.amount}</span>
          {!table.getColumn('status')?.getIsVisible() && (
            <WithdrawalStatusBadge status={row.original.status} />
          )}
        </div>
      ),
    },
    {
      id: 'requestedAt',
      header: a.columns.requested,
      meta: { priority: 4, label: a.columns.requested, skeletonClassName: 'w-24' },
      cell: ({ row }) => (
        <div className="grid leading-tight whitespace-nowrap">
          <span>{formatDate(row.original.requestedAt)}</span>
          <span className="text-xs text-muted-foreground">{formatTime(row.original.requestedAt)}</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: a.columns.status,
      meta: { priority: 1, label: a.columns.status, skeletonClassName: 'w-20' },
      cell: ({ row }) => <WithdrawalStatusBadge status={row.original.status} />,
    },
    {
      id: 'upiId',
      header: a.columns.upiId,
      meta: { priority: 2, label: a.columns.upiId, skeletonClassName: 'w-28' },
      cell: ({ row }) => <TruncatedText text={row.original.upiId} className="max-w-44" />,
    },
    {
      id: 'outcome',
      header: a.columns.outcome,
      meta: { priority: 3, label: a.columns.outcome, skeletonClassName: 'w-24' },
      cell: ({ row }) => <WithdrawalOutcome withdrawal={row.original} className="max-w-40" />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{a.columns.actions}</span>,
      enableHiding: false,
      meta: { pinned: 'right', className: 'w-12 text-right', skeletonClassName: 'ml-auto w-8' },
      cell: ({ row }) => <RowMenu withdrawal={row.original} actions={actions} />,
    },
  ];
}

const formatDate = (value: string) =>
  formatDateTime(new Date(value), { day: 'numeric', month: 'short', year: 'numeric' });
const formatTime = (value: string) => formatDateTime(new Date(value), { hour: 'numeric', minute: '2-digit' });

/** Today in the admin's time zone, for the export's file name (YYYY-MM-DD). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Admin Withdrawal Requests: every listener's requests; accept, mark processed, reject; CSV export. */
export function WithdrawalRequestsPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const search = getFilter('search');
  const statusParam = getFilter('status');
  const status = isWithdrawalStatus(statusParam) ? statusParam : undefined;
  const applySearch = useMemo(() => (value: string | undefined) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText] = useDebouncedSearch(search, applySearch);
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const { remember, restore } = useReturnFocus();

  const query = useAdminWithdrawals({
    pagenumber: pagination.pageIndex + 1,
    pagesize: pagination.pageSize,
    status,
    search,
  });
  const { mutateAsync: decideWithdrawal } = useDecideWithdrawal();
  // One request per row at a time (and one export): a double click sends one.
  const { run, isRunning } = useInFlight();

  const canPay = query.data?.gatewayPayouts ?? false;
  const tableColumns = useMemo(
    () =>
      columns({
        canPay,
        isBusy: isRunning,
        decide: (withdrawal, kind) => {
          remember();
          setTarget({ withdrawal, kind });
        },
      }),
    [canPay, isRunning, remember],
  );

  const decide = async ({ withdrawal, kind }: DecisionTarget, decision: WithdrawalDecision) => {
    let done = false;
    await run(withdrawal.id, async () => {
      try {
        await decideWithdrawal({ id: withdrawal.id, decision });
        toast.success(successToast(kind));
        done = true;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 409 || (kind === 'pay' && error.status >= 500))) {
          // Another admin decided first, or the gateway did not answer or refused the payout (the row
          // is then processing or failed): the list refreshes (the row shows what happened) and the
          // confirmation closes, as there is nothing left to confirm.
          toast.error(serverMessageOr(error, error.message));
          done = true;
          return;
        }
        // Shown in the confirmation, which stays open for another try.
        throw error;
      }
    });
    if (done) setTarget(null);
  };

  const exportCsv = () =>
    void run(EXPORT_KEY, async () => {
      try {
        const blob = await exportWithdrawals({ status, search });
        saveFile(blob, `withdrawals-${status?.toLowerCase() ?? 'all'}-${today()}.csv`);
      } catch (error) {
        toast.error(
          serverMessageOr(error, error instanceof Error ? error.message : clientMessages.unknownError),
        );
      }
    });

  const filtered = Boolean(search || status);

  return (
    <>
      <PageHeader
        title={a.title}
        description={a.description}
        actions={
          <BusyButton
            variant="outline"
            busy={isRunning(EXPORT_KEY)}
            busyLabel={a.exporting}
            icon={<DownloadIcon aria-hidden="true" />}
            onClick={exportCsv}
          >
            {a.exportCsv}
          </BusyButton>
        }
      />
      <DataTable
        label={a.tableLabel}
        columns={tableColumns}
        {...queryTableProps(query, (answer) => ({ rows: answer.data, total: answer.totalRows }))}
        getRowId={(row) => row.id}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizes={ADMIN_PAGE_SIZES}
        errorTitle={withdrawalsMessages.loadFailed}
        toolbar={
          <>
            <DataTableSearch
              label={a.searchLabel}
              placeholder={a.searchPlaceholder}
              value={searchText}
              onValueChange={setSearchText}
            />
            <DataTableFacetedFilter
              title={a.status}
              options={withdrawalStatusOptions}
              value={status}
              onChange={(value) => setFilter('status', value)}
            />
          </>
        }
        empty={{
          icon: filtered ? SearchXIcon : BanknoteIcon,
          title: withdrawalsMessages.noWithdrawals,
          description: filtered ? a.noMatch : a.noneYet,
          action: filtered && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSearchText('');
                setFilter('status', undefined);
              }}
            >
              {a.clearFilters}
            </Button>
          ),
        }}
      />
      <WithdrawalDecisionDialog
        target={target}
        onDecide={decide}
        onCancel={() => setTarget(null)}
        onCloseAutoFocus={restore}
      />
    </>
  );
}
