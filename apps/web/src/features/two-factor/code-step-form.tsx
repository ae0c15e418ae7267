import { useId, useState, type FormEvent } from 'react';
import { twoFactorMessages } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { serverMessageOr } from '@/lib/api-error';
import { signInWithCode } from './api';

const m = twoFactorMessages;

/**
 * The step after the password when the account has two-step sign-in: the app's code or a recovery
 * code, sent with the challenge /auth/login answered. `onSignedIn` gets the sign-in token.
 */
export function TwoFactorCodeStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (token: string) => Promise<void> | void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(m.codeRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { token } = await signInWithCode({ challenge, code });
      await onSignedIn(token);
    } catch (failure) {
      setError(serverMessageOr(failure, m.failed));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{m.signInStepTitle}</h2>
        <p className="text-sm text-muted-foreground">{m.signInStepIntro}</p>
      </div>
      <Field label={m.codeOrRecoveryLabel}>
        {(control) => (
          <Input
            {...control}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : control['aria-describedby']}
          />
        )}
      </Field>
      <div className="min-h-12" id={errorId} aria-live="polite">
        {error && (
          <Alert variant="destructive" className="py-2.5">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
      </div>
      <BusyButton type="submit" className="w-full" busy={busy} busyLabel={m.verify}>
        {m.verify}
      </BusyButton>
      <Button type="button" variant="link" onClick={onBack}>
        {m.backToSignIn}
      </Button>
    </form>
  );
}
