import { localized } from '../i18n/localized.ts';
// Spec round-trips: a read-only field echoed back with another value (contract read-only-echo.ts).
export const readOnlyMessages = localized('readOnly', {
  fieldsChanged: (fields: readonly string[]) => `These fields cannot be changed here: ${fields.join(', ')}.`,
} as const);
