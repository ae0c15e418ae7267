import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { authScreensMessages } from '@app/contract';

export type EmailStepFormProps = {
  defaultEmail: string;
  loadSchema: () => Promise<z.ZodType<{ email: string }, { email: string }>>;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (email: string) => Promise<void>;
  errorMessage: (error: unknown) => string;
};

/** The first step of sign-up and of password reset: the address a code is mailed to. */
export function EmailStepForm({
  defaultEmail,
  loadSchema,
  submitLabel,
  busyLabel,
  onSubmit,
  errorMessage,
}: EmailStepFormProps) {
  const form = useSchemaForm({
    initialValues: { email: defaultEmail },
    loadSchema,
    onValid: ({ email }) => onSubmit(email),
    errorMessage,
  });
  return (
    <form onSubmit={form.onSubmit} onFocus={form.preload} noValidate className="grid gap-4">
      {form.formError && (
        <Alert variant="destructive">
          <AlertDescription>{form.formError}</AlertDescription>
        </Alert>
      )}
      <Field label={authScreensMessages.email} error={form.errors.email}>
        {(control) => (
          <Input
            {...control}
            {...form.field('email')}
            type="email"
            autoComplete="email"
            placeholder={authScreensMessages.emailPlaceholder}
            autoFocus
          />
        )}
      </Field>
      <BusyButton type="submit" className="w-full" busy={form.isBusy} busyLabel={busyLabel}>
        {submitLabel}
      </BusyButton>
    </form>
  );
}
