import type { ReactNode } from 'react';
import type { z } from 'zod';
import { authScreensMessages, OTP_LENGTH, validationMessages } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSchemaForm } from '@/hooks/use-schema-form';

type CodeAndPassword = { otp: string; password: string };

export type CodeAndPasswordFormProps = {
  codeLabel: string;
  passwordLabel: string;
  submitLabel: string;
  busyLabel: string;
  loadSchema: () => Promise<z.ZodType<CodeAndPassword, CodeAndPassword>>;
  onSubmit: (values: CodeAndPassword) => Promise<void>;
  errorMessage: (error: unknown) => string;
  /** Fields of one sign-up kind, after the password (a customer's display name). */
  extraFields?: ReactNode;
  /** Secondary actions under the submit button (back, resend). */
  children?: (isBusy: boolean) => ReactNode;
};

/** The second step of sign-up and of password reset: the mailed code and a new password. */
export function CodeAndPasswordForm({
  codeLabel,
  passwordLabel,
  submitLabel,
  busyLabel,
  loadSchema,
  onSubmit,
  errorMessage,
  extraFields,
  children,
}: CodeAndPasswordFormProps) {
  const form = useSchemaForm({
    initialValues: { otp: '', password: '' },
    loadSchema,
    onValid: onSubmit,
    errorMessage,
  });
  return (
    <form onSubmit={form.onSubmit} onFocus={form.preload} noValidate className="grid gap-4">
      {form.formError && (
        <Alert variant="destructive">
          <AlertDescription>{form.formError}</AlertDescription>
        </Alert>
      )}
      <Field label={codeLabel} error={form.errors.otp}>
        {(control) => (
          <Input
            {...control}
            {...form.field('otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder={authScreensMessages.otpPlaceholder(OTP_LENGTH)}
            className="tracking-widest placeholder:tracking-normal"
            autoFocus
          />
        )}
      </Field>
      <Field label={passwordLabel} error={form.errors.password} hint={validationMessages.passwordMin}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('password')}
            autoComplete="new-password"
            placeholder={authScreensMessages.choosePassword}
          />
        )}
      </Field>
      {extraFields}
      <BusyButton type="submit" className="w-full" busy={form.isBusy} busyLabel={busyLabel}>
        {submitLabel}
      </BusyButton>
      {children?.(form.isBusy)}
    </form>
  );
}
