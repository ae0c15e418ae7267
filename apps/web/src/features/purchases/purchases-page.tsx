import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ReceiptIcon, SearchXIcon, WebhookIcon } from 'lucide-react';
import {
  ADMIN_PAGE_SIZES,
  formatDateTime,
  formatRupees,
  purchasesMessages as p,
  walletMessages as w,
  PURCHASE_STATUSES,
  type AdminPurchase,
  type PaymentEvent,
  type PurchaseStatus,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { DataTableSearch } from '@/components/data-table/data-table-search';
import { queryTableProps } from '@/components/data-table/query-table-props';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { useDebouncedSearch } from '@/components/data-table/use-debounced-search';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { PersonCell } from '@/components/people/person-cell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminPurchases, usePaymentEvents } from '@/features/purchases/api/admin-purchases';
import { ReceiptsExport } from '@/features/purchases/receipts-export';
import { cn } from '@/lib/utils';

const DEFAULT_PAGE_SIZE = 20;

const statusVariants = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  DECLINED: 'destructive',
  EXPIRED: 'secondary',
} as const satisfies Record<PurchaseStatus, string>;

const statusOptions = () =>
  PURCHASE_STATUSES.map((status) => ({ value: status, label: w.purchaseStatusLabels[status] }));
const formatCoins = (coins: number) => p.coinsCount(coins);
const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const isPurchaseStatus = (value: string | undefined): value is PurchaseStatus =>
  (PURCHASE_STATUSES as readonly string[]).includes(value ?? '');

function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  return <Badge variant={statusVariants[status]}>{w.purchaseStatusLabels[status]}</Badge>;
}

/** A gateway id in monospace, cut short to the cell (whole on hover or focus), or a dash. */
function GatewayId({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <span className="flex min-w-0 items-baseline gap-1 text-xs">
      <span className="shrink-0 text-muted-foreground">{label}</span>
      <TruncatedText text={value} className="w-0 min-w-0 flex-1 font-mono" />
    </span>
  );
}

const providerLabel = (provider: string) =>
  provider === 'test' ? p.providerTest : provider === 'razorpay' ? 'Razorpay' : provider;

const When = ({ value, className }: { value: string; className?: string }) => (
  <time dateTime={value} className={cn('tabular-nums whitespace-nowrap', className)}>
    {formatDateTime(new Date(value), WHEN)}
  </time>
);

// On a phone the secondary columns make way (meta.priority, highest first); the status and time then
// show under the amount.
const purchaseColumns = (): ColumnDef<AdminPurchase>[] => [
  {
    id: 'customer',
    header: () => p.columnCustomer,
    enableHiding: false,
    meta: {
      label: p.columnCustomer,
      grow: true,
      className: 'min-w-40 md:min-w-56',
      skeletonClassName: 'w-32',
    },
    cell: ({ row }) => (
      <PersonCell
        name={row.original.customer.name}
        email={row.original.customer.email}
        picture={null}
        showEmail
      />
    ),
  },
  {
    id: 'amount',
    header: () => p.columnAmount,
    enableHiding: false,
    meta: { label: p.columnAmount, className: 'text-right', skeletonClassName: 'ml-auto w-20' },
    cell: ({ row, table }) => {
      const purchase = row.original;
      const hidden = (id: string) => !table.getColumn(id)?.getIsVisible();
      return (
        <div className="flex flex-col items-end gap-1 leading-tight">
          <span className="font-medium tabular-nums">{formatRupees(purchase.pricePaise)}</span>
          {hidden('plan') && (
            <span className="text-xs text-muted-foreground">
              {formatCoins(purchase.coins + purchase.bonusCoins)}
            </span>
          )}
          {hidden('status') && <PurchaseStatusBadge status={purchase.status} />}
          {hidden('createdAt') && (
            <When value={purchase.createdAt} className="text-xs text-muted-foreground" />
          )}
        </div>
      );
    },
  },
  {
    id: 'plan',
    header: () => p.columnPlan,
    meta: { priority: 2, label: p.columnPlan, skeletonClassName: 'w-24' },
    cell: ({ row }) => (
      <div className="grid w-40 leading-tight">
        <TruncatedText text={row.original.planName} className="font-medium" />
        <TruncatedText
          text={
            row.original.bonusCoins > 0
              ? p.planCoinsWithBonus(row.original.coins, row.original.bonusCoins)
              : formatCoins(row.original.coins)
          }
          className="text-xs text-muted-foreground"
        />
      </div>
    ),
  },
  {
    id: 'status',
    header: () => p.columnStatus,
    meta: { priority: 1, label: p.columnStatus, skeletonClassName: 'w-16' },
    cell: ({ row }) => <PurchaseStatusBadge status={row.original.status} />,
  },
  {
    id: 'createdAt',
    header: () => p.columnStarted,
    meta: { priority: 3, label: p.columnStarted, skeletonClassName: 'w-32' },
    cell: ({ row }) => <When value={row.original.createdAt} />,
  },
  {
    id: 'gateway',
    header: () => p.columnGateway,
    meta: { priority: 4, label: p.columnGateway, skeletonClassName: 'w-40' },
    cell: ({ row }) => (
      <div className="grid w-48 gap-0.5 leading-tight">
        <span className="text-xs font-medium">{providerLabel(row.original.provider)}</span>
        <GatewayId label={p.gatewayOrder} value={row.original.orderId} />
        <GatewayId label={p.gatewayPayment} value={row.original.paymentId} />
      </div>
    ),
  },
];

const eventColumns = (): ColumnDef<PaymentEvent>[] => [
  {
    id: 'receivedAt',
    header: () => p.columnReceived,
    meta: { priority: 1, label: p.columnReceived, skeletonClassName: 'w-32' },
    cell: ({ row }) => <When value={row.original.receivedAt} />,
  },
  {
    id: 'event',
    header: () => p.columnEvent,
    enableHiding: false,
    meta: { label: p.columnEvent, skeletonClassName: 'w-32' },
    cell: ({ row, table }) => (
      <div className="grid w-40 gap-0.5 leading-tight">
        <TruncatedText
          text={row.original.event ?? p.unknownEvent}
          className="font-mono text-xs font-medium"
        />
        <GatewayId label={p.gatewayEvent} value={row.original.eventId} />
        {!table.getColumn('receivedAt')?.getIsVisible() && (
          <When value={row.original.receivedAt} className="text-xs text-muted-foreground" />
        )}
      </div>
    ),
  },
  {
    id: 'order',
    header: () => p.columnOrder,
    meta: { priority: 2, label: p.columnOrder, skeletonClassName: 'w-32' },
    cell: ({ row }) =>
      row.original.orderId ? (
        <TruncatedText text={row.original.orderId} className="max-w-40 font-mono text-xs" />
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  {
    id: 'outcome',
    header: () => p.columnOutcome,
    enableHiding: false,
    meta: {
      label: p.columnOutcome,
      grow: true,
      className: 'min-w-32 whitespace-normal',
      skeletonClassName: 'w-40',
    },
    cell: ({ row }) => (
      <span className={cn(row.original.outcome.startsWith('refused') && 'font-medium text-destructive')}>
        {row.original.outcome}
      </span>
    ),
  },
];

const VIEWS = [
  { value: 'purchases', label: () => p.viewPurchases },
  { value: 'events', label: () => p.viewEvents },
] as const;
type View = (typeof VIEWS)[number]['value'];

/**
 * Admin Purchases (issue 22): every customer's purchases by state with the payment gateway's order and
 * payment ids, and the gateway's webhooks and returns with what each did (refusals included).
 */
export function PurchasesPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: ADMIN_PAGE_SIZES,
    defaultPageSize: DEFAULT_PAGE_SIZE,
  });
  const view: View = getFilter('view') === 'events' ? 'events' : 'purchases';
  const search = getFilter('search');
  const statusParam = getFilter('status');
  const status = isPurchaseStatus(statusParam) ? statusParam : undefined;
  const applySearch = useMemo(() => (value: string | undefined) => setFilter('search', value), [setFilter]);
  const [searchText, setSearchText] = useDebouncedSearch(search, applySearch);
  const page = { pagenumber: pagination.pageIndex + 1, pagesize: pagination.pageSize };
  const purchases = useAdminPurchases({ ...page, status, search }, view === 'purchases');
  const events = usePaymentEvents(page, view === 'events');
  const filtered = Boolean(search || status);
  // Built while rendering, so their words are the language's shown (the page renders anew on a change).
  const purchaseTableColumns = useMemo(() => purchaseColumns(), []);
  const eventTableColumns = useMemo(() => eventColumns(), []);

  return (
    <>
      <PageHeader title={p.adminTitle} description={p.adminDescription} actions={<ReceiptsExport />} />
      <div role="group" aria-label={p.viewLabel} className="flex w-fit gap-1 rounded-lg bg-muted p-1">
        {VIEWS.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={view === option.value ? 'outline' : 'ghost'}
            aria-pressed={view === option.value}
            className={cn(view === option.value ? 'bg-background shadow-xs' : 'text-muted-foreground')}
            onClick={() => setFilter('view', option.value === 'purchases' ? undefined : option.value)}
          >
            {option.label()}
          </Button>
        ))}
      </div>
      {view === 'purchases' ? (
        <DataTable
          key="purchases"
          label={p.viewPurchases}
          columns={purchaseTableColumns}
          {...queryTableProps(purchases, (answer) => ({ rows: answer.data, total: answer.totalRows }))}
          getRowId={(row) => row.id}
          pagination={pagination}
          onPaginationChange={setPagination}
          pageSizes={ADMIN_PAGE_SIZES}
          errorTitle={w.purchasesLoadFailed}
          toolbar={
            <>
              <DataTableSearch
                label={p.searchLabel}
                placeholder={p.searchPlaceholder}
                value={searchText}
                onValueChange={setSearchText}
              />
              <DataTableFacetedFilter
                title={p.statusFilter}
                options={statusOptions()}
                value={status}
                onChange={(value) => setFilter('status', value)}
              />
            </>
          }
          empty={{
            icon: filtered ? SearchXIcon : ReceiptIcon,
            title: w.noPurchases,
            description: filtered ? p.noMatchingPurchases : p.noPurchasesHint,
            action: filtered && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setSearchText('');
                  setFilter('status', undefined);
                }}
              >
                {p.clearSearchAndFilters}
              </Button>
            ),
          }}
        />
      ) : (
        <DataTable
          key="events"
          label={p.viewEvents}
          columns={eventTableColumns}
          {...queryTableProps(events, (answer) => ({ rows: answer.data, total: answer.totalRows }))}
          getRowId={(row) => row.id}
          pagination={pagination}
          onPaginationChange={setPagination}
          pageSizes={ADMIN_PAGE_SIZES}
          errorTitle={w.paymentEventsLoadFailed}
          empty={{
            icon: WebhookIcon,
            title: w.noPaymentEvents,
            description: p.noPaymentEventsHint,
          }}
        />
      )}
    </>
  );
}
