import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { GENDERS, INDIAN_STATES, SESSION_MODES } from '@app/contract';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { FileUploadField, type FileUploadFieldProps } from '@/components/uploads/file-upload-field';
import { genderLabels, modeLabels } from '@/lib/people-format';

/* Field blocks of the listener form (components/people/listener-form.tsx): option lists, a labelled
 * native select, and a file upload bound to a react-hook-form field. */

export type SelectOption = { value: string; label: string };

export const genderOptions: readonly SelectOption[] = GENDERS.map((gender) => ({
  value: gender,
  // Getters: a select reads its labels when it draws them, in the language shown.
  get label() {
    return genderLabels[gender];
  },
}));
export const stateOptions: readonly SelectOption[] = INDIAN_STATES.map((state) => ({
  value: state,
  label: state,
}));
export const modeOptions: readonly SelectOption[] = SESSION_MODES.map((mode) => ({
  value: mode,
  get label() {
    return modeLabels[mode];
  },
}));

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  error?: string;
  /** The empty first option ('Select gender'). */
  placeholder: string;
  options: readonly SelectOption[];
};

/** Label + native select (an empty placeholder option, then `options`) + error. */
export function SelectField({ label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(field) => (
        <NativeSelect {...field} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

export type FileUploadControlProps<TInput extends FieldValues, TOutput> = Omit<
  FileUploadFieldProps,
  'value' | 'onUploaded' | 'error'
> & {
  control: Control<TInput, unknown, TOutput>;
  /** A string field holding the uploaded file's URL ('' when there is none). */
  name: Path<TInput>;
};

/** A file upload bound to a react-hook-form field: stores the URL, shows the field's error. */
export function FileUploadControl<TInput extends FieldValues, TOutput>({
  control,
  name,
  ...upload
}: FileUploadControlProps<TInput, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileUploadField
          {...upload}
          value={field.value || null}
          onUploaded={(url) => field.onChange(url)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
