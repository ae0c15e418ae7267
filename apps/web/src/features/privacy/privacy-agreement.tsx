import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import { privacyMessages, routes } from '@app/contract';

export type PrivacyAgreementProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown (and read out with the box) when the person tried to go on without agreeing. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The sign-up screens' agreement to the privacy notice (issue 25): a required box, and the notice one
 * click away in a new tab, so the half-filled form stays as it is.
 */
export function PrivacyAgreement({ checked, onCheckedChange, error, ref }: PrivacyAgreementProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const m = privacyMessages.signup;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-2.5">
        <input
          ref={ref}
          id={id}
          name="privacyConsent"
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="text-sm leading-snug">
          {m.agree}
        </label>
      </div>
      <Link
        to={routes.privacy}
        target="_blank"
        rel="noopener"
        className="ml-6.5 text-sm font-medium underline underline-offset-4"
      >
        {m.read}
      </Link>
      {error && (
        <p id={errorId} className="ml-6.5 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
