import { z } from 'zod';

/** Stable machine-readable error codes. The server maps each to one HTTP status. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  BAD_JSON: 400,
  OTP_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  /** An admin who has not set up two-step sign-in yet: only its set-up may be used (issue 25 §1). */
  TWO_FACTOR_REQUIRED: 403,
  INSUFFICIENT_BALANCE: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Something that existed and is gone for good (an expired download link). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  IDEMPOTENCY_KEY_REUSED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The payment gateway refused a call outright (it made nothing); the message says why. */
  GATEWAY_REFUSED: 502,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The one error body every endpoint answers with. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
