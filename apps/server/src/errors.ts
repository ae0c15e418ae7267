import { ERROR_CODES, type ErrorCode } from '@app/contract';

/** The one error type services throw. The error handler turns it into `{ message, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra fields merged into the error body (e.g. `success: false` on verify-account). */
  readonly extra: Record<string, unknown> | undefined;
  /** Response headers sent with the error (e.g. `retry-after` on a 429). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code];
    this.extra = extra;
    this.headers = headers;
  }
}
