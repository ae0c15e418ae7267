import { z } from 'zod';
import { readOnlyMessages } from './messages/read-only.ts';

/**
 * Spec round-trips (issue 19): a spec client reads a record and sends the whole of it back with its edits
 * ("all listener fields"), so a write that echoes a read model receives the fields the server owns
 * (`user`, `applicationStatus`, `paidRoleActivatedAt`, dates …) too. The one rule for every such write:
 * a read-only field that equals the stored value is accepted and ignored; one that differs is refused
 * (400) with `messages.readOnly.fieldsChanged`, naming the fields. Nothing the write cannot change is dropped
 * silently and nothing the server owns is changed.
 */

/** Accepted only unchanged: the value is compared with the stored read model by the service. */
const echoField = () =>
  z.unknown().optional().meta({ description: 'Read-only: accepted only when equal to the stored value' });

/**
 * The read model's fields that the write does not edit, and the schema shape that lets them in (to be
 * spread into the write's body schema). Derived from the read model, so a field added to it is covered.
 */
export const readOnlyEcho = <R extends z.ZodRawShape, E extends z.ZodRawShape>(readModel: R, editable: E) => {
  type Field = Exclude<keyof R & string, keyof E>;
  const fields = Object.keys(readModel).filter((key) => !(key in editable)) as Field[];
  const shape = Object.fromEntries(fields.map((field) => [field, echoField()])) as {
    [K in Field]: ReturnType<typeof echoField>;
  };
  return { fields, shape } as const;
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Deep equality of JSON values; two ISO timestamps are equal when they name the same instant. */
const isSameValue = (sent: unknown, stored: unknown): boolean => {
  if (sent === stored) return true;
  if (typeof sent === 'string' && typeof stored === 'string') {
    return ISO_DATE_TIME.test(sent) && ISO_DATE_TIME.test(stored) && Date.parse(sent) === Date.parse(stored);
  }
  if (Array.isArray(sent) || Array.isArray(stored)) {
    return (
      Array.isArray(sent) &&
      Array.isArray(stored) &&
      sent.length === stored.length &&
      sent.every((item, index) => isSameValue(item, stored[index]))
    );
  }
  if (sent && stored && typeof sent === 'object' && typeof stored === 'object') {
    const sentRecord = sent as Record<string, unknown>;
    const storedRecord = stored as Record<string, unknown>;
    const keys = new Set([...Object.keys(sentRecord), ...Object.keys(storedRecord)]);
    return [...keys].every((key) => isSameValue(sentRecord[key], storedRecord[key]));
  }
  return false;
};

/** The read-only fields the body sends with a value other than the stored one (absent ones are fine). */
const changedReadOnlyFields = (
  body: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): string[] =>
  fields.filter((field) => body[field] !== undefined && !isSameValue(body[field], stored[field]));

/** The refusal for a body that changed read-only fields, or null when every echo is unchanged. */
export const readOnlyEchoRefusal = (
  body: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): string | null => {
  const changed = changedReadOnlyFields(body, stored, fields);
  return changed.length > 0 ? readOnlyMessages.fieldsChanged(changed) : null;
};

/** Whether the body echoes any read-only field (so the service knows it must read the stored model). */
export const hasReadOnlyEcho = (body: Readonly<Record<string, unknown>>, fields: readonly string[]) =>
  fields.some((field) => body[field] !== undefined);
