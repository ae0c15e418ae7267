import { profileMessages as p } from '@app/contract';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type PayoutCredentialsFieldsProps = {
  password: string;
  onPasswordChange: (value: string) => void;
  code: string;
  onCodeChange: (value: string) => void;
  passwordError?: string | undefined;
  passwordHint?: string;
};

/**
 * What a change of the UPI id is confirmed with (issue 25 §2, the server's step-up): the current
 * password and, for an account with two-step sign-in, a code. The one pair of fields of both places
 * the id is changed (the application form's confirmation and Withdrawals' Change UPI ID).
 */
export function PayoutCredentialsFields({
  password,
  onPasswordChange,
  code,
  onCodeChange,
  passwordError,
  passwordHint,
}: PayoutCredentialsFieldsProps) {
  return (
    <>
      <Field label={p.payoutPasswordLabel} hint={passwordHint} error={passwordError}>
        {(control) => (
          <Input
            {...control}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
        )}
      </Field>
      <Field label={p.payoutCodeLabel}>
        {(control) => (
          <Input
            {...control}
            name="twoFactorCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
