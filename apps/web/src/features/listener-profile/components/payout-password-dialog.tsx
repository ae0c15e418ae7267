import { useState, type FormEvent } from 'react';
import { profileMessages as p } from '@app/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PayoutCredentialsFields } from '@/components/payouts/payout-credentials-fields';

/** What a UPI id change is confirmed with (issue 25 §2). */
export type PayoutConfirmation = { currentPassword: string; twoFactorCode?: string };

function PasswordForm({ onClose }: { onClose: (answer: PayoutConfirmation | null) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!password) {
      setError(p.payoutPasswordRequired);
      return;
    }
    onClose({ currentPassword: password, ...(code.trim() ? { twoFactorCode: code.trim() } : {}) });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={p.payoutChangeTitle}>
      <PayoutCredentialsFields
        password={password}
        onPasswordChange={setPassword}
        code={code}
        onCodeChange={setCode}
        passwordError={error}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onClose(null)}>
          {p.payoutCancel}
        </Button>
        <Button type="submit">{p.payoutSave}</Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Asked when the applicant's save changes a UPI id already on file: the server refuses the change
 * without the current password (issue 25 §2). Cancel sends nothing.
 */
export function PayoutPasswordDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (answer: PayoutConfirmation | null) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose(null)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{p.payoutChangeTitle}</DialogTitle>
          <DialogDescription>{p.payoutPasswordHint}</DialogDescription>
        </DialogHeader>
        {open && <PasswordForm onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
