import { z } from 'zod';

/** `{ data, totalRows }`: applications, listeners, audit log. */
export const tableOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), totalRows: z.number().int() });
/** `{ data }`: every single object. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const dataWithMessageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: item, message: z.string() });

/** Query numbers arrive as text. */
export const queryInt = (fallback: number, min: number, max: number, label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);

export const uuidSchema = z.uuid({ error: 'Invalid id' });
export const idQuerySchema = z.object({ id: uuidSchema });
export const idParamsSchema = z.object({ id: uuidSchema });
