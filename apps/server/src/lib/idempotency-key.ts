import { idempotencyKeySchema, messages } from '@app/contract';
import { AppError } from '../errors.ts';

/**
 * The required Idempotency-Key header of a money-moving call (purchase, withdrawal, refund): missing is
 * a 400 with `requiredMessage` (what the call is), malformed a 400 saying what a key looks like.
 */
export const requiredIdempotencyKey = (raw: string | string[] | undefined, requiredMessage: string) => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.length === 0) throw new AppError('VALIDATION_ERROR', requiredMessage);
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', messages.wallet.idempotencyKeyInvalid);
  return parsed.data;
};
