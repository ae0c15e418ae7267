import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type FormValues = Record<string, string>;
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export type SchemaFormOptions<S extends z.ZodType<unknown, FormValues>> = {
  initialValues: z.input<S>;
  /**
   * Loads the contract schema on demand: zod is not part of the first page load of the public pages
   * (it would take a fifth of the 120 KB budget). It is fetched on first focus and cached after.
   */
  loadSchema: () => Promise<S>;
  /** Called with the parsed values; a throw becomes the form's error message. */
  onValid: (data: z.output<S>) => Promise<void>;
  /** The text to show for a failed submit (server message, else the screen's fallback). */
  errorMessage: (error: unknown) => string;
};

function toFieldErrors<V>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    // The first problem per field is the one to fix first ('required' before 'invalid').
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<V>;
}

/** A small form state for the auth screens: controlled values, schema errors per field, busy flag. */
export function useSchemaForm<S extends z.ZodType<unknown, FormValues>>(options: SchemaFormOptions<S>) {
  type Values = z.input<S>;
  const { initialValues, loadSchema, onValid, errorMessage } = options;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // Set before anything awaits: a second submit in the same frame (a double click) sends nothing.
  const busyRef = useRef(false);

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const preload = useCallback(() => void loadSchema().catch(() => undefined), [loadSchema]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setIsBusy(true);
    setFormError(null);
    try {
      const result = (await loadSchema()).safeParse(values);
      if (!result.success) {
        setErrors(toFieldErrors<Values>(result.error));
        return;
      }
      setErrors({});
      await onValid(result.data);
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      busyRef.current = false;
      setIsBusy(false);
    }
  };

  return {
    values,
    errors,
    formError,
    isBusy,
    field,
    preload,
    /** For <form onSubmit>: validates, then submits. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
  };
}
