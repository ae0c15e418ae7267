import { useId, useState } from 'react';
import { Trash2Icon } from 'lucide-react';
import { erasureEndpoints, erasureMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { callApi } from '@/lib/api-client';
import { notifyUnauthorized } from '@/lib/unauthorized';
import { cn } from '@/lib/utils';
import { useAuthStore } from '@/stores/auth-store';

/**
 * "Delete my account" (issue 25 §3): says what is erased and what is kept and why, asks for the
 * password, then erases. Once done the person is signed out and the sign-in page says the account is
 * deleted (the same way out as any ended sign-in).
 */
export function DeleteAccountSection({ className }: { className?: string }) {
  const m = erasureMessages;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The code is asked for when the account has two-step sign-in (or the server says it does).
  const hasTwoFactor = useAuthStore((state) => state.twoFactorEnabled === true);
  const [codeAsked, setCodeAsked] = useState(false);
  const askCode = hasTwoFactor || codeAsked;
  const fieldId = useId();
  const codeId = useId();
  const close = () => {
    setOpen(false);
    setPassword('');
    setCode('');
  };
  return (
    <Card className={cn('border-destructive/40', className)}>
      <CardHeader>
        <CardTitle>
          <h2>{m.sectionTitle}</h2>
        </CardTitle>
        <CardDescription>{m.sectionDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2Icon />
          {m.open}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={open}
        title={m.dialogTitle}
        description={askCode ? m.dialogDescriptionWithCode : m.dialogDescription}
        confirmLabel={m.confirm}
        busyLabel={m.deleting}
        destructive
        onCancel={close}
        onConfirm={async () => {
          const body = askCode && code.trim() ? { password, twoFactorCode: code.trim() } : { password };
          await callApi(erasureEndpoints.deleteOwnAccount, { body }).catch((error: unknown) => {
            if (error instanceof Error && error.message === m.codeRequired) setCodeAsked(true);
            throw error;
          });
          useAuthStore.getState().clearAuth();
          notifyUnauthorized(m.doneBody);
        }}
      >
        <div className="grid gap-3 text-sm">
          <section aria-label={m.erasedTitle}>
            <h3 className="font-medium">{m.erasedTitle}</h3>
            <ul className="mt-1 list-disc pl-5 text-muted-foreground">
              <li>{m.erased.profile}</li>
              <li>{m.erased.messages}</li>
              <li>{m.erased.signIns}</li>
            </ul>
          </section>
          <section aria-label={m.keptTitle}>
            <h3 className="font-medium">{m.keptTitle}</h3>
            <ul className="mt-1 list-disc pl-5 text-muted-foreground">
              <li>{m.kept.money}</li>
              <li>{m.kept.coins}</li>
              <li>{m.kept.others}</li>
            </ul>
          </section>
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>{m.passwordLabel}</Label>
            <PasswordInput
              id={fieldId}
              data-autofocus
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {askCode && (
            <div className="grid gap-1.5">
              <Label htmlFor={codeId}>{m.codeLabel}</Label>
              <Input
                id={codeId}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </div>
          )}
        </div>
      </ConfirmDialog>
    </Card>
  );
}
