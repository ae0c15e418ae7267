import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { clientMessages, peopleFormsMessages, profileMessages as p, UPI_ID_PATTERN } from '@app/contract';
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
import { PayoutCredentialsFields } from '@/components/payouts/payout-credentials-fields';
import { useChangePayoutDetails } from '@/features/withdrawals/api/withdrawals';
import { serverMessageOr } from '@/lib/api-error';

type Errors = { upi?: string; password?: string };

function ChangeUpiForm({ onDone }: { onDone: () => void }) {
  const change = useChangePayoutDetails();
  const [upi, setUpi] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const next: Errors = {};
    const trimmed = upi.trim();
    if (!trimmed) next.upi = p.upiRequired;
    else if (!UPI_ID_PATTERN.test(trimmed)) next.upi = p.upiInvalid;
    if (!password) next.password = p.payoutPasswordRequired;
    setErrors(next);
    if (next.upi || next.password) return;
    setServerError(null);
    change.mutate(
      {
        withdrawalUpiId: trimmed,
        currentPassword: password,
        ...(code.trim() ? { twoFactorCode: code.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (failure) => setServerError(serverMessageOr(failure, clientMessages.networkError)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={p.payoutChangeTitle}>
      {serverError && (
        <Alert variant="destructive">
          <AlertDescription>
            <p role="alert">{serverError}</p>
          </AlertDescription>
        </Alert>
      )}
      <Field label={peopleFormsMessages.upiId} error={errors.upi}>
        {(control) => (
          <Input
            {...control}
            name="withdrawalUpiId"
            autoComplete="off"
            placeholder={peopleFormsMessages.upiPlaceholder}
            value={upi}
            onChange={(event) => setUpi(event.target.value)}
          />
        )}
      </Field>
      <PayoutCredentialsFields
        password={password}
        onPasswordChange={setPassword}
        code={code}
        onCodeChange={setCode}
        passwordError={errors.password}
        passwordHint={p.payoutPasswordHint}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={change.isPending}>
          {p.payoutCancel}
        </Button>
        <BusyButton type="submit" busy={change.isPending}>
          {p.payoutSave}
        </BusyButton>
      </DialogFooter>
    </form>
  );
}

/** Issue 25 §2: the listener changes the UPI id their earnings go to, confirming with their password. */
export function ChangeUpiDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{p.payoutChangeTitle}</DialogTitle>
          <DialogDescription>{p.payoutPasswordHint}</DialogDescription>
        </DialogHeader>
        {open && <ChangeUpiForm onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
