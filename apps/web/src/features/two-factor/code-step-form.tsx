import { useState, type FormEvent } from 'react';
import { twoFactorMessages } from '@app/contract';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/api-error';
import { CodeField } from './code-field';
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
      <CodeField
        label={m.codeOrRecoveryLabel}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        autoFocus
        errorClassName="min-h-12"
      />
      <BusyButton type="submit" className="w-full" busy={busy} busyLabel={m.verify}>
        {m.verify}
      </BusyButton>
      <Button type="button" variant="link" onClick={onBack}>
        {m.backToSignIn}
      </Button>
    </form>
  );
}
