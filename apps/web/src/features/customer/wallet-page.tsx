import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  CircleCheckIcon,
  CircleXIcon,
  CoinsIcon,
  FlaskConicalIcon,
  LockIcon,
  PackageOpenIcon,
  ReceiptTextIcon,
  SparklesIcon,
} from 'lucide-react';
import {
  messages,
  PURCHASE_QUERY_PARAM,
  routes,
  type CheckoutForm,
  type Plan,
  type PurchaseStatusView,
  type WalletEntry,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  usePlansOnSale,
  usePurchasePlan,
  usePurchaseStatus,
  useWallet,
  useWalletTransactions,
} from '@/features/customer/api/wallet';
import { Pager } from '@/components/pager';
import { ReceiptButton } from '@/features/purchases';
import { formatCoins, formatSignedCoins } from '@/features/customer/format';
import { customerPageHeaders } from '@/features/customer/page-headers';
import { formatRupees } from '@app/contract';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { formatDate, formatNumber } from '@/lib/people-format';
import { cn } from '@/lib/utils';

const HISTORY_PAGE_SIZE = 10;
const LOAD_FALLBACK = 'Please check your connection and try again.';

function BalanceCard() {
  const wallet = useWallet();
  return (
    <Card className="border-brand/25 bg-brand/5 py-5 dark:bg-brand/10">
      <CardContent className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-warning/15 text-warning">
          <CoinsIcon className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-0.5">
          <h2 className="text-sm text-muted-foreground">Balance</h2>
          {wallet.data ? (
            <p className="text-3xl font-bold tracking-tight tabular-nums">
              {formatCoins(wallet.data.balance)}
            </p>
          ) : wallet.isError ? (
            <p className="text-sm text-destructive">
              {serverMessageOr(wallet.error, 'Could not load your balance.')}
            </p>
          ) : (
            <Skeleton className="h-9 w-36" aria-label="Loading balance" />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** The plan that gives the most coins per rupee, when there is a choice to make. */
function bestValueId(plans: Plan[]): string | null {
  if (plans.length < 2) return null;
  const best = plans.reduce((a, b) =>
    (b.coins + b.bonusCoins) * a.pricePaise > (a.coins + a.bonusCoins) * b.pricePaise ? b : a,
  );
  return best.id;
}

/** A purchase that may have reached the server: retrying it must reuse its key. */
type Attempt = { planId: string; key: string };
/**
 * Whether the purchase may have gone through without our hearing of it. The server's own UNAVAILABLE
 * (the payment gateway did not answer) is a final answer: that purchase is over and nothing was charged,
 * so the next click is a new purchase with a new key.
 */
const mayHaveReachedServer = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || (error.status >= 500 && error.code !== 'UNAVAILABLE');

function PlanCard({
  plan,
  isBest,
  busy,
  disabled,
  error,
  onBuy,
}: {
  plan: Plan;
  isBest: boolean;
  busy: boolean;
  disabled: boolean;
  error: string | null;
  onBuy: () => void;
}) {
  return (
    <li
      className={cn(
        'relative flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs',
        isBest && 'border-brand/50 ring-1 ring-brand/30',
      )}
    >
      {isBest && (
        <Badge variant="brand" className="absolute -top-2.5 right-4 bg-card">
          <SparklesIcon aria-hidden="true" />
          Best value
        </Badge>
      )}
      <div className="grid gap-1">
        <h3 className="font-semibold">{plan.name}</h3>
        {plan.description && <p className="text-sm text-muted-foreground">{plan.description}</p>}
      </div>
      <div className="grid gap-1">
        <p className="text-2xl font-bold tracking-tight tabular-nums">{formatCoins(plan.coins)}</p>
        {plan.bonusCoins > 0 ? (
          <p className="text-sm font-medium text-success">+{formatNumber(plan.bonusCoins)} bonus coins</p>
        ) : (
          <p className="text-sm text-muted-foreground">No bonus</p>
        )}
      </div>
      <div className="mt-auto grid gap-2">
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <BusyButton
          className="w-full"
          variant={isBest ? 'brand' : 'default'}
          busy={busy}
          busyLabel="Buying..."
          disabled={disabled}
          onClick={onBuy}
        >
          {/* One text node for the flex button, so its gap does not split the words. */}
          <span>
            {error ? 'Try again' : 'Buy'}
            <span className="sr-only"> {plan.name}</span> for {formatRupees(plan.pricePaise)}
          </span>
        </BusyButton>
      </div>
    </li>
  );
}

/**
 * Sends the browser to the payment gateway's hosted page: a form POST of the fields the server gave
 * (key id, order id, amount, callback URL; never a secret). The gateway posts the outcome back to the
 * server, which sends the browser to this page with `?purchase=<id>`.
 */
function submitCheckout(checkout: CheckoutForm) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = checkout.actionUrl;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

function Plans({ onPending }: { onPending: (purchaseId: string) => void }) {
  const plans = usePlansOnSale();
  const purchase = usePurchasePlan();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [failed, setFailed] = useState<{ planId: string; message: string } | null>(null);
  const [leaving, setLeaving] = useState(false);

  const buy = (plan: Plan) => {
    if (purchase.isPending) return;
    // One key per purchase: a retry after a failure that may have reached the server reuses it, so
    // the coins are credited once; any other click is a new purchase.
    const key = attempt?.planId === plan.id ? attempt.key : crypto.randomUUID();
    setAttempt({ planId: plan.id, key });
    setFailed(null);
    purchase.mutate(
      { planId: plan.id, idempotencyKey: key },
      {
        onSuccess: (result) => {
          setAttempt(null);
          if (result.status === 'CONFIRMED') {
            toast.success(messages.wallet.purchased(result.coins + result.bonusCoins));
          } else if (result.checkout) {
            // The customer pays on the gateway's page; the page stays busy until the browser leaves.
            setLeaving(true);
            toast.info(messages.wallet.openingGateway);
            submitCheckout(result.checkout);
          } else {
            onPending(result.purchaseId);
          }
        },
        onError: (error) => {
          if (!mayHaveReachedServer(error)) setAttempt(null);
          setFailed({ planId: plan.id, message: serverMessageOr(error, messages.client.networkError) });
        },
      },
    );
  };

  if (plans.isError && !plans.data) {
    return (
      <LoadErrorAlert
        title="Could not load plans"
        message={serverMessageOr(plans.error, LOAD_FALLBACK)}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isFetching}
      />
    );
  }
  if (!plans.data) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="grid gap-3 rounded-xl border bg-card p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-9 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (plans.data.length === 0) {
    return (
      <EmptyState
        icon={PackageOpenIcon}
        title="No plans on sale right now"
        description="Please check back soon."
      />
    );
  }
  const best = bestValueId(plans.data);
  return (
    <ul className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-3">
      {plans.data.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          isBest={plan.id === best}
          busy={(purchase.isPending || leaving) && purchase.variables?.planId === plan.id}
          disabled={purchase.isPending || leaving}
          error={failed?.planId === plan.id ? failed.message : null}
          onBuy={() => buy(plan)}
        />
      ))}
    </ul>
  );
}

const kindLabels: Record<WalletEntry['kind'], string> = {
  PURCHASE: 'Plan purchase',
  SESSION_CHARGE: 'Session',
  REFUND: 'Refund',
  // Listener-side movements: never on a customer's wallet, named for completeness.
  WITHDRAWAL_RESERVE: 'Withdrawal reserved',
  WITHDRAWAL_PAYOUT: 'Withdrawal paid',
  WITHDRAWAL_RELEASE: 'Withdrawal returned',
};

function EntryDetail({ entry }: { entry: WalletEntry }) {
  if (entry.sessionId) {
    return (
      <Link
        to={routes.app.session(entry.sessionId)}
        className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
      >
        View session
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
        title="Could not load your history"
        message={serverMessageOr(history.error, LOAD_FALLBACK)}
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
        title="No transactions yet"
        description="Plans you buy and sessions you take show up here."
        className="bg-card"
      />
    );
  }
  return (
    <div className="grid gap-2">
      <div className="rounded-xl border bg-card">
        <Table>
          <caption className="sr-only">Wallet history, newest first</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Transaction</TableHead>
              <TableHead className="text-right">Coins</TableHead>
              <TableHead className="text-right">Balance</TableHead>
              <TableHead className="hidden sm:table-cell">Date</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.data.data.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-normal">
                  <div className="grid gap-0.5">
                    <span className="font-medium">{kindLabels[entry.kind]}</span>
                    <EntryDetail entry={entry} />
                    <span className="text-xs text-muted-foreground sm:hidden">
                      {formatDate(entry.createdAt)}
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
                  {formatDate(entry.createdAt)}
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
        noun="transactions"
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

/**
 * Where the payment gateway sends the customer back (`?purchase=<id>`): the purchase's status in words,
 * with what to do next (the server's message), asked again every few seconds while it is PENDING.
 */
function PurchaseOutcome({ purchaseId, onClose }: { purchaseId: string; onClose: () => void }) {
  const status = usePurchaseStatus(purchaseId);
  if (status.isError && !status.data) {
    return (
      <LoadErrorAlert
        title="Could not load your purchase"
        message={serverMessageOr(status.error, LOAD_FALLBACK)}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  }
  if (!status.data) return <Skeleton className="h-24 w-full" aria-label="Loading your purchase" />;
  const purchase = status.data;
  const { variant, Icon } = outcomeLooks[purchase.status];
  return (
    <Alert variant={variant} role="status" aria-live="polite">
      {Icon ? <Icon aria-hidden="true" /> : <Spinner aria-hidden="true" />}
      <AlertTitle className="line-clamp-none font-semibold">
        {messages.wallet.purchaseTitles[purchase.status]}
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          {purchase.planName}: {formatCoins(purchase.coins + purchase.bonusCoins)} for{' '}
          {formatRupees(purchase.pricePaise)}
        </p>
        <p>{purchase.message}</p>
        {purchase.status !== 'PENDING' && (
          <div className="flex flex-wrap items-start gap-2">
            {purchase.receiptNumber && (
              <ReceiptButton purchaseId={purchase.purchaseId} receiptNumber={purchase.receiptNumber} />
            )}
            <Button variant="outline" size="sm" className="w-fit" onClick={onClose}>
              {purchase.status === 'CONFIRMED' ? 'Done' : 'Choose a plan again'}
            </Button>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}

const HEADER = customerPageHeaders[routes.app.wallet]!;

/**
 * /app/wallet: the balance, plans to buy (test-mode payments clearly said, or Razorpay's page), the
 * outcome of a purchase the gateway returned from, and the history.
 */
export function WalletPage() {
  const wallet = useWallet();
  const [params, setParams] = useSearchParams();
  const purchaseId = params.get(PURCHASE_QUERY_PARAM);
  const showPurchase = (id: string | null) =>
    setParams(id ? { [PURCHASE_QUERY_PARAM]: id } : {}, { replace: true });
  return (
    <>
      <PageHeader title={HEADER.title} description={HEADER.description} />
      {purchaseId && <PurchaseOutcome purchaseId={purchaseId} onClose={() => showPurchase(null)} />}
      <BalanceCard />
      <section className="grid gap-3" aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-lg font-semibold">
          Buy coins
        </h2>
        {wallet.data?.paymentMode === 'RAZORPAY' ? (
          <Alert>
            <LockIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none font-medium">{messages.wallet.gatewayLabel}</AlertTitle>
          </Alert>
        ) : (
          <Alert className="border-info/30 bg-info/5 text-info">
            <FlaskConicalIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none font-medium">{messages.wallet.testModeLabel}</AlertTitle>
          </Alert>
        )}
        <Plans onPending={showPurchase} />
      </section>
      <section className="grid gap-3" aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        <History />
      </section>
    </>
  );
}
