import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ArrowRightIcon,
  CircleCheckIcon,
  CircleXIcon,
  CoinsIcon,
  FlaskConicalIcon,
  LockIcon,
  ReceiptTextIcon,
} from 'lucide-react';
import {
  customerScreensMessages as m,
  formatNumber,
  walletMessages,
  PURCHASE_QUERY_PARAM,
  routes,
  type PurchaseStatusView,
  type WalletEntry,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePurchaseStatus, useWallet, useWalletTransactions } from '@/features/customer/api/wallet';
import { PlanPicker } from '@/features/customer/components/plan-picker';
import { Pager } from '@/components/pager';
import { ReceiptButton } from '@/features/purchases';
import { formatCoins, formatDay, formatSignedCoins } from '@/features/customer/format';
import { customerPageHeaders } from '@/features/customer/page-headers';
import {
  CHECKOUT_WINDOW_NAME,
  rememberedReturn,
  rememberReturn,
  RETURN_QUERY_PARAM,
  safeReturnPath,
} from '@/features/customer/return-target';
import { formatRupees } from '@app/contract';
import { serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

const HISTORY_PAGE_SIZE = 10;

function BalanceCard() {
  const wallet = useWallet();
  return (
    <Card className="border-brand/25 bg-brand/5 py-5 dark:bg-brand/10">
      <CardContent className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-warning/15 text-warning">
          <CoinsIcon className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-0.5">
          <h2 className="text-sm text-muted-foreground">{m.balance}</h2>
          {wallet.data ? (
            <p className="text-3xl font-bold tracking-tight tabular-nums">
              {formatCoins(wallet.data.balance)}
            </p>
          ) : wallet.isError ? (
            <p className="text-sm text-destructive">{serverMessageOr(wallet.error, m.balanceLoadFailed)}</p>
          ) : (
            <Skeleton className="h-9 w-36" aria-label={m.loadingBalance} />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

// Withdrawal kinds are listener-side movements: never on a customer's wallet, named for completeness.
const kindLabel = (kind: WalletEntry['kind']): string => m.kinds[kind];

function EntryDetail({ entry }: { entry: WalletEntry }) {
  if (entry.sessionId) {
    return (
      <Link
        to={routes.app.session(entry.sessionId)}
        className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
      >
        {m.viewSession}
      </Link>
    );
  }
  const plan = <span className="text-sm text-muted-foreground">{entry.planName ?? '—'}</span>;
  if (entry.purchaseId && entry.receiptNumber) {
    return (
      <span className="grid justify-items-start gap-1">
        {plan}
        <ReceiptButton purchaseId={entry.purchaseId} receiptNumber={entry.receiptNumber} />
      </span>
    );
  }
  return plan;
}

function History() {
  const [page, setPage] = useState(1);
  const history = useWalletTransactions({ pagenumber: page, pagesize: HISTORY_PAGE_SIZE });

  if (history.isError && !history.data) {
    return (
      <LoadErrorAlert
        title={m.historyLoadFailed}
        message={serverMessageOr(history.error, m.loadFallback)}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  if (!history.data) {
    return (
      <div className="grid gap-2 rounded-xl border bg-card p-4" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (history.data.totalRows === 0) {
    return (
      <EmptyState
        icon={ReceiptTextIcon}
        title={m.noTransactions}
        description={m.noTransactionsDescription}
        className="bg-card"
      />
    );
  }
  return (
    <div className="grid gap-2">
      <div className="rounded-xl border bg-card">
        <Table>
          <caption className="sr-only">{m.historyCaption}</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{m.columnTransaction}</TableHead>
              <TableHead className="text-right">{m.columnCoins}</TableHead>
              <TableHead className="text-right">{m.columnBalance}</TableHead>
              <TableHead className="hidden sm:table-cell">{m.columnDate}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.data.data.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-normal">
                  <div className="grid gap-0.5">
                    <span className="font-medium">{kindLabel(entry.kind)}</span>
                    <EntryDetail entry={entry} />
                    <span className="text-xs text-muted-foreground sm:hidden">
                      {formatDay(entry.createdAt)}
                    </span>
                  </div>
                </TableCell>
                <TableCell
                  className={cn(
                    'text-right font-semibold tabular-nums',
                    entry.coins > 0 ? 'text-success' : entry.coins < 0 ? 'text-destructive' : undefined,
                  )}
                >
                  {formatSignedCoins(entry.coins)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(entry.balanceAfter)}</TableCell>
                <TableCell className="hidden text-muted-foreground sm:table-cell">
                  {formatDay(entry.createdAt)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Pager
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        totalRows={history.data.totalRows}
        noun={m.pagerTransactions}
        onPageChange={setPage}
      />
    </div>
  );
}

const outcomeLooks: Record<
  PurchaseStatusView['status'],
  { variant: 'default' | 'success' | 'destructive'; Icon: typeof CoinsIcon | null }
> = {
  PENDING: { variant: 'default', Icon: null },
  CONFIRMED: { variant: 'success', Icon: CircleCheckIcon },
  DECLINED: { variant: 'destructive', Icon: CircleXIcon },
  EXPIRED: { variant: 'destructive', Icon: CircleXIcon },
};

/** The way back after paying, as a button: to the listener the customer came from, or where they were. */
function ReturnButton({ path, variant = 'brand' }: { path: string; variant?: 'brand' | 'outline' }) {
  return (
    <Button asChild variant={variant} size="sm" className="w-fit">
      <Link to={path}>
        {path.startsWith(`${routes.app.home}/listeners/`) ? m.backToListener : m.continueWhereYouWere}
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * Where the payment gateway sends the customer back (`?purchase=<id>`): the purchase's status in words,
 * with what to do next (the server's message), asked again every few seconds while it is PENDING. Paid,
 * it offers the way back the customer came from (`returnTo`). In the window a live session opened for
 * the checkout, it says that window can be closed: the session screen learns the outcome by itself.
 */
function PurchaseOutcome({
  purchaseId,
  returnTo,
  onClose,
}: {
  purchaseId: string;
  returnTo: string | null;
  onClose: () => void;
}) {
  const status = usePurchaseStatus(purchaseId);
  if (status.isError && !status.data) {
    return (
      <LoadErrorAlert
        title={m.purchaseLoadFailed}
        message={serverMessageOr(status.error, m.loadFallback)}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  }
  if (!status.data) return <Skeleton className="h-24 w-full" aria-label={m.loadingPurchase} />;
  const purchase = status.data;
  const { variant, Icon } = outcomeLooks[purchase.status];
  const inCheckoutWindow = window.name === CHECKOUT_WINDOW_NAME;
  const paid = purchase.status === 'CONFIRMED';
  return (
    <Alert variant={variant} role="status" aria-live="polite">
      {Icon ? <Icon aria-hidden="true" /> : <Spinner aria-hidden="true" />}
      <AlertTitle className="line-clamp-none font-semibold">
        {walletMessages.purchaseTitles[purchase.status]}
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          {m.purchaseLine(
            purchase.planName,
            purchase.coins + purchase.bonusCoins,
            formatRupees(purchase.pricePaise),
          )}
        </p>
        <p>{purchase.message}</p>
        {inCheckoutWindow && purchase.status !== 'PENDING' ? (
          <>
            <p className="font-medium text-foreground">
              {paid ? walletMessages.paymentDoneCloseWindow : walletMessages.paymentOverCloseWindow}
            </p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => window.close()}>
              {m.closeWindow}
            </Button>
          </>
        ) : (
          purchase.status !== 'PENDING' && (
            <div className="flex flex-wrap items-start gap-2">
              {paid && returnTo && <ReturnButton path={returnTo} />}
              {purchase.receiptNumber && (
                <ReceiptButton purchaseId={purchase.purchaseId} receiptNumber={purchase.receiptNumber} />
              )}
              <Button variant="outline" size="sm" className="w-fit" onClick={onClose}>
                {paid ? m.done : m.chooseAgain}
              </Button>
            </div>
          )
        )}
      </AlertDescription>
    </Alert>
  );
}

const HEADER = customerPageHeaders[routes.app.wallet]!;

/**
 * /app/wallet: the balance, plans to buy (test-mode payments clearly said, or Razorpay's page), the
 * outcome of a purchase the gateway returned from, and the history. Opened with `?next=<path>` (the
 * request form of a customer who cannot pay a minute), a paid purchase goes back there: at once in test
 * mode, by a button on the gateway's return.
 */
export function WalletPage() {
  const wallet = useWallet();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const purchaseId = params.get(PURCHASE_QUERY_PARAM);
  const next = safeReturnPath(params.get(RETURN_QUERY_PARAM));
  const showPurchase = (id: string | null) =>
    setParams(
      {
        ...(id ? { [PURCHASE_QUERY_PARAM]: id } : {}),
        ...(next ? { [RETURN_QUERY_PARAM]: next } : {}),
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={HEADER.title} description={HEADER.description} />
      {purchaseId && (
        <PurchaseOutcome
          purchaseId={purchaseId}
          returnTo={next ?? rememberedReturn(purchaseId)}
          onClose={() => showPurchase(null)}
        />
      )}
      <BalanceCard />
      {next && !purchaseId && (
        <Alert className="border-brand/30 bg-brand/5">
          <CoinsIcon aria-hidden="true" className="text-brand" />
          <AlertTitle className="line-clamp-none font-medium">{m.buyToContinue}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{m.buyToContinueNote}</p>
            <ReturnButton path={next} variant="outline" />
          </AlertDescription>
        </Alert>
      )}
      <section className="grid gap-3" aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-lg font-semibold">
          {m.buyCoins}
        </h2>
        {wallet.data?.paymentMode === 'RAZORPAY' ? (
          <Alert>
            <LockIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none font-medium">{walletMessages.gatewayLabel}</AlertTitle>
          </Alert>
        ) : (
          <Alert className="border-info/30 bg-info/5 text-info">
            <FlaskConicalIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none font-medium">{walletMessages.testModeLabel}</AlertTitle>
          </Alert>
        )}
        <PlanPicker
          onPending={showPurchase}
          onConfirmed={() => {
            if (next) void navigate(next);
          }}
          onCheckout={(result) => {
            if (next) rememberReturn(result.purchaseId, next);
            return false;
          }}
        />
      </section>
      <section className="grid gap-3" aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          {m.history}
        </h2>
        <History />
      </section>
    </>
  );
}
