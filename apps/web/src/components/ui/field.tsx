import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from '@/components/ui/label';

/** Props a control needs to be tied to its label, hint and error for assistive technology. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: string;
  /** Shown under the control until there is an error to show instead. */
  hint?: ReactNode;
  error?: string;
  /** Something to place at the end of the label row, e.g. a 'Forgot your password?' link. */
  labelAction?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactElement;
};

/** Label + control + hint/error, wired with ids so the error is read out with the field. */
export function Field({ label, hint, error, labelAction, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={cn('text-sm', error ? 'text-destructive' : 'text-muted-foreground')}>
          {message}
        </p>
      )}
    </div>
  );
}
