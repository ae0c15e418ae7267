import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

type DatabaseCause = { code?: string; message?: string; routine?: string };

/** Quoted values in a database message ('invalid input syntax for type integer: "9876543210"') go. */
const withoutValues = (text: string | undefined) => text?.replace(/"[^"]*"/g, '"…"');

/**
 * What a failed request may write to the log: a failed query keeps its SQL (placeholders only) and the
 * database's error code, never its parameters or the values the database echoes back, which hold names,
 * phones and UPI ids.
 */
const toLoggableError = (error: unknown): unknown => {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as DatabaseCause | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${error.query}`,
    cause: cause && { code: cause.code, routine: cause.routine, message: withoutValues(cause.message) },
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
};

/** The log's `err` serializer: pino's own, after a failed query has lost its parameters. */
export const serializeError = (error: unknown): unknown => {
  const loggable = toLoggableError(error);
  return loggable instanceof Error ? stdSerializers.err(loggable) : loggable;
};
