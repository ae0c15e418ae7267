import { useEffect, useRef, useState, type FormEvent } from 'react';
import { twoFactorMessages, type TwoFactorEnrolment as Enrolment } from '@app/contract';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessageOr } from '@/lib/api-error';
import { CodeField } from './code-field';
import { useAuthStore } from '@/stores/auth-store';
import { confirmEnrolment, startEnrolment } from './api';
import { RecoveryCodes } from './recovery-codes';

const m = twoFactorMessages;

/**
 * Turning two-step sign-in on: the QR code (rendered by the server) and the key as text, the first code,
 * then the recovery codes once. Confirming ends the other sign-ins; this one gets the fresh token.
 */
export function TwoFactorEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const setAuth = useAuthStore((state) => state.setAuth);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  // One key per visit: started once even when effects run twice (React's strict mode), since a second
  // start would replace the key the first QR code shows.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startEnrolment().then(setEnrolment, (failure: unknown) => setError(serverMessageOr(failure, m.failed)));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError(m.totpFormat);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await confirmEnrolment(code);
      setAuth(answer.token);
      setRecoveryCodes(answer.recoveryCodes);
    } catch (failure) {
      setError(serverMessageOr(failure, m.failed));
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <p className="text-sm">{m.enrolScan}</p>
      {enrolment ? (
        <>
          <img src={enrolment.qrCode} alt={m.qrAlt} className="size-48 rounded-md border bg-white p-1" />
          <div className="grid gap-1 text-sm">
            <span className="text-muted-foreground">{m.enrolTypeInstead}</span>
            <code className="break-all rounded bg-muted px-2 py-1 font-mono" data-testid="two-factor-secret">
              {enrolment.secret}
            </code>
          </div>
        </>
      ) : (
        !error && <Skeleton className="size-48" />
      )}
      <p className="text-sm">{m.enrolEnterCode}</p>
      <CodeField
        label={m.codeLabel}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        numeric
        inputClassName="max-w-40"
      />
      <div className="flex gap-2">
        <BusyButton type="submit" busy={busy} busyLabel={m.confirm} disabled={!enrolment}>
          {m.confirm}
        </BusyButton>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
