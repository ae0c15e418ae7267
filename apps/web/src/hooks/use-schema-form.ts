import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { localizeText } from '@app/contract';

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
  /**
   * The field to fix when the server refuses the submit (a wrong password): it is marked invalid
   * until edited, and gets focus (with its text selected), so focus stays in the form.
   */
  fieldToFix?: string;
};

const FOCUSABLE = 'input, select, textarea';

/** After a refused submit has rendered: focus the first field marked invalid, else the named field. */
function focusFieldToFix(form: HTMLFormElement, name?: string) {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>(`[aria-invalid="true"]:is(${FOCUSABLE})`);
    const named = name ? form.querySelector<HTMLInputElement>(`[name="${name}"]`) : null;
    const target = invalid ?? named;
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
  });
}

/** Each field's first problem, in the language shown (a schema's messages were fixed in English). */
function toFieldErrors<V>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    // The first problem per field is the one to fix first ('required' before 'invalid').
    if (typeof key === 'string' && !(key in errors)) errors[key] = localizeText(issue.message);
  }
  return errors as FieldErrors<V>;
}

/** A small form state for the auth screens: controlled values, schema errors per field, busy flag. */
export function useSchemaForm<S extends z.ZodType<unknown, FormValues>>(options: SchemaFormOptions<S>) {
  type Values = z.input<S>;
  const { initialValues, loadSchema, onValid, errorMessage, fieldToFix } = options;
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
      if (name === fieldToFix) setFormError(null);
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const preload = useCallback(() => void loadSchema().catch(() => undefined), [loadSchema]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (busyRef.current) return;
    busyRef.current = true;
    setIsBusy(true);
    setFormError(null);
    try {
      const result = (await loadSchema()).safeParse(values);
      if (!result.success) {
        setErrors(toFieldErrors<Values>(result.error));
        focusFieldToFix(formElement);
        return;
      }
      setErrors({});
      await onValid(result.data);
    } catch (error) {
      setFormError(errorMessage(error));
      // The busy button lost focus while disabled: bring it back to the field to fix.
      focusFieldToFix(formElement, fieldToFix);
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
