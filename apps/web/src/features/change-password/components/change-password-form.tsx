import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { messages, PASSWORD_MIN_LENGTH } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '@/features/change-password/api/change-password';
import { useInFlight } from '@/hooks/use-in-flight';
import { useTimedNotice } from '@/hooks/use-timed-notice';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';

type Notice = { kind: 'error' | 'success'; text: string };

/** The spec's order of checks: both filled, then equal, then long enough. */
function validate(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return messages.validation.fillAllFields;
  if (password !== confirmation) return messages.validation.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return messages.validation.passwordMin;
  return null;
}

/** Server message, else the error's own message (network), else the spec's fallback. */
function failureText(error: unknown): string {
  const fallback = messages.client.changePasswordFailed;
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}

export function ChangePasswordForm() {
  const setAuth = useAuthStore((state) => state.setAuth);
  const mutation = useChangePassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // Messages clear after 3 s; a newer message restarts the clock.
  const [notice, setNotice] = useTimedNotice<Notice>();
  const inFlight = useInFlight();

  const save = async () => {
    const invalid = validate(password, confirmation);
    if (invalid) {
      setNotice({ kind: 'error', text: invalid });
      return;
    }
    setNotice(null);
    try {
      const { token } = await mutation.mutateAsync({ password });
      // The fresh token keeps this tab signed in; every other sign-in of the user has ended.
      setAuth(token);
      setPassword('');
      setConfirmation('');
      toast.success(messages.client.passwordUpdatedToast);
      setNotice({ kind: 'success', text: messages.client.passwordChangedAlert });
    } catch (error) {
      setNotice({ kind: 'error', text: failureText(error) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void inFlight.run('save', save);
  };

  const isBusy = inFlight.isRunning();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {notice && (
        <Alert variant={notice.kind === 'error' ? 'destructive' : 'success'}>
          {notice.kind === 'error' ? <TriangleAlertIcon /> : <CircleCheckIcon />}
          <AlertDescription className={notice.kind === 'success' ? 'text-foreground' : undefined}>
            {notice.text}
          </AlertDescription>
        </Alert>
      )}
      <Field label="New Password">
        {(control) => (
          <PasswordInput
            {...control}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            placeholder="At least 6 characters"
          />
        )}
      </Field>
      <Field label="Re-enter New Password">
        {(control) => (
          <PasswordInput
            {...control}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="new-password"
            placeholder="Type it again"
          />
        )}
      </Field>
      <BusyButton
        type="submit"
        className="w-full sm:w-auto sm:justify-self-start"
        busy={isBusy}
        busyLabel="Saving..."
      >
        Save Password
      </BusyButton>
    </form>
  );
}
