import { useState } from 'react';
import { toast } from 'sonner';
import { PackageOpenIcon, SparklesIcon } from 'lucide-react';
import {
  formatPlanRupeesPerCoin,
  formatRupees,
  planInLanguage,
  plansMessages as p,
  clientMessages,
  walletMessages,
  type CheckoutForm,
  type Plan,
  type PurchaseResult,
} from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlansOnSale, usePurchasePlan } from '@/features/customer/api/wallet';
import { formatCoins } from '@/features/customer/format';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

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
  const shown = planInLanguage(plan);
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
          {p.bestValue}
        </Badge>
      )}
      <div className="grid gap-1">
        <h3 className="font-semibold">{shown.name}</h3>
        {shown.description && <p className="text-sm text-muted-foreground">{shown.description}</p>}
      </div>
      <div className="grid gap-1">
        <p className="text-2xl font-bold tracking-tight tabular-nums">{formatCoins(plan.coins)}</p>
        {plan.bonusCoins > 0 ? (
          <p className="text-sm font-medium text-success">{p.bonusCoins(plan.bonusCoins)}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{p.noBonus}</p>
        )}
        <p className="text-xs text-muted-foreground tabular-nums">{formatPlanRupeesPerCoin(plan)}</p>
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
          busyLabel={p.buying}
          disabled={disabled}
          onClick={onBuy}
        >
          {/* One text node for the flex button, so its gap does not split the words. */}
          <span>
            {error ? p.tryAgain : p.buy}
            <span className="sr-only"> {shown.name}</span> {p.forPrice(formatRupees(plan.pricePaise))}
          </span>
        </BusyButton>
      </div>
    </li>
  );
}

/**
 * Sends a browser window to the payment gateway's hosted page: a form POST of the fields the server
 * gave (key id, order id, amount, callback URL; never a secret). `target` names the window (`_self`: this
 * one). The gateway posts the outcome back to the server, which sends that window to the wallet page
 * with `?purchase=<id>`.
 */
export function submitCheckout(checkout: CheckoutForm, target = '_self') {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = checkout.actionUrl;
  form.target = target;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** What the picker does with a purchase once the server answered it. */
export type PurchaseHandlers = {
  /** Test mode: the coins are in. */
  onConfirmed?: (result: PurchaseResult) => void;
  /**
   * The gateway's checkout is to be paid. Answer true when the caller took it (e.g. into another
   * window); otherwise this window goes to the gateway's page.
   */
  onCheckout?: (result: PurchaseResult & { checkout: CheckoutForm }, plan: Plan) => boolean;
  /** PENDING without a checkout form. */
  onPending: (purchaseId: string) => void;
  /** Runs in the click itself, before the request (a window opened here is not a blocked pop-up). */
  onBeforeBuy?: () => void;
  /** The purchase failed: undo what onBeforeBuy did. */
  onFailed?: () => void;
};

/**
 * The plans on sale as cards with Buy. One Idempotency-Key per purchase: a retry after a failure that may
 * have reached the server reuses it, so the coins are credited once; any other click is a new purchase.
 */
export function PlanPicker({
  onConfirmed,
  onCheckout,
  onPending,
  onBeforeBuy,
  onFailed,
  className = 'sm:grid-cols-2 lg:grid-cols-3',
}: PurchaseHandlers & { className?: string }) {
  const plans = usePlansOnSale();
  const purchase = usePurchasePlan();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [failed, setFailed] = useState<{ planId: string; message: string } | null>(null);
  const [leaving, setLeaving] = useState(false);

  const buy = (plan: Plan) => {
    if (purchase.isPending) return;
    const key = attempt?.planId === plan.id ? attempt.key : crypto.randomUUID();
    setAttempt({ planId: plan.id, key });
    setFailed(null);
    onBeforeBuy?.();
    purchase.mutate(
      { planId: plan.id, idempotencyKey: key },
      {
        onSuccess: (result) => {
          setAttempt(null);
          if (result.status === 'CONFIRMED') {
            toast.success(walletMessages.purchased(result.coins + result.bonusCoins));
            onConfirmed?.(result);
          } else if (result.checkout) {
            const checkout = { ...result, checkout: result.checkout };
            if (onCheckout?.(checkout, plan)) return;
            // The customer pays on the gateway's page; the page stays busy until the browser leaves.
            setLeaving(true);
            toast.info(walletMessages.openingGateway);
            submitCheckout(result.checkout);
          } else {
            onPending(result.purchaseId);
          }
        },
        onError: (error) => {
          onFailed?.();
          if (!mayHaveReachedServer(error)) setAttempt(null);
          setFailed({ planId: plan.id, message: serverMessageOr(error, clientMessages.networkError) });
        },
      },
    );
  };

  if (plans.isError && !plans.data) {
    return (
      <LoadErrorAlert
        title={p.loadFailed}
        message={serverMessageOr(plans.error, p.loadFallback)}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isFetching}
      />
    );
  }
  if (!plans.data) {
    return (
      <ul className={cn('grid gap-4', className)} aria-hidden="true">
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
    return <EmptyState icon={PackageOpenIcon} title={p.noneOnSale} description={p.noneOnSaleHint} />;
  }
  const best = bestValueId(plans.data);
  return (
    <ul className={cn('grid gap-4 pt-2', className)}>
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
