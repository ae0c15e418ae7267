import { useId } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type CodeFieldProps = {
  label: string;
  value: string;
  /** A new value; the caller clears its error with it. */
  onChange: (value: string) => void;
  /** The server's refusal, shown under the field and read out with it. */
  error: string | null;
  /** Digits only (an app code); otherwise a recovery code may be typed too. */
  numeric?: boolean;
  autoFocus?: boolean;
  inputClassName?: string;
  /** The error region's classes (a fixed height where the form must not jump). */
  errorClassName?: string;
};

/**
 * The code input of every two-step form (sign-in's step, the set-up, turning it off): the field, and
 * under it the region its error appears in, which the input is described by while there is one.
 */
export function CodeField({
  label,
  value,
  onChange,
  error,
  numeric = false,
  autoFocus,
  inputClassName,
  errorClassName,
}: CodeFieldProps) {
  const errorId = useId();
  return (
    <>
      <Field label={label}>
        {(control) => (
          <Input
            {...control}
            name="code"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="one-time-code"
            inputMode={numeric ? 'numeric' : 'text'}
            autoFocus={autoFocus}
            className={inputClassName}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : control['aria-describedby']}
          />
        )}
      </Field>
      <div className={cn(errorClassName)} id={errorId} aria-live="polite">
        {error && (
          <Alert variant="destructive" className="py-2.5">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
      </div>
    </>
  );
}
