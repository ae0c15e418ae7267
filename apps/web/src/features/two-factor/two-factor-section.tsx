import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { twoFactorMessages } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessageOr } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';
import { CodeField } from './code-field';
import { cn } from '@/lib/utils';
import { disableTwoFactor, renewRecoveryCodes, twoFactorStatusKey, useTwoFactorStatus } from './api';
import { TwoFactorEnrolment } from './enrolment';
import { RecoveryCodes } from './recovery-codes';

const m = twoFactorMessages;

type Mode = 'idle' | 'enrol' | 'disable' | 'renew';

/** Password (turning off only) and a code, for turning it off or renewing the recovery codes. */
function CodeForm({
  withPassword,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  withPassword: boolean;
  submitLabel: string;
  onSubmit: (password: string, code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(m.codeRequired);
    setBusy(true);
    setError(null);
    try {
      await onSubmit(password, code);
    } catch (failure) {
      setError(serverMessageOr(failure, m.failed));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-sm gap-3">
      {withPassword && (
        <Field label={m.passwordLabel}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
            />
          )}
        </Field>
      )}
      <CodeField
        label={m.codeOrRecoveryLabel}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
      />
      <div className="flex gap-2">
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel={submitLabel}
          variant={withPassword ? 'destructive' : 'default'}
        >
          {submitLabel}
        </BusyButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Two-step sign-in" on the account page (listeners, admins) and the settings page (customers): its
 * state, turning it on (enrolment), off (password + code; not for admins) and new recovery codes.
 */
export function TwoFactorSection({ className }: { className?: string }) {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [renewed, setRenewed] = useState<string[] | null>(null);
  const finish = () => {
    setMode('idle');
    setRenewed(null);
    void queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
  };

  const state = status.data;
  let body;
  if (status.isPending) body = <Skeleton className="h-9 w-32" />;
  else if (status.isError || !state)
    body = (
      // No retry button of its own: the page's other cards keep theirs unambiguous; a revisit reloads it.
      <Alert variant="destructive" className="py-2.5">
        <AlertDescription>{serverMessageOr(status.error, m.failed)}</AlertDescription>
      </Alert>
    );
  else if (mode === 'enrol')
    body = (
      <TwoFactorEnrolment
        onDone={() => {
          // The rest of the app reads it from the auth store (Delete my account asks for a code).
          useAuthStore.getState().setTwoFactorEnabled(true);
          finish();
        }}
        onCancel={() => setMode('idle')}
      />
    );
  else if (renewed) body = <RecoveryCodes codes={renewed} onDone={finish} />;
  else if (mode === 'disable')
    body = (
      <CodeForm
        withPassword
        submitLabel={m.turnOff}
        onCancel={() => setMode('idle')}
        onSubmit={async (password, code) => {
          const answer = await disableTwoFactor(password, code);
          useAuthStore.getState().setTwoFactorEnabled(false);
          toast.success(answer.message);
          finish();
        }}
      />
    );
  else if (mode === 'renew')
    body = (
      <CodeForm
        withPassword={false}
        submitLabel={m.renewCodes}
        onCancel={() => setMode('idle')}
        onSubmit={async (_password, code) => {
          const answer = await renewRecoveryCodes(code);
          setRenewed(answer.recoveryCodes);
        }}
      />
    );
  else if (state.enabled)
    body = (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{m.recoveryCodesLeft(state.recoveryCodesLeft)}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setMode('renew')}>
            {m.renewCodes}
          </Button>
          {!state.required && (
            <Button type="button" variant="outline" onClick={() => setMode('disable')}>
              {m.turnOff}
            </Button>
          )}
        </div>
      </div>
    );
  else
    body = (
      <Button type="button" onClick={() => setMode('enrol')}>
        <ShieldCheckIcon />
        {m.turnOn}
      </Button>
    );

  return (
    <Card className={cn('max-w-xl', className)}>
      <CardHeader>
        <CardTitle>{m.sectionTitle}</CardTitle>
        <CardDescription>{state?.enabled ? m.sectionIntroOn : m.sectionIntroOff}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
