import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { TriangleAlertIcon } from 'lucide-react';
import {
  clientMessages,
  formatRupees,
  routes,
  withdrawalsMessages as w,
  type MyWithdrawals,
} from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestWithdrawal } from '@/features/withdrawals/api/withdrawals';
import {
  checkWithdrawalAmount,
  isAmountEntered,
  largestRequest,
} from '@/features/withdrawals/withdrawal-amount';
import { ApiError, serverMessageOr } from '@/lib/api-error';

/** What the dialog needs to know about the listener's money (from GET /withdrawals/mine). */
export type WithdrawalAccount = Pick<MyWithdrawals, 'minimum' | 'available' | 'coinValuePaise' | 'hasUpiId'>;

/** A refusal (4xx) certainly moved nothing; a lost answer (network, 5xx) may have. */
const mayHaveReachedServer = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-muted/40 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

type RequestMutation = ReturnType<typeof useRequestWithdrawal>;

function RequestForm({
  account,
  request,
  onDone,
}: {
  account: WithdrawalAccount;
  request: RequestMutation;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per request: made when the dialog opens, kept while the outcome of a try is unknown, so a
  // retry is the same request; a refused request leaves nothing behind, so the next try gets a new one.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  const largest = largestRequest(account);
  const canRequest = account.hasUpiId;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending || !canRequest) return;
    const checked = checkWithdrawalAmount(amount, account);
    if (!checked.ok) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setServerError(null);
    request.mutate(
      { amountPaise: checked.paise, idempotencyKey: key },
      {
        onSuccess: (withdrawal) => {
          toast.success(w.requested(withdrawal.amount));
          onDone();
        },
        onError: (failure) => {
          if (!mayHaveReachedServer(failure)) setKey(crypto.randomUUID());
          setServerError(serverMessageOr(failure, clientMessages.networkError));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={w.screen.formLabel}>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={w.screen.availableFigure} value={formatRupees(account.available)} />
        <Figure label={w.screen.minimum} value={formatRupees(account.minimum)} />
      </dl>
      {!canRequest && (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription>
            <p>{w.upiRequired}</p>
            <Link
              to={routes.listener.profile}
              className="font-medium text-foreground underline underline-offset-4"
            >
              {w.screen.goToProfile}
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <Field
        label={w.screen.amountLabel}
        error={error ?? undefined}
        hint={
          largest >= account.minimum
            ? w.screen.amountHint(formatRupees(account.minimum), formatRupees(largest))
            : w.screen.amountHintBelowMinimum(formatRupees(account.minimum))
        }
        labelAction={
          canRequest &&
          largest >= account.minimum && (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              disabled={request.isPending}
              onClick={() => {
                setAmount(String(largest / 100));
                setError(null);
              }}
            >
              {w.screen.withdrawAll}
            </Button>
          )
        }
      >
        {(control) => (
          <Input
            {...control}
            ref={input}
            name="amount"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder={String(account.minimum / 100)}
            value={amount}
            disabled={!canRequest || request.isPending}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      {serverError && (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={request.isPending}>
          {w.screen.cancel}
        </Button>
        <BusyButton
          type="submit"
          busy={request.isPending}
          busyLabel={w.screen.requesting}
          disabled={!canRequest || !isAmountEntered(amount)}
        >
          {w.screen.request}
        </BusyButton>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Request Withdrawal': one amount in rupees, sent with an Idempotency-Key. `opening` changes with each
 * opening, so every opening starts empty with a new key.
 */
export function RequestWithdrawalDialog({
  open,
  opening,
  account,
  onClose,
}: {
  open: boolean;
  opening: number;
  account: WithdrawalAccount | undefined;
  onClose: () => void;
}) {
  // Held here, not in the form: while a request runs, Escape and the close button wait for its answer.
  const request = useRequestWithdrawal();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !request.isPending && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{w.screen.request}</DialogTitle>
          <DialogDescription>{w.screen.dialogDescription}</DialogDescription>
        </DialogHeader>
        {account && <RequestForm key={opening} account={account} request={request} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
