import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { authScreensMessages, clientMessages, PASSWORD_MIN_LENGTH, validationMessages } from '@app/contract';
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
type Invalid = { password: boolean; confirmation: boolean };
const VALID: Invalid = { password: false, confirmation: false };

/** The spec's order of checks: both filled, then equal, then long enough; and which fields to fix. */
function validate(password: string, confirmation: string): { text: string; invalid: Invalid } | null {
  if (!password || !confirmation)
    return {
      text: validationMessages.fillAllFields,
      invalid: { password: !password, confirmation: !confirmation },
    };
  if (password !== confirmation)
    return {
      text: validationMessages.passwordsDoNotMatch,
      invalid: { password: false, confirmation: true },
    };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { text: validationMessages.passwordMin, invalid: { password: true, confirmation: true } };
  return null;
}

/** Server message, else the error's own message (network), else the spec's fallback. */
function failureText(error: unknown): string {
  const fallback = clientMessages.changePasswordFailed;
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
  // Fields to fix stay marked (red border, aria-invalid) until edited, after the message has cleared.
  const [invalid, setInvalid] = useState<Invalid>(VALID);
  const noticeId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const save = async () => {
    const problem = validate(password, confirmation);
    if (problem) {
      setNotice({ kind: 'error', text: problem.text });
      setInvalid(problem.invalid);
      (problem.invalid.password ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    setInvalid(VALID);
    setNotice(null);
    try {
      const { token } = await mutation.mutateAsync({ password });
      // The fresh token keeps this tab signed in; every other sign-in of the user has ended.
      setAuth(token);
      setPassword('');
      setConfirmation('');
      toast.success(clientMessages.passwordUpdatedToast);
      setNotice({ kind: 'success', text: clientMessages.passwordChangedAlert });
    } catch (error) {
      setNotice({ kind: 'error', text: failureText(error) });
      // The busy button lost focus while disabled: back to the field.
      passwordRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void inFlight.run('save', save);
  };

  const isBusy = inFlight.isRunning();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={authScreensMessages.changePassword.newPassword}>
        {(control) => (
          <PasswordInput
            {...control}
            ref={passwordRef}
            aria-invalid={invalid.password}
            aria-describedby={invalid.password ? noticeId : undefined}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setInvalid((current) => ({ ...current, password: false }));
            }}
            autoComplete="new-password"
            placeholder={authScreensMessages.changePassword.newPasswordPlaceholder(PASSWORD_MIN_LENGTH)}
          />
        )}
      </Field>
      <Field label={authScreensMessages.changePassword.confirm}>
        {(control) => (
          <PasswordInput
            {...control}
            ref={confirmationRef}
            aria-invalid={invalid.confirmation}
            aria-describedby={invalid.confirmation ? noticeId : undefined}
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setInvalid((current) => ({ ...current, confirmation: false }));
            }}
            autoComplete="new-password"
            placeholder={authScreensMessages.changePassword.confirmPlaceholder}
          />
        )}
      </Field>
      {/* The message's space is kept: nothing jumps when it appears or clears (after 3 s). */}
      <div className="min-h-12" id={noticeId} aria-live="polite">
        {notice && (
          <Alert variant={notice.kind === 'error' ? 'destructive' : 'success'} className="py-2.5">
            {notice.kind === 'error' ? <TriangleAlertIcon /> : <CircleCheckIcon />}
            <AlertDescription className={notice.kind === 'success' ? 'text-foreground' : undefined}>
              {notice.text}
            </AlertDescription>
          </Alert>
        )}
      </div>
      <BusyButton
        type="submit"
        className="w-full sm:w-auto sm:justify-self-start"
        busy={isBusy}
        busyLabel={authScreensMessages.changePassword.saving}
      >
        {authScreensMessages.changePassword.save}
      </BusyButton>
    </form>
  );
}
