import { readOnlyEchoRefusal } from '@app/contract';
import { AppError } from '../errors.ts';

/**
 * Applies the contract's read-only echo rule (`read-only-echo.ts`) for a write that echoes a read model:
 * throws 400 naming the read-only fields the body changed; unchanged echoes pass and are ignored.
 */
export const refuseChangedReadOnly = (body: object, stored: object, fields: readonly string[]) => {
  const refusal = readOnlyEchoRefusal(
    body as Readonly<Record<string, unknown>>,
    stored as Readonly<Record<string, unknown>>,
    fields,
  );
  if (refusal) throw new AppError('VALIDATION_ERROR', refusal);
};
