import { clientMessages } from '@app/contract';

// Kept apart from api-client.ts: screens import this to show errors, and must not pull the endpoint
// table (and zod) into their first load through it.

/** A failed API call. `serverMessage` is the server's user-facing text, when the answer had one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string | undefined;

  // Without a server message the spec's catalogue says 'Unknown error occurred' (§8); the status stays
  // on `status` for code that needs it.
  constructor(status: number, code: string, serverMessage?: string) {
    super(serverMessage ?? (status === 0 ? clientMessages.networkError : clientMessages.unknownError));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

/** The spec's error catalogue: "server message, else <fallback>". */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
